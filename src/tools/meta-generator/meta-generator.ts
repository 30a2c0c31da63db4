/**
 * The meta tag generator: page fields and head settings → an HTML block of `<meta>`,
 * `<title>` and `<link rel="canonical">` tags, every value escaped (../seo-html.ts), plus
 * what a search result preview shows. Pure functions: no React, no DOM.
 */
import { URL_PROBLEM_TEXT, breadcrumb, checkAbsoluteUrl, cleanValue, metaName, tag, titleTag, truncateText, type UrlProblem } from '../seo-html';

/** Search engines show about 50–60 characters of a title and 150–160 of a description. */
export const TITLE_RANGE = { min: 50, max: 60 } as const;
export const DESCRIPTION_RANGE = { min: 150, max: 160 } as const;
export const FILENAME = 'meta-tags.html';

/** `name` is the `viewport` input's value (api.ts): short enough for an attribute or a link. */
export const VIEWPORTS = [
  { id: 'width=device-width, initial-scale=1', name: 'responsive', label: 'Responsive (recommended)' },
  { id: 'width=device-width, initial-scale=1, viewport-fit=cover', name: 'edge-to-edge', label: 'Responsive, edge to edge (notched phones)' },
  { id: 'none', name: 'none', label: 'Leave out' },
] as const;
export type Viewport = (typeof VIEWPORTS)[number]['id'];

/** The viewport for a `viewport` input value, or undefined. */
export const viewportByName = (name: unknown): Viewport | undefined => VIEWPORTS.find((v) => v.name === name)?.id;
/** The `viewport` input value for a viewport. */
export const viewportName = (viewport: Viewport): string => VIEWPORTS.find((v) => v.id === viewport)?.name ?? 'responsive';

export const CHARSETS = [
  { id: 'utf-8', label: 'UTF-8 (recommended)' },
  { id: 'none', label: 'Leave out' },
] as const;
export type Charset = (typeof CHARSETS)[number]['id'];

export interface MetaFields {
  title: string;
  description: string;
  /** Comma-separated. */
  keywords: string;
  author: string;
  /** Canonical address, absolute http(s). */
  url: string;
  /** #rgb or #rrggbb (alpha forms too); empty leaves the tag out. */
  themeColor: string;
}

export interface MetaSettings {
  index: boolean;
  follow: boolean;
  viewport: Viewport;
  charset: Charset;
}

export const DEFAULT_FIELDS: MetaFields = { title: '', description: '', keywords: '', author: '', url: '', themeColor: '' };
export const DEFAULT_SETTINGS: MetaSettings = { index: true, follow: true, viewport: 'width=device-width, initial-scale=1', charset: 'utf-8' };

export type MetaField = 'url' | 'theme-color';

export interface MetaResult {
  html: string;
  /** Messages for fields whose value was left out of the output. */
  errors: Partial<Record<MetaField, string>>;
  robots: string;
  /** Number of tags in `html`. */
  tagCount: number;
}

const HEX_COLOR = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/** The messages for invalid fields, in English by default (the tool passes its locale's). */
export interface MetaWords {
  url: Record<UrlProblem, string>;
  themeColor: string;
}
export const META_WORDS: MetaWords = { url: URL_PROBLEM_TEXT, themeColor: 'Enter a hex color such as #2563eb.' };

export function checkThemeColor(value: string): string | null {
  const text = value.trim();
  if (text === '' || HEX_COLOR.test(text)) return null;
  return META_WORDS.themeColor;
}

/** "seo, html,  , tags" → "seo, html, tags": trimmed, empty entries dropped. */
export function normalizeKeywords(value: string): string {
  return cleanValue(value)
    .split(',')
    .map((word) => word.trim())
    .filter(Boolean)
    .join(', ');
}

export function robotsContent({ index, follow }: Pick<MetaSettings, 'index' | 'follow'>): string {
  return `${index ? 'index' : 'noindex'}, ${follow ? 'follow' : 'nofollow'}`;
}

/** The head block, in the order a page needs it (charset first: it must be in the first 1024 bytes). */
export function buildMetaTags(fields: MetaFields, settings: MetaSettings, words: MetaWords = META_WORDS): MetaResult {
  const errors: MetaResult['errors'] = {};
  const lines: string[] = [];
  if (settings.charset !== 'none') lines.push(tag('meta', [['charset', settings.charset]]));
  if (settings.viewport !== 'none') lines.push(metaName('viewport', settings.viewport));

  const title = cleanValue(fields.title);
  if (title) lines.push(titleTag(title));
  const description = cleanValue(fields.description);
  if (description) lines.push(metaName('description', description));
  const keywords = normalizeKeywords(fields.keywords);
  if (keywords) lines.push(metaName('keywords', keywords));
  const author = cleanValue(fields.author);
  if (author) lines.push(metaName('author', author));
  const robots = robotsContent(settings);
  lines.push(metaName('robots', robots));

  const themeColor = fields.themeColor.trim();
  if (checkThemeColor(themeColor) !== null) errors['theme-color'] = words.themeColor;
  else if (themeColor) lines.push(metaName('theme-color', themeColor.toLowerCase()));

  const url = cleanValue(fields.url);
  if (url) {
    const checked = checkAbsoluteUrl(url, words.url);
    if (checked.ok) lines.push(tag('link', [['rel', 'canonical'], ['href', url]]));
    else errors.url = checked.message;
  }
  return { html: lines.join('\n'), errors, robots, tagCount: lines.length };
}

export interface SearchPreview {
  /** Truncated like a result title; null when there is none. */
  title: string | null;
  /** "https://example.com › blog › post"; null without a valid address. */
  breadcrumb: string | null;
  /** The site's host, shown above the address. */
  site: string | null;
  description: string | null;
  /** Google does not list noindex pages at all. */
  hidden: boolean;
}

export function searchPreview(fields: MetaFields, settings: MetaSettings): SearchPreview {
  const title = cleanValue(fields.title);
  const description = cleanValue(fields.description);
  const url = checkAbsoluteUrl(cleanValue(fields.url));
  return {
    title: title ? truncateText(title, TITLE_RANGE.max) : null,
    breadcrumb: url.ok ? breadcrumb(url.url) : null,
    site: url.ok ? url.url.hostname.replace(/^www\./, '') : null,
    description: description ? truncateText(description, DESCRIPTION_RANGE.max) : null,
    hidden: !settings.index,
  };
}

/** Stored settings are untrusted: keep only well-formed values. */
export function parseSettings(stored: unknown): Partial<MetaSettings> {
  if (typeof stored !== 'object' || stored === null) return {};
  const s = stored as Record<string, unknown>;
  const out: Partial<MetaSettings> = {};
  if (typeof s.index === 'boolean') out.index = s.index;
  if (typeof s.follow === 'boolean') out.follow = s.follow;
  if (VIEWPORTS.some((v) => v.id === s.viewport)) out.viewport = s.viewport as Viewport;
  if (CHARSETS.some((c) => c.id === s.charset)) out.charset = s.charset as Charset;
  return out;
}

/** A boolean prop given as a boolean or an attribute string; anything else is "not given". */
export function parseBoolean(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (typeof value !== 'string') return undefined;
  const v = value.trim().toLowerCase();
  if (['', 'true', 'on', 'yes', '1'].includes(v)) return true;
  if (['false', 'off', 'no', '0'].includes(v)) return false;
  return undefined;
}
