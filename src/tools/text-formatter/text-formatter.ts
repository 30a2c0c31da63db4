/**
 * Line tools for the text formatter (TOOLS.md, text section): a chain of steps applied in the
 * order the user picks. Pure functions: no React, no DOM.
 *
 * A text is handled as lines plus its line ending. The ending is the first one found in the
 * input (LF when there is none), so mixed endings come out as that one kind; a final line
 * break is kept aside and put back, so sorting never moves an "empty last line" to the top.
 */
import { createRandomInt, cryptoRandom, seededRandom, type RandomSource } from '../random';

export type LineEnding = 'lf' | 'crlf' | 'cr';
export type TrimMode = 'both' | 'start' | 'end';

export type Step =
  | { kind: 'trim'; mode: TrimMode }
  | { kind: 'remove-empty'; whitespaceOnly: boolean }
  | { kind: 'dedupe'; ignoreCase: boolean }
  | { kind: 'sort-az' }
  | { kind: 'sort-za' }
  | { kind: 'sort-natural' }
  | { kind: 'sort-length' }
  | { kind: 'reverse' }
  | { kind: 'shuffle' }
  | { kind: 'number'; start: number; separator: string; pad: boolean }
  | { kind: 'prefix-suffix'; prefix: string; suffix: string }
  | { kind: 'replace'; find: string; replace: string; regex: boolean; ignoreCase: boolean }
  | { kind: 'collapse-whitespace' }
  | { kind: 'line-endings'; ending: LineEnding };

export type StepKind = Step['kind'];

export const STEP_KINDS = [
  'trim',
  'remove-empty',
  'dedupe',
  'sort-az',
  'sort-za',
  'sort-natural',
  'sort-length',
  'reverse',
  'shuffle',
  'number',
  'prefix-suffix',
  'replace',
  'collapse-whitespace',
  'line-endings',
] as const satisfies readonly StepKind[];

/** English step names (describeStep); the screen shows messages `step.<kind>` in the page's locale. */
export const STEP_LABELS: Record<StepKind, string> = {
  trim: 'Trim Lines',
  'remove-empty': 'Remove Empty Lines',
  dedupe: 'Remove Duplicate Lines',
  'sort-az': 'Sort A → Z',
  'sort-za': 'Sort Z → A',
  'sort-natural': 'Sort Naturally (2 Before 10)',
  'sort-length': 'Sort by Length',
  reverse: 'Reverse Line Order',
  shuffle: 'Shuffle Lines',
  number: 'Add Line Numbers',
  'prefix-suffix': 'Add Prefix / Suffix',
  replace: 'Find and Replace',
  'collapse-whitespace': 'Collapse Whitespace',
  'line-endings': 'Normalize Line Endings',
};

export const LINE_ENDINGS: Record<LineEnding, { label: string; text: string }> = {
  lf: { label: 'LF', text: '\n' },
  crlf: { label: 'CRLF', text: '\r\n' },
  cr: { label: 'CR', text: '\r' },
};

/** The "Add a Step" buttons, grouped by what the steps do (the groups' names are messages `group.<id>`). */
export const STEP_GROUPS: ReadonlyArray<{ id: 'clean' | 'order' | 'edit'; kinds: readonly StepKind[] }> = [
  { id: 'clean', kinds: ['trim', 'remove-empty', 'dedupe', 'collapse-whitespace'] },
  { id: 'order', kinds: ['sort-az', 'sort-za', 'sort-natural', 'sort-length', 'reverse', 'shuffle'] },
  { id: 'edit', kinds: ['number', 'prefix-suffix', 'replace', 'line-endings'] },
];

/** A whole number in range for "Start at", or null. */
export function parseStart(raw: string): number | null {
  const text = raw.trim();
  if (!/^[-−]?\d{1,10}$/.test(text)) return null;
  const value = Number(text.replace('−', '-'));
  return value >= NUMBER_START_MIN && value <= NUMBER_START_MAX ? value : null;
}

export const TRIM_MODES: Record<TrimMode, string> = { both: 'Both ends', start: 'Start only', end: 'End only' };

export const NUMBER_START_MIN = -1_000_000_000;
export const NUMBER_START_MAX = 1_000_000_000;
export const SEPARATOR_MAX = 20;
export const AFFIX_MAX = 200;
export const FIND_MAX = 1000;

/** A step with its default options. */
export function defaultStep(kind: StepKind): Step {
  switch (kind) {
    case 'trim':
      return { kind, mode: 'both' };
    case 'remove-empty':
      return { kind, whitespaceOnly: true };
    case 'dedupe':
      return { kind, ignoreCase: false };
    case 'number':
      return { kind, start: 1, separator: '. ', pad: false };
    case 'prefix-suffix':
      return { kind, prefix: '', suffix: '' };
    case 'replace':
      return { kind, find: '', replace: '', regex: false, ignoreCase: false };
    case 'line-endings':
      return { kind, ending: 'lf' };
    default:
      return { kind };
  }
}

export const isStepKind = (value: unknown): value is StepKind => typeof value === 'string' && (STEP_KINDS as readonly string[]).includes(value);

const text = (value: unknown, fallback: string, max: number) => (typeof value === 'string' && value.length <= max ? value : fallback);
const flag = (value: unknown, fallback: boolean) => (typeof value === 'boolean' ? value : fallback);
const oneOf = <T extends string>(value: unknown, options: Record<T, unknown>, fallback: T): T =>
  typeof value === 'string' && Object.hasOwn(options, value) ? (value as T) : fallback;

/**
 * A step from untrusted data (remembered settings): unknown kinds give null, malformed
 * options fall back to their defaults.
 */
export function sanitizeStep(value: unknown): Step | null {
  if (typeof value !== 'object' || value === null) return null;
  const raw = value as Record<string, unknown>;
  if (!isStepKind(raw.kind)) return null;
  const base = defaultStep(raw.kind);
  switch (base.kind) {
    case 'trim':
      return { ...base, mode: oneOf(raw.mode, TRIM_MODES, base.mode) };
    case 'remove-empty':
      return { ...base, whitespaceOnly: flag(raw.whitespaceOnly, base.whitespaceOnly) };
    case 'dedupe':
      return { ...base, ignoreCase: flag(raw.ignoreCase, base.ignoreCase) };
    case 'number': {
      const start = typeof raw.start === 'number' && Number.isInteger(raw.start) && raw.start >= NUMBER_START_MIN && raw.start <= NUMBER_START_MAX ? raw.start : base.start;
      return { ...base, start, separator: text(raw.separator, base.separator, SEPARATOR_MAX), pad: flag(raw.pad, base.pad) };
    }
    case 'prefix-suffix':
      return { ...base, prefix: text(raw.prefix, '', AFFIX_MAX), suffix: text(raw.suffix, '', AFFIX_MAX) };
    case 'replace':
      return {
        ...base,
        find: text(raw.find, '', FIND_MAX),
        replace: text(raw.replace, '', FIND_MAX),
        regex: flag(raw.regex, false),
        ignoreCase: flag(raw.ignoreCase, false),
      };
    case 'line-endings':
      return { ...base, ending: oneOf(raw.ending, LINE_ENDINGS, base.ending) };
    default:
      return base;
  }
}

export const MAX_STEPS = 20;

/**
 * The `steps` attribute (what share links carry): the steps with their options as a JSON
 * array, or '' when every step has its default options (then `operations` says it all).
 */
export function stepsToJson(steps: readonly Step[]): string {
  const customized = steps.some((step) => JSON.stringify(step) !== JSON.stringify(defaultStep(step.kind)));
  return customized ? JSON.stringify(steps) : '';
}

/** Steps from a `steps` attribute (untrusted): null unless it is a JSON array; invalid items are dropped. */
export function parseStepsJson(value: string): Step[] | null {
  try {
    const data: unknown = JSON.parse(value);
    if (!Array.isArray(data)) return null;
    return data.map(sanitizeStep).filter((step): step is Step => step !== null).slice(0, MAX_STEPS);
  } catch {
    return null;
  }
}

/**
 * The `operations` attribute: comma-separated step ids (`trim,dedupe,sort-az`), each with
 * its default options. Unknown ids are reported, not guessed at.
 */
export function parseOperations(value: string | readonly string[]): { steps: Step[]; unknown: string[] } {
  const ids = (typeof value === 'string' ? value.split(',') : value).map((id) => id.trim().toLowerCase()).filter(Boolean);
  const steps: Step[] = [];
  const unknown: string[] = [];
  for (const id of ids) {
    if (isStepKind(id)) {
      if (steps.length < MAX_STEPS) steps.push(defaultStep(id));
    } else unknown.push(id);
  }
  return { steps, unknown };
}

/** Uniform integer in [0, max). */
export type RandomInt = (max: number) => number;

/**
 * Uniform integers from crypto.getRandomValues (or `fill`, for tests): the site's one rejection
 * sampler (src/tools/random.ts), shared with the password and random generators.
 */
export function cryptoRandomInt(fill: RandomSource = cryptoRandom): RandomInt {
  return createRandomInt(fill);
}

/** Reproducible uniform integers (mulberry32) for tests and stories; real shuffles use crypto. */
export function seededRandomInt(seed: number): RandomInt {
  return createRandomInt(seededRandom(seed));
}

export interface Lines {
  lines: string[];
  /** The line break written between lines. */
  eol: string;
  /** The text ended with a line break. */
  finalBreak: boolean;
}

const BREAK = /\r\n|\r|\n/;

export function toLines(input: string): Lines {
  const eol = /\r\n|\r|\n/.exec(input)?.[0] ?? '\n';
  if (input === '') return { lines: [], eol, finalBreak: false };
  const finalBreak = /(?:\r\n|\r|\n)$/.test(input);
  const body = finalBreak ? input.replace(/(?:\r\n|\r|\n)$/, '') : input;
  return { lines: body.split(BREAK), eol, finalBreak };
}

export function fromLines({ lines, eol, finalBreak }: Lines): string {
  if (lines.length === 0) return '';
  return lines.join(eol) + (finalBreak ? eol : '');
}

/** Lines in a text as this tool counts them (a final line break does not start a new line). */
export const countLines = (input: string) => toLines(input).lines.length;

export function trimLines(lines: readonly string[], mode: TrimMode = 'both'): string[] {
  if (mode === 'start') return lines.map((l) => l.trimStart());
  if (mode === 'end') return lines.map((l) => l.trimEnd());
  return lines.map((l) => l.trim());
}

export function removeEmptyLines(lines: readonly string[], whitespaceOnly = true): string[] {
  return lines.filter((l) => (whitespaceOnly ? l.trim() !== '' : l !== ''));
}

export function dedupeLines(lines: readonly string[], ignoreCase = false): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const line of lines) {
    const key = ignoreCase ? line.toLowerCase() : line;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(line);
  }
  return out;
}

/**
 * What alphabetical order compares: the line without accents, in lower case, so "Émile"
 * sorts with "emile" and "apple" with "Apple". Built once per line (a collator comparison
 * per pair is ~10× slower on 100,000 lines), identical on the server and in every browser.
 */
function foldKey(line: string): string {
  const lower = line.toLowerCase();
  // Plain ASCII has no accents to strip: skip the slow Unicode pass for most lines.
  return NON_ASCII.test(lower) ? lower.normalize('NFD').replace(/\p{M}/gu, '') : lower;
}

// eslint-disable-next-line no-control-regex -- the ASCII range itself
const NON_ASCII = /[^\x00-\x7f]/;

const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Ties on the folded key are broken by the line itself, so the order is total and sorting idempotent. */
function sortByKey(lines: readonly string[], key: (line: string) => string, compare: (a: string, b: string) => number, direction: 1 | -1): string[] {
  const keyed = lines.map((line) => ({ line, key: key(line) }));
  keyed.sort((a, b) => direction * (compare(a.key, b.key) || byCodeUnits(a.line, b.line)));
  return keyed.map((k) => k.line);
}

export const sortAZ = (lines: readonly string[]) => sortByKey(lines, foldKey, byCodeUnits, 1);
export const sortZA = (lines: readonly string[]) => sortByKey(lines, foldKey, byCodeUnits, -1);

/**
 * The folded line with each digit run rewritten so that plain string comparison orders
 * numbers by value: a marker below every printable character, the run's length without
 * leading zeros, then its digits ("item 10" → "item \u0001\u0022" + "10").
 */
export function naturalKey(line: string): string {
  return foldKey(line).replace(/\d+/g, (digits) => {
    const value = digits.replace(/^0+(?=\d)/, '');
    return `\u0001${String.fromCharCode(0x20 + Math.min(value.length, 0xffdf))}${value}`;
  });
}

export const sortNatural = (lines: readonly string[]) => sortByKey(lines, naturalKey, byCodeUnits, 1);

/** Length in code points (an emoji counts once); equal lengths keep their order. */
export function sortByLength(lines: readonly string[]): string[] {
  const keyed = lines.map((line, index) => ({ line, index, length: codePoints(line) }));
  keyed.sort((a, b) => a.length - b.length || a.index - b.index);
  return keyed.map((k) => k.line);
}

function codePoints(line: string): number {
  let count = 0;
  for (let i = 0; i < line.length; i++) {
    const c = line.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < line.length) {
      const d = line.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) i++;
    }
    count++;
  }
  return count;
}

export const reverseLines = (lines: readonly string[]) => [...lines].reverse();

/** Unbiased Fisher–Yates shuffle. */
export function shuffleLines(lines: readonly string[], random: RandomInt): string[] {
  const out = [...lines];
  for (let i = out.length - 1; i > 0; i--) {
    const j = random(i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

export function numberLines(lines: readonly string[], start = 1, separator = '. ', pad = false): string[] {
  const last = start + lines.length - 1;
  const width = pad ? Math.max(String(start).length, String(last).length) : 0;
  return lines.map((line, i) => `${String(start + i).padStart(width)}${separator}${line}`);
}

export const affixLines = (lines: readonly string[], prefix: string, suffix: string) => lines.map((line) => `${prefix}${line}${suffix}`);

export function collapseWhitespace(lines: readonly string[]): string[] {
  return lines.map((line) => line.replace(/[^\S\r\n]{2,}|[^\S\r\n ]/g, ' '));
}

export type PatternResult = { ok: true; pattern: RegExp | null } | { ok: false; error: string };

/**
 * The find pattern of a replace step. Regular expressions are JavaScript ones with the g, m
 * (^ and $ match at each line) and u flags, plus i for "ignore case". Empty find: no pattern.
 */
export function compileFind(step: Extract<Step, { kind: 'replace' }>): PatternResult {
  if (step.find === '') return { ok: true, pattern: null };
  const flags = `gmu${step.ignoreCase ? 'i' : ''}`;
  if (!step.regex) return { ok: true, pattern: new RegExp(escapeRegExp(step.find), flags) };
  try {
    return { ok: true, pattern: new RegExp(step.find, flags) };
  } catch (error) {
    return { ok: false, error: regexErrorMessage(error, step.find) };
  }
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** "Invalid regular expression: /(a/gmu: Unterminated group" → "Invalid regular expression: unterminated group." */
export function regexErrorMessage(error: unknown, source: string): string {
  const raw = error instanceof Error ? error.message : String(error);
  const reason = raw.replace(/^Invalid regular expression: \/.*\/[a-z]*: /s, '').replace(/^Invalid regular expression: /, '').trim();
  const text = reason ? reason[0]!.toLowerCase() + reason.slice(1) : 'the pattern cannot be read';
  return `Invalid regular expression${source.length <= 40 ? ` /${source}/` : ''}: ${text.replace(/\.$/, '')}.`;
}

/** The engine's reason inside a message from regexErrorMessage ("unterminated group"), for other locales' wording. */
export const regexErrorReason = (message: string) => message.replace(/^Invalid regular expression(?: \/.*\/)?: /s, '').replace(/\.$/, '');

export function replaceText(input: string, step: Extract<Step, { kind: 'replace' }>): { ok: true; text: string; count: number } | { ok: false; error: string } {
  const compiled = compileFind(step);
  if (!compiled.ok) return compiled;
  const pattern = compiled.pattern;
  if (pattern === null) return { ok: true, text: input, count: 0 };
  const count = input.match(pattern)?.length ?? 0;
  if (count === 0) return { ok: true, text: input, count };
  // Regular expressions get JavaScript's $1, $<name>, $& templates; plain text is taken literally.
  const text = step.regex ? input.replace(pattern, step.replace) : input.replace(pattern, () => step.replace);
  return { ok: true, text, count };
}

export interface StepOutcome {
  /** Lines after this step. */
  lines: number;
  /** Replace steps: how many matches were replaced. */
  replaced?: number;
  /** The step could not run (invalid regular expression); the text passed through unchanged. */
  error?: string;
}

export interface ChainResult {
  output: string;
  inputLines: number;
  outputLines: number;
  /** One entry per step, in order. */
  steps: StepOutcome[];
}

export interface ChainOptions {
  /** Source for shuffle steps; defaults to crypto.getRandomValues. */
  random?: RandomInt;
}

export interface FormatTaskInput {
  text: string;
  steps: readonly Step[];
  /** Shuffle with this seed; null: crypto.getRandomValues. */
  seed: number | null;
}

/** The text formatter's work on large text, posted to a Worker (issue #37). */
export function* formatTextTask({ text, steps, seed }: FormatTaskInput): Generator<number, ChainResult, void> {
  yield 0;
  return applySteps(text, steps, { random: seed === null ? cryptoRandomInt() : seededRandomInt(seed) });
}

/** Runs the steps in order on the text. Never throws. */
export function applySteps(input: string, steps: readonly Step[], options: ChainOptions = {}): ChainResult {
  let state = toLines(input);
  const inputLines = state.lines.length;
  let random = options.random;
  const outcomes: StepOutcome[] = [];
  for (const step of steps) {
    let lines = state.lines;
    const outcome: StepOutcome = { lines: 0 };
    switch (step.kind) {
      case 'trim':
        lines = trimLines(lines, step.mode);
        break;
      case 'remove-empty':
        lines = removeEmptyLines(lines, step.whitespaceOnly);
        break;
      case 'dedupe':
        lines = dedupeLines(lines, step.ignoreCase);
        break;
      case 'sort-az':
        lines = sortAZ(lines);
        break;
      case 'sort-za':
        lines = sortZA(lines);
        break;
      case 'sort-natural':
        lines = sortNatural(lines);
        break;
      case 'sort-length':
        lines = sortByLength(lines);
        break;
      case 'reverse':
        lines = reverseLines(lines);
        break;
      case 'shuffle':
        random ??= cryptoRandomInt();
        lines = shuffleLines(lines, random);
        break;
      case 'number':
        lines = numberLines(lines, step.start, step.separator, step.pad);
        break;
      case 'prefix-suffix':
        lines = affixLines(lines, step.prefix, step.suffix);
        break;
      case 'collapse-whitespace':
        lines = collapseWhitespace(lines);
        break;
      case 'line-endings':
        state = { ...state, eol: LINE_ENDINGS[step.ending].text };
        break;
      case 'replace': {
        if (lines.length === 0) break;
        const result = replaceText(lines.join(state.eol), step);
        if (!result.ok) {
          outcome.error = result.error;
          break;
        }
        outcome.replaced = result.count;
        // A replacement may add or remove line breaks: split again.
        if (result.count > 0) lines = result.text === '' ? [] : result.text.split(BREAK);
        break;
      }
    }
    state = { ...state, lines };
    outcome.lines = lines.length;
    outcomes.push(outcome);
  }
  return { output: fromLines(state), inputLines, outputLines: state.lines.length, steps: outcomes };
}

/** A short summary of a step for lists and the change event, e.g. `replace "a" → "b"`. */
export function describeStep(step: Step): string {
  switch (step.kind) {
    case 'trim':
      return step.mode === 'both' ? STEP_LABELS.trim : `${STEP_LABELS.trim} (${TRIM_MODES[step.mode].toLowerCase()})`;
    case 'line-endings':
      return `${STEP_LABELS['line-endings']} (${step.ending.toUpperCase()})`;
    default:
      return STEP_LABELS[step.kind];
  }
}

export const SAMPLE_TEXT = [
  '  banana',
  'Apple  ',
  '',
  'cherry',
  'item 10',
  'banana',
  'item 2',
  '   ',
  'Date\t\tpalm',
  'apple',
].join('\n');

export const DEFAULT_STEPS: readonly Step[] = [defaultStep('trim'), defaultStep('remove-empty')];
