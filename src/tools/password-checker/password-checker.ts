/**
 * Password strength report (TOOLS.md password-checker): zxcvbn's estimate turned into what the
 * screen shows, plus length and pattern checks from NIST SP 800-63B. Pure functions: no React,
 * no DOM. zxcvbn itself lives in ./zxcvbn-engine.ts, loaded lazily; only its types are used here.
 */
import type { Score } from '@zxcvbn-ts/core';
import { formatCount } from '../../ui/format';
import { ENGLISH_CRACK_TIME_TEXT, SCENARIOS, cappedLabel, crackTimes, estimateGuessesLog10, type CrackTimeText, type CrackTimeWords } from '../crack-time';
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

/** The report's figures; `crackText` words the crack times (English by default, as the change event reports them). */
export function strengthFrom(result: EstimateInput, crackText: CrackTimeText = ENGLISH_CRACK_TIME_TEXT): Strength {
  const guessesLog10 = estimateGuessesLog10(result);
  return {
    score: result.score,
    label: cappedLabel(SCORE_LABELS[result.score], guessesLog10),
    guessesLog10: round2(guessesLog10),
    guesses: formatGuesses(guessesLog10),
    crackTimes: crackTimes(guessesLog10, crackText),
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
export type PatternId = 'repeat' | 'sequence' | 'spatial';
const PATTERN_NAMES: Record<PatternId, string> = { repeat: 'repeated characters', sequence: 'a sequence', spatial: 'a keyboard pattern' };
const PATTERN_IDS = Object.keys(PATTERN_NAMES) as PatternId[];

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
  return patternIdsFound(sequence).map((id) => PATTERN_NAMES[id]);
}

/** The same patterns as ids, in the same order. */
export function patternIdsFound(sequence: readonly EstimateMatch[]): PatternId[] {
  const found = new Set(sequence.map((m) => m.pattern));
  return PATTERN_IDS.filter((id) => found.has(id));
}

const chars = (n: number) => `${n} ${n === 1 ? 'character' : 'characters'}`;
const list = (items: string[]) => (items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);

/**
 * The checks' words (issue #31): the screen passes its catalog's (PasswordChecker's i18n.ts); the
 * default is English, which the unit tests read.
 */
export interface CheckText {
  minLengthTitle: (min: number) => string;
  minLengthDetail: (length: number, min: number) => string;
  recommendedTitle: (count: number) => string;
  recommendedRequired: (length: number, count: number) => string;
  recommendedAdvised: (length: number, count: number) => string;
  maxTitle: (count: number) => string;
  maxWithin: (count: number) => string;
  maxOver: (count: number) => string;
  commonTitle: string;
  blocklist: Record<'password' | 'word' | 'none', string>;
  waiting: string;
  patternsTitle: string;
  patternsFound: (patterns: PatternId[]) => string;
  patternsNone: string;
  compositionTitle: string;
  compositionUses: (classes: CharacterClass[]) => string;
  compositionAny: string;
}

export const ENGLISH_CHECK_TEXT: CheckText = {
  minLengthTitle: (min) => `At least ${min} characters`,
  minLengthDetail: (length, min) => `${chars(length)}: ${min} is the minimum for any password.`,
  recommendedTitle: (count) => `At least ${count} characters`,
  recommendedRequired: (length, count) => `${chars(length)}: ${count} are required when the password is the only factor.`,
  recommendedAdvised: (length, count) => `${chars(length)}: ${count} are recommended, and required without a second factor.`,
  maxTitle: (count) => `Up to ${count} characters`,
  maxWithin: (count) => `Sites following NIST must accept at least ${count} characters.`,
  maxOver: (count) => `Longer than ${count}: sites must accept ${count}, some may refuse more.`,
  commonTitle: COMMON_TITLE,
  blocklist: BLOCKLIST_DETAIL,
  waiting: 'Waiting for the password lists.',
  patternsTitle: 'No repeated or sequential patterns',
  patternsFound: (patterns) => `Contains ${list(patterns.map((id) => PATTERN_NAMES[id]))}.`,
  patternsNone: 'No repeats, sequences or keyboard walks found.',
  compositionTitle: 'No character mix required',
  compositionUses: (classes) =>
    `Uses ${list(classes.map((c) => CLASS_LABELS[c]))}. Any printable or Unicode character is allowed; length matters more than mix.`,
  compositionAny: 'Any printable or Unicode character is allowed; length matters more than mix.',
};

/**
 * NIST SP 800-63B checks, informational: length (8 minimum; 15 when the password is the only
 * factor), the 64 characters sites must accept, the blocklist of common passwords and of
 * repetitive or sequential ones, and composition (never required). The last three need zxcvbn's
 * match sequence; without it they are 'pending'. `analysed`: the part of the password zxcvbn saw.
 */
export function nistChecks(
  password: string,
  usage: Usage,
  sequence: readonly EstimateMatch[] | null,
  analysed = password,
  text: CheckText = ENGLISH_CHECK_TEXT,
): Check[] {
  const length = codePointLength(password);
  const singleFactor = usage === 'single-factor';
  const checks: Check[] = [
    {
      id: 'min-length',
      title: text.minLengthTitle(NIST_MIN_LENGTH),
      status: length >= NIST_MIN_LENGTH ? 'pass' : 'fail',
      detail: text.minLengthDetail(length, NIST_MIN_LENGTH),
    },
    {
      id: 'recommended-length',
      title: text.recommendedTitle(NIST_SINGLE_FACTOR_LENGTH),
      status: length >= NIST_SINGLE_FACTOR_LENGTH ? 'pass' : singleFactor ? 'fail' : 'info',
      detail: singleFactor
        ? text.recommendedRequired(length, NIST_SINGLE_FACTOR_LENGTH)
        : text.recommendedAdvised(length, NIST_SINGLE_FACTOR_LENGTH),
    },
    {
      id: 'max-length',
      title: text.maxTitle(NIST_MAX_ACCEPTED),
      status: length <= NIST_MAX_ACCEPTED ? 'pass' : 'info',
      detail: length <= NIST_MAX_ACCEPTED ? text.maxWithin(NIST_MAX_ACCEPTED) : text.maxOver(NIST_MAX_ACCEPTED),
    },
  ];
  if (sequence === null) {
    checks.push(
      { id: 'common', title: text.commonTitle, status: 'pending', detail: text.waiting },
      { id: 'patterns', title: text.patternsTitle, status: 'pending', detail: text.waiting },
    );
  } else {
    const blocked = blocklistMatch(password, sequence, analysed);
    const patterns = patternIdsFound(sequence);
    checks.push(
      {
        id: 'common',
        title: text.commonTitle,
        status: blocked ? 'fail' : 'pass',
        detail: text.blocklist[blocked ?? 'none'],
      },
      {
        id: 'patterns',
        title: text.patternsTitle,
        status: patterns.length ? 'fail' : 'pass',
        detail: patterns.length ? text.patternsFound(patterns) : text.patternsNone,
      },
    );
  }
  const classes = characterClasses(password);
  checks.push({
    id: 'composition',
    title: text.compositionTitle,
    status: 'info',
    detail: classes.length ? text.compositionUses(classes) : text.compositionAny,
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

/** The copied report's words (English by default; the screen passes its catalog's). */
export interface ReportText {
  title: string;
  score: string;
  scoreValue: (score: Score, label: ScoreLabel) => string;
  length: string;
  lengthValue: (length: number) => string;
  guesses: string;
  guessesValue: (guesses: string, log10: string) => string;
  timeToCrack: string;
  crack: CrackTimeText;
  feedback: string;
  warning: (warning: string) => string;
  checks: string;
  status: (status: CheckStatus) => string;
}

export const ENGLISH_REPORT_TEXT: ReportText = {
  title: 'Password strength report',
  score: 'Score:',
  scoreValue: (score, label) => `${score} / 4 (${label})`,
  length: 'Length:',
  lengthValue: (length) => chars(length),
  guesses: 'Guesses:',
  guessesValue: (guesses, log10) => `${guesses} (log10 ${log10})`,
  timeToCrack: 'Time to crack',
  crack: ENGLISH_CRACK_TIME_TEXT,
  feedback: 'Feedback',
  warning: (warning) => `Warning: ${warning}`,
  checks: 'NIST SP 800-63B checks',
  status: (status) => STATUS_WORDS[status],
};

/**
 * "Copy report": plain text with the estimate, crack times, feedback and checks; never the password.
 * `strength` and `checks` come worded in `text`'s language (its label, times, feedback and checks).
 */
export function formatReport(strength: Strength, checks: readonly Check[], length: number, text: ReportText = ENGLISH_REPORT_TEXT): string {
  const heads = [text.score, text.length, text.guesses];
  const headWidth = Math.max(16, ...heads.map((h) => h.length + 2));
  const scenario = (s: (typeof SCENARIOS)[number]) => `${text.crack.title(s.key)} (${text.crack.rate(s.key)}):`;
  const timeWidth = Math.max(...SCENARIOS.map((s) => scenario(s).length)) + 2;
  const lines = [
    text.title,
    '',
    `${text.score.padEnd(headWidth)}${text.scoreValue(strength.score, strength.label)}`,
    `${text.length.padEnd(headWidth)}${text.lengthValue(length)}`,
    `${text.guesses.padEnd(headWidth)}${text.guessesValue(strength.guesses, strength.guessesLog10.toFixed(2))}`,
    '',
    text.timeToCrack,
    ...SCENARIOS.map((s) => `${scenario(s).padEnd(timeWidth)}${strength.crackTimes[s.key]}`),
  ];
  if (strength.warning || strength.suggestions.length) {
    lines.push('', text.feedback);
    if (strength.warning) lines.push(text.warning(strength.warning));
    for (const s of strength.suggestions) lines.push(`- ${s}`);
  }
  lines.push('', text.checks, ...checks.map((c) => `[${text.status(c.status)}] ${c.title}: ${c.detail}`));
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
