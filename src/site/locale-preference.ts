import { isSiteLocale, matchPreferredLocale, type Locale, type SiteLocale } from '../i18n/locales';

/** Where the visitor's language choice is kept (this browser only). */
export const LOCALE_KEY = 'toolshed-locale';

/** Remembers the language the visitor picked (storage may be unavailable: private modes, embeds). */
export function rememberLocale(locale: Locale): void {
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

/**
 * The language to suggest on a page in `current`: the visitor's remembered choice, or else the
 * first of the browser's preferred languages the site speaks; null when that is the page's own.
 */
export function suggestedLocale(current: Locale, preferred: readonly string[]): SiteLocale | null {
  const wanted = rememberedLocale() ?? matchPreferredLocale(preferred);
  return wanted && wanted !== current ? wanted : null;
}
