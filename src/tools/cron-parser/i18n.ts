import { defineCatalog, useMessages } from '../../i18n/catalog';
import type en from './messages/en';

/** The cron parser's messages, one chunk per locale (loaded with the tool in the page's locale). */
export const messages = defineCatalog(import.meta.glob<{ default: typeof en }>('/src/tools/cron-parser/messages/*.ts'));

export type CronParserMessage = keyof typeof en;

export const useCronParserMessages = () => useMessages(messages);
