import { defineCatalog, useMessages, type Translate } from '../../i18n/catalog';
import type en from './messages/en';
import type { StatsText } from './word-counter';

/** The word counter's messages, one chunk per locale (loaded with the tool in the page's locale). */
export const messages = defineCatalog(import.meta.glob<{ default: typeof en }>('/src/tools/word-counter/messages/*.ts'));

export const useWordCounterMessages = () => useMessages(messages);

export type WordCounterMessage = keyof typeof en;

const LEVEL_KEYS = { Easy: 'levelEasy', Moderate: 'levelModerate', Difficult: 'levelDifficult', 'Very Difficult': 'levelVeryDifficult' } as const;

/** The table's and tiles' words and numbers in the messages' locale (the screen's, and English in the unit tests). */
export function statsText(t: Translate<WordCounterMessage>): StatsText {
  return {
    label: (id) => t(id),
    count: (n) => t.number(n),
    minutes: (count) => t('minutes', { count }),
    readability: (level) => (level ? t(LEVEL_KEYS[level]) : t('notEnoughText')),
    percent: (percent) => t.number(percent / 100, { style: 'percent', maximumFractionDigits: 1 }),
    title: t('tableTitle'),
    keywordsTitle: t('tableKeywords'),
    textHeading: t('exportText'),
  };
}
