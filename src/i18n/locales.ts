/**
 * The locales Toolshed speaks (issue #31). English keeps today's URLs; every other locale is a
 * path prefix (`/de/tools/json-formatter`). `SITE_LOCALES` are the ones built, linked and
 * switchable today: a locale joins it when every namespace has its messages (the completeness
 * test in tests/unit/i18n reads this list).
 */
export const LOCALES = ['en', 'es', 'pt-BR', 'fr', 'de', 'it', 'ja', 'zh-Hans', 'ru', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];

export const SITE_LOCALES = LOCALES;
export type SiteLocale = (typeof SITE_LOCALES)[number];

export const DEFAULT_LOCALE: SiteLocale = 'en';

/** The URL prefixes of the site's other locales as a regular-expression alternation ("de|ar"), for code and tests that recognize a localized path. */
export const LOCALE_PREFIX_PATTERN = SITE_LOCALES.filter((locale) => locale !== DEFAULT_LOCALE)
  .map((locale) => locale.toLowerCase())
  .join('|');

/** Each locale's name in its own language, as the language switcher lists it. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  es: 'Español',
  'pt-BR': 'Português (Brasil)',
  fr: 'Français',
  de: 'Deutsch',
  it: 'Italiano',
  ja: '日本語',
  'zh-Hans': '简体中文',
  ru: 'Русский',
  ar: 'العربية',
};

/** The locale react-aria and Intl format with (a region where the bare language is ambiguous). */
export const INTL_LOCALE: Record<Locale, string> = {
  en: 'en-US',
  es: 'es-ES',
  'pt-BR': 'pt-BR',
  fr: 'fr-FR',
  de: 'de-DE',
  it: 'it-IT',
  ja: 'ja-JP',
  'zh-Hans': 'zh-Hans-CN',
  ru: 'ru-RU',
  ar: 'ar',
};

/** react-aria's file of its own strings for each locale (react-aria-components/i18n/<tag>). */
export const ARIA_LOCALE: Record<Locale, string> = {
  en: 'en-US',
  es: 'es-ES',
  'pt-BR': 'pt-BR',
  fr: 'fr-FR',
  de: 'de-DE',
  it: 'it-IT',
  ja: 'ja-JP',
  'zh-Hans': 'zh-CN',
  ru: 'ru-RU',
  ar: 'ar-AE',
};

export const isRtl = (locale: Locale): boolean => locale === 'ar';
export const localeDir = (locale: Locale): 'rtl' | 'ltr' => (isRtl(locale) ? 'rtl' : 'ltr');

/** The URL prefix of a locale: '' for English, '/de', '/pt-br', '/zh-hans', '/ar'. */
export const localePrefix = (locale: Locale): string => (locale === DEFAULT_LOCALE ? '' : `/${locale.toLowerCase()}`);

export function isSiteLocale(value: string | null | undefined): value is SiteLocale {
  return (SITE_LOCALES as readonly string[]).includes(value ?? '');
}

/**
 * The locale a site path is in and the path without its prefix:
 * `/de/tools/x` → de, `/tools/x`; `/ar` → ar, `/`; `/tools` → en, `/tools`.
 */
export function splitLocalePath(pathname: string): { locale: SiteLocale; path: string } {
  const match = /^\/([a-z]{2}(?:-[a-z]+)?)(\/.*)?$/i.exec(pathname);
  if (match) {
    const locale = SITE_LOCALES.find((l) => l !== DEFAULT_LOCALE && l.toLowerCase() === match[1]?.toLowerCase());
    if (locale) return { locale, path: match[2] || '/' };
  }
  return { locale: DEFAULT_LOCALE, path: pathname };
}

/**
 * A site path in a locale: `localizedPath('de', '/tools')` → `/de/tools`; `('de', '/')` → `/de`
 * (the site's paths have no trailing slash; servers answer both).
 */
export function localizedPath(locale: Locale, path: string): string {
  const prefix = localePrefix(locale);
  if (!prefix) return path;
  return path === '/' ? prefix : `${prefix}${path}`;
}

/**
 * The best site locale for a browser's preferred languages (`navigator.languages`), or null:
 * an exact tag first (`pt-BR`), then the language alone (`de-AT` → de, `zh-CN` → zh-Hans).
 */
export function matchPreferredLocale(preferred: readonly string[]): SiteLocale | null {
  for (const tag of preferred) {
    const lower = tag.toLowerCase();
    const exact = SITE_LOCALES.find((l) => l.toLowerCase() === lower);
    if (exact) return exact;
    const language = lower.split('-')[0];
    const byLanguage = SITE_LOCALES.find((l) => l.toLowerCase().split('-')[0] === language);
    if (byLanguage) return byLanguage;
  }
  return null;
}
