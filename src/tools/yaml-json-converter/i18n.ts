import { defineCatalog, useMessages } from '../../i18n/catalog';
import type en from './messages/en';

/** The converter's messages, one chunk per locale (loaded with the tool in the page's locale). */
export const messages = defineCatalog(import.meta.glob<{ default: typeof en }>('/src/tools/yaml-json-converter/messages/*.ts'));

export const useYamlJsonMessages = () => useMessages(messages);
