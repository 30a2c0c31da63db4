import { defineCatalog, useMessages, type Translate } from '../../i18n/catalog';
import { INTL_LOCALE, type Locale } from '../../i18n/locales';
import { formatUpdated, vaultError } from './secure-notes';
import type en from './messages/en';

/** Secure notes' messages, one chunk per locale (loaded with the tool in the page's locale). */
export const messages = defineCatalog(import.meta.glob<{ default: typeof en }>('/src/tools/secure-notes/messages/*.ts'));

export type SecureNotesMessage = keyof typeof en;
export type SecureNotesText = Translate<SecureNotesMessage>;
export const useSecureNotesMessages = () => useMessages(messages);

/** A message kept in state by its key, so it shows in the current language even if that changes. */
export interface Notice {
  key: SecureNotesMessage;
  values?: Readonly<Record<string, string | number>>;
}
export const say = (t: SecureNotesText, notice: Notice) => t(notice.key, notice.values);

/** The vault logic's English error (secure-notes.ts) in the page's locale; unknown text as it is. */
export function errorText(t: SecureNotesText, error: string): string {
  const reason = vaultError(error);
  if (!reason) return error;
  return reason.id === 'damagedNotes' ? t('error.damagedNotes', { count: reason.count }) : t(`error.${reason.id}`, reason.id === 'tooShort' ? { min: reason.min } : undefined);
}

const dateFormats = new Map<Locale, Intl.DateTimeFormat>();

/**
 * When a note was last saved, in the page's locale. English keeps formatUpdated (no Intl object
 * while a big vault's list renders, issue #9); other locales use an Intl.DateTimeFormat made at
 * first use: "28.11.2026, 20:05" in German.
 */
export function noteDate(locale: Locale, updatedAt: number): string {
  if (locale === 'en') return formatUpdated(updatedAt);
  let format = dateFormats.get(locale);
  if (!format) dateFormats.set(locale, (format = new Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle: 'medium', timeStyle: 'short' })));
  return format.format(updatedAt);
}
