import { defineCatalog, useMessages, type Translate } from '../../i18n/catalog';
import { reasonMessage } from '../../i18n/reasons';
import { decode, type FailureReason } from './url-encoder';
import type en from './messages/en';

/** The URL encoder's messages, one chunk per locale (loaded with the tool in the page's locale). */
export const messages = defineCatalog(import.meta.glob<{ default: typeof en }>('/src/tools/url-encoder/messages/*.ts'));

export type UrlEncoderMessage = keyof typeof en;
export type UrlEncoderText = Translate<UrlEncoderMessage>;
export const useUrlEncoderMessages = () => useMessages(messages);

/** Why the input was refused, in the page's locale (url-encoder.ts keeps the English `message`). */
export const failureText = (t: UrlEncoderText, reason: FailureReason): string => reasonMessage(t, reason);

/**
 * Why a query parameter was left as written, without a position (the table's "Not decoded: …"),
 * in the page's locale: the name's problem first, then the value's, as parseQuery reports it.
 */
export function parameterProblem(t: UrlEncoderText, rawName: string, rawValue: string): string | null {
  const name = decode(rawName, 'component', { plusAsSpace: true });
  const value = decode(rawValue, 'component', { plusAsSpace: true });
  const broken = !name.ok ? name : !value.ok ? value : null;
  if (!broken || broken.ok) return null;
  const reason = broken.reason;
  switch (reason.id) {
    case 'incomplete':
      return t('problem.incomplete', { shown: reason.shown, need: reason.need, have: reason.have });
    case 'malformed':
      return t('problem.malformed', { found: reason.found });
    case 'badLead':
      return t('problem.badLead', { escape: reason.escape });
    case 'invalidUtf8':
      return t('problem.invalidUtf8', { shown: reason.shown });
    default:
      return failureText(t, reason);
  }
}
