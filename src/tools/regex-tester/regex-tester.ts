/**
 * The regex tester's logic: no React, no DOM. The browser's own engine does the matching (the
 * point of a tester is to show what `RegExp` really does); this module turns its answers into
 * matches with numbered and named groups, a replacement preview, and, for pages where no Worker
 * can run it, a bound on how long a pattern can take (`patternCost`, `safeTextLength`).
 */

/** The flags offered, in the order `RegExp.prototype.flags` writes them. */
export const FLAGS = ['d', 'g', 'i', 'm', 's', 'u', 'y'] as const;
export type RegexFlag = (typeof FLAGS)[number];

/** Matches kept with their text and groups (highlighted and listed); the rest are only counted. */
export const MATCH_DETAIL_LIMIT = 1000;

/** Known flags of `text`, each once, in canonical order ("yg" → "gy"); anything else is dropped. */
export function normalizeFlags(text: string): string {
  return FLAGS.filter((flag) => text.includes(flag)).join('');
}

export type CompileResult = { ok: true; regex: RegExp } | { ok: false; message: string };

/** The pattern as the engine sees it, or the engine's own message (kept as the browser words it). */
export function compilePattern(pattern: string, flags: string): CompileResult {
  try {
    return { ok: true, regex: new RegExp(pattern, normalizeFlags(flags)) };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}

export interface RegexGroup {
  /** 1-based group number, as `$1` writes it. */
  number: number;
  /** The group's name, for `(?<name>…)`; null for a plain `(…)`. */
  name: string | null;
  /** What it captured; undefined when it took no part in the match. */
  value: string | undefined;
  /** Where the capture starts and ends in the text (from the `d` flag's indices); null without it. */
  span: [number, number] | null;
}

export interface RegexMatch {
  /** Start of the match in the text (UTF-16 code units, as `match.index`). */
  index: number;
  /** End of the match (exclusive). */
  end: number;
  text: string;
  groups: RegexGroup[];
}

export interface MatchResult {
  /** The first MATCH_DETAIL_LIMIT matches. */
  matches: RegexMatch[];
  /** All matches, counted to the end of the text. */
  count: number;
  /** Number of capturing groups in the pattern. */
  groupCount: number;
  /** The text with every replacement made (`String.prototype.replace`), or null when no replacement is asked for. */
  replaced: string | null;
}

export interface MatchRequest {
  pattern: string;
  flags: string;
  text: string;
  /** null: no replacement preview. */
  replacement: string | null;
}

export type MatchOutcome = { kind: 'ok'; result: MatchResult } | { kind: 'invalid'; message: string };

/**
 * Every match of the pattern in the text, as the engine finds them: with `g`, those of
 * `text.matchAll(regex)`; without it, the one of `text.match(regex)` (which honours `y`).
 */
export function findMatches({ pattern, flags, text, replacement }: MatchRequest): MatchOutcome {
  const compiled = compilePattern(pattern, flags);
  if (!compiled.ok) return { kind: 'invalid', message: compiled.message };
  const { regex } = compiled;
  const names = groupNames(pattern);
  const matches: RegexMatch[] = [];
  let count = 0;
  const take = (match: RegExpMatchArray) => {
    count++;
    if (matches.length < MATCH_DETAIL_LIMIT) matches.push(describeMatch(match, names));
  };
  if (regex.global) {
    for (const match of text.matchAll(regex)) take(match);
  } else {
    const match = regex.exec(text);
    if (match) take(match);
  }
  regex.lastIndex = 0;
  const groupCount = names.length - 1;
  return { kind: 'ok', result: { matches, count, groupCount, replaced: replacement === null ? null : text.replace(regex, replacement) } };
}

function describeMatch(match: RegExpMatchArray, names: (string | null)[]): RegexMatch {
  const index = match.index ?? 0;
  const indices = (match as RegExpMatchArray & { indices?: ([number, number] | undefined)[] }).indices;
  const groups: RegexGroup[] = [];
  for (let number = 1; number < match.length; number++) {
    const span = indices?.[number];
    groups.push({ number, name: names[number] ?? null, value: match[number], span: span ? [span[0], span[1]] : null });
  }
  return { index, end: index + match[0].length, text: match[0], groups };
}

/**
 * The name of each capturing group by number (index 0 is the whole match, always null), read
 * from the pattern's source in the order its groups open. Call only on a pattern the engine
 * accepted.
 */
export function groupNames(pattern: string): (string | null)[] {
  const names: (string | null)[] = [null];
  let inClass = false;
  for (let i = 0; i < pattern.length; i++) {
    const char = pattern[i];
    if (char === '\\') {
      i++;
    } else if (inClass) {
      if (char === ']') inClass = false;
    } else if (char === '[') {
      inClass = true;
    } else if (char === '(') {
      if (pattern[i + 1] !== '?') names.push(null);
      else if (pattern[i + 2] === '<' && pattern[i + 3] !== '=' && pattern[i + 3] !== '!') {
        const close = pattern.indexOf('>', i + 3);
        names.push(pattern.slice(i + 3, close));
      }
    }
  }
  return names;
}

/** One stretch of the text for the highlighted view: plain, or (part of) a match. */
export interface TextSegment {
  text: string;
  /** The match's position in the list (0-based), or null for text between matches. */
  match: number | null;
  /** A zero-width match: shown as a marker, `text` is empty. */
  empty?: boolean;
}

/**
 * The text cut at the matches for highlighting, up to `limit` characters (a very long text is
 * highlighted only at its start; counts and the list cover all of it).
 */
export function segmentText(text: string, matches: readonly RegexMatch[], limit = Infinity): TextSegment[] {
  const segments: TextSegment[] = [];
  const stop = Math.min(text.length, limit);
  let at = 0;
  for (const [position, match] of matches.entries()) {
    if (match.index > stop || (match.index === stop && stop < text.length)) break;
    if (match.index > at) segments.push({ text: text.slice(at, match.index), match: null });
    if (match.end === match.index) segments.push({ text: '', match: position, empty: true });
    else segments.push({ text: text.slice(match.index, Math.min(match.end, stop)), match: position });
    at = Math.max(at, Math.min(match.end, stop));
  }
  if (at < stop) segments.push({ text: text.slice(at, stop), match: null });
  return segments;
}

/** The matched texts, one per line: what Copy Matches copies. */
export function matchesAsText(matches: readonly RegexMatch[]): string {
  return matches.map((match) => match.text).join('\n');
}

// ---------------------------------------------------------------------------------------------
// Without a Worker (an embed under a host CSP that blocks workers), the pattern has to run on the
// page's own thread, where one `exec` cannot be interrupted. So the tester runs only what it can
// prove is short: a backtracking engine explores at most `constant × n^degree` paths from each
// start position, n being the text's length, and `patternCost` works that bound out from the
// pattern's structure. A repeated group that itself repeats or has alternatives (`(a+)+`,
// `(a|b)*`) or a repeated back-reference can take exponential time: such a pattern is not run at
// all. Any other is run on as much of the text as the bound allows within WORK_BUDGET.

export type PatternCost = { kind: 'exponential' } | { kind: 'polynomial'; constant: number; degree: number };

/**
 * Path steps the page may spend on one run without a Worker: the worst cases at their safe length
 * stay under the 200 ms a main-thread task may take (the unit test runs them; V8 interprets a
 * new pattern's bytecode before compiling it, about 60 ms for 10^7 steps here, 125 ms under load).
 */
export const WORK_BUDGET = 10_000_000;

interface Cost {
  constant: number;
  degree: number;
}

const EXPONENTIAL = Symbol('exponential');
const ONE: Cost = { constant: 1, degree: 0 };
/** Past these the bound allows no useful text anyway: treated like exponential. */
const MAX_DEGREE = 8;
const MAX_CONSTANT = 1e12;

const times = (a: Cost, b: Cost): Cost => ({ constant: a.constant * b.constant, degree: a.degree + b.degree });

/** The worst case of a pattern the engine accepted (see the comment above). */
export function patternCost(pattern: string, flags: string): PatternCost {
  const unicode = flags.includes('u') || flags.includes('v');
  let i = 0;
  const peek = () => pattern[i];

  // A quantifier at i, consumed, or null.
  const quantifier = (): { min: number; max: number } | null => {
    const char = peek();
    let bounds: { min: number; max: number } | null = null;
    if (char === '*') bounds = { min: 0, max: Infinity };
    else if (char === '+') bounds = { min: 1, max: Infinity };
    else if (char === '?') bounds = { min: 0, max: 1 };
    if (bounds) i++;
    else if (char === '{') {
      const found = /^\{(\d+)(,(\d*))?\}/.exec(pattern.slice(i));
      if (!found) return null;
      const min = Number(found[1]);
      bounds = { min, max: found[2] === undefined ? min : found[3] === '' ? Infinity : Number(found[3]) };
      i += found[0].length;
    } else return null;
    if (peek() === '?') i++;
    return bounds;
  };

  const repeat = (cost: Cost, { min, max }: { min: number; max: number }): Cost => {
    if (max === 0) return ONE;
    if (max === Infinity) {
      if (cost.constant > 1 || cost.degree > 0) throw EXPONENTIAL;
      // One path per number of repetitions: at most n + 1.
      return { constant: 1, degree: 1 };
    }
    if (max === 1) return { constant: cost.constant + (min === 0 ? 1 : 0), degree: cost.degree };
    return { constant: (max - min + 1) * cost.constant ** max, degree: cost.degree * max };
  };

  const atom = (): Cost => {
    const char = peek();
    if (char === '\\') {
      const next = pattern[i + 1] ?? '';
      i += 2;
      if (/[1-9]/.test(next)) {
        while (/\d/.test(peek() ?? '')) i++;
        return { constant: 1, degree: 1 };
      }
      if (next === 'k' && peek() === '<') {
        i = pattern.indexOf('>', i) + 1;
        return { constant: 1, degree: 1 };
      }
      if ((next === 'p' || next === 'P' || (next === 'u' && unicode)) && peek() === '{') i = pattern.indexOf('}', i) + 1;
      return ONE;
    }
    if (char === '[') {
      i++;
      if (peek() === '^') i++;
      while (i < pattern.length && peek() !== ']') i += peek() === '\\' ? 2 : 1;
      i++;
      return ONE;
    }
    if (char === '(') {
      i++;
      if (peek() === '?') {
        i++;
        if (peek() === '<' && pattern[i + 1] !== '=' && pattern[i + 1] !== '!') i = pattern.indexOf('>', i) + 1;
        else {
          // (?: (?= (?! (?<= (?<! and modifiers such as (?i:
          while (i < pattern.length && !':=!'.includes(peek() ?? '')) i++;
          i++;
        }
      }
      const inner = alternation();
      i++; // ')'
      return inner;
    }
    i++;
    return ONE;
  };

  const sequence = (): Cost => {
    let cost = ONE;
    while (i < pattern.length && peek() !== '|' && peek() !== ')') {
      let part = atom();
      for (let bounds = quantifier(); bounds; bounds = quantifier()) part = repeat(part, bounds);
      cost = times(cost, part);
      if (cost.degree > MAX_DEGREE || cost.constant > MAX_CONSTANT) throw EXPONENTIAL;
    }
    return cost;
  };

  const alternation = (): Cost => {
    let cost = sequence();
    while (peek() === '|') {
      i++;
      const next = sequence();
      cost = { constant: cost.constant + next.constant, degree: Math.max(cost.degree, next.degree) };
      if (cost.constant > MAX_CONSTANT) throw EXPONENTIAL;
    }
    return cost;
  };

  try {
    const cost = alternation();
    return { kind: 'polynomial', constant: cost.constant, degree: cost.degree };
  } catch (error) {
    if (error === EXPONENTIAL) return { kind: 'exponential' };
    throw error;
  }
}

/**
 * How many characters of text the pattern can be run on without a Worker: the largest n whose
 * bound, `patternLength × constant × n^(degree + 1)` (every start position), stays within the budget.
 * 0 for an exponential pattern.
 */
export function safeTextLength(cost: PatternCost, patternLength: number, budget = WORK_BUDGET): number {
  if (cost.kind === 'exponential') return 0;
  const perUnit = budget / (Math.max(1, patternLength) * cost.constant);
  if (perUnit < 1) return 0;
  let n = Math.floor(perUnit ** (1 / (cost.degree + 1)));
  // Floating point: step to the exact largest n.
  while (n > 0 && n ** (cost.degree + 1) > perUnit) n--;
  while ((n + 1) ** (cost.degree + 1) <= perUnit) n++;
  return n;
}

/** What the page runs where no Worker can: the match on as much of the text as is provably quick. */
export interface GuardedResult {
  outcome: MatchOutcome | { kind: 'unsafe' };
  /** Characters of the text that were tested (the whole text, or less when the bound says so). */
  tested: number;
}

export function findMatchesGuarded(request: MatchRequest): GuardedResult {
  const compiled = compilePattern(request.pattern, request.flags);
  if (!compiled.ok) return { outcome: { kind: 'invalid', message: compiled.message }, tested: 0 };
  const limit = safeTextLength(patternCost(request.pattern, request.flags), request.pattern.length);
  if (limit === 0) return { outcome: { kind: 'unsafe' }, tested: 0 };
  const tested = Math.min(request.text.length, limit);
  if (tested === request.text.length) return { outcome: findMatches(request), tested };
  const head = request.text.slice(0, tested);
  const outcome = findMatches({ ...request, text: head });
  // The replacement preview covers the tested part; the rest follows unchanged.
  if (outcome.kind === 'ok' && outcome.result.replaced !== null) outcome.result.replaced += request.text.slice(tested);
  return { outcome, tested };
}

/** A sample that shows named groups and a replacement. */
export const SAMPLE = {
  pattern: '(?<year>\\d{4})-(?<month>\\d{2})-(?<day>\\d{2})',
  flags: 'g',
  text: 'Release 1.0 shipped on 2024-05-17.\nThe patch followed on 2024-06-03, and 2.0 on 2025-01-20.',
  replacement: '$<day>/$<month>/$<year>',
};
