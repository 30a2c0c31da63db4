import { defineCatalog, useMessages } from '../../i18n/catalog';
import type en from './messages/en';

/** The discount calculator's messages, one chunk per locale (loaded with the tool in the page's locale). */
export const messages = defineCatalog(import.meta.glob<{ default: typeof en }>('/src/tools/discount-calculator/messages/*.ts'));

export type DiscountCalculatorMessage = keyof typeof en;

export const useDiscountCalculatorMessages = () => useMessages(messages);
