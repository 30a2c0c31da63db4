import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { translator } from '../../../src/i18n/catalog';
import { statsText } from '../../../src/tools/word-counter/i18n';
import en from '../../../src/tools/word-counter/messages/en';
import {
  SAMPLES,
  analyzeText,
  countParagraphs,
  countSentences,
  countWords,
  formatExport,
  formatStatsTable,
  readability,
  topKeywords,
} from '../../../src/tools/word-counter/word-counter';

describe('analyzeText', () => {
  it('returns all zeros and no readability for empty text', () => {
    expect(analyzeText('')).toEqual({
      characters: 0,
      charactersNoSpaces: 0,
      words: 0,
      sentences: 0,
      paragraphs: 0,
      lines: 0,
      bytes: 0,
      averageWordsPerSentence: 0,
      readingTime: 0,
      speakingTime: 0,
      readability: null,
      keywords: [],
    });
  });

  it('counts a small text exactly', () => {
    const stats = analyzeText('Hello world. How are you?\n\nFine!');
    expect(stats.characters).toBe(32);
    expect(stats.charactersNoSpaces).toBe(26);
    expect(stats.words).toBe(6);
    expect(stats.sentences).toBe(3);
    expect(stats.paragraphs).toBe(2);
    expect(stats.lines).toBe(3);
    expect(stats.bytes).toBe(32);
    expect(stats.averageWordsPerSentence).toBe(2);
    expect(stats.readingTime).toBe(1);
    expect(stats.speakingTime).toBe(1);
    expect(stats.readability).toBe('Easy');
  });

  it('counts an emoji and a combining sequence as one character each, bytes as UTF-8', () => {
    const stats = analyzeText('👍🏽 e\u0301');
    expect(stats.characters).toBe(3);
    expect(stats.charactersNoSpaces).toBe(2);
    expect(stats.bytes).toBe(8 + 1 + 3);
    expect(stats.words).toBe(2);
  });

  it('rounds the average words per sentence and is 0 without sentences', () => {
    expect(analyzeText('one two three. four five.').averageWordsPerSentence).toBe(3); // 2.5 → 3
    expect(analyzeText('   ').averageWordsPerSentence).toBe(0);
  });

  it('uses ceil(words/200) for reading and ceil(words/150) for speaking time', () => {
    const words = (n: number) => Array.from({ length: n }, () => 'word').join(' ');
    expect(analyzeText(words(200)).readingTime).toBe(1);
    expect(analyzeText(words(201)).readingTime).toBe(2);
    expect(analyzeText(words(150)).speakingTime).toBe(1);
    expect(analyzeText(words(151)).speakingTime).toBe(2);
  });
});

describe('splitting rules (§9)', () => {
  it('splits words on any whitespace', () => {
    expect(countWords('  a\tb\nc   d  ')).toBe(4);
    expect(countWords('')).toBe(0);
  });
  it('splits sentences on . ! ? and ignores empty pieces', () => {
    expect(countSentences('Wait... What?! Yes.')).toBe(3);
    expect(countSentences('no terminal punctuation')).toBe(1);
    expect(countSentences('...')).toBe(0);
  });
  it('splits paragraphs on blank lines, including lines of spaces', () => {
    expect(countParagraphs('a\nb\n\nc\n   \nd')).toBe(3);
    expect(countParagraphs('\n\n\n')).toBe(0);
  });
});

describe('readability thresholds 15 / 20 / 25', () => {
  it.each([
    [15, 1, 'Easy'],
    [16, 1, 'Moderate'],
    [20, 1, 'Moderate'],
    [21, 1, 'Difficult'],
    [25, 1, 'Difficult'],
    [26, 1, 'Very Difficult'],
    [30, 2, 'Easy'],
    [26, 0, 'Very Difficult'], // at least one sentence is assumed
  ] as const)('%i words / %i sentences → %s', (words, sentences, level) => {
    expect(readability(words, sentences)).toBe(level);
  });

  it('has one sample per level it claims', () => {
    const levels = SAMPLES.map((s) => analyzeText(s.text).readability);
    expect(levels).toEqual(['Easy', 'Moderate', 'Very Difficult']);
  });
});

describe('topKeywords', () => {
  it('ranks by count then alphabetically, skipping stop words, short words and numbers', () => {
    const text = 'The cat and the dog. The cat sat. Dogs bark; cat naps 2024 2024 2024.';
    expect(topKeywords(text, 3)).toEqual([
      { word: 'cat', count: 3, percent: 20 },
      { word: 'bark', count: 1, percent: 6.7 },
      { word: 'dog', count: 1, percent: 6.7 },
    ]);
  });
  it('keeps apostrophes and hyphens inside words and handles non-Latin letters', () => {
    expect(topKeywords('state-of-the-art résumé résumé naïve').map((k) => k.word)).toEqual(['résumé', 'naïve', 'state-of-the-art']);
  });
});

describe('copy and export formats', () => {
  // The English words, from the English catalog (the screen passes its locale's the same way).
  const english = statsText(translator('en', en));

  it('copies a plain-text table with aligned values', () => {
    const table = formatStatsTable(analyzeText('Hello world. Hello again!'), english);
    expect(table.split('\n').slice(0, 6)).toEqual([
      'Text statistics',
      '',
      'Characters:                 25',
      'Characters (no spaces):     22',
      'Words:                      4',
      'Sentences:                  2',
    ]);
    expect(table).toContain('Readability:                Easy');
    expect(table).toContain('Top keywords');
    expect(table).toContain('hello                       2 (50%)');
  });

  it('exports the table followed by the text', () => {
    const out = formatExport('Just this.', analyzeText('Just this.'), english);
    expect(out.startsWith('Text statistics\n')).toBe(true);
    expect(out.endsWith('\n\n--- Text ---\n\nJust this.\n')).toBe(true);
    expect(formatExport('', analyzeText(''), english)).toContain('Readability:                Not enough text');
  });
});

describe('properties', () => {
  it('counts never exceed their parents and never go negative', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), (text) => {
        const s = analyzeText(text);
        expect(s.charactersNoSpaces).toBeLessThanOrEqual(s.characters);
        expect(s.characters).toBeLessThanOrEqual(s.bytes);
        expect(s.words).toBeLessThanOrEqual(s.charactersNoSpaces);
        expect(s.paragraphs).toBeLessThanOrEqual(Math.max(s.lines, 0));
        expect(s.readingTime).toBeLessThanOrEqual(s.speakingTime);
        expect(s.readability === null).toBe(s.words === 0);
        for (const value of Object.values(s)) if (typeof value === 'number') expect(Number.isFinite(value) && value >= 0).toBe(true);
      }),
    );
  });

  it('joining n words with any whitespace counts n words', () => {
    const word = fc.stringMatching(/^[a-zA-Zéü0-9'’-]{1,12}$/);
    const space = fc.constantFrom(' ', '\t', '\n', '  ', '\r\n', '\u00a0');
    fc.assert(
      fc.property(fc.array(word, { maxLength: 50 }), space, (words, sep) => {
        expect(countWords(words.join(sep))).toBe(words.length);
      }),
    );
  });

  it('adding text never lowers the counts', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 100 }), fc.string({ maxLength: 100 }), (a, b) => {
        const before = analyzeText(a);
        const after = analyzeText(`${a} ${b}`);
        expect(after.characters).toBeGreaterThanOrEqual(before.characters);
        expect(after.bytes).toBeGreaterThan(before.bytes);
        expect(after.words).toBeGreaterThanOrEqual(before.words);
      }),
    );
  });
});
