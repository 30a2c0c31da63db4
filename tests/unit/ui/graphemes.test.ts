import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { graphemes } from '../../../src/ui/graphemes';

const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });
const bySegmenter = (text: string) => Array.from(segmenter.segment(text), (s) => s.segment);

describe('graphemes (user-perceived characters, ICU only beyond ASCII)', () => {
  it('counts an emoji with modifiers, a flag and a letter with a combining mark once each', () => {
    expect(graphemes('👍🏽')).toEqual(['👍🏽']);
    expect(graphemes('👩‍👩‍👧')).toHaveLength(1);
    expect(graphemes('🇫🇷🇩🇪')).toEqual(['🇫🇷', '🇩🇪']);
    expect(graphemes('e\u0301t\u00e9')).toEqual(['e\u0301', 't', '\u00e9']);
  });

  it('keeps CR LF together in ASCII text, and every other ASCII character apart', () => {
    expect(graphemes('a\r\nb\n\rc')).toEqual(['a', '\r\n', 'b', '\n', '\r', 'c']);
    expect(graphemes('')).toEqual([]);
  });

  it('splits any ASCII text exactly as Intl.Segmenter does', () => {
    fc.assert(fc.property(fc.string({ unit: fc.constantFrom(...'ab \t\r\n.!~\u0000\u007f'.split('')), maxLength: 40 }), (text) => {
      expect(graphemes(text)).toEqual(bySegmenter(text));
    }));
    fc.assert(fc.property(fc.string({ unit: 'binary-ascii' }), (text) => {
      expect(graphemes(text)).toEqual(bySegmenter(text));
    }));
  });

  it('splits any text exactly as Intl.Segmenter does', () => {
    fc.assert(fc.property(fc.string({ unit: 'grapheme-composite' }), (text) => {
      expect(graphemes(text)).toEqual(bySegmenter(text));
    }));
  });
});
