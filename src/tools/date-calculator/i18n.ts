import { defineCatalog, useMessages, type Translate } from '../../i18n/catalog';
import type { CalendarDate, Weekday } from './date-calculator';
import { weekdayOf } from './date-calculator';
import type en from './messages/en';

/** The date calculator's messages, one chunk per locale (loaded with the tool in the page's locale). */
export const messages = defineCatalog(import.meta.glob<{ default: typeof en }>('/src/tools/date-calculator/messages/*.ts'));

export type DateCalculatorMessage = keyof typeof en;
export type DateCalculatorTranslate = Translate<DateCalculatorMessage>;

export const useDateCalculatorMessages = () => useMessages(messages);

export const monthName = (t: DateCalculatorTranslate, month: number) => t(`month.${month}` as DateCalculatorMessage);
export const weekdayName = (t: DateCalculatorTranslate, weekday: Weekday) => t(`weekday.${weekday}`);

/** "Thursday, February 29, 2024" in the page's words; day and year as plain digits (a year is never grouped). */
export const longDate = (t: DateCalculatorTranslate, date: CalendarDate) =>
  t('longDate', { weekday: weekdayName(t, weekdayOf(date)), month: monthName(t, date.month), day: String(date.day), year: String(date.year) });
