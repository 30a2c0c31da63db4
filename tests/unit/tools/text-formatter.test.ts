import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_STEPS,
  SAMPLE_TEXT,
  STEP_KINDS,
  affixLines,
  applySteps,
  collapseWhitespace,
  compileFind,
  countLines,
  cryptoRandomInt,
  dedupeLines,
  defaultStep,
  fromLines,
  numberLines,
  parseOperations,
  parseStart,
  parseStepsJson,
  removeEmptyLines,
  replaceText,
  reverseLines,
  sanitizeStep,
  seededRandomInt,
  shuffleLines,
  sortAZ,
  sortByLength,
  sortNatural,
  sortZA,
  stepsToJson,
  toLines,
  trimLines,
  type Step,
} from '../../../src/tools/text-formatter/text-formatter';

const replace = (find: string, replacement: string, options: Partial<Extract<Step, { kind: 'replace' }>> = {}): Extract<Step, { kind: 'replace' }> => ({
  kind: 'replace',
  find,
  replace: replacement,
  regex: false,
  ignoreCase: false,
  ...options,
});
const run = (text: string, steps: Step[]) => applySteps(text, steps, { random: seededRandomInt(1) }).output;
const kinds = (...ids: Step['kind'][]) => ids.map(defaultStep);

describe('lines', () => {
  it('splits on any line break, writes the first one found and keeps a final break aside', () => {
    expect(toLines('')).toEqual({ lines: [], eol: '\n', finalBreak: false });
    expect(toLines('a')).toEqual({ lines: ['a'], eol: '\n', finalBreak: false });
    expect(toLines('a\r\nb\r\n')).toEqual({ lines: ['a', 'b'], eol: '\r\n', finalBreak: true });
    expect(toLines('a\rb\nc')).toEqual({ lines: ['a', 'b', 'c'], eol: '\r', finalBreak: false });
    expect(toLines('\n')).toEqual({ lines: [''], eol: '\n', finalBreak: true });
    expect(fromLines(toLines('a\nb\r\nc'))).toBe('a\nb\nc');
    expect(countLines('a\nb\n')).toBe(2);
    expect(countLines('')).toBe(0);
  });

  it('round-trips any text that uses one kind of line break', () => {
    fc.assert(
      fc.property(fc.array(fc.string().map((s) => s.replace(/[\r\n]/g, ''))), fc.constantFrom('\n', '\r\n', '\r'), fc.boolean(), (lines, eol, final) => {
        const text = lines.join(eol) + (final && lines.length > 0 ? eol : '');
        expect(fromLines(toLines(text))).toBe(text);
      }),
    );
  });
});

describe('each operation', () => {
  it('trims lines at both ends, the start or the end', () => {
    expect(trimLines(['  a b  ', '\tc\t'])).toEqual(['a b', 'c']);
    expect(trimLines(['  a  '], 'start')).toEqual(['a  ']);
    expect(trimLines(['  a  '], 'end')).toEqual(['  a']);
  });

  it('removes empty lines, and whitespace-only ones unless told not to', () => {
    expect(removeEmptyLines(['a', '', '  ', '\t', 'b'])).toEqual(['a', 'b']);
    expect(removeEmptyLines(['a', '', '  ', 'b'], false)).toEqual(['a', '  ', 'b']);
  });

  it('removes duplicates keeping the first, optionally ignoring case', () => {
    expect(dedupeLines(['b', 'a', 'b', 'A', 'a'])).toEqual(['b', 'a', 'A']);
    expect(dedupeLines(['b', 'a', 'b', 'A', 'a'], true)).toEqual(['b', 'a']);
  });

  it('sorts A→Z and Z→A ignoring case and accents, ties by code units', () => {
    const lines = ['banana', 'Apple', 'cherry', 'apple', 'Émile', 'zed', '10', '9'];
    expect(sortAZ(lines)).toEqual(['10', '9', 'Apple', 'apple', 'banana', 'cherry', 'Émile', 'zed']);
    expect(sortZA(lines)).toEqual(['zed', 'Émile', 'cherry', 'banana', 'apple', 'Apple', '9', '10']);
  });

  it('sorts naturally: numbers inside lines by value', () => {
    expect(sortNatural(['item 10', 'item 2', 'Item 1', 'item 02b', 'a'])).toEqual(['a', 'Item 1', 'item 2', 'item 02b', 'item 10']);
    expect(sortNatural(['v1.10', 'v1.9', 'v1.9.1', 'v10'])).toEqual(['v1.9', 'v1.9.1', 'v1.10', 'v10']);
    expect(sortNatural(['x 123456789012345678901', 'x 99'])).toEqual(['x 99', 'x 123456789012345678901']);
  });

  it('sorts by length in code points, keeping the order of equal lengths', () => {
    expect(sortByLength(['ccc', 'a', 'bb', 'd', '😀😀'])).toEqual(['a', 'd', 'bb', '😀😀', 'ccc']);
  });

  it('reverses the order of lines', () => {
    expect(reverseLines(['1', '2', '3'])).toEqual(['3', '2', '1']);
  });

  it('shuffles with a Fisher–Yates driven by the random source', () => {
    expect(shuffleLines(['a', 'b', 'c', 'd', 'e'], seededRandomInt(42))).toEqual(['d', 'b', 'a', 'c', 'e']);
    // A source that always picks 0 moves each last element to the front in turn.
    expect(shuffleLines(['a', 'b', 'c'], () => 0)).toEqual(['b', 'c', 'a']);
  });

  it('draws uniform integers from crypto with rejection sampling (no modulo bias)', () => {
    const draws = [3, 7, 2, 0xffffffff, 1];
    const random = cryptoRandomInt((array) => array.set(draws.concat(Array(array.length - draws.length).fill(0))));
    // max 3 → mask 3: 3 is rejected, 7 & 3 = 3 rejected, then 2; then 0xffffffff & 3 = 3 rejected, 1.
    expect([random(3), random(3)]).toEqual([2, 1]);
    expect(random(1)).toBe(0);
    const real = cryptoRandomInt();
    for (let i = 0; i < 200; i++) expect(real(6)).toBeGreaterThanOrEqual(0);
  });

  it('shuffles every order about equally often', () => {
    const counts = new Map<string, number>();
    const random = seededRandomInt(7);
    const runs = 6000;
    for (let i = 0; i < runs; i++) {
      const key = shuffleLines(['a', 'b', 'c'], random).join('');
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    expect(counts.size).toBe(6);
    // Chi-square with 5 degrees of freedom: 20.5 is the 0.1 % critical value.
    const chi = [...counts.values()].reduce((sum, n) => sum + (n - runs / 6) ** 2 / (runs / 6), 0);
    expect(chi).toBeLessThan(20.5);
  });

  it('numbers lines from any start, with a separator and optional padding', () => {
    expect(numberLines(['a', 'b'])).toEqual(['1. a', '2. b']);
    expect(numberLines(['a', 'b'], 9, ': ', true)).toEqual([' 9: a', '10: b']);
    expect(numberLines(['a', 'b'], -1, ') ', true)).toEqual(['-1) a', ' 0) b']);
  });

  it('reads the start number as a whole number in range, or not at all', () => {
    expect(['0', '-5', '−5', ' 42 ', '1000000000'].map(parseStart)).toEqual([0, -5, -5, 42, 1_000_000_000]);
    expect(['', '-', '1.5', '1e3', 'abc', '1000000001', '12345678901'].map(parseStart)).toEqual([null, null, null, null, null, null, null]);
  });

  it('adds a prefix and a suffix to every line', () => {
    expect(affixLines(['a', ''], '- "', '",')).toEqual(['- "a",', '- "",']);
  });

  it('collapses runs of spaces and tabs into one space', () => {
    expect(collapseWhitespace(['a  b\t\tc', ' x ', 'a\u00a0\u00a0b', 'a\tb'])).toEqual(['a b c', ' x ', 'a b', 'a b']);
  });

  it('finds and replaces plain text literally, with $ taken as text', () => {
    expect(replaceText('a.b axb A.B', replace('a.b', '$&!'))).toEqual({ ok: true, text: '$&! axb A.B', count: 1 });
    expect(replaceText('a.b axb A.B', replace('a.b', 'x', { ignoreCase: true }))).toEqual({ ok: true, text: 'x axb x', count: 2 });
    expect(replaceText('abc', replace('', 'x'))).toEqual({ ok: true, text: 'abc', count: 0 });
  });

  it('finds and replaces with regular expressions, $ references and per-line anchors', () => {
    expect(replaceText('me@home, you@work', replace('(\\w+)@(\\w+)', '$2 at $1', { regex: true }))).toEqual({ ok: true, text: 'home at me, work at you', count: 2 });
    expect(replaceText('a\nb', replace('^', '> ', { regex: true }))).toEqual({ ok: true, text: '> a\n> b', count: 2 });
    expect(replaceText('2024-05-01', replace('(?<y>\\d+)-(?<m>\\d+)-(?<d>\\d+)', '$<d>/$<m>/$<y>', { regex: true }))).toMatchObject({ text: '01/05/2024' });
    expect(replaceText('Ünïcode', replace('\\p{Lu}', '_', { regex: true }))).toMatchObject({ text: '_nïcode', count: 1 });
  });

  it('gives a clear message for an invalid regular expression', () => {
    expect(replaceText('abc', replace('(a', 'x', { regex: true }))).toEqual({ ok: false, error: 'Invalid regular expression /(a/: unterminated group.' });
    expect(compileFind(replace('[a', '', { regex: true }))).toEqual({ ok: false, error: 'Invalid regular expression /[a/: unterminated character class.' });
    expect(compileFind(replace('a**', '', { regex: true }))).toEqual({ ok: false, error: 'Invalid regular expression /a**/: nothing to repeat.' });
    // The same text is fine as plain text.
    expect(replaceText('(a', replace('(a', 'x'))).toEqual({ ok: true, text: 'x', count: 1 });
  });

  it('normalises line endings', () => {
    expect(run('a\r\nb\nc\r\n', [{ kind: 'line-endings', ending: 'lf' }])).toBe('a\nb\nc\n');
    expect(run('a\nb\n', [{ kind: 'line-endings', ending: 'crlf' }])).toBe('a\r\nb\r\n');
    expect(run('a\nb', [{ kind: 'line-endings', ending: 'cr' }])).toBe('a\rb');
  });
});

describe('the chain', () => {
  it('runs the default steps on the sample', () => {
    expect(run(SAMPLE_TEXT, [...DEFAULT_STEPS])).toBe('banana\nApple\ncherry\nitem 10\nbanana\nitem 2\nDate\t\tpalm\napple');
  });

  it('runs steps in the order picked: order matters', () => {
    expect(run('b\na\nb', kinds('dedupe', 'number'))).toBe('1. b\n2. a');
    expect(run('b\na\nb', kinds('number', 'dedupe'))).toBe('1. b\n2. a\n3. b');
    expect(run('b\nc\na', kinds('sort-az', 'number'))).toBe('1. a\n2. b\n3. c');
    expect(run('b\nc\na', kinds('number', 'sort-az'))).toBe('1. b\n2. c\n3. a');
    expect(run('  x\n\n  ', kinds('remove-empty', 'trim'))).toBe('x');
    expect(run('  x\n\n  ', [{ kind: 'remove-empty', whitespaceOnly: false }, defaultStep('trim')])).toBe('x\n');
  });

  it('a full chain gives the exact result and the line counts of each step', () => {
    const result = applySteps(SAMPLE_TEXT, [
      ...kinds('trim', 'remove-empty'),
      { kind: 'dedupe', ignoreCase: true },
      defaultStep('collapse-whitespace'),
      defaultStep('sort-natural'),
      { kind: 'prefix-suffix', prefix: '"', suffix: '",' },
      { kind: 'number', start: 1, separator: ' ', pad: true },
      // The comma after the last line only: nothing follows it.
      replace(',(?![\\s\\S])', '', { regex: true }),
    ]);
    expect(result.output).toBe('1 "Apple",\n2 "banana",\n3 "cherry",\n4 "Date palm",\n5 "item 2",\n6 "item 10"');
    expect(result.inputLines).toBe(10);
    expect(result.outputLines).toBe(6);
    expect(result.steps.map((s) => s.lines)).toEqual([10, 8, 6, 6, 6, 6, 6, 6]);
    expect(result.steps[7]).toEqual({ lines: 6, replaced: 1 });
  });

  it('keeps a final line break where it was, even after sorting', () => {
    expect(run('b\na\n', kinds('sort-az'))).toBe('a\nb\n');
    expect(run('b\r\na\r\n', kinds('reverse'))).toBe('a\r\nb\r\n');
  });

  it('a replacement may join or split lines; the line count follows', () => {
    const joined = applySteps('a\nb\nc', [replace('\\n', ', ', { regex: true })]);
    expect(joined).toMatchObject({ output: 'a, b, c', outputLines: 1 });
    expect(run('a,b', [replace(',', '\n'), defaultStep('reverse')])).toBe('b\na');
  });

  it('skips a step with an invalid pattern, says why, and runs the rest', () => {
    const result = applySteps('b\na', [replace('(', 'x', { regex: true }), defaultStep('sort-az')]);
    expect(result.output).toBe('a\nb');
    expect(result.steps[0]).toEqual({ lines: 2, error: 'Invalid regular expression /(/: unterminated group.' });
  });

  it('gives empty output for empty input whatever the steps', () => {
    expect(run('', STEP_KINDS.map(defaultStep))).toBe('');
  });

  it('handles 100,000 lines within a bound that keeps the page responsive', () => {
    const random = seededRandomInt(3);
    const text = Array.from({ length: 100_000 }, (_, i) => `  item ${random(100_000)}  word${i % 97}  `).join('\n');
    const started = performance.now();
    const result = applySteps(text, [
      ...kinds('trim', 'remove-empty', 'dedupe', 'collapse-whitespace', 'sort-natural', 'number'),
      replace('word(\\d+)', 'w$1', { regex: true }),
    ]);
    const elapsed = performance.now() - started;
    expect(result.inputLines).toBe(100_000);
    expect(result.steps[6]?.replaced).toBe(result.outputLines);
    // Well under a second on an idle machine (2.1 s measured with 8 test runs sharing 2 cores);
    // the bound catches an accidental quadratic step, which would take minutes.
    expect(elapsed).toBeLessThan(5000);
  }, 30_000);
});

describe('properties', () => {
  const line = fc.string({ unit: fc.constantFrom('a', 'B', 'é', 'E', '1', '0', '9', ' ', '\t', '-', '😀', 'ß') });
  const lines = fc.array(line, { maxLength: 40 });

  it('every sort is idempotent and a permutation', () => {
    fc.assert(
      fc.property(lines, (ls) => {
        for (const sort of [sortAZ, sortZA, sortNatural, sortByLength]) {
          const once = sort(ls);
          expect(sort(once)).toEqual(once);
          expect([...once].sort()).toEqual([...ls].sort());
        }
      }),
    );
  });

  it('Z→A is exactly A→Z backwards', () => {
    fc.assert(
      fc.property(lines, (ls) => {
        expect(sortZA(ls)).toEqual(reverseLines(sortAZ(ls)));
      }),
    );
  });

  it('reverse ∘ reverse = identity', () => {
    fc.assert(
      fc.property(lines, (ls) => {
        expect(reverseLines(reverseLines(ls))).toEqual(ls);
      }),
    );
  });

  it('dedupe is idempotent, keeps first occurrences in order and loses no distinct line', () => {
    fc.assert(
      fc.property(lines, fc.boolean(), (ls, ignoreCase) => {
        const once = dedupeLines(ls, ignoreCase);
        expect(dedupeLines(once, ignoreCase)).toEqual(once);
        if (!ignoreCase) {
          expect(new Set(once)).toEqual(new Set(ls));
          expect(once).toEqual(ls.filter((l, i) => ls.indexOf(l) === i));
        }
      }),
    );
  });

  it('trim, remove-empty and collapse-whitespace are idempotent', () => {
    fc.assert(
      fc.property(lines, (ls) => {
        expect(trimLines(trimLines(ls))).toEqual(trimLines(ls));
        expect(removeEmptyLines(removeEmptyLines(ls))).toEqual(removeEmptyLines(ls));
        expect(collapseWhitespace(collapseWhitespace(ls))).toEqual(collapseWhitespace(ls));
      }),
    );
  });

  it('shuffle is a permutation, and the same seed gives the same order', () => {
    fc.assert(
      fc.property(lines, fc.integer(), (ls, seed) => {
        const shuffled = shuffleLines(ls, seededRandomInt(seed));
        expect([...shuffled].sort()).toEqual([...ls].sort());
        expect(shuffleLines(ls, seededRandomInt(seed))).toEqual(shuffled);
      }),
    );
  });

  it('numbering then removing the numbers gives the lines back', () => {
    fc.assert(
      fc.property(lines, fc.integer({ min: -50, max: 50 }), (ls, start) => {
        const numbered = numberLines(ls, start, '. ', true);
        expect(numbered.map((l) => l.replace(/^ *-?\d+\. /, ''))).toEqual(ls);
      }),
    );
  });

  it('plain find and replace never throws and replacing a text by itself changes nothing', () => {
    fc.assert(
      fc.property(fc.string(), fc.string({ minLength: 1 }), (text, find) => {
        const result = replaceText(text, replace(find, find));
        expect(result).toMatchObject({ ok: true, text });
      }),
    );
  });

  it('the chain never throws, whatever the steps', () => {
    const step = fc.constantFrom(...STEP_KINDS).map(defaultStep);
    fc.assert(fc.property(fc.string(), fc.array(step, { maxLength: 8 }), (text, steps) => void applySteps(text, steps, { random: seededRandomInt(1) })));
  });
});

describe('operations attribute and remembered steps', () => {
  it('reads comma-separated step ids and reports unknown ones', () => {
    expect(parseOperations('trim, SORT-AZ,bogus,,number')).toEqual({
      steps: [defaultStep('trim'), defaultStep('sort-az'), defaultStep('number')],
      unknown: ['bogus'],
    });
    expect(parseOperations(['reverse'])).toEqual({ steps: [defaultStep('reverse')], unknown: [] });
    expect(parseOperations('')).toEqual({ steps: [], unknown: [] });
    expect(parseOperations(Array(30).fill('reverse').join(',')).steps).toHaveLength(20);
  });

  it('keeps valid remembered options and falls back to defaults for the rest', () => {
    expect(sanitizeStep({ kind: 'number', start: 1.5, separator: 5, pad: true })).toEqual({ kind: 'number', start: 1, separator: '. ', pad: true });
    expect(sanitizeStep({ kind: 'trim', mode: 'sideways' })).toEqual({ kind: 'trim', mode: 'both' });
    expect(sanitizeStep({ kind: 'line-endings', ending: 'crlf' })).toEqual({ kind: 'line-endings', ending: 'crlf' });
    expect(sanitizeStep({ kind: 'line-endings', ending: 'toString' })).toEqual({ kind: 'line-endings', ending: 'lf' });
    expect(sanitizeStep({ kind: 'replace', find: '(', regex: 'yes' })).toEqual(replace('(', ''));
    expect(sanitizeStep({ kind: 'nope' })).toBeNull();
    expect(sanitizeStep(null)).toBeNull();
  });

  it('share links: steps with custom options round-trip through the steps attribute; default options leave it empty', () => {
    expect(stepsToJson([defaultStep('trim'), defaultStep('dedupe')])).toBe('');
    const custom: Step[] = [defaultStep('trim'), { kind: 'prefix-suffix', prefix: '- ', suffix: ';' }];
    expect(stepsToJson(custom)).toBe('[{"kind":"trim","mode":"both"},{"kind":"prefix-suffix","prefix":"- ","suffix":";"}]');
    expect(parseStepsJson('[{"kind":"reverse"},{"kind":"bogus"},{"kind":"replace","find":"a","replace":"b","regex":true}]')).toEqual([
      defaultStep('reverse'),
      { kind: 'replace', find: 'a', replace: 'b', regex: true, ignoreCase: false },
    ]);
    expect(parseStepsJson('{"kind":"trim"}')).toBeNull();
    expect(parseStepsJson('[not json')).toBeNull();
    const step = fc.constantFrom(...STEP_KINDS).chain((kind) =>
      fc.record({ kind: fc.constant(kind), mode: fc.constantFrom('both', 'end'), prefix: fc.string({ maxLength: 5 }), find: fc.string({ maxLength: 5 }), pad: fc.boolean() }),
    );
    fc.assert(
      fc.property(fc.array(step, { maxLength: 20 }), (raw) => {
        const steps = raw.map((r) => sanitizeStep(r)!);
        const json = stepsToJson(steps);
        if (json !== '') expect(parseStepsJson(json)).toEqual(steps);
        else expect(parseOperations(steps.map((s) => s.kind).join(',')).steps).toEqual(steps);
      }),
    );
  });
});
