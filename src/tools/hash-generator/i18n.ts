import { defineCatalog, useMessages } from '../../i18n/catalog';
import type en from './messages/en';

/** The hash generator's messages, one chunk per locale (loaded with the tool in the page's locale). */
export const messages = defineCatalog(import.meta.glob<{ default: typeof en }>('/src/tools/hash-generator/messages/*.ts'));

export type HashGeneratorMessage = keyof typeof en;
export const useHashGeneratorMessages = () => useMessages(messages);
