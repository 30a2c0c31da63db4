import { defineCatalog, useMessages, type Translate } from '../../i18n/catalog';
import type { AgeWords } from './age-calculator';
import type en from './messages/en';

/** The age calculator's messages, one chunk per locale (loaded with the tool in the page's locale). */
export const messages = defineCatalog(import.meta.glob<{ default: typeof en }>('/src/tools/age-calculator/messages/*.ts'));

export type AgeCalculatorMessage = keyof typeof en;
export const useAgeCalculatorMessages = () => useMessages(messages);

const UNIT = { year: 'unitYear', month: 'unitMonth', day: 'unitDay' } as const;

/** Dates, ages and messages in the page's locale (age-calculator.ts keeps English as its default). */
export function ageWords(t: Translate<AgeCalculatorMessage>): AgeWords {
  return {
    // Day and year as plain digits: a year is never grouped ("1990", not "1.990").
    longDate: (weekday, month, day, year) =>
      t('longDate', { weekday: t(`weekday.${weekday}`), month: t(`month.${month}` as AgeCalculatorMessage), day: String(day), year: String(year) }),
    weekday: (weekday) => t(`weekday.${weekday}`),
    unit: (count, unit) => t(UNIT[unit], { count }),
    ageParts: (years, months, days) => t('ageParts', { years, months, days }),
    count: (n) => t.number(n),
    daysUntil: (days) => t('daysUntil', { days }),
    futureBirth: (date, asOfIsToday) => (asOfIsToday ? t('futureToday', { date }) : t('futureOther', { date })),
    dateRange: t('dateRange'),
    summary: {
      born: t('born'),
      asOf: t('asOf'),
      age: t('age'),
      totalMonths: t('totalMonths'),
      totalWeeks: t('totalWeeks'),
      totalDays: t('totalDays'),
      totalHours: t('totalHours'),
      nextBirthday: t('nextBirthday'),
      bornOn: t('bornOn'),
    },
    weeksAndDays: (weeks, days) => t('weeksAndDays', { weeks, days }),
    nextBirthday: (date, until, age) => t('nextBirthdaySummary', { date, until, age }),
    leapDayRule: t('leapDayRule'),
  };
}
