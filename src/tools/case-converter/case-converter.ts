/**
 * Case conversions for the case converter. Word boundaries (spaces, punctuation, camel humps,
 * digits) follow the change-case package, which defines ten of the fourteen cases; lower,
 * UPPER, aLtErNaTiNg and iNVERSE change letters one by one and keep everything else.
 * Pure functions: no React, no DOM.
 */
import {
  camelCase,
  capitalCase,
  constantCase,
  dotCase,
  kebabCase,
  pascalCase,
  pathCase,
  sentenceCase,
  snakeCase,
  trainCase,
} from 'change-case';

export const CASE_IDS = [
  'lower',
  'upper',
  'title',
  'sentence',
  'camel',
  'pascal',
  'snake',
  'constant',
  'kebab',
  'dot',
  'path',
  'header',
  'alternating',
  'inverse',
] as const;

export type CaseId = (typeof CASE_IDS)[number];
export type CaseResults = Record<CaseId, string>;

export interface CaseDefinition {
  id: CaseId;
  /**
   * The name written in its own case, as users search for it (English; the screen shows the cases
   * named in words, and what each case is for, from its messages).
   */
  label: string;
  convert: (text: string) => string;
}

/** Upper-cases every other letter, starting lower; non-letters keep their place but not their turn. */
export function alternatingCase(text: string): string {
  let upper = false;
  let out = '';
  for (const char of text) {
    const lower = char.toLowerCase();
    const up = char.toUpperCase();
    if (lower === up) {
      out += char;
      continue;
    }
    out += upper ? up : lower;
    upper = !upper;
  }
  return out;
}

/** Swaps the case of every letter: "Hello" → "hELLO". */
export function inverseCase(text: string): string {
  let out = '';
  for (const char of text) {
    const up = char.toUpperCase();
    out += char === up ? char.toLowerCase() : up;
  }
  return out;
}

export const CASES: readonly CaseDefinition[] = [
  { id: 'lower', label: 'lower case', convert: (t) => t.toLowerCase() },
  { id: 'upper', label: 'UPPER CASE', convert: (t) => t.toUpperCase() },
  { id: 'title', label: 'Title Case', convert: (t) => capitalCase(t) },
  { id: 'sentence', label: 'Sentence case', convert: (t) => sentenceCase(t) },
  { id: 'camel', label: 'camelCase', convert: (t) => camelCase(t) },
  { id: 'pascal', label: 'PascalCase', convert: (t) => pascalCase(t) },
  { id: 'snake', label: 'snake_case', convert: (t) => snakeCase(t) },
  { id: 'constant', label: 'CONSTANT_CASE', convert: (t) => constantCase(t) },
  { id: 'kebab', label: 'kebab-case', convert: (t) => kebabCase(t) },
  { id: 'dot', label: 'dot.case', convert: (t) => dotCase(t) },
  { id: 'path', label: 'path/case', convert: (t) => pathCase(t) },
  { id: 'header', label: 'Header-Case', convert: (t) => trainCase(t) },
  { id: 'alternating', label: 'aLtErNaTiNg cAsE', convert: alternatingCase },
  { id: 'inverse', label: 'iNVERSE cASE', convert: inverseCase },
];

const byId = new Map(CASES.map((c) => [c.id, c]));

export interface ConvertOptions {
  /**
   * Convert each line on its own (a list of names stays a list). Off: the whole text is one
   * phrase and line breaks are word boundaries like any other.
   */
  perLine: boolean;
}

export const DEFAULT_OPTIONS: ConvertOptions = { perLine: true };

const LINE_BREAK = /(\r\n|\r|\n)/;

/** One case of `text`; with `perLine`, each line converts separately and the line breaks stay. */
export function convertCase(id: CaseId, text: string, options: ConvertOptions = DEFAULT_OPTIONS): string {
  const { convert } = byId.get(id)!;
  if (!options.perLine || !LINE_BREAK.test(text)) return convert(text);
  // Odd entries are the line breaks themselves (captured by the split), kept verbatim.
  return text
    .split(LINE_BREAK)
    .map((part, i) => (i % 2 === 1 ? part : convert(part)))
    .join('');
}

export function convertAll(text: string, options: ConvertOptions = DEFAULT_OPTIONS): CaseResults {
  return Object.fromEntries(CASE_IDS.map((id) => [id, convertCase(id, text, options)])) as CaseResults;
}

/** Characters shown per output. Longer input shows a preview; Copy still copies the whole result. */
export const PREVIEW_LIMIT = 2_000;

/**
 * The start of `text` to preview: at most `limit` characters, cut after a line break or a
 * space when there is one, so no word is cut in two (its conversion would differ from the
 * full result's). `truncated` says whether anything was left off.
 */
export function previewSource(text: string, limit = PREVIEW_LIMIT): { text: string; truncated: boolean } {
  if (text.length <= limit) return { text, truncated: false };
  const head = text.slice(0, limit);
  const lineEnd = head.lastIndexOf('\n');
  if (lineEnd >= limit / 2) return { text: head.slice(0, lineEnd), truncated: true };
  const space = head.search(/\s\S*$/);
  if (space >= limit / 2) return { text: head.slice(0, space), truncated: true };
  // One enormous word: cut anyway; the preview says it is only the start.
  return { text: head, truncated: true };
}

/** Settings worth remembering (never the text). Stored data is untrusted. */
export function parseOptions(stored: unknown): Partial<ConvertOptions> {
  if (typeof stored !== 'object' || stored === null) return {};
  const { perLine } = stored as Record<string, unknown>;
  return typeof perLine === 'boolean' ? { perLine } : {};
}

/** A boolean prop as the embed hands it over ("true", "false", "") or as React passes it. */
export function parseBoolean(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (typeof value !== 'string') return undefined;
  const v = value.trim().toLowerCase();
  if (['', 'true', 'on', 'yes', '1'].includes(v)) return true;
  if (['false', 'off', 'no', '0'].includes(v)) return false;
  return undefined;
}

export const SAMPLE_TEXT = 'XMLHttpRequest\nuser_id\nget-user-by-email\nThe quick brown fox jumps over 2 lazy dogs';
