import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseJson } from '../../../src/tools/json-formatter/json-parser';

/** V8's "… at position N" (Node and Chromium); null when the message names no position. */
function v8Position(text: string): number | null | 'valid' {
  try {
    JSON.parse(text);
    return 'valid';
  } catch (error) {
    const match = /at position (\d+)/.exec((error as Error).message);
    return match ? Number(match[1]) : null;
  }
}

/** V8's "Unexpected token 'x', …" names the character where parsing stopped. */
function v8Token(text: string): string | null {
  try {
    JSON.parse(text);
    return null;
  } catch (error) {
    return /^Unexpected token '(.)'/su.exec((error as Error).message)?.[1] ?? null;
  }
}

function isEndOfInput(text: string): boolean {
  try {
    JSON.parse(text);
    return false;
  } catch (error) {
    return (error as Error).message.startsWith('Unexpected end of JSON input');
  }
}

// Damaged JSON: valid documents with a character deleted, inserted or replaced.
const jsonCharacters = fc.constantFrom(...'{}[]:,"\\ \n\r\t-+.0123456789eEtrufalsn/ubx\u0001'.split(''));
const damagedJson = fc
  .tuple(fc.json({ maxDepth: 3 }), fc.nat(), jsonCharacters, fc.constantFrom('delete', 'insert', 'replace'))
  .map(([text, at, char, how]) => {
    const i = text.length === 0 ? 0 : at % text.length;
    if (how === 'delete') return text.slice(0, i) + text.slice(i + 1);
    if (how === 'insert') return text.slice(0, i) + char + text.slice(i);
    return text.slice(0, i) + char + text.slice(i + 1);
  });

describe('parseJson agrees with JSON.parse', () => {
  it('accepts exactly what JSON.parse accepts (valid, damaged and random text)', () => {
    const anyText = fc.oneof(fc.json(), damagedJson, fc.string({ unit: jsonCharacters, maxLength: 20 }), fc.string());
    fc.assert(
      fc.property(anyText, (text) => {
        let native = true;
        try {
          JSON.parse(text);
        } catch {
          native = false;
        }
        expect(parseJson(text).ok).toBe(native);
      }),
      { numRuns: 3000 },
    );
  });

  it('stops at the offset V8 reports, for every message that names one', () => {
    fc.assert(
      fc.property(damagedJson, (text) => {
        const result = parseJson(text);
        const position = v8Position(text);
        expect(result.ok).toBe(position === 'valid');
        if (result.ok || position === 'valid') return;
        if (position !== null) expect(result.offset).toBe(position);
        if (isEndOfInput(text)) expect(result.offset).toBe(text.length);
        const token = v8Token(text);
        if (token !== null) expect(text[result.offset]).toBe(token);
      }),
      { numRuns: 3000 },
    );
  });

  it.each([
    ['{"a":1,}', 7],
    ['{x}', 1],
    ['"abc', 4],
    ['[1,2', 4],
    ['{"a":\n  tru}', 11],
    ['[1] 2', 4],
    ['{"a" 1}', 5],
    ['"\\x"', 2],
    ['01', 1],
    ['-', 1],
    ['1.', 2],
    ['"\u0001"', 1],
    ['[1,]', 3],
    ['[1e]', 3],
    ['[1e+]', 4],
    ['"\\u12G4"', 5],
    ['\uFEFF{}', 0],
    ['', 0],
  ])('%j fails at offset %i', (text, offset) => {
    expect(parseJson(text)).toEqual({ ok: false, offset });
  });

  it('keeps literals exactly as written', () => {
    const result = parseJson('[1.0, 12345678901234567890, 1E5, "\\u00e9", -0, true, null]');
    expect(result.ok && result.root).toEqual({
      type: 'array',
      items: [
        { type: 'number', raw: '1.0' },
        { type: 'number', raw: '12345678901234567890' },
        { type: 'number', raw: '1E5' },
        { type: 'string', raw: '"\\u00e9"' },
        { type: 'number', raw: '-0' },
        { type: 'boolean', raw: 'true' },
        { type: 'null', raw: 'null' },
      ],
    });
  });

  it('keeps duplicate keys in source order and counts every value', () => {
    const result = parseJson('{"a":1,"a":[2,{}]}');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.root).toEqual({
      type: 'object',
      keys: ['"a"', '"a"'],
      values: [
        { type: 'number', raw: '1' },
        { type: 'array', items: [{ type: 'number', raw: '2' }, { type: 'object', keys: [], values: [] }] },
      ],
    });
    expect(result.nodeCount).toBe(5);
  });

  it('parses nesting far deeper than the call stack allows', () => {
    const depth = 200_000;
    const text = '['.repeat(depth) + ']'.repeat(depth);
    expect(parseJson(text).ok).toBe(true);
    expect(parseJson(text.slice(0, -1))).toEqual({ ok: false, offset: 2 * depth - 1 });
  });
});
