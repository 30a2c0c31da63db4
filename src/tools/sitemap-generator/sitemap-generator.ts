import { formatCount } from '../../ui/format';

/**
 * XML sitemaps (sitemaps.org protocol 0.9): URLs in, one sitemap.xml or a sitemap index with
 * numbered files out. Pure functions: no React, no DOM.
 */

export const CHANGEFREQS = ['always', 'hourly', 'daily', 'weekly', 'monthly', 'yearly', 'never'] as const;
export type Changefreq = (typeof CHANGEFREQS)[number];

/** The protocol's limits for one sitemap file. */
export const MAX_URLS_PER_FILE = 50_000;
export const MAX_BYTES_PER_FILE = 50 * 1024 * 1024;
/** The schema's tLoc: 12 to 2048 characters. */
export const MIN_LOC_LENGTH = 12;
export const MAX_LOC_LENGTH = 2048;

export const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
export const SINGLE_FILENAME = 'sitemap.xml';
export const INDEX_FILENAME = 'sitemap-index.xml';
export const ZIP_FILENAME = 'sitemaps.zip';

export interface Entry {
  loc: string;
  lastmod?: string;
  changefreq?: Changefreq;
  /** '0.0'–'1.0', one decimal. */
  priority?: string;
}

export interface Defaults {
  /** '' = no lastmod unless a line gives one. */
  lastmod: string;
  changefreq: Changefreq | '';
  priority: string;
}

export const DEFAULTS: Defaults = { lastmod: '', changefreq: '', priority: '' };

export interface LineError {
  line: number;
  message: string;
}

export interface ParsedList {
  entries: Entry[];
  /** Lines whose URL is relative (no scheme and host). */
  relative: number[];
  /** Other rejected lines, with the reason. */
  errors: LineError[];
  /** Lines dropped because an earlier line has the same URL. */
  duplicates: number[];
  /** True when the first line was a CSV header. */
  header: boolean;
}

const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T => typeof value === 'string' && (list as readonly string[]).includes(value);

// ── Field checks ─────────────────────────────────────────────────────────────

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * A W3C datetime the schema accepts (xsd:date or xsd:dateTime): YYYY-MM-DD, or a date and
 * time with seconds and an optional zone. A time without seconds gets ":00". null if invalid.
 */
export function normalizeLastmod(text: string): string | null {
  const t = text.trim();
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?)?$/.exec(t);
  if (!match) return null;
  const [, y, mo, d, h, mi, s, fraction, zone] = match;
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysIn(year, month)) return null;
  if (h === undefined) return `${y}-${mo}-${d}`;
  if (Number(h) > 23 || Number(mi) > 59 || Number(s ?? 0) > 59) return null;
  if (zone && zone !== 'Z' && (Number(zone.slice(1, 3)) > 14 || Number(zone.slice(4)) > 59)) return null;
  return `${y}-${mo}-${d}T${h}:${mi}:${s ?? '00'}${s !== undefined ? (fraction ?? '') : ''}${zone ?? ''}`;
}

/** '0.8', '.5', '1', '0.80' → '0.8', '0.5', '1.0', '0.8'; null outside 0–1 or with more precision. */
export function normalizePriority(text: string): string | null {
  const t = text.trim();
  if (!/^(?:\d+(?:\.\d*)?|\.\d+)$/.test(t)) return null;
  const n = Number(t);
  if (!(n >= 0 && n <= 1)) return null;
  const tenths = Math.round(n * 10);
  if (Math.abs(n * 10 - tenths) > 1e-9) return null;
  return (tenths / 10).toFixed(1);
}

export type UrlCheck = { ok: true; loc: string } | { ok: false; relative: boolean; message: string };

/** The messages for rejected lines, in English by default (the tool passes its locale's). */
export interface SitemapWords {
  invalidUrl: (text: string) => string;
  protocol: (protocol: string) => string;
  credentials: string;
  tooShort: (loc: string, min: number) => string;
  tooLong: (max: number) => string;
  tooManyFields: (count: number, max: number, columns: string) => string;
  badLastmod: (text: string) => string;
  badChangefreq: (text: string, allowed: string) => string;
  badPriority: (text: string) => string;
  /** "Line 7: relative URL left out. …" / "Lines 2, 4 and 6: …" */
  relative: (count: number, lines: string) => string;
  /** "2, 5 and 9" */
  and: (head: string, last: string) => string;
  /** "1, 2, … 10 and 2 more" */
  more: (head: string, rest: number) => string;
}

export const SITEMAP_WORDS: SitemapWords = {
  invalidUrl: (text) => `"${text}" is not a valid URL.`,
  protocol: (protocol) => `Only http:// and https:// URLs belong in a sitemap (found ${protocol}).`,
  credentials: 'URLs with a user name or password do not belong in a sitemap.',
  tooShort: (loc, min) => `"${loc}" is shorter than the ${min} characters the sitemap schema requires.`,
  tooLong: (max) => `The URL is longer than ${formatCount(max)} characters.`,
  tooManyFields: (count, max, columns) => `${count} fields; expected at most ${max} (${columns}). Quote URLs that contain commas.`,
  badLastmod: (text) => `lastmod "${text}" is not a date like 2024-05-31 or 2024-05-31T14:30:00+00:00.`,
  badChangefreq: (text, allowed) => `changefreq "${text}" is not one of ${allowed}.`,
  badPriority: (text) => `priority "${text}" is not a number from 0.0 to 1.0 in steps of 0.1.`,
  relative: (count, lines) =>
    `${count === 1 ? 'Line' : 'Lines'} ${lines}: relative URL${count === 1 ? '' : 's'} left out. A sitemap needs full URLs, like https://example.com/about.`,
  and: (head, last) => `${head} and ${last}`,
  more: (head, rest) => `${head} and ${formatCount(rest)} more`,
};

/**
 * An absolute http(s) URL, normalised by the URL standard (lower-case host, punycode,
 * percent-encoded path), which is also how duplicates are recognised.
 */
export function checkUrl(text: string, words: SitemapWords = SITEMAP_WORDS): UrlCheck {
  const t = text.trim();
  if (!/^[a-z][a-z0-9+.-]*:/i.test(t)) return { ok: false, relative: true, message: 'relative URL' };
  let url: URL;
  try {
    url = new URL(t);
  } catch {
    return { ok: false, relative: false, message: words.invalidUrl(t) };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ok: false, relative: false, message: words.protocol(url.protocol) };
  if (url.username || url.password) return { ok: false, relative: false, message: words.credentials };
  const loc = url.href;
  if (loc.length < MIN_LOC_LENGTH) return { ok: false, relative: false, message: words.tooShort(loc, MIN_LOC_LENGTH) };
  if (loc.length > MAX_LOC_LENGTH) return { ok: false, relative: false, message: words.tooLong(MAX_LOC_LENGTH) };
  return { ok: true, loc };
}

// ── Parsing the pasted list ──────────────────────────────────────────────────

/** One CSV line (RFC 4180 quoting: "a,b" and "" inside quotes). */
export function splitCsvLine(line: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field.trim() === '') {
      quoted = true;
      field = '';
    } else if (c === ',') {
      fields.push(field.trim());
      field = '';
    } else field += c;
  }
  fields.push(field.trim());
  return fields;
}

type Column = 'url' | 'lastmod' | 'changefreq' | 'priority';
const COLUMNS: readonly Column[] = ['url', 'lastmod', 'changefreq', 'priority'];

/**
 * Reads URLs one per line, or CSV rows `url,lastmod,changefreq,priority` (any of the last
 * three may be empty). A first row naming the columns (`url` or `loc` first or anywhere) sets
 * their order. Blank lines are skipped; line numbers count every line from 1.
 */
export function parseUrlList(text: string, defaults: Defaults = DEFAULTS, words: SitemapWords = SITEMAP_WORDS): ParsedList {
  const result: ParsedList = { entries: [], relative: [], errors: [], duplicates: [], header: false };
  const lines = text.split(/\r\n|\r|\n/);
  let columns: readonly Column[] = COLUMNS;
  const seen = new Set<string>();
  const defaultLastmod = defaults.lastmod ? normalizeLastmod(defaults.lastmod) : null;
  const defaultPriority = defaults.priority ? normalizePriority(defaults.priority) : null;

  for (const [index, raw] of lines.entries()) {
    const lineNumber = index + 1;
    if (raw.trim() === '') continue;
    let fields = raw.includes(',') || raw.includes('"') ? splitCsvLine(raw) : [raw.trim()];

    if (result.entries.length === 0 && !result.header && result.errors.length === 0 && result.relative.length === 0) {
      const names = fields.map((f) => f.toLowerCase().replace(/^loc$/, 'url'));
      if (names.includes('url') && names.every((n) => isOneOf(COLUMNS, n))) {
        columns = names as Column[];
        result.header = true;
        continue;
      }
    }
    // Without a header, commas are also legal inside URLs: a line is CSV only when what follows
    // the URL reads as its fields. A header makes every line CSV (quote URLs with commas).
    if (!result.header && fields.length > 1 && !looksLikeCsvRow(fields)) fields = [raw.trim()];
    if (fields.length > columns.length) {
      result.errors.push({ line: lineNumber, message: words.tooManyFields(fields.length, columns.length, columns.join(',')) });
      continue;
    }
    const value = (column: Column) => fields[columns.indexOf(column)] ?? '';

    const url = checkUrl(value('url'), words);
    if (!url.ok) {
      if (url.relative) result.relative.push(lineNumber);
      else result.errors.push({ line: lineNumber, message: url.message });
      continue;
    }
    const entry: Entry = { loc: url.loc };

    const lastmodText = value('lastmod');
    if (lastmodText) {
      const lastmod = normalizeLastmod(lastmodText);
      if (!lastmod) {
        result.errors.push({ line: lineNumber, message: words.badLastmod(lastmodText) });
        continue;
      }
      entry.lastmod = lastmod;
    } else if (defaultLastmod) entry.lastmod = defaultLastmod;

    const changefreqText = value('changefreq').toLowerCase();
    if (changefreqText) {
      if (!isOneOf(CHANGEFREQS, changefreqText)) {
        result.errors.push({ line: lineNumber, message: words.badChangefreq(value('changefreq'), CHANGEFREQS.join(', ')) });
        continue;
      }
      entry.changefreq = changefreqText;
    } else if (defaults.changefreq) entry.changefreq = defaults.changefreq;

    const priorityText = value('priority');
    if (priorityText) {
      const priority = normalizePriority(priorityText);
      if (!priority) {
        result.errors.push({ line: lineNumber, message: words.badPriority(priorityText) });
        continue;
      }
      entry.priority = priority;
    } else if (defaultPriority) entry.priority = defaultPriority;

    if (seen.has(entry.loc)) {
      result.duplicates.push(lineNumber);
      continue;
    }
    seen.add(entry.loc);
    result.entries.push(entry);
  }
  return result;
}

/** url,lastmod,changefreq,priority with at least one field after the URL filled in and all valid. */
function looksLikeCsvRow(fields: string[]): boolean {
  if (fields.length > COLUMNS.length || !checkUrl(fields[0] ?? '').ok) return false;
  const [, lastmod = '', changefreq = '', priority = ''] = fields;
  if (!lastmod && !changefreq && !priority) return false;
  return (!lastmod || normalizeLastmod(lastmod) !== null) && (!changefreq || isOneOf(CHANGEFREQS, changefreq.toLowerCase())) && (!priority || normalizePriority(priority) !== null);
}

/** "2", "2 and 5", "2, 5 and 9", "2, 5, 9 … and 12 more". */
export function formatLines(lines: readonly number[], limit = 10, words: SitemapWords = SITEMAP_WORDS): string {
  const shown = lines.slice(0, limit).map(String);
  const rest = lines.length - shown.length;
  if (rest > 0) return words.more(shown.join(', '), rest);
  if (shown.length <= 1) return shown.join('');
  return words.and(shown.slice(0, -1).join(', '), shown[shown.length - 1]!);
}

export function relativeMessage(lines: readonly number[], words: SitemapWords = SITEMAP_WORDS): string {
  return words.relative(lines.length, lines.length === 1 ? String(lines[0]) : formatLines(lines, 10, words));
}

// ── Writing XML ──────────────────────────────────────────────────────────────

/** XML text escaping: the five predefined entities. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] as string);
}

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';

export function urlElement(entry: Entry): string {
  const parts = [`    <loc>${escapeXml(entry.loc)}</loc>`];
  if (entry.lastmod) parts.push(`    <lastmod>${entry.lastmod}</lastmod>`);
  if (entry.changefreq) parts.push(`    <changefreq>${entry.changefreq}</changefreq>`);
  if (entry.priority) parts.push(`    <priority>${entry.priority}</priority>`);
  return `  <url>\n${parts.join('\n')}\n  </url>`;
}

export function buildUrlset(entries: readonly Entry[]): string {
  return [XML_DECLARATION, `<urlset xmlns="${SITEMAP_NS}">`, ...entries.map(urlElement), '</urlset>', ''].join('\n');
}

export function buildIndex(locs: readonly string[], lastmod?: string): string {
  const items = locs.map((loc) => `  <sitemap>\n    <loc>${escapeXml(loc)}</loc>${lastmod ? `\n    <lastmod>${lastmod}</lastmod>` : ''}\n  </sitemap>`);
  return [XML_DECLARATION, `<sitemapindex xmlns="${SITEMAP_NS}">`, ...items, '</sitemapindex>', ''].join('\n');
}

const encoder = new TextEncoder();
const byteLength = (text: string) => encoder.encode(text).length;

/** Entries cut into files of at most 50,000 URLs and 50 MiB each. */
export function chunkEntries(entries: readonly Entry[]): Entry[][] {
  const overhead = byteLength(buildUrlset([]));
  const chunks: Entry[][] = [];
  let current: Entry[] = [];
  let bytes = overhead;
  for (const entry of entries) {
    const size = byteLength(urlElement(entry)) + 1;
    if (current.length > 0 && (current.length >= MAX_URLS_PER_FILE || bytes + size > MAX_BYTES_PER_FILE)) {
      chunks.push(current);
      current = [];
      bytes = overhead;
    }
    current.push(entry);
    bytes += size;
  }
  if (current.length > 0) chunks.push(current);
  return chunks;
}

export interface SitemapFile {
  name: string;
  xml: string;
  urls: number;
}

export type SitemapOutput =
  | { kind: 'empty' }
  | { kind: 'single'; file: SitemapFile }
  | { kind: 'index'; index: SitemapFile; files: SitemapFile[]; baseUrl: string };

/** Where the numbered files will be published: the given folder URL, else the first URL's site root. */
export function sitemapBase(entries: readonly Entry[], given: string): string | null {
  const text = given.trim();
  if (text) {
    const check = checkUrl(text.endsWith('/') ? text : `${text}/`);
    return check.ok ? check.loc : null;
  }
  const first = entries[0];
  return first ? `${new URL(first.loc).origin}/` : null;
}

/**
 * One sitemap.xml, or past one file's limits a sitemap index plus sitemap-1.xml, sitemap-2.xml…
 * whose index entries point into `baseUrl` (a folder URL ending in '/').
 */
export function buildSitemaps(entries: readonly Entry[], baseUrl = ''): SitemapOutput {
  if (entries.length === 0) return { kind: 'empty' };
  const chunks = chunkEntries(entries);
  if (chunks.length === 1) return { kind: 'single', file: { name: SINGLE_FILENAME, xml: buildUrlset(entries), urls: entries.length } };
  const base = sitemapBase(entries, baseUrl) ?? `${new URL((entries[0] as Entry).loc).origin}/`;
  const files = chunks.map((chunk, i) => ({ name: `sitemap-${i + 1}.xml`, xml: buildUrlset(chunk), urls: chunk.length }));
  const index = { name: INDEX_FILENAME, xml: buildIndex(files.map((f) => new URL(f.name, base).href)), urls: entries.length };
  return { kind: 'index', index, files, baseUrl: base };
}

// ── Props and settings ───────────────────────────────────────────────────────

export interface SitemapSettings {
  changefreq: Changefreq | '';
  priority: string;
}

export const DEFAULT_SETTINGS: SitemapSettings = { changefreq: '', priority: '' };

/** Stored or given settings are untrusted: keep what is valid. */
export function parseSettings(stored: unknown): Partial<SitemapSettings> {
  if (typeof stored !== 'object' || stored === null) return {};
  const { changefreq, priority } = stored as { changefreq?: unknown; priority?: unknown };
  const result: Partial<SitemapSettings> = {};
  if (changefreq === '' || isOneOf(CHANGEFREQS, changefreq)) result.changefreq = changefreq;
  if (priority === '') result.priority = '';
  else if (typeof priority === 'string' || typeof priority === 'number') {
    const p = normalizePriority(String(priority));
    if (p) result.priority = p;
  }
  return result;
}

export const PRIORITY_VALUES = Array.from({ length: 11 }, (_, i) => (i / 10).toFixed(1));

/** A date for the "Today" button: the local calendar date as YYYY-MM-DD. */
export function isoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
