/**
 * The random generator's draws (TOOLS.md "random-generator"): integers in a range (count, unique,
 * sorted), dice in NdM notation, coin flips, N picked from a list, a shuffled list. Every draw comes
 * from createRandomInt (src/tools/random.ts), the password generator's uniform rejection sampler
 * over crypto.getRandomValues. Pure functions: no React, no DOM; problems are returned as reasons
 * the screen words in the page's language.
 */
import { englishNumberText } from '../../i18n/numbers';
import type { Locale } from '../../i18n/locales';
import { RANDOM_INT_LIMIT, createRandomInt, cryptoRandom, shuffle, type RandomSource } from '../random';

export { createRandomInt, cryptoRandom, seededRandom, type RandomSource } from '../random';

export const MODES = ['numbers', 'dice', 'coins', 'pick', 'shuffle'] as const;
export type Mode = (typeof MODES)[number];
export const isMode = (value: unknown): value is Mode => typeof value === 'string' && (MODES as readonly string[]).includes(value);

/** Integers in a range: each bound within ±(2^53 − 1), so every number is exact. */
export const LARGEST = Number.MAX_SAFE_INTEGER;
/** The most numbers a range may hold (2^53): more and a double cannot tell them apart. */
export const RANGE_LIMIT = RANDOM_INT_LIMIT;
export const MAX_NUMBERS = 1000;
export const MAX_DICE = 100;
export const MIN_SIDES = 2;
export const MAX_SIDES = 1000;
export const MAX_MODIFIER = 1000;
export const MAX_COINS = 1000;
export const MAX_ITEMS = 10_000;

export type RandomInt = (max: number) => number;

/** A RandomInt over crypto.getRandomValues (or the given source: tests and stories seed it). */
export const randomIntFrom = (source: RandomSource = cryptoRandom): RandomInt => createRandomInt(source);

export type IntegerReason = 'empty' | 'notANumber' | 'notWhole' | 'grouping' | 'tooLarge';
export type IntegerResult = { ok: true; value: number } | { ok: false; reason: IntegerReason };

const GROUPED = /^\d{1,3}(?:[, \u00a0\u202f\u2009]\d{3})+$/;

/**
 * A whole number typed the locale's way: "1,000", "1 000", "+5", "-20", spaces around it, native
 * digits. Decimals, stray separators and numbers beyond ±(2^53 − 1) are refused with a reason.
 */
export function parseInteger(typed: string, locale: Locale = 'en'): IntegerResult {
  const text = englishNumberText(locale, typed).trim().replace(/[\u2212\u2013]/g, '-').replace(/\u200e|\u200f|\u061c/g, '');
  if (text === '') return { ok: false, reason: 'empty' };
  const sign = /^[+-]/.exec(text)?.[0] ?? '';
  const body = text.slice(sign.length).trim();
  let digits: string;
  if (/^\d+$/.test(body)) digits = body;
  else if (GROUPED.test(body)) digits = body.replace(/\D/g, '');
  else if (/^[\d, \u00a0\u202f\u2009]*\.\d*$/.test(body) && /\d/.test(body)) return { ok: false, reason: 'notWhole' };
  else if (/^[\d, \u00a0\u202f\u2009]+$/.test(body)) return { ok: false, reason: 'grouping' };
  else return { ok: false, reason: 'notANumber' };
  const value = Number(digits) * (sign === '-' ? -1 : 1) + 0; // + 0 turns "-0" into 0
  if (digits.replace(/^0+/, '').length > 16 || Math.abs(value) > LARGEST) return { ok: false, reason: 'tooLarge' };
  return { ok: true, value };
}

/** A count given as a number (props, attributes, storage) within 1..max, else null. */
export function validCount(value: unknown, max: number): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= max ? value : null;
}

/** A bound given as a number within ±(2^53 − 1), else null. */
export function validBound(value: unknown): number | null {
  return typeof value === 'number' && Number.isSafeInteger(value) ? value + 0 : null;
}

export interface NumberSettings {
  min: number;
  max: number;
  count: number;
  unique: boolean;
  sorted: boolean;
}

export type NumbersProblem =
  | { reason: 'minAboveMax' }
  | { reason: 'countRange' }
  | { reason: 'rangeTooLarge' }
  | { reason: 'uniqueTooMany'; size: number };

/** How many integers lie in [min, max]; above 2^53 only as an approximation (then it is too large anyway). */
export const rangeSize = (min: number, max: number): number => max - min + 1;

/** Why these settings cannot be drawn, or null when they can. */
export function numbersProblem({ min, max, count, unique }: NumberSettings): NumbersProblem | null {
  if (min > max) return { reason: 'minAboveMax' };
  if (!Number.isInteger(count) || count < 1 || count > MAX_NUMBERS) return { reason: 'countRange' };
  const size = rangeSize(min, max);
  if (size > RANGE_LIMIT) return { reason: 'rangeTooLarge' };
  if (unique && count > size) return { reason: 'uniqueTooMany', size };
  return null;
}

export type NumbersResult = { ok: true; values: number[] } | { ok: false; problem: NumbersProblem };

/**
 * `count` integers, each uniform in [min, max]. Unique: a uniformly random ordered sample without
 * repeats (drawn with rejection of repeats while the range is at least twice the count, else a
 * partial Fisher–Yates over the whole range, at most 20,000 numbers). Sorted: ascending.
 */
export function drawNumbers(settings: NumberSettings, randomInt: RandomInt): NumbersResult {
  const problem = numbersProblem(settings);
  if (problem) return { ok: false, problem };
  const { min, max, count, unique, sorted } = settings;
  const size = rangeSize(min, max);
  let values: number[];
  if (!unique) {
    values = Array.from({ length: count }, () => min + randomInt(size));
  } else if (size >= 2 * count) {
    const seen = new Set<number>();
    while (seen.size < count) seen.add(min + randomInt(size));
    values = [...seen];
  } else {
    const all = Array.from({ length: size }, (_, i) => min + i);
    values = partialShuffle(all, count, randomInt);
  }
  if (sorted) values.sort((a, b) => a - b);
  return { ok: true, values };
}

/** The first `count` places of a Fisher–Yates shuffle: a uniformly random ordered sample. */
function partialShuffle<T>(items: T[], count: number, randomInt: RandomInt): T[] {
  for (let i = 0; i < count; i++) {
    const j = i + randomInt(items.length - i);
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items.slice(0, count);
}

export interface Dice {
  count: number;
  sides: number;
  /** Added to the sum (negative: subtracted). */
  modifier: number;
}

export type DiceReason = 'empty' | 'notation' | 'diceCount' | 'sides' | 'modifier';
export type DiceResult = { ok: true; dice: Dice } | { ok: false; reason: DiceReason };

/**
 * Dice notation: NdM with an optional +K or −K, e.g. "2d6", "d20", "3d6+2", "4d10-1". "W" (German
 * Würfel) is read as "d". N from 1 to 100 (empty: 1), M from 2 to 1,000, K up to 1,000.
 */
export function parseDice(typed: string, locale: Locale = 'en'): DiceResult {
  const text = englishNumberText(locale, typed).replace(/[\u2212\u2013]/g, '-').replace(/\s+/g, '');
  if (text === '') return { ok: false, reason: 'empty' };
  const match = /^(\d*)[dDwW](\d+)(?:([+-])(\d+))?$/.exec(text);
  if (!match) return { ok: false, reason: 'notation' };
  const count = match[1] === '' ? 1 : Number(match[1]);
  const sides = Number(match[2]);
  const modifier = match[4] === undefined ? 0 : Number(match[4]) * (match[3] === '-' ? -1 : 1) + 0;
  if (count < 1 || count > MAX_DICE) return { ok: false, reason: 'diceCount' };
  if (sides < MIN_SIDES || sides > MAX_SIDES) return { ok: false, reason: 'sides' };
  if (Math.abs(modifier) > MAX_MODIFIER) return { ok: false, reason: 'modifier' };
  return { ok: true, dice: { count, sides, modifier } };
}

/** The notation written back plainly: "2d6", "3d6+2", "4d10-1". */
export function diceText({ count, sides, modifier }: Dice): string {
  return `${count}d${sides}${modifier > 0 ? `+${modifier}` : modifier < 0 ? `-${-modifier}` : ''}`;
}

export interface DiceRoll {
  rolls: number[];
  /** The rolls' sum plus the modifier. */
  total: number;
}

export function rollDice({ count, sides, modifier }: Dice, randomInt: RandomInt): DiceRoll {
  const rolls = Array.from({ length: count }, () => 1 + randomInt(sides));
  return { rolls, total: rolls.reduce((sum, roll) => sum + roll, modifier) };
}

export type Coin = 'heads' | 'tails';

export interface CoinFlips {
  flips: Coin[];
  heads: number;
  tails: number;
}

export function flipCoins(count: number, randomInt: RandomInt): CoinFlips {
  const flips = Array.from({ length: count }, (): Coin => (randomInt(2) === 0 ? 'heads' : 'tails'));
  const heads = flips.filter((flip) => flip === 'heads').length;
  return { flips, heads, tails: count - heads };
}

/** The entries of a pasted list: one a line, spaces around each trimmed, blank lines left out. */
export function parseList(text: string): string[] {
  return text
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

export type ListProblem = { reason: 'emptyList' } | { reason: 'tooManyItems' } | { reason: 'countRange' } | { reason: 'pickTooMany'; size: number };

/** Why `count` entries cannot be picked from the list (or it cannot be shuffled: count null), or null. */
export function listProblem(items: readonly string[], count: number | null): ListProblem | null {
  if (items.length === 0) return { reason: 'emptyList' };
  if (items.length > MAX_ITEMS) return { reason: 'tooManyItems' };
  if (count === null) return null;
  if (!Number.isInteger(count) || count < 1 || count > MAX_ITEMS) return { reason: 'countRange' };
  if (count > items.length) return { reason: 'pickTooMany', size: items.length };
  return null;
}

export type ListResult = { ok: true; items: string[] } | { ok: false; problem: ListProblem };

/**
 * `count` entries of the list, each entry at most once (a name on two lines is two entries, so it
 * has two chances), in the order drawn: every ordered choice is equally likely.
 */
export function pickFromList(items: readonly string[], count: number, randomInt: RandomInt): ListResult {
  const problem = listProblem(items, count);
  if (problem) return { ok: false, problem };
  return { ok: true, items: partialShuffle([...items], count, randomInt) };
}

/** The list in a uniformly random order (Fisher–Yates, the password generator's shuffle). */
export function shuffleList(items: readonly string[], randomInt: RandomInt): ListResult {
  const problem = listProblem(items, null);
  if (problem) return { ok: false, problem };
  return { ok: true, items: shuffle([...items], randomInt) };
}
