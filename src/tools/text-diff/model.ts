import { formatCount } from '../../ui/format';

/**
 * The text diff's types, labels, settings and wording: what the screen needs before any
 * comparison has run. No jsdiff here, so the page paints without it (text-diff.ts, which
 * does the comparing, loads after). Pure: no React, no DOM.
 */

export const DIFF_MODES = ['line', 'word', 'char'] as const;
export type DiffMode = (typeof DIFF_MODES)[number];
export const DIFF_VIEWS = ['split', 'unified'] as const;
export type DiffView = (typeof DIFF_VIEWS)[number];

export interface CompareOptions {
  mode: DiffMode;
  ignoreWhitespace: boolean;
  ignoreCase: boolean;
}

/** The unit each mode counts, singular and plural (English: `summarize`; the screen's words are in messages/). */
export const MODE_UNITS: Record<DiffMode, [string, string]> = {
  line: ['line', 'lines'],
  word: ['word', 'words'],
  char: ['character', 'characters'],
};

export const ORIGINAL_NAME = 'original.txt';
export const MODIFIED_NAME = 'modified.txt';
/** Unchanged lines kept around each change, as in `diff -u`. */
export const CONTEXT_LINES = 3;

/** A piece of one side's line. `change` pieces are highlighted; a changed line break is the text "\n". */
export interface Segment {
  text: string;
  change: boolean;
}

export interface SideLine {
  number: number;
  segments: Segment[];
  /** The last line of its text has no line break (only flagged on changed lines). */
  noNewline?: boolean;
}

export interface SameLine {
  oldNumber: number;
  newNumber: number;
  /** The line as in the original and as in the modified text (they differ only in what is ignored). */
  old: string;
  new: string;
}

export type Block = { kind: 'same'; lines: SameLine[] } | { kind: 'change'; left: SideLine[]; right: SideLine[] };

export interface DiffStats {
  added: number;
  removed: number;
  unchanged: number;
}

export interface DiffResult {
  options: CompareOptions;
  blocks: Block[];
  stats: DiffStats;
  /** No difference left once whitespace/case are ignored as asked. */
  identical: boolean;
  /** The texts are exactly equal (nothing to patch). */
  exact: boolean;
  /** The whole-text comparison gave up; changed lines were compared one block at a time. */
  approximate: boolean;
  /** Unified patch turning the original into the modified text (always exact: nothing ignored). */
  patch: string;
}

/** One stretch of the comparison, with the text as it is on each side. */
export type Part = { type: 'equal'; old: string; new: string } | { type: 'removed' | 'added'; text: string; ignored: boolean };

// ---------------------------------------------------------------------------------------------
// Display helpers

const unit = (mode: DiffMode, n: number) => MODE_UNITS[mode][n === 1 ? 0 : 1];

/** What a comparison's one-line summary says, for the screen to put in words (`summarize` is the English). */
export type Summary =
  | { kind: 'identical' }
  | { kind: 'ignoring'; ignoring: 'whitespace' | 'case' | 'both' }
  | { kind: 'whitespace' }
  | { kind: 'counts'; mode: DiffMode; added: number; removed: number };

export function summaryOf(result: DiffResult): Summary {
  const { mode, ignoreWhitespace, ignoreCase } = result.options;
  if (result.identical) {
    if (result.exact) return { kind: 'identical' };
    return { kind: 'ignoring', ignoring: ignoreWhitespace && ignoreCase ? 'both' : ignoreWhitespace ? 'whitespace' : 'case' };
  }
  const { added, removed } = result.stats;
  if (added === 0 && removed === 0) return { kind: 'whitespace' };
  return { kind: 'counts', mode, added, removed };
}

/** "3 lines added, 1 line removed" / "No differences". */
export function summarize(result: DiffResult): string {
  const summary = summaryOf(result);
  switch (summary.kind) {
    case 'identical':
      return 'No differences: the texts are identical.';
    case 'ignoring':
      return `No differences (ignoring ${summary.ignoring === 'both' ? 'whitespace and case' : summary.ignoring}).`;
    case 'whitespace':
      return 'Only whitespace differs.';
    case 'counts': {
      const { mode, added, removed } = summary;
      return `${formatCount(added)} ${unit(mode, added)} added, ${formatCount(removed)} ${unit(mode, removed)} removed.`;
    }
  }
}

/** A text's size for a "Comparing 1.2 M characters…" note: the count, or thousands or millions with one decimal ("1.2"). */
export function sizeOf(chars: number): { unit: 'one' | 'k' | 'M'; value: string } {
  if (chars < 1000) return { unit: 'one', value: String(chars) };
  if (chars < 1_000_000) return { unit: 'k', value: (chars / 1000).toFixed(1) };
  return { unit: 'M', value: (chars / 1_000_000).toFixed(1) };
}

/** Size for a "Comparing 1.2 MB…" note. */
export function formatSize(chars: number): string {
  const { unit: scale, value } = sizeOf(chars);
  return scale === 'one' ? `${value} characters` : `${value} ${scale === 'k' ? 'k' : 'M'} characters`;
}

// ---------------------------------------------------------------------------------------------
// Settings and props (attributes arrive as strings)

export interface DiffSettings {
  mode: DiffMode;
  view: DiffView;
  ignoreWhitespace: boolean;
  ignoreCase: boolean;
}

export const DEFAULT_SETTINGS: DiffSettings = { mode: 'line', view: 'split', ignoreWhitespace: false, ignoreCase: false };

export const parseMode = (value: unknown): DiffMode | undefined => (DIFF_MODES as readonly unknown[]).includes(value) ? (value as DiffMode) : undefined;
export const parseView = (value: unknown): DiffView | undefined => (DIFF_VIEWS as readonly unknown[]).includes(value) ? (value as DiffView) : undefined;

export function parseFlag(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (typeof value !== 'string') return undefined;
  const v = value.trim().toLowerCase();
  if (['', 'true', 'on', 'yes', '1'].includes(v)) return true;
  if (['false', 'off', 'no', '0'].includes(v)) return false;
  return undefined;
}

/** The valid subset of remembered (untrusted) or given settings. */
export function parseSettings(stored: unknown): Partial<DiffSettings> {
  if (typeof stored !== 'object' || stored === null) return {};
  const s = stored as Record<string, unknown>;
  const out: Partial<DiffSettings> = {};
  const mode = parseMode(s.mode);
  const view = parseView(s.view);
  const ignoreWhitespace = parseFlag(s.ignoreWhitespace);
  const ignoreCase = parseFlag(s.ignoreCase);
  if (mode) out.mode = mode;
  if (view) out.view = view;
  if (ignoreWhitespace !== undefined) out.ignoreWhitespace = ignoreWhitespace;
  if (ignoreCase !== undefined) out.ignoreCase = ignoreCase;
  return out;
}
