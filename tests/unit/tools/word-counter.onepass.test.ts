import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyzeText, countText, type TextStats } from '../../../src/tools/word-counter/word-counter';
import { graphemes } from '../../../src/ui/graphemes';
import { runToEnd } from '../../../src/ui/tasks';

// The definitions the one-pass counter must agree with: the word counter's counts as they were
// written before issue #37 (one split or regex over the whole text per statistic).
function reference(text: string) {
  const chars = graphemes(text);
  const words = text.split(/\s+/).filter(Boolean).length;
  return {
    characters: chars.length,
    charactersNoSpaces: chars.filter((c) => !/^\s+$/u.test(c)).length,
    words,
    sentences: text.split(/[.!?]+/).filter((part) => part.trim().length > 0).length,
    paragraphs: text.split(/\n\s*\n/).filter((part) => part.trim().length > 0).length,
    lines: text === '' ? 0 : text.split(/\r\n|\r|\n/).length,
    bytes: new TextEncoder().encode(text).length,
  };
}
const pick = ({ characters, charactersNoSpaces, words, sentences, paragraphs, lines, bytes }: TextStats) => ({
  characters,
  charactersNoSpaces,
  words,
  sentences,
  paragraphs,
  lines,
  bytes,
});

// Pieces that meet at chunk edges: CR LF, surrogate pairs, combining marks, emoji, Unicode spaces.
const piece = fc.constantFrom('word', 'Über', ' ', '  ', '\n', '\n\n', '\r\n', '\r', '\t', '.', '!?', '...', 'e\u0301', '👍🏽', '\u00a0', '\u3000', 'naïve', "don't", 'it’s', '42', '\ud800', 'Σ');
const text = fc.array(piece, { maxLength: 80 }).map((parts) => parts.join(''));

describe('countText: every statistic in one pass, in slices', () => {
  it('agrees with each statistic’s definition for any text and any slice size', () => {
    fc.assert(
      fc.property(text, fc.integer({ min: 1, max: 40 }), (t, chunk) => {
        expect(pick(runToEnd(countText(t, chunk)).stats)).toEqual(reference(t));
      }),
      { numRuns: 400 },
    );
  });

  it('finds the same keywords whatever the slice size', () => {
    fc.assert(
      fc.property(text, fc.integer({ min: 1, max: 40 }), (t, chunk) => {
        expect(runToEnd(countText(t, chunk)).stats.keywords).toEqual(analyzeText(t).keywords);
      }),
    );
  });

  it('yields its progress, ending at 1', () => {
    const sample = 'one two three. '.repeat(20_000);
    const run = countText(sample);
    const progress: number[] = [];
    for (let step = run.next(); !step.done; step = run.next()) progress.push(step.value);
    expect(progress.length).toBeGreaterThan(2);
    expect(progress.at(-1)).toBe(1);
    expect([...progress].sort((a, b) => a - b)).toEqual(progress);
  });

  it('counts keywords, skipping stop words, short words and numbers', () => {
    const stats = analyzeText('The river and the river bank, the bank was green. 2024 2024 2024 ox ox ox');
    expect(stats.keywords).toEqual([
      { word: 'bank', count: 2, percent: 12.5 },
      { word: 'river', count: 2, percent: 12.5 },
      { word: 'green', count: 1, percent: 6.3 },
    ]);
  });
});
