import { defineCatalog, useMessages, type Translate } from '../../i18n/catalog';
import { localeNumberText } from '../../i18n/numbers';
import { LIMITS, type BmiWords } from './bmi-calculator';
import type en from './messages/en';

/** The BMI calculator's messages, one chunk per locale (loaded with the tool in the page's locale). */
export const messages = defineCatalog(import.meta.glob<{ default: typeof en }>('/src/tools/bmi-calculator/messages/*.ts'));

export type BmiMessage = keyof typeof en;
export const useBmiMessages = () => useMessages(messages);

/** Plain decimal text ("22.9") written the locale's way ("22,9" in German). */
export const bmiNumber = (t: Translate<BmiMessage>, plain: string): string => localeNumberText(t.locale, plain);

/** The results' words and numbers in the page's locale (bmi-calculator.ts keeps English as its default). */
export function bmiWords(t: Translate<BmiMessage>): BmiWords {
  const n = (plain: string) => bmiNumber(t, plain);
  const amount = (value: string, unit: 'kg' | 'lb') => t('amount', { amount: n(value), unit });
  return {
    messages: {
      heightCm: t('error.heightCm', { min: LIMITS.heightCm.min, max: LIMITS.heightCm.max }),
      heightUs: t('error.heightUs'),
      feet: t('error.feet'),
      inches: t('error.inches'),
      weightKg: t('error.weightKg', { min: LIMITS.weightKg.min, max: LIMITS.weightKg.max }),
      weightLb: t('error.weightLb', { min: LIMITS.weightLb.min, max: LIMITS.weightLb.max }),
      number: t('error.number'),
      empty: t('empty'),
    },
    heightCm: (cm) => t('height.cm', { cm: n(cm) }),
    heightUs: (feet, inches) => t('height.us', { feet: n(feet), inches: n(inches) }),
    summaryBmi: (bmi, category) => t('summaryBmi', { bmi: n(bmi), category: t(`category.${category}`) }),
    summaryHealthy: (height, min, max, unit) => t('summaryHealthy', { height, range: t('range', { min: n(min), max: n(max), unit }) }),
    summaryToHealthy: (direction, value, unit) => t('summaryToHealthy', { direction, amount: amount(value, unit) }),
    summaryNote: t('summaryNote'),
  };
}
