import { defineCatalog, useMessages } from '../../i18n/catalog';
import type en from './messages/en';

/** The password generator's messages, one chunk per locale (loaded with the tool in the page's locale). */
export const messages = defineCatalog(import.meta.glob<{ default: typeof en }>('/src/tools/password-generator/messages/*.ts'));

export type PasswordGeneratorMessage = keyof typeof en;
export const usePasswordGeneratorMessages = () => useMessages(messages);
