import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_OPTIONS,
  FORMATTED_FILENAME,
  INDENT_OPTIONS,
  MINIFIED_FILENAME,
  SAMPLE_JSON,
  SAMPLE_OBJECT,
  analyzeJson,
  countCharacters,
  errorContext,
  formatBytes,
  indentText,
  lineColumn,
  lineStarts,
  normalizeBoolean,
  normalizeIndent,
  reductionPercent,
  sameIgnoringWhitespace,
  stringifyNode,
  type FormatOptions,
  TOO_LARGE_TO_INDENT,
  type JsonAnalysis,
} from '../../../src/tools/json-formatter/json-formatter';
import { parseJson } from '../../../src/tools/json-formatter/json-parser';
import { compareKeys, sortKeysDeep } from '../../../src/tools/json-formatter/tree';

const valid = (text: string, options: FormatOptions = DEFAULT_OPTIONS) => {
  const { analysis } = analyzeJson(text, options);
  if (analysis.status !== 'valid') throw new Error(`expected valid, got ${JSON.stringify(analysis)}`);
  return analysis;
};
const invalid = (text: string) => {
  const { analysis } = analyzeJson(text);
  if (analysis.status !== 'invalid') throw new Error(`expected invalid, got ${analysis.status}`);
  return analysis;
};
const nativeMessage = (text: string) => {
  try {
    JSON.parse(text);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
};

// ---- Generators: valid JSON *text* with non-canonical literals and arbitrary whitespace. ----
const ws = fc.stringMatching(/^[ \t\n\r]{0,3}$/);
const numberText = fc.oneof(
  fc.double({ noNaN: true, noDefaultInfinity: true }).map((n) => JSON.stringify(n)),
  fc.stringMatching(/^-?(0|[1-9][0-9]{0,25})(\.[0-9]{1,6})?([eE][+-]?[0-9]{1,3})?$/),
);
const stringText = fc.oneof(
  fc.string().map((s) => JSON.stringify(s)),
  fc.constantFrom('"\\u00e9"', '"\\/"', '"a\\u0041b"', '"\\ud83d\\ude00"', '"\ud800"', '"tab\\tand\\nnewline"'),
);
const { value: jsonText } = fc.letrec<{ value: string }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    numberText,
    stringText,
    fc.constantFrom('true', 'false', 'null'),
    fc.array(fc.tuple(ws, tie('value'), ws), { maxLength: 4 }).map((items) => `[${items.map(([a, v, b]) => a + v + b).join(',')}]`),
    fc
      .array(fc.tuple(ws, stringText, ws, ws, tie('value'), ws), { maxLength: 4 })
      .map((entries) => `{${entries.map(([a, k, b, c, v, d]) => `${a}${k}${b}:${c}${v}${d}`).join(',')}}`),
  ),
}));
const document = fc.tuple(ws, jsonText, ws).map(([a, v, b]) => a + v + b);
const indentId = fc.constantFrom(...INDENT_OPTIONS.map((o) => o.id));

describe('spec constants', () => {
  it('formats with a 2-space indent by default and downloads formatted.json / minified.json', () => {
    expect(DEFAULT_OPTIONS).toEqual({ indent: '2', sortKeys: false });
    expect(indentText('2')).toBe('  ');
    expect(indentText('4')).toBe('    ');
    expect(indentText('tab')).toBe('\t');
    expect(FORMATTED_FILENAME).toBe('formatted.json');
    expect(MINIFIED_FILENAME).toBe('minified.json');
  });
});

describe('analyzeJson: validity (spec §4, §5)', () => {
  it.each(['', ' ', '\n\t  \r\n'])('blank input %j gives no result at all', (text) => {
    expect(analyzeJson(text)).toEqual({ analysis: { status: 'empty' }, tree: null });
  });

  it('valid input gives formatted and minified text and the counts', () => {
    const result = valid('{"b": [1, 2], "a": {"c": null}}');
    expect(result.formatted).toBe('{\n  "b": [\n    1,\n    2\n  ],\n  "a": {\n    "c": null\n  }\n}');
    expect(result.minified).toBe('{"b":[1,2],"a":{"c":null}}');
    expect(result.originalChars).toBe(31);
    expect(result.minifiedChars).toBe(26);
    expect(result.reduction).toBe(16); // 5 / 31 = 16.1 % → 16
    expect(Array.from(result.formattedLineStarts)).toEqual(Array.from(lineStarts(result.formatted)));
  });

  it('invalid input reports the parser’s own message, and clears every output', () => {
    const text = '{\n  "name": "Toolshed",\n  "tools": 29,\n}';
    const result = invalid(text);
    expect(result).toEqual({ status: 'invalid', message: nativeMessage(text), offset: 39, line: 4, column: 1 });
    expect(analyzeJson(text).tree).toBeNull();
    expect(result).not.toHaveProperty('formatted');
  });

  it('every invalid text reports JSON.parse’s message and the line/column of its offset', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'{}[]":,1a \n\r'.split('')), minLength: 1, maxLength: 16 }), (text) => {
        const message = nativeMessage(text);
        fc.pre(message !== null && text.trim() !== '');
        const result = invalid(text);
        expect(result.message).toBe(message);
        expect({ line: result.line, column: result.column }).toEqual(lineColumn(text, result.offset));
      }),
      { numRuns: 500 },
    );
  });

  it('keeps numbers and escapes exactly as written (no precision loss, no re-escaping)', () => {
    const text = '{"id": 12345678901234567890, "price": 1.10, "e": 1E5, "name": "caf\\u00e9", "neg": -0}';
    expect(valid(text).formatted).toBe('{\n  "id": 12345678901234567890,\n  "price": 1.10,\n  "e": 1E5,\n  "name": "caf\\u00e9",\n  "neg": -0\n}');
    expect(valid(text).minified).toBe('{"id":12345678901234567890,"price":1.10,"e":1E5,"name":"caf\\u00e9","neg":-0}');
  });

  it('keeps duplicate keys (JSON.parse would silently drop the first)', () => {
    expect(valid('{"a": 1, "a": 2}').minified).toBe('{"a":1,"a":2}');
  });

  it('keeps the source order of number-like keys (a JS object would move them first)', () => {
    expect(valid('{"b": 1, "10": 2, "2": 3}').minified).toBe('{"b":1,"10":2,"2":3}');
  });

  it('formats nesting deeper than JSON.stringify can handle', () => {
    const depth = 6000; // JSON.stringify overflows the stack from about 5000
    const result = valid('['.repeat(depth) + ']'.repeat(depth), { indent: 'tab', sortKeys: false });
    expect(result.minified).toBe('['.repeat(depth - 1) + '[]' + ']'.repeat(depth - 1));
    expect(result.formattedLineStarts.length).toBe(2 * depth - 1);
    expect(result.formatted.slice(0, 7)).toBe('[\n\t[\n\t\t');
    expect(result.formatProblem).toBeUndefined();
  });

  it('falls back to the minified text, with a note, when the indented text cannot exist', () => {
    const depth = 20_000; // 2-space indentation would need ~800 million characters
    const result = valid('['.repeat(depth) + ']'.repeat(depth));
    expect(result.formatProblem).toBe(TOO_LARGE_TO_INDENT);
    expect(result.formatted).toBe(result.minified);
  });
});

describe('formatting invariants (property-based)', () => {
  it('matches JSON.stringify(value, null, indent) for canonical JSON, at every indent', () => {
    fc.assert(
      fc.property(fc.jsonValue(), indentId, (value, indent) => {
        const text = JSON.stringify(value);
        const result = valid(text, { indent, sortKeys: false });
        expect(result.formatted).toBe(JSON.stringify(JSON.parse(text), null, indentText(indent)));
        expect(result.minified).toBe(text);
      }),
    );
  });

  it('the exact formatter lays out text exactly like JSON.stringify', () => {
    fc.assert(
      fc.property(fc.jsonValue(), indentId, (value, indent) => {
        const text = JSON.stringify(value);
        const parsed = parseJson(text);
        expect(parsed.ok).toBe(true);
        if (!parsed.ok) return;
        expect(stringifyNode(parsed.root, indentText(indent))).toBe(JSON.stringify(value, null, indentText(indent)));
      }),
    );
  });

  it('minified = the input without its insignificant whitespace; formatted parses back to the same value', () => {
    fc.assert(
      fc.property(document, indentId, (text, indent) => {
        const result = valid(text, { indent, sortKeys: false });
        expect(sameIgnoringWhitespace(text, result.minified)).toBe(true);
        expect(sameIgnoringWhitespace(result.formatted, result.minified)).toBe(true);
        expect(JSON.parse(result.formatted)).toEqual(JSON.parse(text));
        expect(valid(result.formatted, { indent, sortKeys: false }).formatted).toBe(result.formatted); // idempotent
      }),
    );
  });

  it('reduction is a whole percent in 0..100 and the minified text is never longer', () => {
    fc.assert(
      fc.property(document, (text) => {
        const result = valid(text);
        expect(result.minifiedChars).toBeLessThanOrEqual(result.originalChars);
        expect(Number.isInteger(result.reduction)).toBe(true);
        expect(result.reduction).toBe(reductionPercent(result.originalChars, result.minifiedChars));
        expect(result.reduction).toBeGreaterThanOrEqual(0);
        expect(result.reduction).toBeLessThanOrEqual(100);
      }),
    );
  });

  it('sort keys orders every object and changes nothing else; both formatter paths agree', () => {
    const keysInOrder = (value: unknown): boolean => {
      if (Array.isArray(value)) return value.every(keysInOrder);
      if (typeof value !== 'object' || value === null) return true;
      const keys = Object.keys(value);
      return keys.every((k, i) => i === 0 || compareKeys(keys[i - 1]!, k) <= 0) && Object.values(value).every(keysInOrder);
    };
    fc.assert(
      fc.property(fc.jsonValue(), indentId, (value, indent) => {
        const text = JSON.stringify(value);
        const sorted = valid(text, { indent, sortKeys: true });
        expect(JSON.parse(sorted.formatted)).toEqual(JSON.parse(text));
        expect(keysInOrder(JSON.parse(sorted.minified))).toBe(true);
        const parsed = parseJson(text);
        if (!parsed.ok) throw new Error('unreachable');
        expect(stringifyNode(sortKeysDeep(parsed.root), indentText(indent))).toBe(sorted.formatted);
      }),
      { numRuns: 500 },
    );
  });
});

describe('sort keys', () => {
  it('sorts nested objects, number-like keys first in numeric order, and leaves arrays in order', () => {
    const result = valid('{"b": {"z": 1, "a": 2}, "a": [3, 1], "10": 0, "2": 0, "B": 0}', { indent: '2', sortKeys: true });
    expect(result.minified).toBe('{"2":0,"10":0,"B":0,"a":[3,1],"b":{"a":2,"z":1}}');
  });

  it('sorts on the exact path too (when literals must be kept) and keeps duplicates in order', () => {
    expect(valid('{"b": 1.0, "a": 2, "a": 1}', { indent: '2', sortKeys: true }).minified).toBe('{"a":2,"a":1,"b":1.0}');
  });

  it('a "__proto__" key stays an ordinary key', () => {
    expect(valid('{"z": 1, "__proto__": {"x": 1}}', { indent: '2', sortKeys: true }).minified).toBe('{"__proto__":{"x":1},"z":1}');
  });
});

describe('Load Sample', () => {
  it('is a sample object, 2-space formatted, that is valid', () => {
    expect(SAMPLE_JSON).toBe(JSON.stringify(SAMPLE_OBJECT, null, 2));
    const result = valid(SAMPLE_JSON);
    expect(result.formatted).toBe(SAMPLE_JSON);
    expect(result.minified).toBe(JSON.stringify(SAMPLE_OBJECT));
    expect(result.reduction).toBe(Math.round((1 - JSON.stringify(SAMPLE_OBJECT).length / SAMPLE_JSON.length) * 100));
  });
});

describe('helpers', () => {
  it('lineColumn counts \\n, \\r\\n and lone \\r as V8 does', () => {
    expect(lineColumn('abc', 0)).toEqual({ line: 1, column: 1 });
    expect(lineColumn('{\r\n"a" 1}', 7)).toEqual({ line: 2, column: 5 });
    expect(lineColumn('{\r"a" 1}', 6)).toEqual({ line: 2, column: 5 });
    expect(lineColumn('[\n\n  "\\u12G4"]', 10)).toEqual({ line: 3, column: 8 });
    expect(lineColumn('ab\n', 3)).toEqual({ line: 2, column: 1 });
  });

  it('lineColumn agrees with a split on line breaks', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('a', '\n', '\r', ' ') }), fc.nat(), (text, at) => {
        const offset = text.length === 0 ? 0 : at % (text.length + 1);
        const before = text.slice(0, offset).split(/\r\n|\r|\n/);
        // A \r just before the offset with \n after it still belongs to the previous line.
        const split = text[offset - 1] === '\r' && text[offset] === '\n' ? text.slice(0, offset - 1).split(/\r\n|\r|\n/) : before;
        const expected =
          split === before ? { line: before.length, column: before[before.length - 1]!.length + 1 } : { line: split.length, column: split[split.length - 1]!.length + 2 };
        expect(lineColumn(text, offset)).toEqual(expected);
      }),
    );
  });

  it('lineStarts finds every line under every line-break style', () => {
    expect(Array.from(lineStarts(''))).toEqual([0]);
    expect(Array.from(lineStarts('a\nb\r\nc\rd'))).toEqual([0, 2, 5, 7]);
    expect(Array.from(lineStarts('x\n'))).toEqual([0, 2]);
  });

  it('counts an emoji as one character, a lone surrogate too', () => {
    expect(countCharacters('')).toBe(0);
    expect(countCharacters('a😀b')).toBe(3);
    expect(countCharacters('\ud800x')).toBe(2);
    expect(countCharacters('😀'.repeat(3))).toBe(3);
  });

  it('rounds the reduction and is 0 for empty input', () => {
    expect(reductionPercent(200, 100)).toBe(50);
    expect(reductionPercent(3, 2)).toBe(33);
    expect(reductionPercent(8, 7)).toBe(13); // 12.5 → 13
    expect(reductionPercent(0, 0)).toBe(0);
  });

  it('formats byte sizes', () => {
    expect(formatBytes(999)).toBe('999 bytes');
    expect(formatBytes(1500)).toBe('1.5 KB');
    expect(formatBytes(10_485_760)).toBe('10 MB');
    expect(formatBytes(50_000_000)).toBe('50 MB');
  });

  it('reads indent and boolean settings from attributes, ignoring junk', () => {
    expect(normalizeIndent('4')).toBe('4');
    expect(normalizeIndent(4)).toBe('4');
    expect(normalizeIndent(' TAB ')).toBe('tab');
    expect(normalizeIndent('\t')).toBe('tab');
    expect(normalizeIndent('3')).toBeUndefined();
    expect(normalizeIndent(undefined)).toBeUndefined();
    expect(normalizeBoolean('')).toBe(true);
    expect(normalizeBoolean('true')).toBe(true);
    expect(normalizeBoolean('FALSE')).toBe(false);
    expect(normalizeBoolean('yes please')).toBeUndefined();
    expect(normalizeBoolean(undefined)).toBeUndefined();
  });
});

describe('errorContext: the lines around an error', () => {
  const text = 'line one\nline two\n{"a": tru}\nline four\nline five\nline six';

  it('shows two lines either side with the offending character marked', () => {
    const offset = text.indexOf('}');
    const { line } = lineColumn(text, offset);
    expect(errorContext(text, offset, line)).toEqual([
      { number: 1, text: 'line one', clippedStart: false, clippedEnd: false, mark: null },
      { number: 2, text: 'line two', clippedStart: false, clippedEnd: false, mark: null },
      { number: 3, text: '{"a": tru}', clippedStart: false, clippedEnd: false, mark: 9 },
      { number: 4, text: 'line four', clippedStart: false, clippedEnd: false, mark: null },
      { number: 5, text: 'line five', clippedStart: false, clippedEnd: false, mark: null },
    ]);
  });

  it('marks the end of input past the last character, and handles \\r\\n', () => {
    const crlf = '{\r\n  "a": [1,\r\n';
    const context = errorContext(crlf, crlf.length, lineColumn(crlf, crlf.length).line);
    expect(context.map((l) => [l.number, l.text, l.mark])).toEqual([
      [1, '{', null],
      [2, '  "a": [1,', null],
      [3, '', 0],
    ]);
  });

  it('cuts a very long line to a window around the error', () => {
    const long = `[${'1,'.repeat(5000)}x]`;
    const offset = long.indexOf('x');
    const [only] = errorContext(long, offset, 1, 2, 20);
    // The window ends with the line, so it shows as much as fits.
    expect(only).toEqual({ number: 1, text: '1,1,1,1,1,1,1,1,1,x]', clippedStart: true, clippedEnd: false, mark: 18 });
    expect(only!.text[only!.mark!]).toBe('x');
  });

  it('always marks the character at the offset (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('a', 'b', '\n', '\r', ' '), minLength: 1 }), fc.nat(), (source, at) => {
        const offset = at % source.length;
        fc.pre(source[offset] !== '\n' && source[offset] !== '\r');
        const lines = errorContext(source, offset, lineColumn(source, offset).line);
        const marked = lines.filter((l) => l.mark !== null);
        expect(marked).toHaveLength(1);
        expect(marked[0]!.text[marked[0]!.mark!]).toBe(source[offset]);
        expect(marked[0]!.number).toBe(lineColumn(source, offset).line);
      }),
    );
  });
});

describe('large documents', () => {
  it('formats a generated ~1 MB document and keeps the line index right', () => {
    const items = Array.from({ length: 8000 }, (_, i) => ({ id: i, name: `Item ${i}`, tags: ['a', 'b'], price: i * 1.25 }));
    const text = JSON.stringify({ items });
    const result: JsonAnalysis = analyzeJson(text).analysis;
    if (result.status !== 'valid') throw new Error('expected valid');
    expect(result.formatted).toBe(JSON.stringify({ items }, null, 2));
    expect(result.formattedLineStarts.length).toBe(result.formatted.split('\n').length);
  });
});
