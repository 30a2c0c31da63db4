/**
 * The Open Graph generator: page fields → Open Graph and X (Twitter) card `<meta>` tags,
 * every value escaped (../seo-html.ts), plus what a social card preview shows. Pure
 * functions: no React, no DOM.
 */
import { URL_PROBLEM_TEXT, checkAbsoluteUrl, cleanValue, displayDomain, metaName, metaProperty, truncateText, type UrlProblem } from '../seo-html';

export const OG_TYPES = [
  { id: 'website', label: 'Website' },
  { id: 'article', label: 'Article' },
  { id: 'product', label: 'Product' },
  { id: 'profile', label: 'Profile' },
] as const;
export type OgType = (typeof OG_TYPES)[number]['id'];

export const CARDS = [
  { id: 'summary_large_image', label: 'Large image', description: 'A wide image above the title (1200 × 630 px works best).' },
  { id: 'summary', label: 'Summary', description: 'A small square thumbnail beside the title.' },
] as const;
export type Card = (typeof CARDS)[number]['id'];

/** Social sites cut titles at about 60 characters and card descriptions at about 110–160. */
export const TITLE_RANGE = { min: 40, max: 60 } as const;
export const DESCRIPTION_RANGE = { min: 110, max: 160 } as const;
export const FILENAME = 'og-tags.html';

export interface OgFields {
  title: string;
  description: string;
  url: string;
  image: string;
  imageAlt: string;
  siteName: string;
  /** language_TERRITORY, e.g. en_US. */
  locale: string;
  /** The site's X account, with or without @. */
  twitterSite: string;
}

export interface OgSettings {
  type: OgType;
  card: Card;
}

export const DEFAULT_FIELDS: OgFields = { title: '', description: '', url: '', image: '', imageAlt: '', siteName: '', locale: 'en_US', twitterSite: '' };
export const DEFAULT_SETTINGS: OgSettings = { type: 'website', card: 'summary_large_image' };

export type OgField = 'url' | 'image' | 'locale' | 'twitter-site';

export interface OgResult {
  html: string;
  errors: Partial<Record<OgField, string>>;
  tagCount: number;
}

/** The messages for invalid fields, in English by default (the tool passes its locale's). */
export interface OgWords {
  url: Record<UrlProblem, string>;
  locale: string;
  handle: string;
}
export const OG_WORDS: OgWords = {
  url: URL_PROBLEM_TEXT,
  locale: 'Use language_TERRITORY, for example en_US, fr_FR or pt_BR.',
  handle: 'Enter an X username such as @toolshed: up to 15 letters, digits or underscores.',
};

export function checkLocale(value: string): string | null {
  if (value === '' || /^[a-z]{2,3}_[A-Z]{2}$/.test(value)) return null;
  return OG_WORDS.locale;
}

/** "@toolshed" for "toolshed" or "@toolshed"; null when it is not a valid X username. */
export function normalizeHandle(value: string): string | null {
  const match = /^@?([A-Za-z0-9_]{1,15})$/.exec(value);
  return match ? `@${match[1]}` : null;
}

export function buildOgTags(fields: OgFields, settings: OgSettings, words: OgWords = OG_WORDS): OgResult {
  const errors: OgResult['errors'] = {};
  const og: string[] = [];
  const tw: string[] = [];
  const title = cleanValue(fields.title);
  const description = cleanValue(fields.description);
  const siteName = cleanValue(fields.siteName);
  const imageAlt = cleanValue(fields.imageAlt);

  const absolute = (field: 'url' | 'image', value: string) => {
    const text = cleanValue(value);
    if (!text) return '';
    const checked = checkAbsoluteUrl(text, words.url);
    if (checked.ok) return text;
    errors[field] = checked.message;
    return '';
  };
  const url = absolute('url', fields.url);
  const image = absolute('image', fields.image);

  const locale = cleanValue(fields.locale);
  const localeError = checkLocale(locale) !== null;
  if (localeError) errors.locale = words.locale;

  const handleText = cleanValue(fields.twitterSite);
  const handle = handleText ? normalizeHandle(handleText) : null;
  if (handleText && !handle) errors['twitter-site'] = words.handle;

  og.push(metaProperty('og:type', settings.type));
  if (title) og.push(metaProperty('og:title', title));
  if (description) og.push(metaProperty('og:description', description));
  if (url) og.push(metaProperty('og:url', url));
  if (image) og.push(metaProperty('og:image', image));
  if (image && imageAlt) og.push(metaProperty('og:image:alt', imageAlt));
  if (siteName) og.push(metaProperty('og:site_name', siteName));
  if (locale && !localeError) og.push(metaProperty('og:locale', locale));

  tw.push(metaName('twitter:card', settings.card));
  if (handle) tw.push(metaName('twitter:site', handle));
  if (title) tw.push(metaName('twitter:title', title));
  if (description) tw.push(metaName('twitter:description', description));
  if (image) tw.push(metaName('twitter:image', image));
  if (image && imageAlt) tw.push(metaName('twitter:image:alt', imageAlt));

  return { html: [...og, ...tw].join('\n'), errors, tagCount: og.length + tw.length };
}

export interface CardPreview {
  /** "smith.example" (from the page URL); null without a valid one. */
  domain: string | null;
  title: string | null;
  description: string | null;
  /** The image address as typed (never fetched); null without a valid one. */
  image: string | null;
  imageAlt: string | null;
  siteName: string | null;
}

export function cardPreview(fields: OgFields, limits: { title: number; description: number }): CardPreview {
  const url = checkAbsoluteUrl(cleanValue(fields.url));
  const image = cleanValue(fields.image);
  const title = cleanValue(fields.title);
  const description = cleanValue(fields.description);
  const alt = cleanValue(fields.imageAlt);
  const site = cleanValue(fields.siteName);
  return {
    domain: url.ok ? displayDomain(url.url) : null,
    title: title ? truncateText(title, limits.title) : null,
    description: description ? truncateText(description, limits.description) : null,
    image: image && checkAbsoluteUrl(image).ok ? image : null,
    imageAlt: alt || null,
    siteName: site || null,
  };
}

/** Facebook shows about 88 characters of a title over two lines and one line of description. */
export const FACEBOOK_LIMITS = { title: 88, description: 110 } as const;
/** X shows about 70 characters of a title and two lines of description. */
export const X_LIMITS = { title: 70, description: 125 } as const;

export function parseSettings(stored: unknown): Partial<OgSettings> {
  if (typeof stored !== 'object' || stored === null) return {};
  const s = stored as Record<string, unknown>;
  const out: Partial<OgSettings> = {};
  if (OG_TYPES.some((t) => t.id === s.type)) out.type = s.type as OgType;
  if (CARDS.some((c) => c.id === s.card)) out.card = s.card as Card;
  return out;
}
