// The tool's public entry: the screen (default export), the page guide, the declared embed API
// and its messages. loaders.ts finds every src/tools/<id>/index.ts, so adding a tool never touches
// shared files.
export { default } from './PasswordChecker';
export { guide } from './guide';
export { api } from './api';
export { messages } from './i18n';
