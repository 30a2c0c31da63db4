/**
 * Title → URL slug: transliteration to ASCII, a separator between words, lower case, an optional
 * maximum length cut at a word boundary and optional English stop-word removal; bulk mode turns
 * each line into its own slug. Pure functions: no React, no DOM.
 *
 * Transliteration is a parameter (`Transliterate`): the screen passes `any-ascii` (a 219 kB gzip
 * table, loaded only when a title needs it) or, for plain and accented Latin text, `foldLatin`,
 * which gives the same letters without the table.
 */

/** Turns any Unicode text into ASCII text. */
export type Transliterate = (text: string) => string;

export const SEPARATORS = ['-', '_', '.'] as const;
export type Separator = (typeof SEPARATORS)[number];

export const isSeparator = (value: unknown): value is Separator => typeof value === 'string' && (SEPARATORS as readonly string[]).includes(value);

/** The longest maximum length the field accepts; 0 means no limit. */
export const MAX_LENGTH_LIMIT = 200;

export interface SlugOptions {
  separator: Separator;
  lowercase: boolean;
  /** Longest slug in characters, cut at a word boundary; 0 for no limit. */
  maxLength: number;
  removeStopWords: boolean;
}

export const DEFAULT_OPTIONS: SlugOptions = { separator: '-', lowercase: true, maxLength: 0, removeStopWords: false };

export const isMaxLength = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_LENGTH_LIMIT;

/**
 * English words that carry no meaning in a URL. Removed only when the option is on, and never all
 * of them: a title made only of stop words ("The Who") keeps its words.
 */
export const STOP_WORDS: ReadonlySet<string> = new Set([
  'a', 'an', 'and', 'are', 'as', 'at', 'be', 'but', 'by', 'for', 'from', 'in', 'into', 'is', 'it', 'its',
  'of', 'on', 'or', 'so', 'than', 'that', 'the', 'this', 'to', 'was', 'were', 'with',
]);

/**
 * Latin letters that Unicode does not decompose into a base letter and a mark, and the common
 * typographic punctuation, as any-ascii writes them.
 */
const LATIN_EXTRAS: Readonly<Record<string, string>> = {
  ß: 'ss', æ: 'ae', Æ: 'Ae', œ: 'oe', Œ: 'Oe', ø: 'o', Ø: 'O', đ: 'd', Đ: 'D', ł: 'l', Ł: 'L',
  ð: 'd', Ð: 'D', þ: 'th', Þ: 'Th', ı: 'i', '\u00a0': ' ', '\u2013': '-', '\u2014': '-',
  '\u2018': "'", '\u2019': "'", '\u201c': '"', '\u201d': '"', '\u2026': '...',
};

const COMBINING_MARKS = /[\u0300-\u0362]/g;

/**
 * Plain and accented Latin text as ASCII without the any-ascii table (é → e, ß → ss, ł → l), or
 * `null` when the text has a character this cannot write (Cyrillic, Greek, CJK, Arabic, symbols…).
 * Where it answers, it agrees with any-ascii (tests/unit/tools/slug-generator.test.ts).
 */
export function foldLatin(text: string): string | null {
  let unknown = false;
  const folded = text
    .normalize('NFD')
    .replace(COMBINING_MARKS, '')
    .replace(/[^ -~\t\n\r\v\f]/g, (c) => {
      const ascii = LATIN_EXTRAS[c];
      if (ascii === undefined) unknown = true;
      return ascii ?? '';
    });
  return unknown ? null : folded;
}

/** Whether a title needs the full transliteration table (anything `foldLatin` cannot write). */
export const needsTable = (text: string): boolean => foldLatin(text) === null;

/** The words of a title: ASCII letters and digits; apostrophes join ("Don't" → "Dont"). */
function words(ascii: string): string[] {
  return ascii
    .replace(/['`]/g, '')
    .split(/[^A-Za-z0-9]+/)
    .filter((word) => word !== '');
}

/** Words joined by the separator, as many whole words as fit in `maxLength` (a single longer word is cut). */
function fit(parts: readonly string[], separator: Separator, maxLength: number): string {
  const joined = parts.join(separator);
  if (maxLength === 0 || joined.length <= maxLength) return joined;
  let out = '';
  for (const part of parts) {
    const next = out === '' ? part : `${out}${separator}${part}`;
    if (next.length > maxLength) break;
    out = next;
  }
  // Even the first word is too long: cut it, so the slug is never empty.
  return out === '' ? (parts[0] ?? '').slice(0, maxLength) : out;
}

/** One title's slug. Empty when the title has no letters or digits. */
export function slugify(title: string, options: SlugOptions = DEFAULT_OPTIONS, transliterate: Transliterate = (text) => foldLatin(text) ?? text): string {
  const ascii = transliterate(title.normalize('NFC'));
  let parts = words(options.lowercase ? ascii.toLowerCase() : ascii);
  if (options.removeStopWords) {
    const kept = parts.filter((word) => !STOP_WORDS.has(word.toLowerCase()));
    if (kept.length > 0) parts = kept;
  }
  return fit(parts, options.separator, options.maxLength);
}

/** Bulk mode: one slug per line, in the same order; a blank line stays blank. */
export function slugifyLines(text: string, options: SlugOptions = DEFAULT_OPTIONS, transliterate?: Transliterate): string[] {
  return text.split(/\r\n|\r|\n/).map((line) => slugify(line, options, transliterate));
}

/** Remembered settings as stored (anything unusable is dropped). */
export function parseOptions(stored: unknown): Partial<SlugOptions & { bulk: boolean }> {
  if (typeof stored !== 'object' || stored === null) return {};
  const { separator, lowercase, maxLength, removeStopWords, bulk } = stored as Record<string, unknown>;
  return {
    ...(isSeparator(separator) ? { separator } : {}),
    ...(typeof lowercase === 'boolean' ? { lowercase } : {}),
    ...(isMaxLength(maxLength) ? { maxLength } : {}),
    ...(typeof removeStopWords === 'boolean' ? { removeStopWords } : {}),
    ...(typeof bulk === 'boolean' ? { bulk } : {}),
  };
}

export const SAMPLE_TITLE = 'Crème Brûlée à Paris: 10 Secrets of the Best Pastry Chefs';

export const SAMPLE_TITLES = ['Crème Brûlée à Paris', 'Привет мир', 'Καλημέρα κόσμε', "Don't Panic: A Beginner's Guide to Git", 'Łódź Travel Tips 2026'].join('\n');
