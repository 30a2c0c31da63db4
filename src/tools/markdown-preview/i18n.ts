import { defineCatalog, useMessages } from '../../i18n/catalog';
import type en from './messages/en';

/** The Markdown preview's messages, one chunk per locale (loaded with the tool in the page's locale). */
export const messages = defineCatalog(import.meta.glob<{ default: typeof en }>('/src/tools/markdown-preview/messages/*.ts'));

export const useMarkdownMessages = () => useMessages(messages);
