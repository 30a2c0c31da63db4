import { defineCatalog, useMessages } from '../../i18n/catalog';
import type en from './messages/en';

/** The loan calculator's messages, one chunk per locale (loaded with the tool in the page's locale). */
export const messages = defineCatalog(import.meta.glob<{ default: typeof en }>('/src/tools/loan-calculator/messages/*.ts'));

export type LoanCalculatorMessage = keyof typeof en;

export const useLoanCalculatorMessages = () => useMessages(messages);
