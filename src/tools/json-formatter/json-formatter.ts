import { formatSize, type SizeWords } from '../../i18n/sizes';
/**
 * JSON Formatter & Validator logic (product-spec §2 JSON, §3 JSON tool, §4, §5, §8, §9;
 * TOOLS.md json-formatter). Pure functions: no React, no DOM. Runs on the main thread for
 * small documents and inside worker.ts for large ones.
 */
import { lineStarts } from '../../ui/text-lines';
import { lineColumn, parseJson, type ContainerNode, type JsonNode } from './json-parser';
import { astTree, nodeSize, sortKeysDeep, sortValueKeys, valueTree, type TreeDoc } from './tree';
import { formatCount } from '../../ui/format';

export type { JsonNode } from './json-parser';
export { lineColumn } from './json-parser';

/** Spec §9: the formatted output uses a 2-space indent unless the user picks another. */
export const INDENT_OPTIONS = [
  { id: '2', label: '2 spaces', text: '  ' },
  { id: '4', label: '4 spaces', text: '    ' },
  { id: 'tab', label: 'Tab', text: '\t' },
] as const;
export type IndentId = (typeof INDENT_OPTIONS)[number]['id'];
export const DEFAULT_INDENT: IndentId = '2';

export interface FormatOptions {
  indent: IndentId;
  sortKeys: boolean;
}
export const DEFAULT_OPTIONS: FormatOptions = { indent: DEFAULT_INDENT, sortKeys: false };

export const FORMATTED_FILENAME = 'formatted.json';
export const MINIFIED_FILENAME = 'minified.json';

export type JsonAnalysis =
  /** Blank input: validity unknown, no banner, no outputs (spec §4, §5). */
  | { status: 'empty' }
  | {
      status: 'invalid';
      /** The parser's own message (spec §5), shown as 'Invalid JSON: {message}'. */
      message: string;
      /** Where parsing stopped: a UTF-16 offset, and 1-based line and column (as V8 counts them). */
      offset: number;
      line: number;
      column: number;
    }
  | {
      status: 'valid';
      formatted: string;
      minified: string;
      /** Offsets where each line of `formatted` starts (for the virtualised viewer). */
      formattedLineStarts: Uint32Array;
      originalChars: number;
      minifiedChars: number;
      /** Size reduction of the minified text against the input, in whole percent. */
      reduction: number;
      /** Set when the indented text would exceed what a browser string can hold; `formatted` is then the minified text. */
      formatProblem?: string;
    };

export type JsonStatus = JsonAnalysis['status'];

/** Characters as people count them: a surrogate pair (an emoji, say) is one character. */
export function countCharacters(text: string): number {
  let pairs = 0;
  for (let i = 0; i < text.length - 1; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff) {
      const d = text.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        pairs++;
        i++;
      }
    }
  }
  return text.length - pairs;
}

/** Spec §2: the minified tab's "size reduction percentage (rounded)". */
export function reductionPercent(originalChars: number, minifiedChars: number): number {
  if (originalChars <= 0) return 0;
  return Math.round(((originalChars - minifiedChars) / originalChars) * 100);
}

export { lineStarts };

/**
 * True when `minified` is `text` with only the whitespace between tokens removed. Used to
 * prove that JSON.stringify(JSON.parse(text)) changed no literal, key order or duplicate key,
 * so the fast native formatter can be used.
 */
export function sameIgnoringWhitespace(text: string, minified: string): boolean {
  let j = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c !== minified.charCodeAt(j++)) return false;
      if (c === 0x5c) {
        i++;
        if (text.charCodeAt(i) !== minified.charCodeAt(j++)) return false;
      } else if (c === 0x22) inString = false;
      continue;
    }
    if (c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09) continue;
    if (c !== minified.charCodeAt(j++)) return false;
    if (c === 0x22) inString = true;
  }
  return j === minified.length;
}

/**
 * Writes a tree back as text. `indent` '' gives the minified form; otherwise the layout is
 * exactly JSON.stringify(value, null, indent)'s, with every literal kept as written.
 */
export function stringifyNode(root: JsonNode, indent: string): string {
  const out: string[] = [];
  const newline = indent ? '\n' : '';
  const colon = indent ? ': ' : ':';
  const pads: string[] = [''];
  const pad = (depth: number) => (pads[depth] ??= indent.repeat(depth));
  const stack: Array<{ node: ContainerNode; index: number }> = [];

  const open = (node: JsonNode) => {
    const size = nodeSize(node);
    if (node.type === 'object' || node.type === 'array') {
      if (size === 0) out.push(node.type === 'object' ? '{}' : '[]');
      else {
        out.push(node.type === 'object' ? '{' : '[');
        stack.push({ node, index: 0 });
      }
    } else {
      out.push(node.raw);
    }
  };

  open(root);
  while (stack.length > 0) {
    const frame = stack[stack.length - 1]!;
    const { node } = frame;
    if (frame.index === nodeSize(node)) {
      stack.pop();
      out.push(newline + pad(stack.length) + (node.type === 'object' ? '}' : ']'));
      continue;
    }
    out.push((frame.index === 0 ? '' : ',') + newline + pad(stack.length));
    const index = frame.index++;
    if (node.type === 'object') {
      out.push(node.keys[index]! + colon);
      open(node.values[index]!);
    } else {
      open(node.items[index]!);
    }
  }
  return out.join('');
}

export function indentText(id: IndentId): string {
  return (INDENT_OPTIONS.find((o) => o.id === id) ?? INDENT_OPTIONS[0]).text;
}

export interface AnalysisWithTree {
  analysis: JsonAnalysis;
  /** The document for the tree view (keys sorted when asked); null unless valid. */
  tree: TreeDoc | null;
}

interface Output {
  formatted: string;
  minified: string;
  tree: TreeDoc;
  formatProblem?: string;
}

/** Native JSON.stringify when it is provably lossless; null to take the exact (slower) path. */
function formatNatively(text: string, value: unknown, options: FormatOptions): Output | null {
  try {
    const minified = JSON.stringify(value);
    if (!sameIgnoringWhitespace(text, minified)) return null;
    const shown = options.sortKeys ? sortValueKeys(value) : value;
    return {
      formatted: JSON.stringify(shown, null, indentText(options.indent)),
      minified: options.sortKeys ? JSON.stringify(shown) : minified,
      tree: valueTree(shown),
    };
  } catch {
    // Nesting deeper than the call stack (RangeError): the iterative path handles it.
    return null;
  }
}

export const TOO_LARGE_TO_INDENT = 'The indented text would be larger than a browser can hold (very deep nesting multiplies the indentation), so the minified text is shown instead.';

function formatExactly(text: string, options: FormatOptions): Output | null {
  const parsed = parseJson(text);
  if (!parsed.ok) return null;
  const root = options.sortKeys ? sortKeysDeep(parsed.root) : parsed.root;
  const minified = stringifyNode(root, '');
  try {
    return { formatted: stringifyNode(root, indentText(options.indent)), minified, tree: astTree(root) };
  } catch (error) {
    // "Invalid string length": indentation grows with depth × lines. Never throw at the user.
    if (!(error instanceof RangeError)) throw error;
    return { formatted: minified, minified, tree: astTree(root), formatProblem: TOO_LARGE_TO_INDENT };
  }
}

/** Validation, formatting and minification (spec §2, §4, §5), plus the tree for the tree view. */
export function analyzeJson(text: string, options: FormatOptions = DEFAULT_OPTIONS): AnalysisWithTree {
  // Spec §5: blank input does nothing and clears the results.
  if (text.trim() === '') return { analysis: { status: 'empty' }, tree: null };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    // Spec §5: "The error message is the parser's." The position is ours, identical to V8's
    // (property-tested) and also available where an engine's message names none.
    const parsed = parseJson(text);
    const offset = parsed.ok ? 0 : parsed.offset;
    const message = error instanceof Error ? error.message : String(error);
    return { analysis: { status: 'invalid', message, offset, ...lineColumn(text, offset) }, tree: null };
  }
  const output = formatNatively(text, value, options) ?? formatExactly(text, options);
  if (!output) return { analysis: { status: 'empty' }, tree: null };
  const originalChars = countCharacters(text);
  const minifiedChars = countCharacters(output.minified);
  return {
    analysis: {
      status: 'valid',
      formatted: output.formatted,
      minified: output.minified,
      formattedLineStarts: lineStarts(output.formatted),
      originalChars,
      minifiedChars,
      reduction: reductionPercent(originalChars, minifiedChars),
      ...(output.formatProblem ? { formatProblem: output.formatProblem } : {}),
    },
    tree: output.tree,
  };
}

// ---- Error context -------------------------------------------------------------------------

export interface ContextLine {
  /** 1-based line number. */
  number: number;
  text: string;
  /** Text was cut before / after what is shown (very long lines). */
  clippedStart: boolean;
  clippedEnd: boolean;
  /** On the error line: index in `text` of the character to mark (may equal text.length: end of line). */
  mark: number | null;
}

const isBreak = (c: number) => c === 0x0a || c === 0x0d;

function lineBounds(text: string, at: number): [start: number, end: number] {
  let start = at;
  while (start > 0 && !isBreak(text.charCodeAt(start - 1))) start--;
  let end = at;
  while (end < text.length && !isBreak(text.charCodeAt(end))) end++;
  return [start, end];
}

/** The start of the line before the one starting at `start` (\r\n counts once), or -1. */
function previousLineStart(text: string, start: number): number {
  if (start === 0) return -1;
  let end = start - 1;
  if (text.charCodeAt(end) === 0x0a && end > 0 && text.charCodeAt(end - 1) === 0x0d) end--;
  return lineBounds(text, end)[0];
}

function nextLineStart(text: string, end: number): number {
  if (end >= text.length) return -1;
  return text.charCodeAt(end) === 0x0d && text.charCodeAt(end + 1) === 0x0a ? end + 2 : end + 1;
}

/**
 * The lines around an error, the offending one marked, for the code frame under the banner.
 * Long lines (a minified document is one line) are cut to a `width`-character window around
 * the error, the same window for every line so columns stay aligned.
 */
export function errorContext(text: string, offset: number, line: number, radius = 2, width = 80): ContextLine[] {
  const at = Math.min(offset, text.length);
  const [start, end] = lineBounds(text, at);
  const column = at - start;
  const from = Math.max(0, Math.min(column - Math.floor(width / 2), end - start - width));
  const cut = (s: number, e: number, number: number, mark: number | null): ContextLine => {
    const full = e - s;
    const shownEnd = Math.min(full, from + width);
    return {
      number,
      text: from >= full ? '' : text.slice(s + from, s + shownEnd),
      clippedStart: from > 0 && full > 0,
      clippedEnd: shownEnd < full,
      mark: mark === null ? null : mark - from,
    };
  };
  const lines: ContextLine[] = [cut(start, end, line, column)];
  let s = start;
  for (let k = 1; k <= radius && line - k >= 1; k++) {
    s = previousLineStart(text, s);
    if (s < 0) break;
    lines.unshift(cut(s, lineBounds(text, s)[1], line - k, null));
  }
  let e = end;
  for (let k = 1; k <= radius; k++) {
    const next = nextLineStart(text, e);
    if (next < 0) break;
    e = lineBounds(text, next)[1];
    lines.push(cut(next, e, line + k, null));
  }
  return lines;
}

// ---- Samples and summaries -----------------------------------------------------------------

/** Spec §4: Load Sample fills a sample object. */
export const SAMPLE_OBJECT = {
  name: 'Toolshed',
  version: '2.1.0',
  description: 'Free utility tools that run in your browser',
  private: true,
  rating: 4.9,
  tools: ['JSON Formatter', 'Word Counter', 'QR Code Generator'],
  author: { name: 'Toolshed Team', email: 'hello@toolshed.example' },
  settings: { theme: 'dark', autosave: false, retries: 3 },
  license: null,
};
export const SAMPLE_JSON = JSON.stringify(SAMPLE_OBJECT, null, 2);

export type { SizeWords };
export const ENGLISH_SIZE_WORDS: SizeWords = {
  bytes: (count) => `${formatCount(count)} bytes`,
  size: (value, unit) => `${value} ${unit}`,
};

/** "12.3 KB" style sizes for file notes (1 KB = 1000 bytes, as file managers show). */
export const formatBytes = (bytes: number, words: SizeWords = ENGLISH_SIZE_WORDS): string => formatSize(bytes, words, 1000);

/** Indent and sort settings from storage or embed attributes: anything unknown falls back to the default. */
export function normalizeIndent(value: unknown): IndentId | undefined {
  if (value === '\t') return 'tab';
  const text = String(value ?? '').trim().toLowerCase();
  if (text === '2' || text === '4' || text === 'tab') return text;
  if (text === 'tabs') return 'tab';
  return undefined;
}

export function normalizeBoolean(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (typeof value !== 'string') return undefined;
  const text = value.trim().toLowerCase();
  // A bare attribute (sort-keys="") means on, as HTML boolean attributes do.
  if (text === '' || text === 'true' || text === 'sort-keys') return true;
  if (text === 'false') return false;
  return undefined;
}
