/**
 * YAML ↔ JSON, both ways (issue #32). Pure: no React, no DOM, so the page, the Worker and the unit
 * tests run the same code. Parsing and writing YAML is the `yaml` package's (YAML 1.2, core
 * schema): anchors and aliases (and `<<` merge keys) are resolved, and a stream of several
 * documents becomes a JSON array. Each conversion is a generator that yields its progress, for the
 * shared large-text path (src/ui/background-task.ts): YAML is read a lexical token at a time, and
 * JSON is written out as YAML a slice of entries at a time. Problems come back as reasons with
 * line and column, never as words: the screen says them in the page's language.
 *
 * `yaml` is passed in rather than imported: the Worker imports it, and the page loads it at the
 * first input (src/tools/yaml-json-converter/load-yaml.ts), so its 30 kB are not in the page's
 * start-up script.
 */
import type * as YamlModule from 'yaml';
import { runToEnd } from '../../ui/tasks';
import { lineStarts } from '../../ui/text-lines';
import { parseJson } from '../json-formatter/json-parser';

export type Direction = 'yaml-to-json' | 'json-to-yaml';
export type Indent = 2 | 4;

export interface ConvertOptions {
  direction: Direction;
  /** Spaces per level, in the JSON or the YAML written. */
  indent: Indent;
}

export const DEFAULT_OPTIONS: ConvertOptions = { direction: 'yaml-to-json', indent: 2 };

export const DIRECTIONS: readonly Direction[] = ['yaml-to-json', 'json-to-yaml'];
export const INDENTS: readonly Indent[] = [2, 4];

export const JSON_FILENAME = 'data.json';
export const YAML_FILENAME = 'data.yaml';

/** Why a conversion failed. Lines and columns count from 1; documents from 1. */
export type ConvertProblem =
  /** The YAML parser's message (English, from the library) and where it points. */
  | { kind: 'invalidYaml'; message: string; code: string; line: number; column: number; document: number }
  | { kind: 'unresolvedAlias'; name: string; line: number; column: number }
  | { kind: 'recursiveAlias'; name: string; line: number; column: number }
  | { kind: 'tooManyAliases' }
  | { kind: 'invalidJson'; message: string; line: number | null; column: number | null };

/** Something converted, but worth knowing: a tag the core schema does not know, a number JSON cannot hold. */
export type ConvertNote =
  | { kind: 'yamlWarning'; message: string; line: number; column: number }
  | { kind: 'nonFinite'; count: number };

export type ConvertResult =
  | { status: 'empty' }
  | {
      status: 'ok';
      direction: Direction;
      output: string;
      /** Where each output line starts, for the viewer (computed where the work ran). */
      outputLineStarts: Uint32Array;
      /** YAML → JSON: the documents read (several become an array). JSON → YAML: 1. */
      documents: number;
      notes: ConvertNote[];
    }
  | { status: 'error'; problem: ConvertProblem };

export interface ConvertInput {
  text: string;
  options: ConvertOptions;
}

/** The `yaml` module (the parts used here). */
export type Yaml = Pick<typeof YamlModule, 'Lexer' | 'Parser' | 'Composer' | 'LineCounter' | 'Document' | 'visit'>;

/** Lexical tokens read per step. */
const TOKENS_PER_STEP = 4000;
/** JSON entries written as YAML per step. */
const ENTRIES_PER_STEP = 2000;
/** Aliases a document may expand (the library's guard against "billion laughs" documents). */
const MAX_ALIAS_COUNT = 100;

/** One conversion, whichever the direction. */
export function* convertTask({ text, options }: ConvertInput, yaml: Yaml): Generator<number, ConvertResult, void> {
  if (text.trim() === '') return { status: 'empty' };
  return options.direction === 'yaml-to-json' ? yield* yamlToJson(yaml, text, options) : yield* jsonToYaml(yaml, text, options);
}

/** The same conversion in one go (small input, tests). */
export function convert(text: string, options: ConvertOptions, yaml: Yaml): ConvertResult {
  return runToEnd(convertTask({ text, options }, yaml));
}

// ---------------------------------------------------------------- YAML → JSON

type YamlDocument = YamlModule.Document.Parsed;

/** Where an alias that cannot be written as JSON is: one to no anchor, or one inside the node it names. */
function aliasProblem(yaml: Yaml, doc: YamlDocument, lines: InstanceType<Yaml['LineCounter']>): ConvertProblem | null {
  let problem: ConvertProblem | null = null;
  yaml.visit(doc, {
    Alias(_key, alias, path) {
      const target = alias.resolve(doc);
      const at = lines.linePos(alias.range?.[0] ?? 0);
      if (!target) problem = { kind: 'unresolvedAlias', name: alias.source, line: at.line, column: at.col };
      else if (path.includes(target)) problem = { kind: 'recursiveAlias', name: alias.source, line: at.line, column: at.col };
      return problem ? yaml.visit.BREAK : undefined;
    },
  });
  return problem;
}

function* yamlToJson(yaml: Yaml, source: string, options: ConvertOptions): Generator<number, ConvertResult, void> {
  const text = source.charCodeAt(0) === 0xfeff ? source.slice(1) : source;
  const lines = new yaml.LineCounter();
  const lexer = new yaml.Lexer();
  const parser = new yaml.Parser(lines.addNewLine);
  // Merge keys (`<<: *base`) are not in YAML 1.2's core schema, but every compose file uses them.
  const composer = new yaml.Composer({ version: '1.2', merge: true, uniqueKeys: true, logLevel: 'silent' });
  const docs: YamlDocument[] = [];
  lines.addNewLine(0);
  let tokens = 0;
  for (const lexeme of lexer.lex(text)) {
    for (const token of parser.next(lexeme)) docs.push(...composer.next(token));
    if (++tokens % TOKENS_PER_STEP === 0) yield (0.6 * parser.offset) / text.length;
  }
  for (const token of parser.end()) docs.push(...composer.next(token));
  docs.push(...composer.end());
  yield 0.6;

  const notes: ConvertNote[] = [];
  for (const [index, doc] of docs.entries()) {
    const error = doc.errors[0];
    if (error) {
      const at = lines.linePos(error.pos[0]);
      return { status: 'error', problem: { kind: 'invalidYaml', message: error.message, code: error.code, line: at.line, column: at.col, document: index + 1 } };
    }
    for (const warning of doc.warnings) {
      const at = lines.linePos(warning.pos[0]);
      notes.push({ kind: 'yamlWarning', message: warning.message, line: at.line, column: at.col });
    }
  }

  const values: unknown[] = [];
  for (const doc of docs) {
    try {
      values.push(doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT }));
    } catch {
      // An alias to no anchor, or past the alias limit (the library's only reasons to throw here).
      return { status: 'error', problem: aliasProblem(yaml, doc, lines) ?? { kind: 'tooManyAliases' } };
    }
    yield 0.6 + (0.2 * values.length) / docs.length;
  }

  // Several documents become an array; one is its value; a stream of comments alone is null.
  const value = values.length === 1 ? values[0] : values.length === 0 ? null : values;
  let nonFinite = 0;
  let output: string;
  try {
    output = JSON.stringify(value, (_key, item: unknown) => {
      if (typeof item === 'number' && !Number.isFinite(item)) {
        nonFinite++;
        return null;
      }
      return item;
    }, options.indent) ?? 'null';
  } catch {
    // JSON.stringify meets a structure that contains itself: find the alias that made it.
    const problem = docs.map((doc) => aliasProblem(yaml, doc, lines)).find((p) => p !== null);
    return { status: 'error', problem: problem ?? { kind: 'recursiveAlias', name: '', line: 1, column: 1 } };
  }
  if (nonFinite > 0) notes.push({ kind: 'nonFinite', count: nonFinite });
  yield 0.95;
  return { status: 'ok', direction: 'yaml-to-json', output, outputLineStarts: lineStarts(output), documents: docs.length, notes };
}

// ---------------------------------------------------------------- JSON → YAML

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

function* jsonToYaml(yaml: Yaml, source: string, options: ConvertOptions): Generator<number, ConvertResult, void> {
  const text = source.charCodeAt(0) === 0xfeff ? source.slice(1) : source;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return { status: 'error', problem: jsonProblem(text, error) };
  }
  yield 0.3;
  // No folding of long lines (lineWidth 0): a string stays on its line unless it has line breaks.
  const settings = { version: '1.2', indent: options.indent, lineWidth: 0, aliasDuplicateObjects: false } as const;
  const write = (value: unknown) => {
    const doc = new yaml.Document(value, settings);
    // yaml 2.9 writes a string with a line of only spaces (" \n") as a block scalar whose indent a
    // reader cannot tell from that line, so the spaces are lost: such strings are double-quoted.
    // A key "<<" written plain would read back as a merge key (its value merged, the key gone):
    // it is quoted, which a reader takes as the string.
    yaml.visit(doc, {
      Scalar(key, node) {
        if (typeof node.value === 'string' && node.value.includes('\n') && /^[ \t]+$/m.test(node.value)) node.type = 'QUOTE_DOUBLE';
        else if (key === 'key' && node.value === '<<') node.type = 'QUOTE_DOUBLE';
      },
    });
    return doc.toString(settings);
  };
  const parts: string[] = [];
  // A large array or object is written a slice of entries at a time: "- item" lines and
  // "key: value" lines put one after another are the same YAML as the whole written at once.
  if (Array.isArray(data) && data.length > 0) {
    for (let i = 0; i < data.length; i += ENTRIES_PER_STEP) {
      parts.push(write(data.slice(i, i + ENTRIES_PER_STEP)));
      yield 0.3 + (0.65 * i) / data.length;
    }
  } else if (typeof data === 'object' && data !== null && Object.keys(data).length > 0) {
    const entries = Object.entries(data);
    for (let i = 0; i < entries.length; i += ENTRIES_PER_STEP) {
      // A Map keeps every key as it is ("__proto__" included).
      parts.push(write(new Map(entries.slice(i, i + ENTRIES_PER_STEP))));
      yield 0.3 + (0.65 * i) / entries.length;
    }
  } else {
    parts.push(write(data));
  }
  const output = parts.join('');
  return { status: 'ok', direction: 'json-to-yaml', output, outputLineStarts: lineStarts(output), documents: 1, notes: [] };
}

// ---------------------------------------------------------------- samples

export const SAMPLE_YAML = [
  '# Two services sharing defaults through an anchor and a merge key',
  'defaults: &defaults',
  '  image: nginx:1.27',
  '  restart: unless-stopped',
  '  ports: [80, 443]',
  'services:',
  '  web:',
  '    <<: *defaults',
  '    replicas: 3',
  '  admin:',
  '    <<: *defaults',
  '    replicas: 1',
  '    public: false',
  '    note: |',
  '      Internal only.',
  '      Reachable through the VPN.',
  '---',
  'release: 2.4.0',
  'date: 2026-11-28',
].join('\n');

export const SAMPLE_JSON = JSON.stringify(
  {
    name: 'toolshed',
    version: '2.4.0',
    private: true,
    scripts: { build: 'vite build', test: 'node scripts/test.mjs' },
    keywords: ['tools', 'yaml', 'json'],
    maintainers: [{ name: 'Ada Lovelace', email: 'ada@example.com' }],
    note: 'Line one.\nLine two.',
    license: null,
  },
  null,
  2,
);

export const isDirection = (value: unknown): value is Direction => DIRECTIONS.includes(value as Direction);
export const isIndent = (value: unknown): value is Indent => INDENTS.includes(value as Indent);
