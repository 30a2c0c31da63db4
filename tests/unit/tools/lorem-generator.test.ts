import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CLASSIC_SENTENCE,
  DEFAULT_SETTINGS,
  MAX_COUNT,
  UNITS,
  WORDS,
  clampCount,
  countSentences,
  countWords,
  downloadName,
  generateLorem,
  hashSeed,
  mulberry32,
  parseSettings,
  seedFromProp,
  settingsFromProps,
  type LoremSettings,
} from '../../../src/tools/lorem-generator/lorem-generator';

const settings = (patch: Partial<LoremSettings>): LoremSettings => ({ ...DEFAULT_SETTINGS, ...patch });

describe('the seeded generator', () => {
  it('mulberry32 gives the reference sequence for seed 1', () => {
    const random = mulberry32(1);
    expect([random(), random(), random()]).toEqual([0.6270739405881613, 0.002735721180215478, 0.5274470399599522]);
  });

  it('hashes seeds with FNV-1a', () => {
    expect(hashSeed('')).toBe(0x811c9dc5);
    expect(hashSeed('a')).toBe(0xe40c292c);
    expect(hashSeed('foobar')).toBe(0xbf9cf968);
  });

  it('gives the same text for the same seed and different text for another', () => {
    const a = generateLorem(settings({ unit: 'paragraphs', count: 4 }), 'mock-up');
    expect(generateLorem(settings({ unit: 'paragraphs', count: 4 }), 'mock-up')).toEqual(a);
    expect(generateLorem(settings({ unit: 'paragraphs', count: 4 }), 'other').text).not.toBe(a.text);
  });

  it('pins one exact output, so a change to the generator is noticed', () => {
    expect(generateLorem(settings({ unit: 'words', count: 8, startWithLorem: false }), '42').text).toMatchInlineSnapshot(
      `"Excepteur officia duis dolor ipsum ea necessitatibus molestias"`,
    );
  });
});

describe('counts', () => {
  it('makes exactly n words, the classic ones first', () => {
    const r = generateLorem(settings({ unit: 'words', count: 5 }), 's');
    expect(r.text).toBe('Lorem ipsum dolor sit amet');
    expect(r.words).toBe(5);
    expect(r.sentences).toBe(0);
    expect(r.paragraphs).toHaveLength(1);
    expect(generateLorem(settings({ unit: 'words', count: 25 }), 's').text.startsWith(
      'Lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor incididunt ut labore et dolore magna aliqua ',
    )).toBe(true);
  });

  it('makes exactly n sentences, the classic one first', () => {
    const one = generateLorem(settings({ unit: 'sentences', count: 1 }), 's');
    expect(one.text).toBe(CLASSIC_SENTENCE);
    expect(one.words).toBe(19);
    const five = generateLorem(settings({ unit: 'sentences', count: 5 }), 's');
    expect(five.sentences).toBe(5);
    expect(five.text.startsWith(`${CLASSIC_SENTENCE} `)).toBe(true);
    expect(five.paragraphs).toHaveLength(1);
  });

  it('makes exactly n paragraphs separated by one blank line, each 4–7 sentences', () => {
    const r = generateLorem(settings({ unit: 'paragraphs', count: 3 }), 's');
    expect(r.text.split('\n\n')).toEqual(r.paragraphs);
    expect(r.paragraphs).toHaveLength(3);
    expect(r.paragraphs[0]!.startsWith(CLASSIC_SENTENCE)).toBe(true);
    for (const p of r.paragraphs) expect(countSentences(p)).toBeGreaterThanOrEqual(4);
    for (const p of r.paragraphs) expect(countSentences(p)).toBeLessThanOrEqual(7);
  });

  it('skips the classic opening when asked', () => {
    for (const unit of UNITS) {
      const r = generateLorem(settings({ unit, count: 3, startWithLorem: false }), 'no-lorem');
      expect(r.text.startsWith('Lorem ipsum dolor')).toBe(false);
    }
  });

  it('counts characters of the output as shown', () => {
    const r = generateLorem(settings({ unit: 'words', count: 2 }), 's');
    expect(r.text).toBe('Lorem ipsum');
    expect(r.characters).toBe(11);
  });
});

describe('HTML', () => {
  it('wraps each paragraph in <p>, one a line', () => {
    const r = generateLorem(settings({ unit: 'paragraphs', count: 2, format: 'html' }), 's');
    expect(r.text).toBe(`<p>${r.paragraphs[0]}</p>\n<p>${r.paragraphs[1]}</p>`);
    expect(generateLorem(settings({ unit: 'paragraphs', count: 2, format: 'plain' }), 's').paragraphs).toEqual(r.paragraphs);
  });
  it('wraps sentences and words in a single <p>', () => {
    expect(generateLorem(settings({ unit: 'words', count: 3, format: 'html' }), 's').text).toBe('<p>Lorem ipsum dolor</p>');
    expect(generateLorem(settings({ unit: 'sentences', count: 1, format: 'html' }), 's').text).toBe(`<p>${CLASSIC_SENTENCE}</p>`);
  });
  it('names the download after the format', () => {
    expect(downloadName('plain')).toBe('lorem-ipsum.txt');
    expect(downloadName('html')).toBe('lorem-ipsum.html');
  });
});

describe('settings and props', () => {
  it('clamps counts to the unit range', () => {
    expect(clampCount('paragraphs', 0)).toBe(1);
    expect(clampCount('paragraphs', 1000)).toBe(100);
    expect(clampCount('words', 1000)).toBe(1000);
    expect(clampCount('words', Number.NaN)).toBe(3);
    expect(clampCount('sentences', 2.6)).toBe(3);
  });

  it('reads embed attributes (strings) and React props (typed); invalid ones fall back', () => {
    expect(settingsFromProps({ unit: 'words', count: '40', format: 'html', startWithLorem: 'false' })).toEqual({
      unit: 'words',
      count: 40,
      format: 'html',
      startWithLorem: false,
    });
    expect(settingsFromProps({ unit: 'sentences', count: 12, startWithLorem: true })).toEqual({ unit: 'sentences', count: 12, startWithLorem: true });
    expect(settingsFromProps({ unit: 'lines', count: 'abc', format: 'pdf', startWithLorem: 'maybe' })).toEqual({});
    expect(settingsFromProps({ count: '500' })).toEqual({}); // 500 paragraphs is over the limit
    expect(settingsFromProps({ count: '2.5' })).toEqual({});
  });

  it('keeps only valid stored settings', () => {
    expect(parseSettings({ unit: 'words', count: 4000, format: 'html', startWithLorem: false, seed: 'x' })).toEqual({
      unit: 'words',
      count: 4000,
      format: 'html',
      startWithLorem: false,
    });
    expect(parseSettings({ unit: 'x', count: -1, format: 1 })).toEqual({});
    expect(parseSettings(null)).toEqual({});
  });

  it('takes a seed as text or number; anything else means random', () => {
    expect(seedFromProp(' abc ')).toBe('abc');
    expect(seedFromProp(42)).toBe('42');
    expect(seedFromProp(undefined)).toBe('');
    expect(seedFromProp(Number.NaN)).toBe('');
  });
});

describe('properties', () => {
  const unitCount = fc.constantFrom(...UNITS).chain((unit) => fc.tuple(fc.constant(unit), fc.integer({ min: 1, max: Math.min(MAX_COUNT[unit], 120) })));
  const anySettings = fc.record({ format: fc.constantFrom('plain' as const, 'html' as const), startWithLorem: fc.boolean() });

  it('always makes exactly the number asked for', () => {
    fc.assert(
      fc.property(unitCount, anySettings, fc.string({ maxLength: 20 }), ([unit, count], rest, seed) => {
        const r = generateLorem({ unit, count, ...rest }, seed);
        if (unit === 'words') expect(countWords(r.paragraphs[0]!)).toBe(count);
        if (unit === 'sentences') expect(countSentences(r.paragraphs[0]!)).toBe(count);
        if (unit === 'paragraphs') expect(r.paragraphs).toHaveLength(count);
        expect(r.words).toBe(r.paragraphs.reduce((n, p) => n + countWords(p), 0));
        expect(r.characters).toBe(r.text.length);
      }),
      { numRuns: 60 },
    );
  });

  it('is deterministic for every seed, and uses only the vocabulary', () => {
    const vocabulary = new Set(WORDS);
    fc.assert(
      fc.property(unitCount, anySettings, fc.string({ maxLength: 20 }), ([unit, count], rest, seed) => {
        const a = generateLorem({ unit, count, ...rest }, seed);
        expect(generateLorem({ unit, count, ...rest }, seed).text).toBe(a.text);
        const words = a.paragraphs.join(' ').toLowerCase().replace(/[.,]/g, '').split(/\s+/);
        expect(words.filter((word) => !vocabulary.has(word))).toEqual([]);
      }),
      { numRuns: 60 },
    );
  });

  it('HTML is the plain paragraphs, each in one <p>', () => {
    fc.assert(
      fc.property(unitCount, fc.boolean(), fc.string({ maxLength: 20 }), ([unit, count], startWithLorem, seed) => {
        const plain = generateLorem({ unit, count, format: 'plain', startWithLorem }, seed);
        const html = generateLorem({ unit, count, format: 'html', startWithLorem }, seed);
        expect(html.text).toBe(plain.paragraphs.map((p) => `<p>${p}</p>`).join('\n'));
        expect(html.text.match(/<p>/g)).toHaveLength(plain.paragraphs.length);
      }),
      { numRuns: 60 },
    );
  });

  it('every sentence starts with a capital and no word repeats back to back', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), fc.string({ maxLength: 10 }), (count, seed) => {
        const r = generateLorem({ unit: 'sentences', count, format: 'plain', startWithLorem: false }, seed);
        const sentences = r.text.split(/(?<=\.) /);
        expect(sentences).toHaveLength(count);
        expect(sentences.filter((s) => !/^[A-Z][a-z]*(,? [a-z]+)*\.$/.test(s))).toEqual([]);
        const words = r.text.toLowerCase().replace(/[.,]/g, '').split(' ');
        expect(words.filter((w, i) => w === words[i - 1])).toEqual([]);
      }),
      { numRuns: 60 },
    );
  });
});
