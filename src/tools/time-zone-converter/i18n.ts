import { defineCatalog, useMessages, type Translate } from '../../i18n/catalog';
import type en from './messages/en';

/** The time zone converter's messages, one chunk per locale (loaded with the tool in the page's locale). */
export const messages = defineCatalog(import.meta.glob<{ default: typeof en }>('/src/tools/time-zone-converter/messages/*.ts'));

export type TimeZoneConverterMessage = keyof typeof en;
export type TimeZoneConverterTranslate = Translate<TimeZoneConverterMessage>;

export const useTimeZoneConverterMessages = () => useMessages(messages);
