/**
 * A JSON parser that keeps every literal exactly as written (numbers like 1.0 or
 * 12345678901234567890, string escapes like \u00e9), so formatting never changes a value.
 * It accepts exactly what JSON.parse accepts (property-tested) and, on failure, reports the
 * offset V8 reports. Iterative, so deeply nested documents cannot overflow the call stack.
 * Pure: no React, no DOM.
 */

export type JsonNode = ObjectNode | ArrayNode | PrimitiveNode;
export interface ObjectNode {
  type: 'object';
  /** Raw key literals, quotes included, in source order (duplicates kept). */
  keys: string[];
  values: JsonNode[];
}
export interface ArrayNode {
  type: 'array';
  items: JsonNode[];
}
export interface PrimitiveNode {
  type: 'string' | 'number' | 'boolean' | 'null';
  /** The literal as written. */
  raw: string;
}
export type ContainerNode = ObjectNode | ArrayNode;

export type ParseResult = { ok: true; root: JsonNode; nodeCount: number } | { ok: false; offset: number };

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const COLON = 0x3a;
const MINUS = 0x2d;
const PLUS = 0x2b;
const DOT = 0x2e;
const ZERO = 0x30;
const NINE = 0x39;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;

const isDigit = (c: number) => c >= ZERO && c <= NINE;
const isHex = (c: number) => isDigit(c) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66);
// JSON whitespace is only these four; a BOM or a non-breaking space is an error, as in JSON.parse.
const isSpace = (c: number) => c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;
// Characters that may follow a backslash (besides u).
const SIMPLE_ESCAPES = new Set([QUOTE, BACKSLASH, 0x2f, 0x62, 0x66, 0x6e, 0x72, 0x74]);

class SyntaxFailure {
  constructor(readonly offset: number) {}
}

export function parseJson(text: string): ParseResult {
  const n = text.length;
  let i = 0;
  let nodeCount = 0;

  const fail = (at: number): never => {
    throw new SyntaxFailure(Math.min(at, n));
  };
  const skipSpace = () => {
    while (i < n && isSpace(text.charCodeAt(i))) i++;
  };

  /** Scans a string literal starting at the quote at `i`; returns its end (exclusive). */
  const scanString = (start: number): number => {
    let j = start + 1;
    for (;;) {
      if (j >= n) return fail(n);
      const c = text.charCodeAt(j);
      if (c === QUOTE) return j + 1;
      if (c < 0x20) return fail(j);
      if (c !== BACKSLASH) {
        j++;
        continue;
      }
      const e = j + 1 < n ? text.charCodeAt(j + 1) : -1;
      if (e === 0x75) {
        for (let k = j + 2; k < j + 6; k++) if (k >= n || !isHex(text.charCodeAt(k))) return fail(k);
        j += 6;
      } else if (SIMPLE_ESCAPES.has(e)) {
        j += 2;
      } else {
        return fail(j + 1);
      }
    }
  };

  const scanDigits = (from: number): number => {
    let j = from;
    while (j < n && isDigit(text.charCodeAt(j))) j++;
    return j;
  };

  const scanNumber = (start: number): number => {
    let j = start;
    if (text.charCodeAt(j) === MINUS) j++;
    const first = j < n ? text.charCodeAt(j) : -1;
    if (first === ZERO) j++;
    else if (first > ZERO && first <= NINE) j = scanDigits(j + 1);
    else return fail(j);
    if (j < n && text.charCodeAt(j) === DOT) {
      if (!(j + 1 < n && isDigit(text.charCodeAt(j + 1)))) return fail(j + 1);
      j = scanDigits(j + 1);
    }
    const e = j < n ? text.charCodeAt(j) : -1;
    if (e === 0x65 || e === 0x45) {
      j++;
      const sign = j < n ? text.charCodeAt(j) : -1;
      if (sign === PLUS || sign === MINUS) j++;
      if (!(j < n && isDigit(text.charCodeAt(j)))) return fail(j);
      j = scanDigits(j);
    }
    return j;
  };

  const scanWord = (start: number, word: string): number => {
    for (let k = 0; k < word.length; k++) {
      if (start + k >= n || text.charCodeAt(start + k) !== word.charCodeAt(k)) return fail(start + k);
    }
    return start + word.length;
  };

  /** Reads the object key at `i` (after whitespace) and the colon that follows it. */
  const readKey = (object: ObjectNode) => {
    if (i >= n || text.charCodeAt(i) !== QUOTE) fail(i);
    const end = scanString(i);
    object.keys.push(text.slice(i, end));
    i = end;
    skipSpace();
    if (i >= n || text.charCodeAt(i) !== COLON) fail(i);
    i++;
    skipSpace();
  };

  const stack: ContainerNode[] = [];
  try {
    skipSpace();
    for (;;) {
      // Parse one value at i. Containers are opened here and closed in the loop below.
      let value: JsonNode | null = null;
      const c = i < n ? text.charCodeAt(i) : -1;
      nodeCount++;
      if (c === OPEN_BRACE || c === OPEN_BRACKET) {
        const isObject = c === OPEN_BRACE;
        const node: ContainerNode = isObject ? { type: 'object', keys: [], values: [] } : { type: 'array', items: [] };
        i++;
        skipSpace();
        if (i < n && text.charCodeAt(i) === (isObject ? CLOSE_BRACE : CLOSE_BRACKET)) {
          i++;
          value = node;
        } else {
          stack.push(node);
          if (node.type === 'object') readKey(node);
          continue;
        }
      } else if (c === QUOTE) {
        const end = scanString(i);
        value = { type: 'string', raw: text.slice(i, end) };
        i = end;
      } else if (c === MINUS || isDigit(c)) {
        const end = scanNumber(i);
        value = { type: 'number', raw: text.slice(i, end) };
        i = end;
      } else if (c === 0x74 || c === 0x66) {
        const end = scanWord(i, c === 0x74 ? 'true' : 'false');
        value = { type: 'boolean', raw: text.slice(i, end) };
        i = end;
      } else if (c === 0x6e) {
        i = scanWord(i, 'null');
        value = { type: 'null', raw: 'null' };
      } else {
        fail(i);
      }

      // Attach the finished value, closing every container it completes.
      for (;;) {
        const parent = stack[stack.length - 1];
        if (!parent) {
          skipSpace();
          if (i < n) fail(i);
          return { ok: true, root: value!, nodeCount };
        }
        if (parent.type === 'object') parent.values.push(value!);
        else parent.items.push(value!);
        skipSpace();
        const next = i < n ? text.charCodeAt(i) : -1;
        if (next === COMMA) {
          i++;
          skipSpace();
          if (parent.type === 'object') readKey(parent);
          break;
        }
        if (next === (parent.type === 'object' ? CLOSE_BRACE : CLOSE_BRACKET)) {
          i++;
          value = stack.pop()!;
          continue;
        }
        fail(i);
      }
    }
  } catch (error) {
    if (error instanceof SyntaxFailure) return { ok: false, offset: error.offset };
    throw error;
  }
}

/** Line and column (1-based) of a UTF-16 offset. \r\n, \r and \n each end a line, as in V8's messages. */
export function lineColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset && i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x0a || (c === 0x0d && text.charCodeAt(i + 1) !== 0x0a)) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: offset - lineStart + 1 };
}
