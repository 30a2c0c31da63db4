/**
 * JSONPath queries (RFC 9535) over a JSON document (issue #32). Pure: no React, no DOM, so the page,
 * the Worker and the unit tests run the same code. Parsing and evaluating the expression is
 * jsonpath-rfc9535's (it passes the JSONPath compliance test suite and needs no `eval`, which the
 * site's CSP forbids); it is passed in rather than imported, so the page loads it with the tool
 * only. The query is a generator that yields its progress, for the shared large-text path
 * (src/ui/background-task.ts). Problems come back as reasons with their place, never as words:
 * the screen says them in the page's language.
 */
import type * as Engine from './engine';
import { runToEnd } from '../../ui/tasks';
import { parseJson } from '../json-formatter/json-parser';

/** The engine (the parts used here). */
export type JsonPathEngine = Pick<typeof Engine, 'exec' | 'parse'>;

/** The function extensions RFC 9535 defines; any other name makes an expression invalid. */
export const FUNCTIONS: readonly string[] = ['length', 'count', 'match', 'search', 'value'];

/** Why the JSON cannot be read. Lines and columns count from 1. */
export interface JsonProblem {
  kind: 'invalidJson';
  /** The engine's message (English, from JSON.parse). */
  message: string;
  line: number | null;
  column: number | null;
}

/** Why the expression is not a JSONPath query. Columns count from 1 (characters of the expression). */
export type ExpressionProblem =
  | { kind: 'emptyExpression' }
  | { kind: 'missingRoot'; found: string }
  /** `found` is null at the end of the expression; `expected` lists what could come there. */
  | { kind: 'syntax'; column: number; found: string | null; expected: string[] }
  | { kind: 'unknownFunction'; name: string; column: number }
  /** Not a syntax error the parser locates (a type error the engine reports). */
  | { kind: 'invalid'; message: string };

export interface Match {
  /** The normalized path, e.g. $['store']['book'][0]['title']. */
  path: string;
  value: unknown;
}

export type QueryResult =
  | { status: 'empty' }
  | { status: 'ok'; matches: Match[] }
  | { status: 'error'; json: JsonProblem | null; expression: ExpressionProblem | null };

export interface QueryInput {
  text: string;
  expression: string;
}

/** Line and column (from 1) of an offset. */
function position(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let start = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) {
    line++;
    start = i + 1;
  }
  return { line, column: offset - start + 1 };
}

/** The engine's message, and where it stopped (the JSON formatter's parser reports the offset V8 does). */
function jsonProblem(text: string, error: unknown): JsonProblem {
  const message = error instanceof Error ? error.message : String(error);
  const parsed = parseJson(text);
  if (parsed.ok) return { kind: 'invalidJson', message, line: null, column: null };
  return { kind: 'invalidJson', message, ...position(text, parsed.offset) };
}

interface PegError {
  location: { start: { offset: number } };
  found: string | null;
  expected: { type: string; text?: string; description?: string }[] | null;
}

const isPegError = (error: unknown): error is PegError =>
  typeof error === 'object' && error !== null && 'location' in error && typeof (error as PegError).location?.start?.offset === 'number';

/** The literal texts the parser expected there (character classes, such as the letters of a name, left out). */
function expectations(error: PegError): string[] {
  const seen = new Set<string>();
  for (const item of error.expected ?? []) {
    if (item.type === 'literal' && item.text !== undefined) seen.add(item.text);
  }
  return [...seen].sort();
}

/** Function names used in a parsed query (the AST carries no places: the text is searched for them). */
function functionNames(node: unknown, names: Set<string>): Set<string> {
  if (Array.isArray(node)) for (const item of node) functionNames(item, names);
  else if (typeof node === 'object' && node !== null) {
    const record = node as Record<string, unknown>;
    if (record.type === 'FunctionExpr' && typeof record.name === 'string') names.add(record.name);
    for (const value of Object.values(record)) functionNames(value, names);
  }
  return names;
}

/** Whether the expression is a JSONPath query, and if not, why and where. */
export function checkExpression(expression: string, engine: JsonPathEngine): ExpressionProblem | null {
  if (expression.trim() === '') return { kind: 'emptyExpression' };
  let ast: unknown;
  try {
    ast = engine.parse(expression);
  } catch (error) {
    if (!isPegError(error)) return { kind: 'invalid', message: error instanceof Error ? error.message : String(error) };
    const offset = error.location.start.offset;
    if (offset === 0 && error.found !== null) return { kind: 'missingRoot', found: error.found };
    return { kind: 'syntax', column: offset + 1, found: error.found, expected: expectations(error) };
  }
  for (const name of functionNames(ast, new Set())) {
    if (!FUNCTIONS.includes(name)) {
      const at = new RegExp(`(?<![\\w$@.])${name}\\s*\\(`, 'u').exec(expression);
      return { kind: 'unknownFunction', name, column: (at?.index ?? expression.indexOf(name)) + 1 };
    }
  }
  return null;
}

/** Runs a query: the JSON is read, the expression checked, then evaluated. */
export function* queryTask({ text, expression }: QueryInput, engine: JsonPathEngine): Generator<number, QueryResult, void> {
  if (text.trim() === '') return { status: 'empty' };
  const expressionProblem = checkExpression(expression, engine);
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  let data: unknown;
  try {
    data = JSON.parse(source);
  } catch (error) {
    return { status: 'error', json: jsonProblem(source, error), expression: expressionProblem };
  }
  if (expressionProblem) return { status: 'error', json: null, expression: expressionProblem };
  yield 0.5;
  const matches: Match[] = [];
  try {
    engine.exec(data as Parameters<JsonPathEngine['exec']>[0], expression, (value, path) => {
      matches.push({ path: normalizedPath(path), value });
    });
  } catch (error) {
    return { status: 'error', json: null, expression: { kind: 'invalid', message: error instanceof Error ? error.message : String(error) } };
  }
  return { status: 'ok', matches };
}

/** The same query in one go (small input, tests). */
export function runQuery(text: string, expression: string, engine: JsonPathEngine): QueryResult {
  return runToEnd(queryTask({ text, expression }, engine));
}

/**
 * RFC 9535 section 2.7's normalized path of the engine's path (its member names are already
 * escaped as that section says: \' \\ \b \f \n \r \t and \u00XX for other control characters).
 */
export function normalizedPath(path: readonly (string | number)[]): string {
  let result = '$';
  for (const key of path) result += typeof key === 'number' ? `[${key}]` : `['${key}']`;
  return result;
}

/** All the values, as a JSON array (what "Copy Values" puts on the clipboard). */
export const valuesJson = (matches: readonly Match[]): string => JSON.stringify(matches.map((m) => m.value), null, 2);

/** All the paths, as a JSON array (what "Copy Paths" puts on the clipboard). */
export const pathsJson = (matches: readonly Match[]): string => JSON.stringify(matches.map((m) => m.path), null, 2);

/** A value on one line, cut after `max` characters (the full value is in Copy Values). */
export function previewValue(value: unknown, max = 200): string {
  const text = JSON.stringify(value);
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

// ---------------------------------------------------------------- sample and examples

/** RFC 9535 section 1.5's example document (Figure 1). */
export const BOOKSTORE = {
  store: {
    book: [
      { category: 'reference', author: 'Nigel Rees', title: 'Sayings of the Century', price: 8.95 },
      { category: 'fiction', author: 'Evelyn Waugh', title: 'Sword of Honour', price: 12.99 },
      { category: 'fiction', author: 'Herman Melville', title: 'Moby Dick', isbn: '0-553-21311-3', price: 8.99 },
      { category: 'fiction', author: 'J. R. R. Tolkien', title: 'The Lord of the Rings', isbn: '0-395-19395-8', price: 22.99 },
    ],
    bicycle: { color: 'red', price: 399 },
  },
};

export const SAMPLE_JSON = JSON.stringify(BOOKSTORE, null, 2);

export const DEFAULT_EXPRESSION = '$..book[?@.price < 10].title';

/** The example chips: RFC 9535 section 1.5's table and a filter or two. */
export const EXAMPLES: readonly string[] = [
  '$.store.book[*].author',
  '$..author',
  '$.store.*',
  '$.store..price',
  '$..book[2]',
  '$..book[-1]',
  '$..book[0,1]',
  '$..book[?@.isbn]',
  '$..book[?@.price < 10].title',
  "$..book[?match(@.author, '.*Tolkien')]",
  '$..*',
];
