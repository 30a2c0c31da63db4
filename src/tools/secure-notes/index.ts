// The tool's public entry: the screen (default export), the page guide and the declared
// embed API. loaders.ts finds every src/tools/<id>/index.ts.
export { default } from './SecureNotes';
export { guide } from './guide';
export { api } from './api';
