import { defineCatalog, useMessages } from '../../i18n/catalog';
import type en from './messages/en';

/** The random generator's messages, one chunk per locale (loaded with the tool in the page's locale). */
export const messages = defineCatalog(import.meta.glob<{ default: typeof en }>('/src/tools/random-generator/messages/*.ts'));

export type RandomGeneratorMessage = keyof typeof en;

export const useRandomGeneratorMessages = () => useMessages(messages);
