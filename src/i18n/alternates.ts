import { DEFAULT_LOCALE, SITE_LOCALES, localizedPath, type SiteLocale } from './locales';

export interface Alternate {
  /** A locale, or `x-default` (the English page, for languages the site does not speak). */
  hreflang: SiteLocale | 'x-default';
  href: string;
}

/**
 * A page's language versions as absolute URLs, for its `<link rel="alternate" hreflang>` tags and
 * the sitemap: every site locale (or only `locales`, for pages not translated yet) and x-default.
 */
export function alternatesFor(origin: string, path: string, locales: readonly SiteLocale[] = SITE_LOCALES): Alternate[] {
  return [
    ...locales.map((locale) => ({ hreflang: locale, href: `${origin}${localizedPath(locale, path)}` })),
    { hreflang: 'x-default' as const, href: `${origin}${localizedPath(DEFAULT_LOCALE, path)}` },
  ];
}
