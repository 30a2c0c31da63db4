import { defineCatalog, useMessages } from '../../i18n/catalog';
import type en from './messages/en';

/** The file encryptor's messages, one chunk per locale (loaded with the tool in the page's locale). */
export const messages = defineCatalog(import.meta.glob<{ default: typeof en }>('/src/tools/file-encryptor/messages/*.ts'));

export const useFileEncryptorMessages = () => useMessages(messages);
