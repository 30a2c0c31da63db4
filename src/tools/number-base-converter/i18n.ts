import { defineCatalog, useMessages } from '../../i18n/catalog';
import type en from './messages/en';

/** The number base converter's messages, one chunk per locale (loaded with the tool in the page's locale). */
export const messages = defineCatalog(import.meta.glob<{ default: typeof en }>('/src/tools/number-base-converter/messages/*.ts'));

export type NumberBaseConverterMessage = keyof typeof en;

export const useNumberBaseConverterMessages = () => useMessages(messages);
