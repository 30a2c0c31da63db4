/**
 * How long a password would take to crack: the four attack scenarios, their speeds and zxcvbn's
 * wording, shared by the password checker and the password generator so both pages speak the
 * same language (issue #30). Where the guesses come from differs, deliberately:
 * - the checker does not know how a password was made, so it uses zxcvbn's estimate (an attacker
 *   who tries words, names, dates and keyboard patterns first, and 10 guesses per character for
 *   the rest): `estimateGuessesLog10`;
 * - the generator knows: every place holds one of the pool's characters, so an attacker who knows
 *   the settings has at most pool^length passwords to try, the same figure as the entropy it shows:
 *   `combinationsLog10`. zxcvbn's count for random text is far lower (10 per character, not 88), so
 *   for a generated password the checker's times are a floor, never longer than the generator's.
 * The label rule keeps "strong" away from a crack time under a day.
 * Pure functions: no React, no zxcvbn import (the checker loads zxcvbn lazily).
 */

export type ScenarioId = 'onlineThrottlingXPerHour' | 'onlineNoThrottlingXPerSecond' | 'offlineSlowHashingXPerSecond' | 'offlineFastHashingXPerSecond';

export interface CrackTimeWords {
  onlineThrottled: string;
  onlineUnthrottled: string;
  offlineSlowHash: string;
  offlineFastHash: string;
}

export interface Scenario {
  id: ScenarioId;
  key: keyof CrackTimeWords;
  title: string;
  rate: string;
  /** log10 of the guesses per second. */
  perSecondLog10: number;
}

/** The four standard attack scenarios, at zxcvbn's default guessing rates. */
export const SCENARIOS: readonly Scenario[] = [
  { id: 'onlineThrottlingXPerHour', key: 'onlineThrottled', title: 'Online, throttled', rate: '100 guesses per hour', perSecondLog10: Math.log10(100 / 3600) },
  { id: 'onlineNoThrottlingXPerSecond', key: 'onlineUnthrottled', title: 'Online, unthrottled', rate: '10 guesses per second', perSecondLog10: 1 },
  { id: 'offlineSlowHashingXPerSecond', key: 'offlineSlowHash', title: 'Offline, slow hash', rate: '10,000 guesses per second', perSecondLog10: 4 },
  { id: 'offlineFastHashingXPerSecond', key: 'offlineFastHash', title: 'Offline, fast hash', rate: '10 billion guesses per second', perSecondLog10: 10 },
];

const SECOND = 1;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MONTH = 31 * DAY;
const YEAR = 12 * MONTH;
const CENTURY = 100 * YEAR;
export type TimeUnit = 'second' | 'minute' | 'hour' | 'day' | 'month' | 'year';
const UNITS: ReadonlyArray<[name: TimeUnit, seconds: number]> = [
  ['second', SECOND],
  ['minute', MINUTE],
  ['hour', HOUR],
  ['day', DAY],
  ['month', MONTH],
  ['year', YEAR],
];

/**
 * The words of the crack times, so each page says them in its language (issue #31): the screens
 * pass their catalog's (src/tools/crack-time-text.ts); the default is English, which the unit
 * tests, the change events and the copied report keep reading.
 */
export interface CrackTimeText {
  /** A scenario's title ("Online, throttled"). */
  title: (key: keyof CrackTimeWords) => string;
  /** A scenario's speed ("100 guesses per hour"). */
  rate: (key: keyof CrackTimeWords) => string;
  lessThanSecond: string;
  centuries: string;
  /** A whole number of a unit, in the language's plural ("2 minutes"). */
  duration: (unit: TimeUnit, count: number) => string;
}

export const ENGLISH_CRACK_TIME_TEXT: CrackTimeText = {
  title: (key) => SCENARIOS.find((s) => s.key === key)!.title,
  rate: (key) => SCENARIOS.find((s) => s.key === key)!.rate,
  lessThanSecond: 'less than a second',
  centuries: 'centuries',
  duration: (unit, count) => `${count} ${unit}${count === 1 ? '' : 's'}`,
};

/** zxcvbn's wording: "less than a second", "1 minute", "3 days", "centuries" (in `text`'s language). */
export function crackTimeDisplay(seconds: number, text: CrackTimeText = ENGLISH_CRACK_TIME_TEXT): string {
  if (!(seconds >= SECOND)) return text.lessThanSecond;
  if (seconds >= CENTURY) return text.centuries;
  let unit = UNITS[0]!;
  for (const candidate of UNITS) if (seconds >= candidate[1]) unit = candidate;
  return text.duration(unit[0], Math.round(seconds / unit[1]));
}

/** Seconds to crack in a scenario, from log10 of the guesses (never Infinity on screen: see display). */
export const crackSeconds = (guessesLog10: number, scenario: Scenario) => 10 ** (guessesLog10 - scenario.perSecondLog10);

export function crackTimes(guessesLog10: number, text: CrackTimeText = ENGLISH_CRACK_TIME_TEXT): CrackTimeWords {
  return Object.fromEntries(SCENARIOS.map((s) => [s.key, crackTimeDisplay(crackSeconds(guessesLog10, s), text)])) as unknown as CrackTimeWords;
}

/**
 * log10 of the passwords of `length` characters, each one of `poolSize`: pool^length, the
 * generator's guesses (its entropy, length × log2 pool, in the unit the crack times use). The
 * generator's one-character-per-type rule only removes passwords, so this is an upper bound.
 */
export function combinationsLog10(length: number, poolSize: number): number {
  return length > 0 && poolSize > 1 ? length * Math.log10(poolSize) : 0;
}

/** The fastest scenario shown (offline, fast hash): the one a label has to answer to. */
export const FASTEST = SCENARIOS[SCENARIOS.length - 1]!;

/** "Strong" and "Very strong" need every scenario shown to take at least this long. */
export const STRONG_MIN_SECONDS = DAY;
/** Below "Strong", the best label a password can get. */
export const CAPPED_LABEL = 'Fair';
export const LABEL_RULE = 'Strong and Very strong are given only when every attack above would take at least a day; a password cracked faster is at most Fair, whatever its score.';

const STRONG_LABELS = new Set(['Strong', 'Very strong']);

/** The label to show beside these crack times: zxcvbn's, capped at Fair when any scenario takes under a day. */
export function cappedLabel<L extends string>(label: L, guessesLog10: number): L | typeof CAPPED_LABEL {
  return STRONG_LABELS.has(label) && crackSeconds(guessesLog10, FASTEST) < STRONG_MIN_SECONDS ? CAPPED_LABEL : label;
}

/** What the estimate reads from zxcvbn's result (its guesses; the logarithm it reports is rounded). */
export interface ZxcvbnEstimate {
  guesses: number;
  guessesLog10: number;
}

/** log10 of the guesses an attacker needs: zxcvbn's estimate (0 if it has none). */
export function estimateGuessesLog10(estimate: ZxcvbnEstimate): number {
  const log10 = estimate.guesses > 0 && Number.isFinite(estimate.guesses) ? Math.log10(estimate.guesses) : estimate.guessesLog10;
  return Number.isFinite(log10) ? Math.max(0, log10) : 0;
}
