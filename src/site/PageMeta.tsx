import { SITE_NAME, SITE_URL, absoluteUrl } from './site-config';
import { SITE_TAGLINE, cardImagePath, fullTitle } from './social';
import { useLocale } from '../i18n/catalog';
import { alternatesFor } from '../i18n/alternates';
import { DEFAULT_LOCALE, localizedPath, type Locale, type SiteLocale } from '../i18n/locales';

/** For pages written in English only (the blog's posts, the API reference): their hreflang names no other version. */
export const ENGLISH_ONLY = ['en'] as const satisfies readonly SiteLocale[];

export interface PageMetaProps {
  /** Page title without the site name ("JSON Formatter"); the home page passes none, and its tagline. */
  title?: string;
  /** The home page's heading after the site name, in the page's language (default: the English SITE_TAGLINE). */
  tagline?: string;
  description: string;
  /** The route path ("/tools/json-formatter"): canonical and og:url. */
  path: string;
  type?: 'website' | 'article';
  /** The locales this page is written in, for hreflang (default: every site locale). */
  locales?: readonly SiteLocale[];
}

/**
 * The social card of a page in a locale: each page has its own, drawn in its language (Latin,
 * Greek and Cyrillic with Inter, Arabic with Noto Sans Arabic, Japanese and Chinese with Noto Sans
 * JP and SC; scripts/prerender.mjs).
 */
export const localizedCardPath = (locale: Locale, path: string) => cardImagePath(localizedPath(locale, path));

/**
 * Title, description, canonical, Open Graph and Twitter card tags for one page. React 19 hoists
 * these into <head>, on the client and in the prerendered HTML alike.
 */
export function PageMeta({ title, tagline = SITE_TAGLINE, description, path, type = 'website', locales }: PageMetaProps) {
  const locale = useLocale();
  const documentTitle = fullTitle(title, tagline);
  // Every page is its own canonical, in its own language; the alternates name the others.
  const url = absoluteUrl(localizedPath(locale, path));
  return (
    <>
      <title>{documentTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      {alternatesFor(SITE_URL, path, locales).map(({ hreflang, href }) => (
        <link key={hreflang} rel="alternate" hrefLang={hreflang} href={href} />
      ))}
      {locale === DEFAULT_LOCALE ? null : <meta property="og:locale" content={locale.replace('-', '_')} />}
      <meta property="og:title" content={documentTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={SITE_NAME} />
      <SocialImageMeta path={path} heading={title ?? tagline} />
    </>
  );
}

/**
 * The page's social card, drawn at build time by scripts/prerender.mjs for the image these tags
 * name (absolute URLs), with the heading as its alt text. The tags that are the same on every page
 * (size, type, twitter:card) are in the HTML template instead (src/site/brand-assets.ts), to keep
 * them out of every page's script.
 */
export function SocialImageMeta({ path, heading }: { path: string; heading: string }) {
  const image = absoluteUrl(localizedCardPath(useLocale(), path));
  return (
    <>
      <meta property="og:image" content={image} />
      <meta property="og:image:alt" content={`${heading} — ${SITE_NAME}`} />
      <meta name="twitter:image" content={image} />
    </>
  );
}
