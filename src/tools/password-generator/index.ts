// The tool's public entry: the screen (default export) and the page guide.
export { default } from './PasswordGenerator';
export { guide } from './guide';
export { api } from './api';
