/**
 * CSV ↔ JSON, both ways (issue #32). Pure: no React, no DOM, so the page, the Worker and the
 * unit tests run the same code. Parsing is papaparse's (RFC 4180: quoted fields may hold the
 * delimiter, doubled quotes and line breaks); each conversion is a generator that works through
 * the text a slice at a time and yields its progress, for the shared large-text path
 * (src/ui/background-task.ts). Problems come back as reasons with row numbers, never as words:
 * the screen says them in the page's language.
 *
 * papaparse is passed in rather than imported: the Worker imports it, and the page loads it at the
 * first input (src/tools/csv-json-converter/papa.ts), so it is not in the page's start-up script.
 */
import type PapaModule from 'papaparse';
import { runToEnd } from '../../ui/tasks';
import { lineStarts } from '../../ui/text-lines';
import { parseJson } from '../json-formatter/json-parser';

export type Direction = 'csv-to-json' | 'json-to-csv';
export type DelimiterId = 'comma' | 'semicolon' | 'tab' | 'pipe';
export type DelimiterChoice = 'auto' | DelimiterId;
export type Shape = 'objects' | 'arrays';

export interface ConvertOptions {
  direction: Direction;
  /** CSV → JSON: 'auto' detects it. JSON → CSV: the delimiter written ('auto' writes commas). */
  delimiter: DelimiterChoice;
  /** CSV → JSON: the first row names the columns. JSON → CSV: objects get a header row. */
  header: boolean;
  /** CSV → JSON: numbers, true/false and empty fields become numbers, booleans and null. */
  inferTypes: boolean;
  /** CSV → JSON: an array of objects (needs the header row) or of arrays. */
  shape: Shape;
}

export const DEFAULT_OPTIONS: ConvertOptions = { direction: 'csv-to-json', delimiter: 'auto', header: true, inferTypes: true, shape: 'objects' };

export const DIRECTIONS: readonly Direction[] = ['csv-to-json', 'json-to-csv'];
export const DELIMITER_CHOICES: readonly DelimiterChoice[] = ['auto', 'comma', 'semicolon', 'tab', 'pipe'];
export const SHAPES: readonly Shape[] = ['objects', 'arrays'];

export const DELIMITERS: Record<DelimiterId, string> = { comma: ',', semicolon: ';', tab: '\t', pipe: '|' };

export const JSON_FILENAME = 'data.json';
export const CSV_FILENAME = 'data.csv';

/** Why a conversion failed. Rows and items count from 1; a CSV row is a record (a quoted line break stays in its row). */
export type ConvertProblem =
  | { kind: 'ragged'; row: number; found: number; expected: number; firstRow: number }
  | { kind: 'unclosedQuote'; row: number }
  | { kind: 'strayQuote'; row: number }
  | { kind: 'invalidJson'; message: string; line: number | null; column: number | null }
  | { kind: 'notTable'; found: JsonKind }
  | { kind: 'badItem'; item: number; found: JsonKind }
  | { kind: 'mixedItems'; item: number; found: 'object' | 'array'; expected: 'object' | 'array' };

export type JsonKind = 'object' | 'array' | 'string' | 'number' | 'boolean' | 'null';

export type ConvertResult =
  | { status: 'empty' }
  | {
      status: 'ok';
      direction: Direction;
      output: string;
      /** Where each output line starts, for the viewer (computed where the work ran). */
      outputLineStarts: Uint32Array;
      /** Data rows (the header row not counted). */
      rows: number;
      columns: number;
      delimiter: DelimiterId;
      /** The delimiter was detected, not chosen. */
      detected: boolean;
      /** CSV → JSON without a header row: arrays, whatever the shape option says. */
      shape: Shape;
    }
  | { status: 'error'; problem: ConvertProblem };

export interface ConvertInput {
  text: string;
  options: ConvertOptions;
}

/** papaparse's module (the parts used here). */
export type Papa = Pick<typeof PapaModule, 'parse' | 'Parser'>;

/** Characters parsed per step: a few milliseconds of work. */
const CHUNK_CHARS = 1 << 18;
/** JSON items written per step. */
const CHUNK_ITEMS = 4000;
/** How much of the text the delimiter and line-break guess reads. */
const SAMPLE_CHARS = 1 << 16;

const DELIMITER_BY_CHAR: Record<string, DelimiterId> = { ',': 'comma', ';': 'semicolon', '\t': 'tab', '|': 'pipe' };

/** One conversion, whichever the direction (CSV → JSON needs papaparse). */
export function* convertTask({ text, options }: ConvertInput, papa: Papa): Generator<number, ConvertResult, void> {
  if (text.trim() === '') return { status: 'empty' };
  return options.direction === 'csv-to-json' ? yield* csvToJson(papa, text, options) : yield* jsonToCsv(text, options);
}

/** The same conversion in one go (small input, tests). */
export function convert(text: string, options: ConvertOptions, papa: Papa): ConvertResult {
  return runToEnd(convertTask({ text, options }, papa));
}

// ---------------------------------------------------------------- CSV → JSON

interface PapaError {
  code: string;
  row: number;
}
interface PapaChunk {
  data: string[][];
  errors: PapaError[];
  meta: { cursor: number };
}

/** The delimiter and line break papaparse guesses from the start of the text. */
export function detectFormat(papa: Papa, text: string, choice: DelimiterChoice): { delimiter: DelimiterId; newline: string } {
  const sample = text.slice(0, SAMPLE_CHARS);
  const guess = papa.parse<string[]>(sample, {
    delimiter: choice === 'auto' ? '' : DELIMITERS[choice],
    delimitersToGuess: [',', ';', '\t', '|'],
    preview: 50,
  });
  return { delimiter: DELIMITER_BY_CHAR[guess.meta.delimiter] ?? 'comma', newline: guess.meta.linebreak || '\n' };
}

/** A field as JSON: with inference, numbers that keep every digit, true/false and empty → null. */
export function inferValue(field: string): string | number | boolean | null {
  if (field === '') return null;
  if (field === 'true' || field === 'TRUE' || field === 'True') return true;
  if (field === 'false' || field === 'FALSE' || field === 'False') return false;
  if (/^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/.test(field)) {
    const n = Number(field);
    // Only numbers that survive: 15 significant digits at most (no float noise, no lost digits), no -0.
    const digits = field.replace(/[eE].*$/, '').replace(/[-.]/g, '').replace(/^0+/, '');
    if (Number.isFinite(n) && !Object.is(n, -0) && digits.length <= 15) return n;
  }
  return field;
}

/** Header names made unique the way papaparse does: a repeated "name" becomes "name_1". */
export function uniqueHeaders(names: readonly string[]): string[] {
  const used = new Set(names);
  const seen = new Map<string, number>();
  return names.map((name) => {
    const count = seen.get(name);
    if (count === undefined) {
      seen.set(name, 1);
      return name;
    }
    let suffix = count;
    let next = `${name}_${suffix}`;
    while (used.has(next)) next = `${name}_${++suffix}`;
    seen.set(name, suffix + 1);
    used.add(next);
    return next;
  });
}

function* csvToJson(papa: Papa, source: string, options: ConvertOptions): Generator<number, ConvertResult, void> {
  const text = source.charCodeAt(0) === 0xfeff ? source.slice(1) : source;
  const { delimiter, newline } = detectFormat(papa, text, options.delimiter);
  const parser = new papa.Parser({ delimiter: DELIMITERS[delimiter], newline: newline as '\n' });
  const endsWithBreak = /[\r\n]$/.test(text);
  const value = options.inferTypes ? (field: string) => JSON.stringify(inferValue(field)) : (field: string) => JSON.stringify(field);
  const shape: Shape = options.header ? options.shape : 'arrays';

  const parts: string[] = [];
  let keys: string[] | null = null;
  let expected = -1;
  let firstRow = 0;
  let row = 0;
  let rows = 0;
  let partial = '';
  for (let at = 0; ; at += CHUNK_CHARS) {
    const last = at + CHUNK_CHARS >= text.length;
    const chunk = partial + text.slice(at, at + CHUNK_CHARS);
    const parsed = (parser as unknown as { parse(input: string, base: number, ignoreLastRow: boolean): PapaChunk }).parse(chunk, 0, !last);
    // A row cut off by the chunk's end is parsed again with the next chunk; only finished rows count.
    const error = parsed.errors.find((e) => last || e.row < parsed.data.length);
    const fields = parsed.data;
    for (let i = 0; i < fields.length; i++) {
      const record = fields[i]!;
      row++;
      if (error && error.row === i) {
        return { status: 'error', problem: { kind: error.code === 'MissingQuotes' ? 'unclosedQuote' : 'strayQuote', row } };
      }
      const blank = record.length === 1 && record[0] === '';
      // Blank lines between rows of several fields, and the line break that ends the file, are not rows.
      if (blank && (expected > 1 || (last && i === fields.length - 1 && endsWithBreak && expected !== -1))) continue;
      if (expected === -1) {
        expected = record.length;
        firstRow = row;
        if (options.header) {
          keys = uniqueHeaders(record).map((name) => JSON.stringify(name));
          continue;
        }
      } else if (record.length !== expected) {
        return { status: 'error', problem: { kind: 'ragged', row, found: record.length, expected, firstRow } };
      }
      rows++;
      if (shape === 'objects' && keys) {
        const names = keys;
        parts.push(`  {\n${record.map((field, c) => `    ${names[c]}: ${value(field)}`).join(',\n')}\n  }`);
      } else {
        parts.push(`  [${record.map(value).join(', ')}]`);
      }
    }
    if (error) return { status: 'error', problem: { kind: error.code === 'MissingQuotes' ? 'unclosedQuote' : 'strayQuote', row: row + 1 } };
    if (last) break;
    partial = chunk.slice(parsed.meta.cursor);
    yield Math.min(0.9, (at + CHUNK_CHARS) / text.length);
  }
  const output = parts.length === 0 ? '[]' : `[\n${parts.join(',\n')}\n]`;
  yield 0.95;
  return {
    status: 'ok',
    direction: 'csv-to-json',
    output,
    outputLineStarts: lineStarts(output),
    rows,
    columns: Math.max(0, expected),
    delimiter,
    detected: options.delimiter === 'auto',
    shape,
  };
}

// ---------------------------------------------------------------- JSON → CSV

export function kindOf(value: unknown): JsonKind {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  const type = typeof value;
  return type === 'object' ? 'object' : type === 'number' ? 'number' : type === 'boolean' ? 'boolean' : 'string';
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
function jsonProblem(text: string, error: unknown): ConvertProblem {
  const message = error instanceof Error ? error.message : String(error);
  const parsed = parseJson(text);
  if (parsed.ok) return { kind: 'invalidJson', message, line: null, column: null };
  return { kind: 'invalidJson', message, ...position(text, parsed.offset) };
}

/** A JSON value as CSV field text: null is empty, nested objects and arrays are their JSON. */
export function fieldText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** RFC 4180: a field holding the delimiter, a quote or a line break is quoted, its quotes doubled. */
export function quoteField(field: string, delimiter: string): string {
  return field.includes('"') || field.includes(delimiter) || field.includes('\n') || field.includes('\r') ? `"${field.replaceAll('"', '""')}"` : field;
}

/** One CSV record. A lone empty field is written "" so that it is not read back as a blank line. */
export function csvRow(fields: readonly string[], delimiter: string): string {
  if (fields.length === 1 && fields[0] === '') return '""';
  return fields.map((field) => quoteField(field, delimiter)).join(delimiter);
}

/** RFC 4180's record separator. */
export const CSV_LINE_BREAK = '\r\n';

function* jsonToCsv(text: string, options: ConvertOptions): Generator<number, ConvertResult, void> {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return { status: 'error', problem: jsonProblem(text, error) };
  }
  yield 0.3;
  const kind = kindOf(data);
  if (kind !== 'array' && kind !== 'object') return { status: 'error', problem: { kind: 'notTable', found: kind } };
  const items: unknown[] = kind === 'array' ? (data as unknown[]) : [data];
  const delimiterId: DelimiterId = options.delimiter === 'auto' ? 'comma' : options.delimiter;
  const delimiter = DELIMITERS[delimiterId];

  // Every item is an object (named columns) or every item is an array (columns by position).
  let itemKind: 'object' | 'array' | null = null;
  let columns = 0;
  const keys = new Map<string, number>();
  for (let i = 0; i < items.length; i++) {
    const found = kindOf(items[i]);
    if (found !== 'object' && found !== 'array') return { status: 'error', problem: { kind: 'badItem', item: i + 1, found } };
    if (itemKind === null) itemKind = found;
    else if (found !== itemKind) return { status: 'error', problem: { kind: 'mixedItems', item: i + 1, found, expected: itemKind } };
    if (found === 'object') {
      for (const key of Object.keys(items[i] as object)) if (!keys.has(key)) keys.set(key, keys.size);
    } else columns = Math.max(columns, (items[i] as unknown[]).length);
    if (i % CHUNK_ITEMS === CHUNK_ITEMS - 1) yield 0.3 + (0.2 * i) / items.length;
  }

  const lines: string[] = [];
  const names = [...keys.keys()];
  if (itemKind === 'object') {
    columns = names.length;
    if (options.header) lines.push(csvRow(names, delimiter));
  }
  for (let i = 0; i < items.length; i++) {
    const item = items[i];
    const fields =
      itemKind === 'object'
        ? names.map((name) => (Object.hasOwn(item as object, name) ? fieldText((item as Record<string, unknown>)[name]) : ''))
        : Array.from({ length: columns }, (_, c) => fieldText((item as unknown[])[c]));
    lines.push(csvRow(fields, delimiter));
    if (i % CHUNK_ITEMS === CHUNK_ITEMS - 1) yield 0.5 + (0.45 * i) / items.length;
  }
  const output = lines.join(CSV_LINE_BREAK);
  return {
    status: 'ok',
    direction: 'json-to-csv',
    output,
    outputLineStarts: lineStarts(output),
    rows: items.length,
    columns,
    delimiter: delimiterId,
    detected: false,
    shape: itemKind === 'array' ? 'arrays' : 'objects',
  };
}

// ---------------------------------------------------------------- samples

export const SAMPLE_CSV = [
  'id,name,city,joined,active,score',
  '1,Ada Lovelace,London,1833-06-05,true,98.5',
  '2,"Hopper, Grace",New York,1944-07-02,true,',
  '3,"Alan ""Prof"" Turing",Wilmslow,1936-05-28,false,87',
  '4,Katherine Johnson,"Hampton,',
  'Virginia",1953-06-01,true,92.25',
].join('\n');

export const SAMPLE_JSON = JSON.stringify(
  [
    { id: 1, name: 'Ada Lovelace', city: 'London', active: true, score: 98.5 },
    { id: 2, name: 'Hopper, Grace', city: 'New York', active: true, score: null },
    { id: 3, name: 'Alan "Prof" Turing', city: 'Wilmslow', active: false, score: 87 },
  ],
  null,
  2,
);

export const isDirection = (value: unknown): value is Direction => DIRECTIONS.includes(value as Direction);
export const isDelimiterChoice = (value: unknown): value is DelimiterChoice => DELIMITER_CHOICES.includes(value as DelimiterChoice);
export const isShape = (value: unknown): value is Shape => SHAPES.includes(value as Shape);
