import { defineCatalog, useMessages, type Translate } from '../../i18n/catalog';
import type { CaseDefinition, CaseId } from './case-converter';
import type en from './messages/en';

/** The case converter's messages, one chunk per locale (loaded with the tool in the page's locale). */
export const messages = defineCatalog(import.meta.glob<{ default: typeof en }>('/src/tools/case-converter/messages/*.ts'));

export type CaseConverterMessage = keyof typeof en;
export const useCaseConverterMessages = () => useMessages(messages);

/** The cases named in words; the others (camelCase, snake_case, …) are code and keep their name everywhere. */
const WORD_LABELS: Partial<Record<CaseId, CaseConverterMessage>> = {
  lower: 'label.lower',
  upper: 'label.upper',
  title: 'label.title',
  sentence: 'label.sentence',
  alternating: 'label.alternating',
  inverse: 'label.inverse',
};

/** A case's name in the messages' locale (case-converter.ts keeps the English one). */
export function caseLabel(t: Translate<CaseConverterMessage>, item: CaseDefinition): string {
  const key = WORD_LABELS[item.id];
  return key ? t(key) : item.label;
}

/** What a case is for, in the messages' locale. */
export const caseHint = (t: Translate<CaseConverterMessage>, item: CaseDefinition): string => t(`hint.${item.id}`);
