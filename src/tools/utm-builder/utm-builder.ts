/**
 * Campaign (UTM) URLs: build one from a website URL and the six utm_ parameters, keeping the
 * URL's own query and fragment, and read a tagged URL back into its parts. Pure functions:
 * no React, no DOM.
 */

export type UtmKey = 'source' | 'medium' | 'campaign' | 'term' | 'content' | 'id';
export type UtmValues = Record<UtmKey, string>;

export interface UtmField {
  key: UtmKey;
  param: `utm_${UtmKey}`;
  label: string;
  required: boolean;
  purpose: string;
  examples: string;
}

export const UTM_FIELDS: readonly UtmField[] = [
  { key: 'source', param: 'utm_source', label: 'Campaign source', required: true, purpose: 'Where the visitor comes from: a search engine, newsletter, site or platform.', examples: 'google, newsletter, facebook' },
  { key: 'medium', param: 'utm_medium', label: 'Campaign medium', required: true, purpose: 'The marketing channel.', examples: 'cpc, email, social, banner, affiliate' },
  { key: 'campaign', param: 'utm_campaign', label: 'Campaign name', required: false, purpose: 'The campaign, promotion or product launch.', examples: 'spring_sale, product-launch' },
  { key: 'term', param: 'utm_term', label: 'Campaign term', required: false, purpose: 'Paid-search keywords bought for the ad.', examples: 'running shoes' },
  { key: 'content', param: 'utm_content', label: 'Campaign content', required: false, purpose: 'Tells apart links or ads that point to the same URL (A/B tests).', examples: 'logolink, textlink, banner_a' },
  { key: 'id', param: 'utm_id', label: 'Campaign ID', required: false, purpose: 'The campaign’s ID, to join imported cost data in Google Analytics 4.', examples: 'abc.123, 2025-q2-17' },
];

export const UTM_KEYS = UTM_FIELDS.map((f) => f.key);
const UTM_PARAMS = new Set<string>(UTM_FIELDS.map((f) => f.param));

export const EMPTY_VALUES: UtmValues = { source: '', medium: '', campaign: '', term: '', content: '', id: '' };

export interface BuildOptions {
  /** Analytics tools treat `Email` and `email` as two sources: lower-case keeps reports tidy. */
  lowercase?: boolean;
}

/**
 * A value as it goes into the URL: control characters removed (a pasted line break is
 * never meant), lone surrogates replaced (they cannot be percent-encoded), trimmed.
 */
export function cleanValue(value: string, options: BuildOptions = {}): string {
  const clean = value
    // eslint-disable-next-line no-control-regex -- removing control characters is the point
    .replace(/[\u0000-\u001f\u007f-\u009f]/g, '')
    .replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd')
    .trim();
  return options.lowercase ? clean.toLowerCase() : clean;
}

export type BaseUrl = { ok: true; url: URL } | { ok: false; message: string };

/** The messages for invalid fields, in English by default (the tool passes its locale's). */
export interface UtmWords {
  urlEmpty: string;
  urlFull: string;
  urlProtocol: string;
  /** "Campaign source (utm_source) is required." */
  required: (field: UtmField) => string;
}
export const UTM_WORDS: UtmWords = {
  urlEmpty: 'Enter the website URL.',
  urlFull: 'Enter a full URL starting with https:// (for example https://example.com/page).',
  urlProtocol: 'Only http:// and https:// URLs can carry campaign parameters.',
  required: (field) => `${field.label} (${field.param}) is required.`,
};

/** The website URL must be absolute http(s) with a host. */
export function readBaseUrl(text: string, words: UtmWords = UTM_WORDS): BaseUrl {
  const value = text.trim();
  if (value === '') return { ok: false, message: words.urlEmpty };
  const example = words.urlFull;
  if (!/^[a-z][a-z0-9+.-]*:/i.test(value)) return { ok: false, message: example };
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ok: false, message: words.urlProtocol };
    if (!url.hostname) return { ok: false, message: example };
    return { ok: true, url };
  } catch {
    return { ok: false, message: example };
  }
}

const paramName = (pair: string) => {
  const raw = pair.split('=')[0]!.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
};

/** The query pairs of `url` as written, without the utm_ parameters this tool manages. */
function otherPairs(url: URL): string[] {
  return url.search
    .slice(1)
    .split('&')
    .filter((pair) => pair !== '' && !UTM_PARAMS.has(paramName(pair).toLowerCase()));
}

/** Scheme, host and path as the URL parser normalises them (everything before ? and #). */
const beforeQuery = (url: URL) => url.href.split(/[?#]/)[0]!;

export type FieldErrors = Partial<Record<UtmKey | 'url', string>>;
export type BuildResult = { ok: true; url: string; values: UtmValues } | { ok: false; errors: FieldErrors };

export function buildUtmUrl(baseUrl: string, values: UtmValues, options: BuildOptions = {}, words: UtmWords = UTM_WORDS): BuildResult {
  const errors: FieldErrors = {};
  const base = readBaseUrl(baseUrl, words);
  if (!base.ok) errors.url = base.message;
  const clean = Object.fromEntries(UTM_KEYS.map((key) => [key, cleanValue(values[key], options)])) as UtmValues;
  for (const field of UTM_FIELDS) {
    if (field.required && clean[field.key] === '') errors[field.key] = words.required(field);
  }
  if (!base.ok || Object.keys(errors).length > 0) return { ok: false, errors };
  const pairs = otherPairs(base.url);
  for (const field of UTM_FIELDS) {
    if (clean[field.key] !== '') pairs.push(`${field.param}=${encodeURIComponent(clean[field.key])}`);
  }
  return { ok: true, url: `${beforeQuery(base.url)}?${pairs.join('&')}${base.url.hash}`, values: clean };
}

export type ParseResult = { ok: true; url: string; values: UtmValues; found: UtmKey[] } | { ok: false; message: string };

/**
 * A tagged URL split back into the website URL (its other parameters and fragment kept) and
 * the utm_ values. `found` lists the parameters present.
 */
export function parseUtmUrl(text: string): ParseResult {
  const base = readBaseUrl(text);
  if (!base.ok) return base;
  const params = new URLSearchParams(base.url.search);
  const values = { ...EMPTY_VALUES };
  const found: UtmKey[] = [];
  for (const field of UTM_FIELDS) {
    const value = [...params.entries()].find(([name]) => name.toLowerCase() === field.param)?.[1];
    if (value !== undefined) {
      values[field.key] = value;
      found.push(field.key);
    }
  }
  const rest = otherPairs(base.url);
  const url = `${beforeQuery(base.url)}${rest.length > 0 ? `?${rest.join('&')}` : ''}${base.url.hash}`;
  return { ok: true, url, values, found };
}

/** Does this URL already carry any of the utm_ parameters? */
export function hasUtmParams(text: string): boolean {
  const parsed = parseUtmUrl(text);
  return parsed.ok && parsed.found.length > 0;
}

// ── Props and settings ──────────────────────────────────────────────────────

export interface UtmSettings {
  lowercase: boolean;
}

export const DEFAULT_SETTINGS: UtmSettings = { lowercase: false };

export function parseSettings(stored: unknown): Partial<UtmSettings> {
  if (typeof stored !== 'object' || stored === null) return {};
  const { lowercase } = stored as Record<string, unknown>;
  return typeof lowercase === 'boolean' ? { lowercase } : {};
}

/** Embed attributes arrive as strings; React callers may pass anything. Non-strings are ignored. */
export const stringProp = (value: unknown, max = 2000) => (typeof value === 'string' && value.length <= max ? value : '');
