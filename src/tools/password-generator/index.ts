// The tool's public entry: the screen (default export), the page guide, the declared embed API
// and its messages.
export { default } from './PasswordGenerator';
export { guide } from './guide';
export { api } from './api';
export { messages } from './i18n';
