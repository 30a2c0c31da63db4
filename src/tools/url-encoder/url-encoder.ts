/**
 * Percent-encoding (RFC 3986) as JavaScript's encodeURIComponent / encodeURI do it, a strict
 * decoder that names the position of a malformed escape instead of throwing, and a URL parser
 * view built on the WHATWG URL parser. Pure functions: no React, no DOM.
 */
import { charPosition, codePointLabel, findLoneSurrogate, indexOfPosition } from '../text-positions';

export { charPosition, findLoneSurrogate, indexOfPosition };

export type Mode = 'encode' | 'decode';
/** `component`: one value (encodeURIComponent); `url`: a whole URL, keeping its structure (encodeURI). */
export type Scope = 'component' | 'url';

/** Why input was refused, with what the message names: the screen words it in the page's locale (i18n.ts). */
export type FailureReason =
  | { id: 'loneSurrogate'; position: number; code: string }
  | { id: 'incomplete'; position: number; shown: string; need: number; have: number }
  | { id: 'malformed'; position: number; found: string }
  | { id: 'badLead'; position: number; escape: string }
  | { id: 'invalidUtf8'; position: number; shown: string }
  | { id: 'emptyUrl' }
  | { id: 'notAbsolute' };

export type Result<T> =
  | { ok: true; value: T }
  | {
      ok: false;
      /** The reason in English. */
      message: string;
      reason: FailureReason;
      /** 1-based character position. */
      position?: number;
    };





/** Percent-encodes text as UTF-8. A lone surrogate (half an emoji) has no UTF-8 form and is refused. */
export function encode(text: string, scope: Scope): Result<string> {
  const index = findLoneSurrogate(text);
  if (index >= 0) {
    const position = charPosition(text, index);
    return {
      ok: false,
      position,
      reason: { id: 'loneSurrogate', position, code: codePointLabel(text.charCodeAt(index)) },
      message: `Character ${position} is a lone surrogate (${codePointLabel(text.charCodeAt(index))}), half of a character pair such as an emoji. It cannot be percent-encoded; remove it or paste the whole character.`,
    };
  }
  return { ok: true, value: scope === 'component' ? encodeURIComponent(text) : encodeURI(text) };
}

/** Characters encodeURI leaves alone because they give a URL its structure; decodeURI keeps their escapes too. */
const RESERVED = new Set(';/?:@&=+$,#');

export interface DecodeOptions {
  /** `+` stands for a space (HTML form data, application/x-www-form-urlencoded). */
  plusAsSpace?: boolean;
}

const isHex = (c: string | undefined) => c !== undefined && /^[0-9a-f]$/i.test(c);

/** Bytes a UTF-8 sequence starting with `lead` needs in total, or 0 when `lead` cannot start one. */
function sequenceLength(lead: number): number {
  if (lead < 0x80) return 1;
  if (lead >= 0xc2 && lead <= 0xdf) return 2;
  if (lead >= 0xe0 && lead <= 0xef) return 3;
  if (lead >= 0xf0 && lead <= 0xf4) return 4;
  return 0;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Decodes %XX escapes (UTF-8). Unlike decodeURIComponent it says where the input is broken:
 * a `%` without two hex digits, or escapes that are not valid UTF-8. With scope `url` the
 * escapes of reserved characters (%2F, %3F, %26…) stay as they are, like decodeURI.
 */
function invalidUtf8(text: string, start: number, shown: string): Result<string> {
  const position = charPosition(text, start);
  return { ok: false, position, reason: { id: 'invalidUtf8', position, shown }, message: `Invalid UTF-8 at position ${position}: “${shown}” is not a valid character encoding.` };
}

export function decode(text: string, scope: Scope, options: DecodeOptions = {}): Result<string> {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const char = text[i]!;
    if (char === '+' && options.plusAsSpace) {
      out += ' ';
      i++;
      continue;
    }
    if (char !== '%') {
      out += char;
      i++;
      continue;
    }
    const start = i;
    const bytes: number[] = [];
    // One character: the lead escape, then as many continuation escapes as it announces.
    let need = 1;
    while (bytes.length < need) {
      // Counted only on failure: counting characters on every escape would make long inputs quadratic.
      const at = () => charPosition(text, i);
      if (text[i] !== '%') {
        const shown = text.slice(start, i);
        return {
          ok: false,
          position: charPosition(text, start),
          reason: { id: 'incomplete', position: charPosition(text, start), shown, need, have: bytes.length },
          message: `Incomplete UTF-8 at position ${charPosition(text, start)}: “${shown}” starts a character that needs ${need} escaped bytes, but only ${bytes.length} follow.`,
        };
      }
      if (!isHex(text[i + 1]) || !isHex(text[i + 2])) {
        const found = text.slice(i, i + 3);
        return {
          ok: false,
          position: at(),
          reason: { id: 'malformed', position: at(), found },
          message: `Malformed escape at position ${at()}: “%” must be followed by two hexadecimal digits, found “${found}”. Write a literal % as %25.`,
        };
      }
      const byte = parseInt(text.slice(i + 1, i + 3), 16);
      if (bytes.length === 0) {
        need = sequenceLength(byte);
        if (need === 0) {
          const escape = text.slice(i, i + 3).toUpperCase();
          return { ok: false, position: at(), reason: { id: 'badLead', position: at(), escape }, message: `Invalid UTF-8 at position ${at()}: ${escape} cannot start a character.` };
        }
      } else if (byte < 0x80 || byte > 0xbf) {
        const shown = text.slice(start, i + 3);
        return invalidUtf8(text, start, shown);
      }
      bytes.push(byte);
      i += 3;
    }
    let decoded: string;
    try {
      decoded = utf8.decode(new Uint8Array(bytes));
    } catch {
      // Overlong forms and encoded surrogates pass the checks above but are still not UTF-8.
      const shown = text.slice(start, i);
      return invalidUtf8(text, start, shown);
    }
    out += scope === 'url' && RESERVED.has(decoded) ? text.slice(start, i) : decoded;
  }
  return { ok: true, value: out };
}

export function convert(text: string, mode: Mode, scope: Scope, options: DecodeOptions = {}): Result<string> {
  return mode === 'encode' ? encode(text, scope) : decode(text, scope, options);
}

// ---- URL parser view ------------------------------------------------------------------------

export interface QueryParam {
  /** 1-based place in the query string. */
  index: number;
  name: string;
  value: string;
  rawName: string;
  rawValue: string;
  /** Set when the raw text had a broken escape; name and value then show the raw text. */
  problem: string | null;
  /** The pair had no `=` (a flag such as `?debug`). */
  hasValue: boolean;
}

export interface ParsedUrl {
  href: string;
  protocol: string;
  username: string;
  password: string;
  hostname: string;
  /** The port written in the URL, or '' when it is the scheme's default. */
  port: string;
  /** The scheme's default port ('443' for https), or '' when it has none. */
  defaultPort: string;
  origin: string;
  pathname: string;
  /** The path with escapes decoded (reserved characters such as %2F kept, so segments stay apart). */
  pathDecoded: string;
  search: string;
  params: QueryParam[];
  hash: string;
  hashDecoded: string;
  /** Set when the input had no scheme and was read as https://… */
  assumedScheme: boolean;
}

const DEFAULT_PORTS: Record<string, string> = { 'http:': '80', 'https:': '443', 'ws:': '80', 'wss:': '443', 'ftp:': '21' };

/** Splits a query string (with or without its `?`) into pairs, decoded like form data (+ is a space). */
export function parseQuery(search: string): QueryParam[] {
  const query = search.startsWith('?') ? search.slice(1) : search;
  if (query === '') return [];
  return query
    .split('&')
    .filter((pair) => pair !== '')
    .map((pair, i) => {
      const eq = pair.indexOf('=');
      const rawName = eq < 0 ? pair : pair.slice(0, eq);
      const rawValue = eq < 0 ? '' : pair.slice(eq + 1);
      const name = decode(rawName, 'component', { plusAsSpace: true });
      const value = decode(rawValue, 'component', { plusAsSpace: true });
      const broken = !name.ok ? name : !value.ok ? value : null;
      return {
        index: i + 1,
        name: name.ok ? name.value : rawName,
        value: value.ok ? value.value : rawValue,
        rawName,
        rawValue,
        problem: broken && !broken.ok ? broken.message.replace(/ at position \d+/, '') : null,
        hasValue: eq >= 0,
      };
    });
}

export function parseUrl(input: string): Result<ParsedUrl> {
  const text = input.trim();
  if (text === '') return { ok: false, reason: { id: 'emptyUrl' }, message: 'Enter a URL to see its parts.' };
  let url: URL;
  let assumedScheme = false;
  try {
    url = new URL(text);
  } catch {
    // "example.com/path" has no scheme: read it as https, and say so.
    try {
      if (/^[a-z][a-z0-9+.-]*:/i.test(text)) throw new Error('has a scheme');
      url = new URL(`https://${text.replace(/^\/\//, '')}`);
      assumedScheme = true;
    } catch {
      return { ok: false, reason: { id: 'notAbsolute' }, message: 'This is not a valid absolute URL. Check the scheme (https://), the host name and any spaces.' };
    }
  }
  const path = decode(url.pathname, 'url');
  const hash = decode(url.hash.slice(1), 'component');
  return {
    ok: true,
    value: {
      href: url.href,
      protocol: url.protocol,
      username: decodeOr(url.username),
      password: decodeOr(url.password),
      hostname: url.hostname,
      port: url.port,
      defaultPort: DEFAULT_PORTS[url.protocol] ?? '',
      origin: url.origin === 'null' ? '' : url.origin,
      pathname: url.pathname,
      pathDecoded: path.ok ? path.value : url.pathname,
      search: url.search,
      params: parseQuery(url.search),
      hash: url.hash,
      hashDecoded: hash.ok ? hash.value : url.hash.slice(1),
      assumedScheme,
    },
  };
}

function decodeOr(text: string): string {
  const decoded = decode(text, 'component');
  return decoded.ok ? decoded.value : text;
}

export const SAMPLE_URL = 'https://user@shop.example.com:8443/search/caf%C3%A9%20menu?q=cr%C3%A8me+br%C3%BBl%C3%A9e&tag=dessert&tag=french&empty=&flag#reviews%20(2)';
