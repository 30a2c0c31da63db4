/**
 * Text comparison on top of jsdiff: the package finds the changes; this module turns them
 * into rows both views draw, counts them, and writes the unified patch. Pure: no React, no DOM.
 *
 * The whole pipeline is a generator that yields each package call, so the same code runs
 * synchronously (small texts, in a Worker) or in jsdiff's async mode, which yields to the
 * event loop between steps (the main-thread fallback when Workers are blocked).
 */
import {
  FILE_HEADERS_ONLY,
  characterDiff,
  createTwoFilesPatch,
  diffChars,
  diffLines,
  diffWordsWithSpace,
  formatPatch,
  lineDiff,
  wordsWithSpaceDiff,
  type Change,
  type StructuredPatch,
} from 'diff';
import {
  CONTEXT_LINES,
  MODIFIED_NAME,
  ORIGINAL_NAME,
  type Block,
  type CompareOptions,
  type DiffMode,
  type DiffResult,
  type DiffStats,
  type Part,
  type SameLine,
  type Segment,
  type SideLine,
} from './model';
import { runToEnd } from '../../ui/tasks';

export * from './model';

/** Changed line blocks up to this size are compared word by word when a whole-text comparison gives up. */
const REFINE_MAX_CHARS = 20_000;
const REFINE_MAX_EDITS = 400;

/** How long each step may run before the comparison falls back to a cheaper one (ms). */
export interface Budget {
  diff: number;
  lines: number;
  patch: number;
}
export const INLINE_BUDGET: Budget = { diff: 150, lines: 300, patch: 300 };
export const WORKER_BUDGET: Budget = { diff: 4000, lines: 8000, patch: 8000 };

// ---------------------------------------------------------------------------------------------
// Calls into jsdiff, as data so that a sync or an async driver can run them.

type PackageOptions = { ignoreCase?: boolean; comparator?: (a: string, b: string) => boolean; timeout?: number; maxEditLength?: number };
export type DiffCall =
  | { kind: 'diff'; mode: DiffMode; a: string; b: string; options: PackageOptions }
  | { kind: 'patch'; a: string; b: string; timeout: number };
type CallResult = Change[] | string | undefined;

const DIFFERS = { line: diffLines, word: diffWordsWithSpace, char: diffChars } as const;
const TOKENIZERS = { line: lineDiff, word: wordsWithSpaceDiff, char: characterDiff } as const;

type AnyDiff = (a: string, b: string, options: PackageOptions & { callback?: (r: Change[] | undefined) => void }) => Change[] | undefined;
type AnyPatch = (
  oldName: string,
  newName: string,
  a: string,
  b: string,
  oldHeader: undefined,
  newHeader: undefined,
  options: { context: number; timeout: number; headerOptions: typeof FILE_HEADERS_ONLY; callback?: (r: string | undefined) => void },
) => string | undefined;

const patchOptions = (timeout: number) => ({ context: CONTEXT_LINES, timeout, headerOptions: FILE_HEADERS_ONLY });

/** Runs one call synchronously. */
export function runCall(call: DiffCall): CallResult {
  if (call.kind === 'patch') return (createTwoFilesPatch as AnyPatch)(ORIGINAL_NAME, MODIFIED_NAME, call.a, call.b, undefined, undefined, patchOptions(call.timeout));
  return (DIFFERS[call.mode] as AnyDiff)(call.a, call.b, call.options);
}

/** Runs one call in jsdiff's async mode (a macrotask per step: the page keeps painting). */
export function runCallAsync(call: DiffCall): Promise<CallResult> {
  return new Promise((resolve) => {
    if (call.kind === 'patch') {
      (createTwoFilesPatch as AnyPatch)(ORIGINAL_NAME, MODIFIED_NAME, call.a, call.b, undefined, undefined, { ...patchOptions(call.timeout), callback: resolve });
    } else {
      (DIFFERS[call.mode] as AnyDiff)(call.a, call.b, { ...call.options, callback: resolve });
    }
  });
}

type Pipeline<T> = Generator<DiffCall, T, CallResult>;

// ---------------------------------------------------------------------------------------------
// Changes → parts

const tokens = (mode: DiffMode, text: string): string[] => TOKENIZERS[mode].tokenize(text, {}).filter((t: string) => t !== '');
const isBlank = (text: string) => !/\S/.test(text);

/**
 * jsdiff reports unchanged text as it is in the *modified* text; with ignore-case or
 * ignore-whitespace that may differ from the original. Token counts recover the original's text.
 */
export function toParts(changes: Change[], original: string, mode: DiffMode, options: CompareOptions): Part[] {
  const exactEqual = !options.ignoreCase && !(mode === 'line' && options.ignoreWhitespace);
  const oldTokens = exactEqual ? null : tokens(mode, original);
  let position = 0;
  const parts: Part[] = [];
  for (const change of changes) {
    if (change.added) {
      parts.push({ type: 'added', text: change.value, ignored: false });
    } else if (change.removed) {
      parts.push({ type: 'removed', text: change.value, ignored: false });
      position += change.count;
    } else {
      const old = oldTokens ? oldTokens.slice(position, position + change.count).join('') : change.value;
      parts.push({ type: 'equal', old, new: change.value });
      position += change.count;
    }
  }
  // Word and character modes have no whitespace option in jsdiff: whitespace-only changes are
  // kept on their side but neither highlighted nor counted.
  if (options.ignoreWhitespace && mode !== 'line') {
    for (const part of parts) if (part.type !== 'equal' && isBlank(part.text)) part.ignored = true;
  }
  return parts;
}

/**
 * Lines equal once runs of whitespace are one space and the ends are trimmed (like `diff -b`,
 * plus leading whitespace); jsdiff's own ignoreWhitespace only trims the ends.
 */
function lineComparator(ignoreCase: boolean) {
  const norm = (line: string) => {
    const squeezed = line.replace(/\s+/g, ' ').trim();
    return ignoreCase ? squeezed.toLowerCase() : squeezed;
  };
  return (a: string, b: string) => a === b || norm(a) === norm(b);
}

function packageOptions(options: CompareOptions, budget: number): PackageOptions {
  if (options.mode === 'line' && options.ignoreWhitespace) return { comparator: lineComparator(options.ignoreCase), timeout: budget };
  return { ignoreCase: options.ignoreCase, timeout: budget };
}

/**
 * Line comparison first, then each changed block compared by word or character. Used when the
 * whole-text comparison runs out of time (long texts that differ in many places).
 */
function* refinedParts(original: string, modified: string, options: CompareOptions, budget: Budget): Pipeline<Part[] | undefined> {
  const lines = (yield { kind: 'diff', mode: 'line', a: original, b: modified, options: packageOptions({ ...options, mode: 'line' }, budget.lines) }) as Change[] | undefined;
  if (!lines) return undefined;
  const lineParts = toParts(lines, original, 'line', { ...options, mode: 'line' });
  const parts: Part[] = [];
  for (let i = 0; i < lineParts.length; i++) {
    const part = lineParts[i]!;
    const next = lineParts[i + 1];
    if (part.type === 'removed' && next?.type === 'added' && part.text.length + next.text.length <= REFINE_MAX_CHARS) {
      const fine = (yield {
        kind: 'diff',
        mode: options.mode,
        a: part.text,
        b: next.text,
        options: { ...packageOptions(options, budget.lines), maxEditLength: REFINE_MAX_EDITS },
      }) as Change[] | undefined;
      if (fine) {
        parts.push(...toParts(fine, part.text, options.mode, options));
        i++;
        continue;
      }
    }
    parts.push(part);
  }
  return parts;
}

/** Everything removed, then everything added: the answer when even the line comparison gives up. */
function replaceAll(original: string, modified: string): Part[] {
  const parts: Part[] = [];
  if (original) parts.push({ type: 'removed', text: original, ignored: false });
  if (modified) parts.push({ type: 'added', text: modified, ignored: false });
  return parts;
}

// ---------------------------------------------------------------------------------------------
// Parts → blocks of rows

interface Side {
  done: SideLine[];
  current: Segment[];
  number: number;
}

const newSide = (): Side => ({ done: [], current: [], number: 1 });

function append(side: Side, text: string, change: boolean) {
  if (text === '') return;
  const last = side.current.at(-1);
  if (last && last.change === change && last.text !== '\n') last.text += text;
  else side.current.push({ text, change });
}

function endLine(side: Side) {
  side.done.push({ number: side.number++, segments: side.current });
  side.current = [];
}

/** Adds text to one side, ending a line at each line break. */
function write(side: Side, text: string, change: boolean, markBreaks: boolean) {
  const pieces = text.split('\n');
  pieces.forEach((piece, i) => {
    append(side, piece, change);
    if (i < pieces.length - 1) {
      // A break is marked where it joins or splits lines with kept text; a wholly new line needs no mark.
      if (change && markBreaks && side.current.some((s) => !s.change)) side.current.push({ text: '\n', change: true });
      endLine(side);
    }
  });
}

const lineText = (line: SideLine) => line.segments.map((s) => s.text).join('');
const hasChange = (line: SideLine) => line.segments.some((s) => s.change);

/**
 * Rows for both views. Both sides are cut into lines; they line up again at every line break
 * that is unchanged text on both sides. A run of lines between two such breaks is one block.
 */
export function buildBlocks(parts: Part[], mode: DiffMode, original: string, modified: string): Block[] {
  const blocks: Block[] = [];
  const left = newSide();
  const right = newSide();
  const markBreaks = mode !== 'line';

  const flush = () => {
    if (left.done.length === 0 && right.done.length === 0) return;
    const [l, r] = [left.done, right.done];
    left.done = [];
    right.done = [];
    const [oldLine, newLine] = [l[0], r[0]];
    if (l.length === 1 && r.length === 1 && oldLine && newLine && !hasChange(oldLine) && !hasChange(newLine)) {
      const line: SameLine = { oldNumber: oldLine.number, newNumber: newLine.number, old: lineText(oldLine), new: lineText(newLine) };
      const last = blocks.at(-1);
      if (last?.kind === 'same') last.lines.push(line);
      else blocks.push({ kind: 'same', lines: [line] });
    } else {
      blocks.push({ kind: 'change', left: l, right: r });
    }
  };

  for (const part of parts) {
    if (part.type === 'equal') {
      // Changed lines that ended right before unchanged text form their own block.
      if (left.current.length === 0 && right.current.length === 0) flush();
      const oldPieces = part.old.split('\n');
      const newPieces = part.new.split('\n');
      const shared = Math.min(oldPieces.length, newPieces.length);
      for (let i = 0; i < shared; i++) {
        append(left, oldPieces[i]!, false);
        append(right, newPieces[i]!, false);
        if (i < shared - 1) {
          endLine(left);
          endLine(right);
          flush();
        }
      }
      // Ignoring whitespace can match "b" with "b\n" at the end of the texts.
      for (const [side, pieces] of [[left, oldPieces], [right, newPieces]] as const) {
        for (let i = shared; i < pieces.length; i++) {
          endLine(side);
          append(side, pieces[i]!, false);
        }
      }
    } else {
      write(part.type === 'removed' ? left : right, part.text, !part.ignored, markBreaks);
    }
  }
  // A text that ends with a line break leaves an empty current line: not a line of its own.
  if (left.current.length > 0) endLine(left);
  if (right.current.length > 0) endLine(right);
  flush();

  // Mark a changed last line that has no line break (what `\ No newline at end of file` says in a patch).
  for (const [text, pick] of [
    [original, (b: Extract<Block, { kind: 'change' }>) => b.left],
    [modified, (b: Extract<Block, { kind: 'change' }>) => b.right],
  ] as const) {
    if (text === '' || text.endsWith('\n')) continue;
    const last = blocks.at(-1);
    if (last?.kind !== 'change') continue;
    const line = pick(last).at(-1);
    if (line) line.noNewline = true;
  }
  return blocks;
}

// ---------------------------------------------------------------------------------------------
// Counting

/** Code points, so an emoji counts as one character (as jsdiff's character mode does). */
function countChars(text: string): number {
  let count = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0xd800 || code > 0xdbff || i + 1 >= text.length) count++;
    else {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) i++;
      count++;
    }
  }
  return count;
}

/** How many lines, words (whitespace not counted) or characters a piece of text holds. */
export function countUnits(text: string, mode: DiffMode): number {
  if (text === '') return 0;
  if (mode === 'char') return countChars(text);
  if (mode === 'line') return tokens('line', text).length;
  let words = 0;
  for (const token of tokens('word', text)) if (!isBlank(token)) words++;
  return words;
}

export function countParts(parts: Part[], mode: DiffMode): DiffStats {
  const stats: DiffStats = { added: 0, removed: 0, unchanged: 0 };
  for (const part of parts) {
    if (part.type === 'equal') stats.unchanged += countUnits(part.new, mode);
    else if (!part.ignored) stats[part.type] += countUnits(part.text, mode);
  }
  return stats;
}

// ---------------------------------------------------------------------------------------------
// Patch

const withoutBreak = (line: string) => (line.endsWith('\n') ? line.slice(0, -1) : line);

/** A one-hunk patch replacing every line: exact, for texts too different to compare in time. */
export function replaceAllPatch(original: string, modified: string): string {
  const oldLines = tokens('line', original);
  const newLines = tokens('line', modified);
  const lines: string[] = [];
  const add = (prefix: string, list: string[], text: string) => {
    for (const line of list) lines.push(prefix + withoutBreak(line));
    if (text !== '' && !text.endsWith('\n')) lines.push('\\ No newline at end of file');
  };
  add('-', oldLines, original);
  add('+', newLines, modified);
  const patch: StructuredPatch = {
    oldFileName: ORIGINAL_NAME,
    newFileName: MODIFIED_NAME,
    oldHeader: undefined,
    newHeader: undefined,
    hunks:
      original === modified
        ? []
        : [{ oldStart: 1, oldLines: oldLines.length, newStart: 1, newLines: newLines.length, lines }],
  };
  return formatPatch(patch, FILE_HEADERS_ONLY);
}

// ---------------------------------------------------------------------------------------------
// The whole comparison

function* partsPipeline(original: string, modified: string, options: CompareOptions, budget: Budget): Pipeline<{ parts: Part[]; approximate: boolean }> {
  const { mode } = options;
  const changes = (yield { kind: 'diff', mode, a: original, b: modified, options: packageOptions(options, budget.diff) }) as Change[] | undefined;
  if (changes) return { parts: toParts(changes, original, mode, options), approximate: false };
  const refined = mode === 'line' ? undefined : yield* refinedParts(original, modified, options, budget);
  return { parts: refined ?? replaceAll(original, modified), approximate: true };
}

export function* comparePipeline(original: string, modified: string, options: CompareOptions, budget: Budget): Pipeline<DiffResult> {
  const { parts, approximate } = yield* partsPipeline(original, modified, options, budget);
  const stats = countParts(parts, options.mode);
  // Not from the counts: a whitespace-only change is a difference even where no word changed.
  const identical = !parts.some((part) => part.type !== 'equal' && !part.ignored);
  const patch = ((yield { kind: 'patch', a: original, b: modified, timeout: budget.patch }) as string | undefined) ?? replaceAllPatch(original, modified);
  return {
    options,
    blocks: buildBlocks(parts, options.mode, original, modified),
    stats,
    identical,
    exact: original === modified,
    approximate,
    patch,
  };
}

/** Runs each package call synchronously, yielding progress (0–1) between them. */
function* stepped<T>(run: Pipeline<T>): Generator<number, T, void> {
  let calls = 0;
  let step = run.next();
  while (!step.done) {
    yield progressAfter(calls++);
    step = run.next(runCall(step.value));
  }
  return step.value;
}

/** jsdiff gives no progress of its own: each finished call halves what is left. */
const progressAfter = (calls: number) => 1 - 0.5 ** calls;

const runSync = <T>(run: Pipeline<T>): T => runToEnd(stepped(run));

/** The comparison as parts, before rows and counts (tests compare these with jsdiff's output). */
export function diffParts(original: string, modified: string, options: CompareOptions, budget: Budget = INLINE_BUDGET) {
  return runSync(partsPipeline(original, modified, options, budget));
}

/** Compares synchronously (small texts). */
export function compareTexts(original: string, modified: string, options: CompareOptions, budget: Budget = INLINE_BUDGET): DiffResult {
  return runSync(comparePipeline(original, modified, options, budget));
}

/** What a large comparison is given, in a Worker or on the main thread. */
export interface CompareInput {
  original: string;
  modified: string;
  options: CompareOptions;
}

/** A large comparison, step by step (the shared background runner's task, run in a Worker). */
export function compareTask({ original, modified, options }: CompareInput, budget: Budget = WORKER_BUDGET): Generator<number, DiffResult, void> {
  return stepped(comparePipeline(original, modified, options, budget));
}

/**
 * The main-thread fallback where Workers are blocked: jsdiff's async mode, which yields to the
 * event loop between its own steps (a single jsdiff call cannot be cut into generator steps).
 * Resolves null once `signal` aborts.
 */
export async function compareOnMain(
  { original, modified, options }: CompareInput,
  signal: AbortSignal,
  onProgress: (value: number) => void,
  budget: Budget = WORKER_BUDGET,
): Promise<DiffResult | null> {
  const run = comparePipeline(original, modified, options, budget);
  let calls = 0;
  let step = run.next();
  while (!step.done) {
    onProgress(progressAfter(calls++));
    const result = await runCallAsync(step.value);
    if (signal.aborted) return null;
    step = run.next(result);
  }
  return step.value;
}
