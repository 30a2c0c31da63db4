// The tool's public entry: the screen (default export) and the page guide. loaders.ts finds
// every src/tools/<id>/index.ts, so adding a tool never touches shared files.
export { default } from './Calculator';
export { guide } from './guide';
export { api } from './api';
