import { applyPatch, diffChars, diffLines, diffWordsWithSpace, type Change } from 'diff';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { layoutRows } from '../../../src/tools/text-diff/rows';
import {
  DIFF_MODES,
  buildBlocks,
  compareTexts,
  compareOnMain,
  compareTask,
  countUnits,
  diffParts,
  formatSize,
  parseFlag,
  parseSettings,
  replaceAllPatch,
  summarize,
  type Block,
  type CompareOptions,
  type DiffMode,
  type Part,
} from '../../../src/tools/text-diff/text-diff';

const opts = (mode: DiffMode, extra: Partial<CompareOptions> = {}): CompareOptions => ({ mode, ignoreWhitespace: false, ignoreCase: false, ...extra });

/** Texts that produce many line, word and character changes: few letters, spaces, tabs, line breaks. */
const text = fc.string({ unit: fc.constantFrom('a', 'b', 'B', 'c', ' ', '  ', '\t', '\n', '\n', 'é', '😀', '.', 'word '), maxLength: 60 });
const mode = fc.constantFrom(...DIFF_MODES);
const options = fc.record({ mode, ignoreWhitespace: fc.boolean(), ignoreCase: fc.boolean() });

const asParts = (changes: Change[]) =>
  changes.map((c) => (c.added ? { type: 'added', text: c.value } : c.removed ? { type: 'removed', text: c.value } : { type: 'equal', text: c.value }));
const simple = (parts: Part[]) => parts.map((p) => (p.type === 'equal' ? { type: 'equal', text: p.new } : { type: p.type, text: p.text }));
const oldSide = (parts: Part[]) => parts.map((p) => (p.type === 'equal' ? p.old : p.type === 'removed' ? p.text : '')).join('');
const newSide = (parts: Part[]) => parts.map((p) => (p.type === 'equal' ? p.new : p.type === 'added' ? p.text : '')).join('');
/** jsdiff's own answer; ignoreCase reaches diffLines' comparison at run time though its types omit it. */
const PACKAGE: Record<DiffMode, (a: string, b: string, o: { ignoreCase: boolean }) => Change[]> = {
  line: (a, b, o) => diffLines(a, b, o as object),
  word: (a, b, o) => diffWordsWithSpace(a, b, o),
  char: (a, b, o) => diffChars(a, b, o),
};

describe('the three modes agree with the diff package', () => {
  it('line mode is diffLines', () => {
    expect(simple(diffParts('a\nb\nc\n', 'a\nx\nc\n', opts('line')).parts)).toEqual([
      { type: 'equal', text: 'a\n' },
      { type: 'removed', text: 'b\n' },
      { type: 'added', text: 'x\n' },
      { type: 'equal', text: 'c\n' },
    ]);
  });

  it('word mode is diffWordsWithSpace', () => {
    expect(simple(diffParts('the quick fox', 'the slow fox', opts('word')).parts)).toEqual([
      { type: 'equal', text: 'the ' },
      { type: 'removed', text: 'quick' },
      { type: 'added', text: 'slow' },
      { type: 'equal', text: ' fox' },
    ]);
  });

  it('character mode is diffChars', () => {
    expect(simple(diffParts('kitten', 'sitting', opts('char')).parts)).toEqual(asParts(diffChars('kitten', 'sitting')));
    expect(compareTexts('kitten', 'sitting', opts('char')).stats).toEqual({ added: 3, removed: 2, unchanged: 4 });
  });

  it('matches the package on generated texts, with and without ignore case', () => {
    fc.assert(
      fc.property(text, text, mode, fc.boolean(), (a, b, m, ignoreCase) => {
        const { parts, approximate } = diffParts(a, b, opts(m, { ignoreCase }));
        expect(approximate).toBe(false);
        expect(simple(parts)).toEqual(asParts(PACKAGE[m](a, b, { ignoreCase })));
      }),
    );
  });
});

describe('parts keep both texts exactly', () => {
  it('rebuilds the original and the modified text under every option', () => {
    fc.assert(
      fc.property(text, text, options, (a, b, o) => {
        const { parts } = diffParts(a, b, o);
        expect(oldSide(parts)).toBe(a);
        expect(newSide(parts)).toBe(b);
      }),
    );
  });

  it('shows the original’s own text for lines equal only when case is ignored', () => {
    const result = compareTexts('Hello\nWORLD\n', 'hello\nworld\n', opts('line', { ignoreCase: true }));
    expect(result.identical).toBe(true);
    expect(result.blocks).toEqual([
      {
        kind: 'same',
        lines: [
          { oldNumber: 1, newNumber: 1, old: 'Hello', new: 'hello' },
          { oldNumber: 2, newNumber: 2, old: 'WORLD', new: 'world' },
        ],
      },
    ]);
  });
});

const sideLines = (blocks: Block[], side: 'old' | 'new') =>
  blocks.flatMap((block) =>
    block.kind === 'same'
      ? block.lines.map((l) => ({ number: side === 'old' ? l.oldNumber : l.newNumber, text: side === 'old' ? l.old : l.new }))
      : (side === 'old' ? block.left : block.right).map((l) => ({
          number: l.number,
          text: l.segments
            .filter((s) => s.text !== '\n')
            .map((s) => s.text)
            .join(''),
        })),
  );
const linesOf = (t: string) => (t === '' ? [] : t.replace(/\n$/, '').split('\n'));

describe('buildBlocks', () => {
  it('every line of each text appears once, in order and numbered from 1', () => {
    fc.assert(
      fc.property(text, text, options, (a, b, o) => {
        const { parts } = diffParts(a, b, o);
        const blocks = buildBlocks(parts, o.mode, a, b);
        for (const [side, t] of [['old', a], ['new', b]] as const) {
          const lines = sideLines(blocks, side);
          expect(lines.map((l) => l.text)).toEqual(linesOf(t));
          expect(lines.map((l) => l.number)).toEqual(linesOf(t).map((_, i) => i + 1));
        }
      }),
    );
  });

  it('pairs a changed line with its replacement and marks changed words', () => {
    const result = compareTexts('a\nb c\nd\n', 'a\nb X\nd\n', opts('word'));
    expect(result.blocks).toEqual([
      { kind: 'same', lines: [{ oldNumber: 1, newNumber: 1, old: 'a', new: 'a' }] },
      {
        kind: 'change',
        left: [{ number: 2, segments: [{ text: 'b ', change: false }, { text: 'c', change: true }] }],
        right: [{ number: 2, segments: [{ text: 'b ', change: false }, { text: 'X', change: true }] }],
      },
      { kind: 'same', lines: [{ oldNumber: 3, newNumber: 3, old: 'd', new: 'd' }] },
    ]);
  });

  it('shows a removed line break as its own marked segment in word mode', () => {
    const result = compareTexts('one\ntwo', 'one two', opts('word'));
    expect(result.blocks).toEqual([
      {
        kind: 'change',
        left: [
          { number: 1, segments: [{ text: 'one', change: false }, { text: '\n', change: true }] },
          { number: 2, segments: [{ text: 'two', change: false }], noNewline: true },
        ],
        right: [{ number: 1, segments: [{ text: 'one', change: false }, { text: ' ', change: true }, { text: 'two', change: false }], noNewline: true }],
      },
    ]);
  });

  it('flags a changed last line without a line break', () => {
    const result = compareTexts('a\nb', 'a\nb\n', opts('line'));
    expect(result.blocks[1]).toEqual({
      kind: 'change',
      left: [{ number: 2, segments: [{ text: 'b', change: true }], noNewline: true }],
      right: [{ number: 2, segments: [{ text: 'b', change: true }] }],
    });
  });
});

describe('compareTexts', () => {
  it('counts lines, words and characters for a hand-checked pair', () => {
    const a = 'The quick brown fox\njumps over\nthe lazy dog\n';
    const b = 'The quick red fox\njumps over\nthe lazy dog\nand runs\n';
    expect(compareTexts(a, b, opts('line')).stats).toEqual({ added: 2, removed: 1, unchanged: 2 });
    // brown → red; "and runs" added (the line break before it is whitespace, not a word).
    expect(compareTexts(a, b, opts('word')).stats).toEqual({ added: 3, removed: 1, unchanged: 8 });
    expect(compareTexts('abc', 'abXc', opts('char')).stats).toEqual({ added: 1, removed: 0, unchanged: 3 });
  });

  it('writes the unified patch git and patch understand', () => {
    expect(compareTexts('a\nb\nc\n', 'a\nB\nc\nd', opts('word')).patch).toBe(
      '--- original.txt\n+++ modified.txt\n@@ -1,3 +1,4 @@\n a\n-b\n+B\n c\n+d\n\\ No newline at end of file\n',
    );
    expect(compareTexts('same\n', 'same\n', opts('line')).patch).toBe('--- original.txt\n+++ modified.txt\n');
  });

  it('ignores whitespace: indentation and spacing in lines, whitespace-only changes in words and characters', () => {
    const a = '  if (x)  {\n\treturn 1;\n}\n';
    const b = 'if (x) {\n    return 1;\n}   \n';
    for (const m of DIFF_MODES) {
      const result = compareTexts(a, b, opts(m, { ignoreWhitespace: true }));
      expect(result.identical).toBe(true);
      expect(result.exact).toBe(false);
      expect(summarize(result)).toBe('No differences (ignoring whitespace).');
      expect(compareTexts(a, b, opts(m)).identical).toBe(false);
    }
    // Whitespace still counts where it splits a word.
    expect(compareTexts('ab', 'a b', opts('word', { ignoreWhitespace: true })).stats).toEqual({ added: 2, removed: 1, unchanged: 0 });
  });

  it('ignores case in every mode', () => {
    for (const m of DIFF_MODES) {
      const result = compareTexts('Hello World', 'hello WORLD', opts(m, { ignoreCase: true }));
      expect(summarize(result)).toBe('No differences (ignoring case).');
    }
    expect(summarize(compareTexts('A b', 'a  b', opts('word', { ignoreCase: true, ignoreWhitespace: true })))).toBe(
      'No differences (ignoring whitespace and case).',
    );
  });

  it('summarises in the unit of the mode', () => {
    expect(summarize(compareTexts('a\n', 'b\nc\n', opts('line')))).toBe('2 lines added, 1 line removed.');
    expect(summarize(compareTexts('x', 'x', opts('char')))).toBe('No differences: the texts are identical.');
    expect(summarize(compareTexts('', '', opts('word')))).toBe('No differences: the texts are identical.');
    expect(summarize(compareTexts('a b', 'a  b', opts('word')))).toBe('Only whitespace differs.');
  });

  it('compares changed blocks one at a time when the whole comparison runs out of time', () => {
    const a = 'same line\nthe quick brown fox\nend\n';
    const b = 'same line\nthe quick red fox\nend\n';
    const result = compareTexts(a, b, opts('word'), { diff: -1, lines: 1000, patch: 1000 });
    expect(result.approximate).toBe(true);
    expect(result.stats).toEqual({ added: 1, removed: 1, unchanged: 6 });
    expect(result.blocks[1]).toEqual({
      kind: 'change',
      left: [{ number: 2, segments: [{ text: 'the quick ', change: false }, { text: 'brown', change: true }, { text: ' fox', change: false }] }],
      right: [{ number: 2, segments: [{ text: 'the quick ', change: false }, { text: 'red', change: true }, { text: ' fox', change: false }] }],
    });
  });

  it('falls back to "everything changed" and a whole-file patch when even lines run out of time', () => {
    const result = compareTexts('a\nb\n', 'c\n', opts('char'), { diff: -1, lines: -1, patch: -1 });
    expect(result.approximate).toBe(true);
    expect(result.stats).toEqual({ added: 2, removed: 4, unchanged: 0 });
    expect(result.patch).toBe('--- original.txt\n+++ modified.txt\n@@ -1,2 +1,1 @@\n-a\n-b\n+c\n');
    expect(applyPatch('a\nb\n', result.patch)).toBe('c\n');
  });

  it('gives the same result as a background task and in async mode on the main thread', async () => {
    const a = 'alpha beta\ngamma\n';
    const b = 'alpha BETA\ngamma\ndelta';
    for (const m of DIFF_MODES) {
      const input = { original: a, modified: b, options: opts(m) };
      const progress: number[] = [];
      expect(await compareOnMain(input, new AbortController().signal, (value) => progress.push(value))).toEqual(compareTexts(a, b, opts(m)));
      expect(progress[0]).toBe(0);
      expect(progress.every((value, i) => value >= 0 && value < 1 && (i === 0 || value > progress[i - 1]!))).toBe(true);
      const run = compareTask(input);
      let step = run.next();
      while (!step.done) step = run.next();
      expect(step.value).toEqual(compareTexts(a, b, opts(m)));
    }
  });

  it('stops a main-thread comparison once cancelled', async () => {
    const abort = new AbortController();
    const pending = compareOnMain({ original: 'a\nb\n', modified: 'a\nc\n', options: opts('line') }, abort.signal, () => abort.abort());
    expect(await pending).toBeNull();
  });
});

describe('the copied patch applies back', () => {
  it('applyPatch(original, patch) gives the modified text, under any option', () => {
    fc.assert(
      fc.property(text, text, options, (a, b, o) => {
        expect(applyPatch(a, compareTexts(a, b, o).patch)).toBe(b);
      }),
    );
  });

  it('the whole-file fallback patch applies too', () => {
    fc.assert(
      fc.property(text, text, (a, b) => {
        expect(applyPatch(a, replaceAllPatch(a, b))).toBe(b);
      }),
    );
  });
});

describe('layoutRows', () => {
  const lines = (n: number, from = 1) => Array.from({ length: n }, (_, i) => `line ${i + from}`).join('\n') + '\n';
  const a = lines(10) + 'old\n' + lines(10, 11);
  const b = lines(10) + 'new\n' + lines(10, 11);
  const { blocks } = compareTexts(a, b, opts('line'));

  it('folds unchanged runs down to three lines of context', () => {
    const items = layoutRows(blocks, 'split', new Set());
    expect(items.map((i) => (i.kind === 'gap' ? `gap ${i.count}` : i.row.kind))).toEqual([
      'gap 7',
      'same',
      'same',
      'same',
      'change',
      'same',
      'same',
      'same',
      'gap 7',
    ]);
  });

  it('opens a fold on request and lists removed before added lines in the unified view', () => {
    const items = layoutRows(blocks, 'unified', new Set(['0']));
    expect(items.filter((i) => i.kind === 'gap')).toHaveLength(1);
    expect(items.slice(9, 12).map((i) => (i.kind === 'row' ? i.row.kind : 'gap'))).toEqual(['same', 'removed', 'added']);
  });
});

describe('settings and attributes', () => {
  it('keeps only valid remembered settings', () => {
    expect(parseSettings({ mode: 'word', view: 'unified', ignoreWhitespace: true, ignoreCase: 'false' })).toEqual({
      mode: 'word',
      view: 'unified',
      ignoreWhitespace: true,
      ignoreCase: false,
    });
    expect(parseSettings({ mode: 'sentence', view: 3, ignoreCase: 'maybe' })).toEqual({});
    expect(parseSettings(null)).toEqual({});
    expect(parseSettings('line')).toEqual({});
  });

  it('reads attribute flags like the embed does', () => {
    expect(parseFlag('')).toBe(true);
    expect(parseFlag('TRUE')).toBe(true);
    expect(parseFlag('off')).toBe(false);
    expect(parseFlag('nope')).toBeUndefined();
    expect(parseFlag(undefined)).toBeUndefined();
  });

  it('counts units and formats sizes', () => {
    expect(countUnits('a😀b', 'char')).toBe(3);
    expect(countUnits('one, two\n three', 'word')).toBe(4);
    expect(countUnits('a\nb\nc', 'line')).toBe(3);
    expect(countUnits('', 'line')).toBe(0);
    expect(formatSize(999)).toBe('999 characters');
    expect(formatSize(1_048_576)).toBe('1.0 M characters');
  });
});
