import { defineCatalog, useMessages, type Translate } from '../../i18n/catalog';
import { englishNumberText } from '../../i18n/numbers';
import type { PercentageWords } from './percentage';
import type en from './messages/en';

/** The percentage calculator's messages, one chunk per locale (loaded with the tool in the page's locale). */
export const messages = defineCatalog(import.meta.glob<{ default: typeof en }>('/src/tools/percentage/messages/*.ts'));

export type PercentageMessage = keyof typeof en;
export const usePercentageMessages = () => useMessages(messages);

/**
 * The results' words and numbers in the page's locale (percentage.ts keeps English as its
 * default). Numbers come grouped the English way; trading the comma and the point writes them
 * the German way ("1.250,5").
 */
export function percentageWords(t: Translate<PercentageMessage>): PercentageWords {
  return {
    tooLong: (max) => t('tooLong', { max }),
    decimalComma: t('decimalComma'),
    notANumber: t('notANumber'),
    tooLarge: t('tooLarge'),
    tooPrecise: (max) => t('tooPrecise', { max }),
    empty: t('empty'),
    zeroOf: t('zeroOf'),
    zeroChange: t('zeroChange'),
    // In Arabic a left-to-right mark keeps a leading sign on the number's left ("−10", "+25%").
    number: (english) => {
      const local = englishNumberText(t.locale, english);
      return t.locale === 'ar' && /^[+\u2212]/.test(local) ? `\u200e${local}` : local;
    },
    percent: (number) => t('percent', { number }),
    of: (x, y, result) => t('sentenceOf', { x, y, result }),
    what: (x, result, y) => t('sentenceWhat', { x, result, y }),
    noChange: (x, y) => t('sentenceNoChange', { x, y }),
    change: (x, y, size, direction, exact) => t('sentenceChange', { x, y, size, direction, exact: exact ? 'yes' : 'no' }),
  };
}
