import { defineCatalog, useMessages } from '../../i18n/catalog';
import type en from './messages/en';

/** The tip calculator's messages, one chunk per locale (loaded with the tool in the page's locale). */
export const messages = defineCatalog(import.meta.glob<{ default: typeof en }>('/src/tools/tip-calculator/messages/*.ts'));

export type TipCalculatorMessage = keyof typeof en;

export const useTipCalculatorMessages = () => useMessages(messages);
