import { defineCatalog, useMessages } from '../../i18n/catalog';
import type en from './messages/en';

/** The stopwatch and timer's messages, one chunk per locale (loaded with the tool in the page's locale). */
export const messages = defineCatalog(import.meta.glob<{ default: typeof en }>('/src/tools/stopwatch-timer/messages/*.ts'));

export type StopwatchTimerMessage = keyof typeof en;

export const useStopwatchTimerMessages = () => useMessages(messages);
