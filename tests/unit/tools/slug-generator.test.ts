import anyAscii from 'any-ascii';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_OPTIONS,
  MAX_LENGTH_LIMIT,
  SEPARATORS,
  STOP_WORDS,
  foldLatin,
  needsTable,
  parseOptions,
  slugify,
  slugifyLines,
  type SlugOptions,
} from '../../../src/tools/slug-generator/slug-generator';
import { api } from '../../../src/tools/slug-generator/api';

const slug = (title: string, options: Partial<SlugOptions> = {}) => slugify(title, { ...DEFAULT_OPTIONS, ...options }, anyAscii);

describe('slugify', () => {
  it('transliterates accented and non-Latin scripts', () => {
    expect(slug('Crème Brûlée à Paris')).toBe('creme-brulee-a-paris');
    expect(slug('Привет мир')).toBe('privet-mir');
    expect(slug('Ελλάδα σήμερα')).toBe('ellada-simera');
    expect(slug('東京 Travel Tips 2026')).toBe('dongjing-travel-tips-2026');
    expect(slug('Schöne Grüße aus Łódź')).toBe('schone-grusse-aus-lodz');
    expect(slug('Ærø & Œuvre')).toBe('aero-oeuvre');
  });

  it('joins apostrophes and drops punctuation, emoji names become words', () => {
    expect(slug("Don't Panic: A Beginner’s Guide")).toBe('dont-panic-a-beginners-guide');
    expect(slug('  --Hello,   World!--  ')).toBe('hello-world');
    expect(slug('I ❤ Unicode')).toBe('i-heart-unicode');
  });

  it('uses the chosen separator and keeps capitals when lower case is off', () => {
    expect(slug('Crème Brûlée à Paris', { separator: '_' })).toBe('creme_brulee_a_paris');
    expect(slug('Crème Brûlée à Paris', { separator: '.' })).toBe('creme.brulee.a.paris');
    expect(slug('Crème Brûlée à Paris', { lowercase: false })).toBe('Creme-Brulee-a-Paris');
  });

  it('cuts at a word boundary at the maximum length', () => {
    // "creme-brulee-a-paris" is 20 characters: 15 keeps three whole words ("creme-brulee-a", 14).
    expect(slug('Crème Brûlée à Paris', { maxLength: 15 })).toBe('creme-brulee-a');
    expect(slug('Crème Brûlée à Paris', { maxLength: 14 })).toBe('creme-brulee-a');
    expect(slug('Crème Brûlée à Paris', { maxLength: 13 })).toBe('creme-brulee');
    expect(slug('Crème Brûlée à Paris', { maxLength: 20 })).toBe('creme-brulee-a-paris');
    expect(slug('Crème Brûlée à Paris', { maxLength: 0 })).toBe('creme-brulee-a-paris');
    // A first word longer than the limit is cut, so the slug is never empty.
    expect(slug('Supercalifragilistic words', { maxLength: 5 })).toBe('super');
  });

  it('removes English stop words only when asked, and never all of them', () => {
    expect(slug('The Art of War and Peace')).toBe('the-art-of-war-and-peace');
    expect(slug('The Art of War and Peace', { removeStopWords: true })).toBe('art-war-peace');
    expect(slug('THE ART OF WAR', { removeStopWords: true, lowercase: false })).toBe('ART-WAR');
    expect(slug('To Be or Not to Be', { removeStopWords: true })).toBe('not');
    expect(slug('The Who', { removeStopWords: true })).toBe('who');
    expect(slug('Of the', { removeStopWords: true })).toBe('of-the');
    expect(STOP_WORDS.has('the')).toBe(true);
  });

  it('gives an empty slug for a title with no letters or digits', () => {
    expect(slug('')).toBe('');
    expect(slug('!!! — ???')).toBe('');
  });
});

describe('bulk mode', () => {
  it('makes one slug a line, in line order, blank lines kept', () => {
    expect(slugifyLines('Crème Brûlée à Paris\nПривет мир\n\nThird Title', DEFAULT_OPTIONS, anyAscii)).toEqual([
      'creme-brulee-a-paris',
      'privet-mir',
      '',
      'third-title',
    ]);
    expect(slugifyLines('B\r\nA\rC', DEFAULT_OPTIONS, anyAscii)).toEqual(['b', 'a', 'c']);
  });

  it('keeps the order of any list of titles (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: 'grapheme', maxLength: 30 }).filter((s) => !/[\r\n]/.test(s)), { maxLength: 20 }), (titles) => {
        const out = slugifyLines(titles.join('\n'), DEFAULT_OPTIONS, anyAscii);
        expect(out).toEqual(titles.length === 0 ? [''] : titles.map((title) => slug(title)));
      }),
    );
  });
});

describe('slug properties', () => {
  const options = fc.record({
    separator: fc.constantFrom(...SEPARATORS),
    lowercase: fc.constant(true),
    maxLength: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: MAX_LENGTH_LIMIT })),
    removeStopWords: fc.boolean(),
  });
  const title = fc.oneof(
    fc.string({ unit: 'grapheme', maxLength: 80 }),
    fc.string({ unit: 'binary', maxLength: 80 }),
    fc.array(fc.constantFrom('Crème', 'Brûlée', 'à', 'Paris', 'Привет', 'мир', 'the', 'of', '東京', "don't", '--', '  ', '...', 'ß', 'A'), { maxLength: 30 }).map((w) => w.join(' ')),
  );
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');

  it('contains only a-z, 0-9 and the separator, never at either end or twice in a row', () => {
    fc.assert(
      fc.property(title, options, (text, opts) => {
        const out = slugify(text, opts, anyAscii);
        const sep = escape(opts.separator);
        expect(out).toMatch(new RegExp(`^[a-z0-9${sep}]*$`));
        expect(out.startsWith(opts.separator)).toBe(false);
        expect(out.endsWith(opts.separator)).toBe(false);
        expect(out.includes(opts.separator + opts.separator)).toBe(false);
      }),
      { numRuns: 500 },
    );
  });

  it('is idempotent: slug(slug(x)) = slug(x)', () => {
    fc.assert(
      fc.property(title, options, fc.boolean(), (text, opts, lowercase) => {
        const o = { ...opts, lowercase };
        const once = slugify(text, o, anyAscii);
        expect(slugify(once, o, anyAscii)).toBe(once);
      }),
      { numRuns: 500 },
    );
  });

  it('respects the maximum length, and cuts only at a word boundary when a whole word fits', () => {
    fc.assert(
      fc.property(title, options, (text, opts) => {
        const out = slugify(text, opts, anyAscii);
        const full = slugify(text, { ...opts, maxLength: 0 }, anyAscii);
        if (opts.maxLength === 0) {
          expect(out).toBe(full);
          return;
        }
        expect(out.length).toBeLessThanOrEqual(opts.maxLength);
        const words = full.split(opts.separator);
        if (full !== '' && words[0]!.length <= opts.maxLength) {
          // The slug is a run of whole words from the start of the full slug.
          expect(out === full || full.startsWith(out + opts.separator)).toBe(true);
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe('foldLatin (Latin text without the any-ascii table)', () => {
  it('agrees with any-ascii wherever it answers, for every BMP character', () => {
    const differ: string[] = [];
    let answered = 0;
    for (let code = 0; code < 0x10000; code++) {
      if (code >= 0xd800 && code < 0xe000) continue;
      const char = String.fromCharCode(code);
      const folded = foldLatin(char);
      if (folded === null) continue;
      answered++;
      if (folded !== anyAscii(char)) differ.push(`U+${code.toString(16)}`);
    }
    expect(differ).toEqual([]);
    expect(answered).toBeGreaterThan(500); // ASCII, Latin-1 letters, Latin Extended-A/B and Additional
  });

  it('answers for accented Latin titles and defers other scripts to the table', () => {
    expect(foldLatin('Crème Brûlée à Paris')).toBe('Creme Brulee a Paris');
    expect(foldLatin('Straße – “Łódź”')).toBe('Strasse - "Lodz"');
    expect(needsTable('Crème Brûlée')).toBe(false);
    expect(needsTable('Привет')).toBe(true);
    expect(needsTable('東京')).toBe(true);
    expect(needsTable('©')).toBe(true);
  });

  it('gives the same slug as any-ascii for Latin titles (property)', () => {
    const latin = fc.string({ unit: fc.integer({ min: 0x20, max: 0x24f }).map((c) => String.fromCharCode(c)), maxLength: 60 });
    fc.assert(
      fc.property(latin, (text) => {
        if (needsTable(text)) return;
        expect(slugify(text)).toBe(slugify(text, DEFAULT_OPTIONS, anyAscii));
      }),
    );
  });
});

describe('settings', () => {
  it('keeps only valid remembered settings', () => {
    expect(parseOptions({ separator: '_', lowercase: false, maxLength: 60, removeStopWords: true, bulk: true })).toEqual({
      separator: '_',
      lowercase: false,
      maxLength: 60,
      removeStopWords: true,
      bulk: true,
    });
    expect(parseOptions({ separator: '+', lowercase: 'yes', maxLength: 201, removeStopWords: 1, bulk: null })).toEqual({});
    expect(parseOptions({ maxLength: 2.5 })).toEqual({});
    expect(parseOptions(null)).toEqual({});
  });

  it('declares the same separators, defaults and range as the logic', () => {
    const inputs = Object.fromEntries(api.inputs.map((input) => [input.name, input]));
    expect(inputs.separator).toMatchObject({ values: [...SEPARATORS], default: DEFAULT_OPTIONS.separator });
    expect(inputs['max-length']).toMatchObject({ min: 0, max: MAX_LENGTH_LIMIT, default: DEFAULT_OPTIONS.maxLength });
    expect(inputs.lowercase).toMatchObject({ default: DEFAULT_OPTIONS.lowercase });
    expect(inputs['stop-words']).toMatchObject({ default: DEFAULT_OPTIONS.removeStopWords });
  });
});
