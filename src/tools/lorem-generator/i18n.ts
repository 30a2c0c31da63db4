import { defineCatalog, useMessages } from '../../i18n/catalog';
import type en from './messages/en';

/** The lorem ipsum generator's messages, one chunk per locale (loaded with the tool in the page's locale). */
export const messages = defineCatalog(import.meta.glob<{ default: typeof en }>('/src/tools/lorem-generator/messages/*.ts'));

export type LoremGeneratorMessage = keyof typeof en;
export const useLoremGeneratorMessages = () => useMessages(messages);
