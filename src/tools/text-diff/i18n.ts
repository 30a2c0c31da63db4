import { defineCatalog, useMessages, type Translate } from '../../i18n/catalog';
import { localeNumberText } from '../../i18n/numbers';
import { sizeOf, summaryOf, type DiffResult } from './model';
import type en from './messages/en';

/** The text diff's messages, one chunk per locale (loaded with the tool in the page's locale). */
export const messages = defineCatalog(import.meta.glob<{ default: typeof en }>('/src/tools/text-diff/messages/*.ts'));

export type TextDiffMessage = keyof typeof en;
export type TextDiffText = Translate<TextDiffMessage>;
export const useTextDiffMessages = () => useMessages(messages);

/** The comparison's one-line summary in the page's locale (model.ts `summarize` is the English). */
export function summaryText(t: TextDiffText, result: DiffResult): string {
  const summary = summaryOf(result);
  switch (summary.kind) {
    case 'identical':
      return t('summaryIdentical');
    case 'ignoring':
      return t('summaryIgnoring', { ignoring: summary.ignoring });
    case 'whitespace':
      return t('summaryWhitespace');
    case 'counts':
      return t('summaryCounts', { added: t(`count.${summary.mode}`, { count: summary.added }), removed: t(`count.${summary.mode}`, { count: summary.removed }) });
  }
}

/** A text's size ("1.2 k characters", "1,2 Tsd. Zeichen"). */
export function sizeText(t: TextDiffText, chars: number): string {
  const { unit, value } = sizeOf(chars);
  return unit === 'one' ? t('size.one', { count: chars }) : t(`size.${unit}`, { size: localeNumberText(t.locale, value) });
}
