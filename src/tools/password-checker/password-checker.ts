/**
 * Password strength report (TOOLS.md password-checker): zxcvbn's estimate turned into what the
 * screen shows, plus length and pattern checks from NIST SP 800-63B. Pure functions: no React,
 * no DOM. zxcvbn itself lives in ./zxcvbn-engine.ts, loaded lazily; only its types are used here.
 */
import type { Score } from '@zxcvbn-ts/core';
import { formatCount } from '../../ui/format';
import { SCENARIOS, cappedLabel, crackTimes, estimateGuessesLog10, type CrackTimeWords } from '../crack-time';
import type { Estimate, EstimateMatch } from './estimate';

export { ANALYSED_LENGTH, FALLBACK_ANALYSED_LENGTH, analysedPrefix } from './estimate';
/** NIST SP 800-63B: every password SHALL be at least 8 characters. */
export const NIST_MIN_LENGTH = 8;
/** NIST SP 800-63B: a password that is the only factor SHALL be at least 15 characters. */
export const NIST_SINGLE_FACTOR_LENGTH = 15;
/** NIST SP 800-63B: sites SHOULD accept passwords of at least 64 characters. */
export const NIST_MAX_ACCEPTED = 64;

export const SCORE_LABELS = ['Very weak', 'Weak', 'Fair', 'Strong', 'Very strong'] as const;
export type ScoreLabel = (typeof SCORE_LABELS)[number];

/** zxcvbn's own reading of each score. */
export const SCORE_MEANINGS: Record<Score, string> = {
  0: 'Too guessable: a risky password.',
  1: 'Very guessable: protects only against throttled online attacks.',
  2: 'Somewhat guessable: protects against unthrottled online attacks.',
  3: 'Safely unguessable: moderate protection from an offline attack on a slow hash.',
  4: 'Very unguessable: strong protection from an offline attack on a slow hash.',
};

export { SCENARIOS, LABEL_RULE, type CrackTimeWords, type ScenarioId } from '../crack-time';

export interface Strength {
  /** zxcvbn's score. */
  score: Score;
  /** The score's label, capped at Fair when any attack shown takes under a day (src/tools/crack-time.ts). */
  label: ScoreLabel;
  /** log10 of the estimated guesses (zxcvbn's, brute-forced stretches at the password's pool size), two decimals. */
  guessesLog10: number;
  /** The estimated guesses in words, from the unrounded logarithm ("15,000", "5.3 × 10¹⁹"). */
  guesses: string;
  crackTimes: CrackTimeWords;
  warning: string | null;
  suggestions: string[];
}

/** The part of zxcvbn's result the report reads (tests build it by hand; zxcvbn's own result fits). */
export type EstimateInput = Pick<Estimate, 'score' | 'guesses' | 'guessesLog10' | 'sequence'> & { feedback: { warning: string | null; suggestions: readonly string[] } };

const round2 = (n: number) => Math.round(n * 100) / 100;

export function strengthFrom(result: EstimateInput): Strength {
  const guessesLog10 = estimateGuessesLog10(result);
  return {
    score: result.score,
    label: cappedLabel(SCORE_LABELS[result.score], guessesLog10),
    guessesLog10: round2(guessesLog10),
    guesses: formatGuesses(guessesLog10),
    crackTimes: crackTimes(guessesLog10),
    warning: result.feedback.warning || null,
    suggestions: [...result.feedback.suggestions],
  };
}

const SUPERSCRIPT = '⁰¹²³⁴⁵⁶⁷⁸⁹';
const superscript = (n: number) => [...String(n)].map((d) => SUPERSCRIPT[Number(d)] ?? d).join('');

/**
 * Estimated guesses from their log10, readable at any size: "1,000" below a million, then
 * "2.5 × 10¹²". Computed from the logarithm so huge estimates never print as Infinity.
 */
export function formatGuesses(log10: number): string {
  if (!Number.isFinite(log10) || log10 < 0) return '1';
  if (log10 < 6) return formatCount(Math.round(10 ** log10));
  let exponent = Math.floor(log10);
  let mantissa = Math.round(10 ** (log10 - exponent) * 10) / 10;
  if (mantissa >= 10) {
    mantissa = 1;
    exponent += 1;
  }
  return `${mantissa.toFixed(1)} × 10${superscript(exponent)}`;
}

/** Characters as NIST counts them: one per Unicode code point. */
export const codePointLength = (password: string) => [...password].length;

export type CharacterClass = 'lowercase' | 'uppercase' | 'digits' | 'symbols' | 'spaces' | 'unicode';

export const CLASS_LABELS: Record<CharacterClass, string> = {
  lowercase: 'lowercase',
  uppercase: 'uppercase',
  digits: 'digits',
  symbols: 'symbols',
  spaces: 'spaces',
  unicode: 'non-ASCII characters',
};

/** Which kinds of characters the password contains, in a fixed order. */
export function characterClasses(password: string): CharacterClass[] {
  const found = new Set<CharacterClass>();
  for (const ch of password) {
    if (/[a-z]/.test(ch)) found.add('lowercase');
    else if (/[A-Z]/.test(ch)) found.add('uppercase');
    else if (/[0-9]/.test(ch)) found.add('digits');
    else if (ch === ' ') found.add('spaces');
    else if (/[\x21-\x7e]/.test(ch)) found.add('symbols');
    else found.add('unicode');
  }
  return (Object.keys(CLASS_LABELS) as CharacterClass[]).filter((c) => found.has(c));
}

export type Usage = 'single-factor' | 'multi-factor';
export const USAGES: readonly Usage[] = ['single-factor', 'multi-factor'];
export const USAGE_LABELS: Record<Usage, string> = {
  'single-factor': 'On its own (single-factor)',
  'multi-factor': 'With a second factor (MFA)',
};
export const isUsage = (value: unknown): value is Usage => typeof value === 'string' && (USAGES as readonly string[]).includes(value);

export type CheckStatus = 'pass' | 'fail' | 'info' | 'pending';
export type CheckId = 'min-length' | 'recommended-length' | 'max-length' | 'common' | 'patterns' | 'composition';

export interface Check {
  id: CheckId;
  title: string;
  status: CheckStatus;
  detail: string;
}

const COMMON_LIST = /^passwords/;
const COMMON_TITLE = 'Not a common password or word';
const BLOCKLIST_DETAIL = {
  password: 'It is on the list of commonly used passwords (or a simple variant of one).',
  word: 'It is a single dictionary word or name (or a simple variant of one).',
  none: 'Not a commonly used password, word or name on its own.',
};
const PATTERN_NAMES: Record<string, string> = { repeat: 'repeated characters', sequence: 'a sequence', spatial: 'a keyboard pattern' };

/**
 * What NIST's blocklist would catch: the whole password (ignoring case, l33t and reversal) is one
 * entry of zxcvbn's common-password list ('password') or of its word and name lists ('word').
 * `analysed` is the part zxcvbn saw (its matches index it); only part of a password never matches whole.
 */
export function blocklistMatch(password: string, sequence: readonly EstimateMatch[], analysed = password): 'password' | 'word' | null {
  if (analysed !== password) return null;
  const last = password.length - 1;
  const whole = sequence.find((m) => m.pattern === 'dictionary' && m.i === 0 && m.j === last);
  if (!whole) return null;
  return COMMON_LIST.test(String(whole.dictionaryName)) ? 'password' : 'word';
}

/** Repeats ("aaaa", "abcabc"), sequences ("1234", "abcd") and keyboard walks ("qwerty") zxcvbn found, named once each. */
export function patternsFound(sequence: readonly EstimateMatch[]): string[] {
  const names = new Set(sequence.map((m) => PATTERN_NAMES[m.pattern]).filter((n): n is string => Boolean(n)));
  return Object.values(PATTERN_NAMES).filter((n) => names.has(n));
}

const chars = (n: number) => `${n} ${n === 1 ? 'character' : 'characters'}`;
const list = (items: string[]) => (items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);

/**
 * NIST SP 800-63B checks, informational: length (8 minimum; 15 when the password is the only
 * factor), the 64 characters sites must accept, the blocklist of common passwords and of
 * repetitive or sequential ones, and composition (never required). The last three need zxcvbn's
 * match sequence; without it they are 'pending'. `analysed`: the part of the password zxcvbn saw.
 */
export function nistChecks(password: string, usage: Usage, sequence: readonly EstimateMatch[] | null, analysed = password): Check[] {
  const length = codePointLength(password);
  const singleFactor = usage === 'single-factor';
  const checks: Check[] = [
    {
      id: 'min-length',
      title: `At least ${NIST_MIN_LENGTH} characters`,
      status: length >= NIST_MIN_LENGTH ? 'pass' : 'fail',
      detail: `${chars(length)}: ${NIST_MIN_LENGTH} is the minimum for any password.`,
    },
    {
      id: 'recommended-length',
      title: `At least ${NIST_SINGLE_FACTOR_LENGTH} characters`,
      status: length >= NIST_SINGLE_FACTOR_LENGTH ? 'pass' : singleFactor ? 'fail' : 'info',
      detail: singleFactor
        ? `${chars(length)}: ${NIST_SINGLE_FACTOR_LENGTH} are required when the password is the only factor.`
        : `${chars(length)}: ${NIST_SINGLE_FACTOR_LENGTH} are recommended, and required without a second factor.`,
    },
    {
      id: 'max-length',
      title: `Up to ${NIST_MAX_ACCEPTED} characters`,
      status: length <= NIST_MAX_ACCEPTED ? 'pass' : 'info',
      detail:
        length <= NIST_MAX_ACCEPTED
          ? `Sites following NIST must accept at least ${NIST_MAX_ACCEPTED} characters.`
          : `Longer than ${NIST_MAX_ACCEPTED}: sites must accept ${NIST_MAX_ACCEPTED}, some may refuse more.`,
    },
  ];
  if (sequence === null) {
    checks.push(
      { id: 'common', title: COMMON_TITLE, status: 'pending', detail: 'Waiting for the password lists.' },
      { id: 'patterns', title: 'No repeated or sequential patterns', status: 'pending', detail: 'Waiting for the password lists.' },
    );
  } else {
    const blocked = blocklistMatch(password, sequence, analysed);
    const patterns = patternsFound(sequence);
    checks.push(
      {
        id: 'common',
        title: COMMON_TITLE,
        status: blocked ? 'fail' : 'pass',
        detail: BLOCKLIST_DETAIL[blocked ?? 'none'],
      },
      {
        id: 'patterns',
        title: 'No repeated or sequential patterns',
        status: patterns.length ? 'fail' : 'pass',
        detail: patterns.length ? `Contains ${list(patterns)}.` : 'No repeats, sequences or keyboard walks found.',
      },
    );
  }
  const classes = characterClasses(password);
  checks.push({
    id: 'composition',
    title: 'No character mix required',
    status: 'info',
    detail: classes.length
      ? `Uses ${list(classes.map((c) => CLASS_LABELS[c]))}. Any printable or Unicode character is allowed; length matters more than mix.`
      : 'Any printable or Unicode character is allowed; length matters more than mix.',
  });
  return checks;
}

export type ReportState = 'empty' | 'loading' | 'ready' | 'error';

/** The `toolshed-change` detail. Never the password itself. */
export interface PasswordReport {
  state: ReportState;
  length: number;
  score: Score | null;
  label: ScoreLabel | null;
  guessesLog10: number | null;
  crackTimes: CrackTimeWords | null;
  warning: string | null;
  suggestions: string[];
  checks: Array<{ id: CheckId; status: CheckStatus }>;
}

export function buildReport(state: ReportState, password: string, strength: Strength | null, checks: readonly Check[]): PasswordReport {
  const ready = state === 'ready' && strength !== null;
  return {
    state,
    length: codePointLength(password),
    score: ready ? strength.score : null,
    label: ready ? strength.label : null,
    guessesLog10: ready ? strength.guessesLog10 : null,
    crackTimes: ready ? strength.crackTimes : null,
    warning: ready ? strength.warning : null,
    suggestions: ready ? strength.suggestions : [],
    checks: checks.map(({ id, status }) => ({ id, status })),
  };
}

const STATUS_WORDS: Record<CheckStatus, string> = { pass: 'Pass', fail: 'Fail', info: 'Note', pending: 'Pending' };

const TIME_LABEL_WIDTH = Math.max(...SCENARIOS.map((s) => `${s.title} (${s.rate}):`.length)) + 2;

/** "Copy report": plain text with the estimate, crack times, feedback and checks; never the password. */
export function formatReport(strength: Strength, checks: readonly Check[], length: number): string {
  const lines = [
    'Password strength report',
    '',
    `Score:          ${strength.score} / 4 (${strength.label})`,
    `Length:         ${length} characters`,
    `Guesses:        ${strength.guesses} (log10 ${strength.guessesLog10.toFixed(2)})`,
    '',
    'Time to crack',
    ...SCENARIOS.map((s) => `${`${s.title} (${s.rate}):`.padEnd(TIME_LABEL_WIDTH)}${strength.crackTimes[s.key]}`),
  ];
  if (strength.warning || strength.suggestions.length) {
    lines.push('', 'Feedback');
    if (strength.warning) lines.push(`Warning: ${strength.warning}`);
    for (const s of strength.suggestions) lines.push(`- ${s}`);
  }
  lines.push('', 'NIST SP 800-63B checks', ...checks.map((c) => `[${STATUS_WORDS[c.status]}] ${c.title}: ${c.detail}`));
  return lines.join('\n');
}

/** Remembered settings: only how the password is used, never the password. */
export interface CheckerSettings {
  usage: Usage;
}

export const DEFAULT_SETTINGS: CheckerSettings = { usage: 'single-factor' };

export function parseSettings(stored: unknown): Partial<CheckerSettings> {
  if (typeof stored !== 'object' || stored === null) return {};
  const usage = (stored as Record<string, unknown>).usage;
  return isUsage(usage) ? { usage } : {};
}
