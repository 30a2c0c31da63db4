// The tool's public entry: the screen (default export), the page guide and the declared
// embed API.
export { default } from './UnitConverter';
export { guide } from './guide';
export { api } from './api';
export { messages } from './i18n';
