/**
 * Building `<head>` tags from what a user typed, shared by the meta tag and Open Graph
 * generators. Every value passes through `escapeHtml`, so nothing typed can become markup
 * (`"`, `<`, `>`, `&`, `'` and `</script>` all stay text). Pure functions: no React, no DOM.
 */

/** Escapes the five characters that can end an attribute value or start markup. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * A head value as a browser will read it back: line breaks and tabs become one space, other
 * control characters and unpaired surrogates (which HTML parsers replace or drop) are removed,
 * and the ends are trimmed. Everything else is kept exactly.
 */
export function cleanValue(value: string): string {
  return (
    value
      .replace(/[\t\n\v\f\r]+/g, ' ')
      // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
      .replace(/[\u0000-\u001f\u007f-\u009f]/g, '')
      .replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '')
      .trim()
  );
}

/** One tag: `attrs` in the given order; empty values are still written (callers skip empty tags). */
export function tag(name: 'meta' | 'link', attrs: ReadonlyArray<readonly [string, string]>): string {
  return `<${name}${attrs.map(([key, value]) => ` ${key}="${escapeHtml(value)}"`).join('')}>`;
}

export const metaName = (name: string, content: string) => tag('meta', [['name', name], ['content', content]]);
export const metaProperty = (property: string, content: string) => tag('meta', [['property', property], ['content', content]]);
export const titleTag = (text: string) => `<title>${escapeHtml(text)}</title>`;

/** Characters as people count them: an emoji or accented letter counts once. */
export function charLength(text: string): number {
  return Array.from(text).length;
}

export type LengthRating = 'empty' | 'short' | 'good' | 'long';

/** Where a length sits against a recommended range, inclusive at both ends. */
export function rateLength(length: number, min: number, max: number): LengthRating {
  if (length === 0) return 'empty';
  if (length < min) return 'short';
  if (length > max) return 'long';
  return 'good';
}

export interface LengthInfo {
  length: number;
  rating: LengthRating;
}

/** The length of a field as it will be written (cleaned) and its rating against `range`. */
export function lengthInfo(value: string, range: { min: number; max: number }): LengthInfo {
  const length = charLength(cleanValue(value));
  return { length, rating: rateLength(length, range.min, range.max) };
}

/**
 * Shortens text the way a search or social preview does: cut before `max` characters at a
 * word boundary when one is close, then add " ...". Text that fits comes back unchanged.
 */
export function truncateText(text: string, max: number): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  const cut = chars.slice(0, max - 1).join('');
  const space = cut.lastIndexOf(' ');
  const kept = space >= max * 0.6 ? cut.slice(0, space) : cut;
  return `${kept.trimEnd()} ...`;
}

export type UrlCheck = { ok: true; url: URL } | { ok: false; message: string };

/** Why an address is not an absolute http(s) one. */
export type UrlProblem = 'scheme' | 'invalid' | 'protocol' | 'host' | 'spaces';

/** The messages for each problem, in English; a tool passes its own locale's words. */
export const URL_PROBLEM_TEXT: Record<UrlProblem, string> = {
  scheme: 'Enter a full address starting with https:// (for example https://example.com/page).',
  invalid: 'This is not a valid web address.',
  protocol: 'Use an http:// or https:// address.',
  host: 'The address needs a domain name.',
  spaces: 'Web addresses cannot contain spaces; encode them as %20.',
};

/** An absolute http(s) address, as search engines and social sites require for these tags. */
export function checkAbsoluteUrl(value: string, text: Record<UrlProblem, string> = URL_PROBLEM_TEXT): UrlCheck {
  const trimmed = value.trim();
  if (!/^[a-z][a-z0-9+.-]*:/i.test(trimmed)) return { ok: false, message: text.scheme };
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return { ok: false, message: text.invalid };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { ok: false, message: text.protocol };
  if (url.hostname === '') return { ok: false, message: text.host };
  if (/\s/.test(trimmed)) return { ok: false, message: text.spaces };
  return { ok: true, url };
}

/** "https://example.com › blog › post" — the address line of a search result. */
export function breadcrumb(url: URL): string {
  const parts = url.pathname
    .split('/')
    .filter(Boolean)
    .map((part) => {
      try {
        return decodeURIComponent(part);
      } catch {
        return part;
      }
    });
  return [`${url.protocol}//${url.host}`, ...parts].join(' › ');
}

/** "example.com": the host without a leading www., as social cards show it. */
export function displayDomain(url: URL): string {
  return url.hostname.replace(/^www\./, '');
}
