import { defineCatalog, useMessages, type Translate } from '../../i18n/catalog';
import { regexErrorReason, type StepKind } from './text-formatter';
import type en from './messages/en';

/** The text formatter's messages, one chunk per locale (loaded with the tool in the page's locale). */
export const messages = defineCatalog(import.meta.glob<{ default: typeof en }>('/src/tools/text-formatter/messages/*.ts'));

export type TextFormatterMessage = keyof typeof en;
export type TextFormatterText = Translate<TextFormatterMessage>;
export const useTextFormatterMessages = () => useMessages(messages);

export const stepLabel = (t: TextFormatterText, kind: StepKind) => t(`step.${kind}`);

/**
 * A replace step's pattern error in the page's locale. text-formatter.ts reports it in English
 * (the change event's `error`); the reason itself is the browser engine's, which is English in
 * every engine, so only the frame around it is translated.
 */
export function patternError(t: TextFormatterText, english: string, source: string): string {
  const reason = regexErrorReason(english);
  return source.length <= 40 ? t('invalidRegex', { source, reason }) : t('invalidRegexLong', { reason });
}
