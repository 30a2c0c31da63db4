import { isSiteLocale, type SiteLocale } from '../i18n/locales';

/** Where the visitor's language choice is kept (this browser only). */
export const LOCALE_KEY = 'toolshed-locale';
/** Set once the visitor dismissed the language suggestion. */
export const SUGGESTION_DISMISSED_KEY = 'toolshed-locale-suggestion-dismissed';

/** Remembers the language the visitor picked (storage may be unavailable: private modes, embeds). */
export function rememberLocale(locale: SiteLocale): void {
  try {
    localStorage.setItem(LOCALE_KEY, locale);
  } catch {
    // Not remembered; the page still changes language.
  }
}

export function rememberedLocale(): SiteLocale | null {
  try {
    const value = localStorage.getItem(LOCALE_KEY);
    return isSiteLocale(value) ? value : null;
  } catch {
    return null;
  }
}
