/**
 * SQL formatter and minifier (issue #32). Pure: no React, no DOM, so the page, the Worker and the
 * unit tests run the same code.
 *
 * Formatting is the `sql-formatter` package's (`formatDialect`, passed in with the chosen dialect
 * so the page loads the formatter core and that one dialect only: see load-engine.ts). Two things
 * are added around it:
 * - comments are kept byte for byte: the library re-indents the lines of a multi-line block
 *   comment and trims a comment at the very end, so every comment is swapped for a one-line
 *   placeholder comment before formatting and put back after it;
 * - large input is formatted a batch of statements at a time (the library's statements are split
 *   at `;` too), so the shared large-text path (src/ui/background-task.ts) can show progress.
 *
 * Minifying is our own: `lexSql` reads the text with each dialect's rules for strings, quoted
 * identifiers and comments, and `minifyTokens` joins the tokens with as little whitespace as keeps
 * the meaning (none around punctuation, one space elsewhere, a newline after a line comment).
 * Strings, quoted identifiers and comments are copied byte for byte.
 *
 * Problems come back as reasons with line and column, never as words: the screen says them in the
 * page's language.
 */
import type { DialectOptions, formatDialect } from 'sql-formatter';
import { runToEnd } from '../../ui/tasks';
import { lineStarts } from '../../ui/text-lines';

export type Dialect = 'sql' | 'postgresql' | 'mysql' | 'sqlite' | 'transactsql' | 'bigquery';
export type Mode = 'format' | 'minify';
export type KeywordCase = 'preserve' | 'upper' | 'lower';
export type Indent = '2' | '4' | 'tab';

export interface SqlOptions {
  mode: Mode;
  dialect: Dialect;
  keywordCase: KeywordCase;
  indent: Indent;
}

export const DEFAULT_OPTIONS: SqlOptions = { mode: 'format', dialect: 'sql', keywordCase: 'upper', indent: '2' };

export const DIALECTS: readonly Dialect[] = ['sql', 'postgresql', 'mysql', 'sqlite', 'transactsql', 'bigquery'];
export const MODES: readonly Mode[] = ['format', 'minify'];
export const KEYWORD_CASES: readonly KeywordCase[] = ['preserve', 'upper', 'lower'];
export const INDENTS: readonly Indent[] = ['2', '4', 'tab'];

export const isDialect = (value: unknown): value is Dialect => DIALECTS.includes(value as Dialect);
export const isMode = (value: unknown): value is Mode => MODES.includes(value as Mode);
export const isKeywordCase = (value: unknown): value is KeywordCase => KEYWORD_CASES.includes(value as KeywordCase);
export const isIndent = (value: unknown): value is Indent => INDENTS.includes(value as Indent);

/** Settings from storage, attributes or a link (untrusted): unknown or malformed values are dropped. */
export function parseSettings(data: unknown): Partial<SqlOptions> {
  if (typeof data !== 'object' || data === null) return {};
  const { mode, dialect, keywordCase, indent } = data as Record<string, unknown>;
  const result: Partial<SqlOptions> = {};
  if (isMode(mode)) result.mode = mode;
  if (isDialect(dialect)) result.dialect = dialect;
  if (isKeywordCase(keywordCase)) result.keywordCase = keywordCase;
  const spaces = typeof indent === 'number' ? String(indent) : indent;
  if (isIndent(spaces)) result.indent = spaces;
  return result;
}

export const SQL_FILENAME = 'query.sql';

/** What the formatter needs from the library: `formatDialect` and the chosen dialect's definition. */
export interface Engine {
  formatDialect: typeof formatDialect;
  dialect: DialectOptions;
}

// ---------------------------------------------------------------- lexer

export type TokenKind =
  /** Keywords, names, numbers, parameters and variables (`@id`, `$1`, `#temp`). */
  | 'word'
  | 'string'
  /** "name", `name`, [name]. */
  | 'quoted'
  | 'lineComment'
  | 'blockComment'
  /** A run of operator characters: `=`, `<>`, `::`, `->>`. */
  | 'operator'
  /** ( ) , ; . [ ] { } */
  | 'punctuation';

export interface Token {
  kind: TokenKind;
  text: string;
  /** Offset in the text. */
  start: number;
  /** Whitespace before the token. */
  spaceBefore: string;
}

/** Why the text cannot be read or formatted. Lines and columns count from 1. */
export type SqlProblem =
  | { kind: 'unterminated'; what: 'string' | 'identifier' | 'comment'; line: number; column: number }
  | { kind: 'unclosedParen'; line: number; column: number }
  | { kind: 'unmatchedParen'; line: number; column: number }
  /** The library's tokenizer stopped at text it does not know. */
  | { kind: 'unexpectedText'; text: string; line: number; column: number }
  /** The library's parser stopped at a token. */
  | { kind: 'unexpectedToken'; text: string; line: number; column: number }
  /** The query ends where the parser expected more. */
  | { kind: 'unexpectedEnd'; line: number; column: number }
  /** Any other message from the library (English). */
  | { kind: 'invalid'; message: string };

export type LexResult = { ok: true; tokens: Token[]; trailing: string } | { ok: false; problem: SqlProblem };

interface Rules {
  lineComments: readonly string[];
  nestedComments: boolean;
  /** How a '…' string escapes its quote: doubling (''), backslash, or both. */
  single: { doubled: boolean; backslash: boolean };
  /** "…": a string (with these escapes) or a quoted identifier (doubled ""). */
  double: { string: boolean; doubled: boolean; backslash: boolean };
  backtick: boolean;
  brackets: boolean;
  dollarQuotes: boolean;
  tripleQuotes: boolean;
  /** Characters that may start or continue a word besides letters, digits and _. */
  wordChars: string;
  /** Prefixes that make the quote after them a raw string (no escapes). */
  rawPrefixes: readonly string[];
  /** Prefixes that make a '…' string take backslash escapes (PostgreSQL's E'…'). */
  backslashPrefixes: readonly string[];
}

const RULES: Record<Dialect, Rules> = {
  sql: {
    lineComments: ['--'],
    nestedComments: false,
    single: { doubled: true, backslash: true },
    double: { string: false, doubled: true, backslash: false },
    backtick: true,
    brackets: false,
    dollarQuotes: false,
    tripleQuotes: false,
    wordChars: '',
    rawPrefixes: ['X'],
    backslashPrefixes: [],
  },
  postgresql: {
    lineComments: ['--'],
    nestedComments: true,
    single: { doubled: true, backslash: false },
    double: { string: false, doubled: true, backslash: false },
    backtick: false,
    brackets: false,
    dollarQuotes: true,
    tripleQuotes: false,
    wordChars: '$',
    rawPrefixes: ['B', 'X'],
    backslashPrefixes: ['E'],
  },
  mysql: {
    lineComments: ['--', '#'],
    nestedComments: false,
    single: { doubled: true, backslash: true },
    double: { string: true, doubled: true, backslash: true },
    backtick: true,
    brackets: false,
    dollarQuotes: false,
    tripleQuotes: false,
    wordChars: '$@',
    rawPrefixes: ['B', 'X'],
    backslashPrefixes: [],
  },
  sqlite: {
    lineComments: ['--'],
    nestedComments: false,
    single: { doubled: true, backslash: false },
    double: { string: false, doubled: true, backslash: false },
    backtick: true,
    brackets: true,
    dollarQuotes: false,
    tripleQuotes: false,
    wordChars: '$@',
    rawPrefixes: ['X'],
    backslashPrefixes: [],
  },
  transactsql: {
    lineComments: ['--'],
    nestedComments: true,
    single: { doubled: true, backslash: false },
    double: { string: false, doubled: true, backslash: false },
    backtick: false,
    brackets: true,
    dollarQuotes: false,
    tripleQuotes: false,
    wordChars: '$@#',
    rawPrefixes: [],
    backslashPrefixes: [],
  },
  bigquery: {
    lineComments: ['--', '#'],
    nestedComments: false,
    single: { doubled: false, backslash: true },
    double: { string: true, doubled: false, backslash: true },
    backtick: true,
    brackets: false,
    dollarQuotes: false,
    tripleQuotes: true,
    wordChars: '@',
    rawPrefixes: ['R', 'RB', 'BR'],
    backslashPrefixes: [],
  },
};

const OPERATOR_CHARS = '+-*/%<>=!|&^~?:@#';
const PUNCTUATION = '(),;.[]{}';

const isSpace = (c: string) => c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === '\f' || c === '\v' || c === '\u00a0' || c === '\ufeff';
const isWordChar = (c: string, rules: Rules) => /[\p{L}\p{N}_]/u.test(c) || rules.wordChars.includes(c);

/** Line and column (from 1) of an offset. */
export function position(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let start = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) {
    line++;
    start = i + 1;
  }
  return { line, column: offset - start + 1 };
}

/** The end of a quoted run starting at `at` (the opening quote), or -1 if it never closes. */
function quotedEnd(text: string, at: number, quote: string, close: string, doubled: boolean, backslash: boolean): number {
  let i = at + quote.length;
  for (;;) {
    const next = text.indexOf(close, i);
    if (next === -1) return -1;
    if (backslash) {
      // Skip escaped characters: an odd run of backslashes before the quote escapes it.
      let j = i;
      let escaped = false;
      while (j < next) {
        if (text[j] === '\\') {
          if (j + 1 === next) escaped = true;
          j += 2;
        } else j++;
      }
      if (escaped || j > next) {
        i = next + close.length;
        continue;
      }
    }
    if (doubled && text.startsWith(close, next + close.length) && close.length === 1) {
      i = next + 2;
      continue;
    }
    return next + close.length;
  }
}

/** The end of a block comment starting at `at`, or -1 if it never closes. */
function blockCommentEnd(text: string, at: number, nested: boolean): number {
  if (!nested) {
    const end = text.indexOf('*/', at + 2);
    return end === -1 ? -1 : end + 2;
  }
  let depth = 0;
  let i = at;
  while (i < text.length) {
    if (text.startsWith('/*', i)) {
      depth++;
      i += 2;
    } else if (text.startsWith('*/', i)) {
      depth--;
      i += 2;
      if (depth === 0) return i;
    } else i++;
  }
  return -1;
}

/**
 * Reads SQL into tokens with the dialect's rules for strings, quoted identifiers and comments
 * (those of the `sql-formatter` package's tokenizer for the same dialect). Everything that is not
 * whitespace ends up in exactly one token, so joining `spaceBefore + text` of every token and the
 * trailing whitespace gives the text back.
 */
export function lexSql(text: string, dialect: Dialect): LexResult {
  const rules = RULES[dialect];
  const tokens: Token[] = [];
  let i = 0;
  let space = '';
  const fail = (what: 'string' | 'identifier' | 'comment', at: number): LexResult => ({ ok: false, problem: { kind: 'unterminated', what, ...position(text, at) } });
  const push = (kind: TokenKind, end: number) => {
    tokens.push({ kind, text: text.slice(i, end), start: i, spaceBefore: space });
    space = '';
    i = end;
  };
  while (i < text.length) {
    const c = text[i] ?? '';
    if (isSpace(c)) {
      let j = i + 1;
      while (j < text.length && isSpace(text[j] ?? '')) j++;
      space = text.slice(i, j);
      i = j;
      continue;
    }
    // Comments.
    if (rules.lineComments.some((opener) => text.startsWith(opener, i))) {
      let end = i;
      while (end < text.length && text[end] !== '\n' && text[end] !== '\r') end++;
      push('lineComment', end);
      continue;
    }
    if (text.startsWith('/*', i)) {
      const end = blockCommentEnd(text, i, rules.nestedComments);
      if (end === -1) return fail('comment', i);
      push('blockComment', end);
      continue;
    }
    // Strings with a prefix (E'…', N'…', R"…", B'…') are one word token followed by the string.
    if (c === "'" || (c === '"' && rules.double.string)) {
      const prefix = tokens.at(-1);
      const prefixText = prefix && prefix.kind === 'word' && space === '' && prefix.start + prefix.text.length === i ? prefix.text.toUpperCase() : '';
      const raw = rules.rawPrefixes.includes(prefixText);
      if (rules.tripleQuotes && text.startsWith(c.repeat(3), i)) {
        const end = quotedEnd(text, i, c.repeat(3), c.repeat(3), false, !raw);
        if (end === -1) return fail('string', i);
        push('string', end);
        continue;
      }
      const doubled = c === "'" ? rules.single.doubled : rules.double.doubled;
      const backslash = raw ? false : rules.backslashPrefixes.includes(prefixText) || (c === "'" ? rules.single.backslash : rules.double.backslash);
      const end = quotedEnd(text, i, c, c, raw ? false : doubled || rules.backslashPrefixes.includes(prefixText), backslash);
      if (end === -1) return fail('string', i);
      push('string', end);
      continue;
    }
    if (c === '"' || (c === '`' && rules.backtick)) {
      const end = quotedEnd(text, i, c, c, true, false);
      if (end === -1) return fail('identifier', i);
      push('quoted', end);
      continue;
    }
    if (c === '[' && rules.brackets) {
      const end = quotedEnd(text, i, '[', ']', true, false);
      if (end === -1) return fail('identifier', i);
      push('quoted', end);
      continue;
    }
    if (c === '$' && rules.dollarQuotes) {
      const tag = /^\$\w*\$/.exec(text.slice(i, i + 64))?.[0];
      if (tag) {
        const close = text.indexOf(tag, i + tag.length);
        if (close === -1) return fail('string', i);
        push('string', close + tag.length);
        continue;
      }
    }
    if (isWordChar(c, rules)) {
      let j = i + 1;
      while (j < text.length && isWordChar(text[j] ?? '', rules)) j++;
      push('word', j);
      continue;
    }
    if (OPERATOR_CHARS.includes(c)) {
      let j = i + 1;
      while (
        j < text.length &&
        OPERATOR_CHARS.includes(text[j] ?? '') &&
        !isWordChar(text[j] ?? '', rules) &&
        !text.startsWith('/*', j) &&
        !rules.lineComments.some((opener) => text.startsWith(opener, j))
      )
        j++;
      push('operator', j);
      continue;
    }
    // Punctuation, and any other character on its own.
    push(PUNCTUATION.includes(c) ? 'punctuation' : 'operator', i + c.length);
  }
  return { ok: true, tokens, trailing: space };
}

/** The first unbalanced parenthesis, if any. */
export function parenthesisProblem(text: string, tokens: readonly Token[]): SqlProblem | null {
  const open: number[] = [];
  for (const token of tokens) {
    if (token.kind !== 'punctuation') continue;
    if (token.text === '(') open.push(token.start);
    else if (token.text === ')' && open.pop() === undefined) return { kind: 'unmatchedParen', ...position(text, token.start) };
  }
  const first = open[0];
  return first === undefined ? null : { kind: 'unclosedParen', ...position(text, first) };
}

/** Statements separated by `;` at the top level (not inside parentheses), the empty ones not counted. */
export function countStatements(tokens: readonly Token[]): number {
  let count = 0;
  let open = false;
  for (const token of tokens) {
    if (token.kind === 'lineComment' || token.kind === 'blockComment') continue;
    if (token.kind === 'punctuation' && token.text === ';') open = false;
    else if (!open) {
      open = true;
      count++;
    }
  }
  return count;
}

// ---------------------------------------------------------------- minify

const TIGHT = new Set(['(', ')', ',', ';', '[', ']', '{', '}']);

/** The whitespace a minified query keeps between two tokens that had whitespace between them. */
function gap(before: Token, after: Token, dialect: Dialect): string {
  if (before.kind === 'lineComment') return '\n';
  // T-SQL's batch separator GO must stay on a line of its own.
  const goLine = (token: Token) => dialect === 'transactsql' && token.kind === 'word' && /^go$/i.test(token.text);
  if ((goLine(before) || goLine(after)) && /[\n\r]/.test(after.spaceBefore)) return '\n';
  if (before.kind === 'blockComment' || after.kind === 'blockComment' || after.kind === 'lineComment') return ' ';
  if ((before.kind === 'punctuation' && TIGHT.has(before.text)) || (after.kind === 'punctuation' && TIGHT.has(after.text))) return '';
  // `a . b` → `a.b`, but `1 .5` keeps its space.
  const digit = (token: Token) => token.kind === 'word' && /^\d/.test(token.text);
  if ((before.text === '.' && !digit(after)) || (after.text === '.' && !digit(before) && !/\d$/.test(before.text))) return '';
  const beforeOp = before.kind === 'operator';
  const afterOp = after.kind === 'operator';
  // Two operators stay apart (`- -1` is not the comment `--1`, `= :id` not `=:`).
  if (beforeOp && afterOp) return ' ';
  if (beforeOp || afterOp) {
    // `1e -5` is not `1e-5`.
    if (afterOp && /^[+-]/.test(after.text) && /^\d[\w]*[eE]$/.test(before.text)) return ' ';
    return '';
  }
  return ' ';
}

/** Tokens joined with as little whitespace as keeps their meaning (see `gap`). */
export function minifyTokens(tokens: readonly Token[], dialect: Dialect): string {
  let out = '';
  let previous: Token | null = null;
  for (const token of tokens) {
    if (previous) out += token.spaceBefore === '' ? '' : gap(previous, token, dialect);
    out += token.text;
    previous = token;
  }
  return out;
}

// ---------------------------------------------------------------- format

/** Characters per batch of statements formatted in one call (about 25 ms of the library’s work). */
const BATCH_CHARS = 5000;

/** A marker found nowhere in the text, for the placeholder comments. */
function markerFor(text: string): string {
  let n = 0;
  while (text.includes(`TSQLFMT${n}X`)) n++;
  return `TSQLFMT${n}X`;
}

/**
 * The text with every comment swapped for a one-line placeholder comment of the same kind, and the
 * comments in order.
 */
function protectComments(tokens: readonly Token[], marker: string): { text: string; comments: string[] } {
  let text = '';
  const comments: string[] = [];
  for (const token of tokens) {
    text += token.spaceBefore;
    if (token.kind === 'lineComment') {
      const opener = token.text.startsWith('#') ? '#' : '--';
      text += `${opener}${marker}${comments.length}`;
      comments.push(token.text);
    } else if (token.kind === 'blockComment') {
      text += `/*${marker}${comments.length}*/`;
      comments.push(token.text);
    } else text += token.text;
  }
  return { text, comments };
}

/** Puts the comments back, in order; null if a placeholder went missing. */
function restoreComments(formatted: string, comments: readonly string[], marker: string): string | null {
  let out = '';
  let from = 0;
  for (const [index, comment] of comments.entries()) {
    const id = `${marker}${index}`;
    const block = `/*${id}*/`;
    const blockAt = formatted.indexOf(block, from);
    const lineOpener = comment.startsWith('#') ? '#' : '--';
    const isBlock = comment.startsWith('/*');
    const placeholder = isBlock ? block : `${lineOpener}${id}`;
    const at = isBlock ? blockAt : formatted.indexOf(placeholder, from);
    // A line placeholder must end where the marker's number ends (…X1 is not …X12).
    if (at === -1 || (!isBlock && /\d/.test(formatted[at + placeholder.length] ?? ''))) return null;
    out += formatted.slice(from, at) + comment;
    from = at + placeholder.length;
  }
  return out + formatted.slice(from);
}

/** The library's error as a problem, lines and columns counted from `line` (the batch's first line). */
export function libraryProblem(message: string, firstLine = 1, firstColumn = 1): SqlProblem {
  const shift = (line: number, column: number) => ({ line: line + firstLine - 1, column: line === 1 ? column + firstColumn - 1 : column });
  const unexpected = /^Parse error: Unexpected "([^]*?)" at line (\d+) column (\d+)/.exec(message);
  if (unexpected) return { kind: 'unexpectedText', text: (unexpected[1] ?? '').slice(0, 20), ...shift(Number(unexpected[2]), Number(unexpected[3])) };
  const token = /^Parse error at token: ([^]*?) at line (\d+) column (\d+)/.exec(message);
  if (token) {
    const at = shift(Number(token[2]), Number(token[3]));
    return token[1] === '«EOF»' ? { kind: 'unexpectedEnd', ...at } : { kind: 'unexpectedToken', text: (token[1] ?? '').slice(0, 40), ...at };
  }
  return { kind: 'invalid', message: (message.split('\n')[0] ?? message).slice(0, 200) };
}

const formatConfig = (options: SqlOptions, engine: Engine) => ({
  dialect: engine.dialect,
  keywordCase: options.keywordCase,
  dataTypeCase: options.keywordCase,
  functionCase: options.keywordCase,
  tabWidth: options.indent === '4' ? 4 : 2,
  useTabs: options.indent === 'tab',
});

/** One batch formatted, comments kept byte for byte. */
function formatBatch(source: string, tokens: readonly Token[], options: SqlOptions, engine: Engine, firstLine: number, firstColumn: number): { output: string } | { problem: SqlProblem } {
  const marker = markerFor(source);
  const { text, comments } = protectComments(tokens, marker);
  const config = formatConfig(options, engine);
  try {
    const formatted = engine.formatDialect(text, config);
    const output = restoreComments(formatted, comments, marker);
    // Never expected: the library lost a placeholder. Its own output would re-indent comments, so say so instead.
    if (output === null) return { problem: { kind: 'invalid', message: 'A comment could not be kept as written.' } };
    return { output };
  } catch (error) {
    // The placeholders moved what follows them: the original text gives the library's real position.
    try {
      engine.formatDialect(source, config);
    } catch (original) {
      return { problem: libraryProblem(original instanceof Error ? original.message : String(original), firstLine, firstColumn) };
    }
    return { problem: libraryProblem(error instanceof Error ? error.message : String(error)) };
  }
}

/**
 * Splits the tokens into batches of whole statements of about BATCH_CHARS characters, cut right
 * after a top-level `;` (the library puts a comment after a `;` with the next statement too).
 */
function batches(tokens: readonly Token[]): Token[][] {
  const result: Token[][] = [];
  let current: Token[] = [];
  let size = 0;
  let depth = 0;
  for (const token of tokens) {
    current.push(token);
    size += token.text.length + token.spaceBefore.length;
    if (token.kind !== 'punctuation') continue;
    if (token.text === '(') depth++;
    else if (token.text === ')') depth--;
    else if (token.text === ';' && depth === 0 && size >= BATCH_CHARS) {
      result.push(current);
      current = [];
      size = 0;
    }
  }
  if (current.length > 0) result.push(current);
  return result;
}

export interface SqlInput {
  text: string;
  options: SqlOptions;
}

export type SqlResult =
  | { status: 'empty' }
  | {
      status: 'ok';
      mode: Mode;
      output: string;
      /** Where each output line starts, for the viewer (computed where the work ran). */
      outputLineStarts: Uint32Array;
      statements: number;
      inputChars: number;
    }
  | { status: 'error'; problem: SqlProblem };

/**
 * Formats or minifies, a batch of statements per step. `engine` is needed to format only
 * (minifying is our own); a task may be given null while it minifies.
 */
export function* sqlTask({ text, options }: SqlInput, engine: Engine | null): Generator<number, SqlResult, void> {
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  if (source.trim() === '') return { status: 'empty' };
  const lexed = lexSql(source, options.dialect);
  if (!lexed.ok) return { status: 'error', problem: lexed.problem };
  const paren = parenthesisProblem(source, lexed.tokens);
  if (paren) return { status: 'error', problem: paren };
  const statements = countStatements(lexed.tokens);
  yield 0.1;
  const done = (output: string): SqlResult => ({ status: 'ok', mode: options.mode, output, outputLineStarts: lineStarts(output), statements, inputChars: source.length });
  if (options.mode === 'minify') return done(minifyTokens(lexed.tokens, options.dialect));
  if (!engine) throw new Error('sqlTask: formatting needs the sql-formatter engine');
  const parts: string[] = [];
  const groups = batches(lexed.tokens);
  for (const [index, group] of groups.entries()) {
    const first = group[0];
    if (!first) continue;
    const last = group[group.length - 1] ?? first;
    const start = first.start;
    const at = position(source, start);
    const batchTokens = group.map((token, i) => (i === 0 ? { ...token, spaceBefore: '' } : token));
    const formatted = formatBatch(source.slice(start, last.start + last.text.length), batchTokens, options, engine, at.line, at.column);
    if ('problem' in formatted) return { status: 'error', problem: formatted.problem };
    parts.push(formatted.output);
    yield 0.1 + (0.9 * (index + 1)) / groups.length;
  }
  // The library leaves one blank line between statements.
  return done(parts.join('\n\n'));
}

/** The same work in one go (small input, tests). */
export function formatSql(text: string, options: SqlOptions, engine: Engine | null): SqlResult {
  return runToEnd(sqlTask({ text, options }, engine));
}

// ---------------------------------------------------------------- sample

export const SAMPLE_SQL = [
  "-- Orders per customer since the spring sale (the note's '--' is part of the string)",
  "select c.id, c.name, count(o.id) as orders, sum(o.total) as revenue, 'sale -- 2026 /* spring */' as note",
  'from customers c left join orders o on o.customer_id = c.id and o.created_at >= \'2026-03-01\'',
  '/* only active customers,',
  '   ordered by revenue */',
  'where c.active = true group by c.id, c.name having count(o.id) > 0 order by revenue desc limit 10;',
].join('\n');
