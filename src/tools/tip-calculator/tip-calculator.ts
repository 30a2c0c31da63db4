import { englishNumberText } from '../../i18n/numbers';
import type { Locale } from '../../i18n/locales';
import { decimalArithmetic, plain as plainText } from '../exact-decimal';

/**
 * Tip and split arithmetic in exact decimals (src/tools/exact-decimal.ts): money never passes through binary
 * floating point, so 84.60 × 18 % is exactly 15.228 before it is rounded to the cent.
 *
 * The rounding rules, stated on the page:
 * - the tip is rounded half up to the currency's smallest unit (15.228 → 15.23);
 * - a share is rounded **up** to the smallest unit, so the shares always cover the total
 *   (99.83 / 3 = 33.2766… → 33.28 each, 99.84 together: 0.01 over);
 * - "Round up each share" rounds each share up to a whole unit (34.00 each), "Round up the
 *   total" rounds the total up to a whole unit (100.00) before it is shared; what rounding adds
 *   goes to the tip.
 */
const arithmetic = decimalArithmetic(40);
/** 40 significant digits, rounded half up after each operation: use `money`'s plus, minus, times and div for arithmetic. */
export const { Decimal } = arithmetic;
export type Decimal = InstanceType<typeof Decimal>;
/** Arithmetic on amounts and percentages (the discount calculator's too). */
export const money = { plus: arithmetic.plus, minus: arithmetic.minus, times: arithmetic.times, div: arithmetic.div };
const { plus, minus, times, div } = money;

/** The currencies offered, with their minor-unit digits (as Intl has them; a unit test checks). */
export const CURRENCIES = [
  { code: 'USD', digits: 2 },
  { code: 'EUR', digits: 2 },
  { code: 'GBP', digits: 2 },
  { code: 'CHF', digits: 2 },
  { code: 'CAD', digits: 2 },
  { code: 'AUD', digits: 2 },
  { code: 'JPY', digits: 0 },
  { code: 'INR', digits: 2 },
  { code: 'SAR', digits: 2 },
  { code: 'AED', digits: 2 },
  { code: 'EGP', digits: 2 },
] as const;
export type CurrencyCode = (typeof CURRENCIES)[number]['code'];
export const CURRENCY_CODES: readonly CurrencyCode[] = CURRENCIES.map((c) => c.code);
export const isCurrency = (value: unknown): value is CurrencyCode => typeof value === 'string' && (CURRENCY_CODES as readonly string[]).includes(value);
export const currencyDigits = (code: CurrencyCode): number => CURRENCIES.find((c) => c.code === code)!.digits;

/**
 * The currency a page starts with, from its language: euros in German; US dollars in English
 * and in Arabic. Arabic is the language of more than twenty countries with as many currencies,
 * so the language says nothing about which one; the dollar is the neutral choice (the Saudi
 * riyal, the dirham, the Jordanian dinar and the other Gulf currencies are pegged to it) and
 * the same as the English page's. The visitor's choice is remembered.
 */
export function defaultCurrency(locale: Locale): CurrencyCode {
  return locale === 'de' ? 'EUR' : 'USD';
}

export const ROUNDINGS = ['none', 'person', 'total'] as const;
export type Rounding = (typeof ROUNDINGS)[number];
export const isRounding = (value: unknown): value is Rounding => typeof value === 'string' && (ROUNDINGS as readonly string[]).includes(value);

/** Tip presets in percent, shown as options beside Custom. */
export const TIP_PRESETS = [10, 15, 18, 20, 25] as const;
export const DEFAULT_TIP = 15;
export const MAX_TIP = 100;
export const MIN_PEOPLE = 1;
export const MAX_PEOPLE = 100;
/** Bills stay below a trillion: every figure then prints in full and converts to a float exactly enough to format. */
export const MAX_BILL = new Decimal('1e12');

export type AmountReason = 'notANumber' | 'decimalComma' | 'grouping' | 'negative' | 'tooManyDecimals' | 'tooLarge';
export type AmountResult = { status: 'empty' } | { status: 'ok'; value: Decimal } | { status: 'invalid'; reason: AmountReason };

/** Digits in groups of three after one to three leading digits: "1,234,567" or "1 234". */
const GROUPED = /^\d{1,3}(?:(,|[ \u00a0\u202f\u2009])\d{3})(?:\1\d{3})*(?=\.|$)/;
const PLAIN = /^(?:\d+\.?\d*|\.\d+)$/;

/**
 * Reads an amount as people type it: spaces around it, a leading "+", digits grouped in threes
 * by commas or spaces ("1,234.50", "1 234.50"), one decimal point; in German the comma is the
 * decimal mark and the point groups ("1.234,50", "12,50"), and Arabic-Indic digits are read
 * (`englishNumberText`). At most `maxDecimals` decimal places. Refusals are reasons the screen
 * words in its locale.
 */
export function parseAmount(typed: string, locale: Locale = 'en', maxDecimals = 2): AmountResult {
  const text = englishNumberText(locale, typed).trim().replace(/[\u2212\u2013]/g, '-');
  if (text === '') return { status: 'empty' };
  if (text.startsWith('-')) return /\d/.test(text) ? { status: 'invalid', reason: 'negative' } : { status: 'invalid', reason: 'notANumber' };
  const body = text.replace(/^\+\s*/, '');
  let plain = body;
  if (/[, \u00a0\u202f\u2009]/.test(body)) {
    const grouped = GROUPED.exec(body);
    plain = grouped ? grouped[0].replace(/\D/g, '') + body.slice(grouped[0].length) : body;
    if (!grouped || /[, \u00a0\u202f\u2009]/.test(plain)) {
      // "12,50": a decimal comma where a point belongs; "12,5000" or "12 34": groups that are not threes.
      if (/^\d*,\d+$/.test(body) && !/^\d{1,3},\d{3}$/.test(body)) return { status: 'invalid', reason: 'decimalComma' };
      if (/^[\d, \u00a0\u202f\u2009]+(?:\.\d*)?$/.test(body)) return { status: 'invalid', reason: 'grouping' };
      return { status: 'invalid', reason: 'notANumber' };
    }
  }
  if (!PLAIN.test(plain)) return { status: 'invalid', reason: 'notANumber' };
  const value = new Decimal(plain);
  if (value.decimalPlaces() > maxDecimals) return { status: 'invalid', reason: 'tooManyDecimals' };
  if (value.gte(MAX_BILL)) return { status: 'invalid', reason: 'tooLarge' };
  return { status: 'ok', value };
}

export type TipReason = 'notANumber' | 'decimalComma' | 'grouping' | 'negative' | 'tooManyDecimals' | 'tipRange';
export type TipResult = { status: 'empty' } | { status: 'ok'; value: Decimal } | { status: 'invalid'; reason: TipReason };

/** A custom tip in percent: 0 to 100 with up to two decimals ("12.5"); a trailing "%" is allowed. */
export function parseTip(typed: string, locale: Locale = 'en'): TipResult {
  const parsed = parseAmount(typed.replace(/\s*%\s*$/, ''), locale, 2);
  if (parsed.status === 'invalid') return parsed.reason === 'tooLarge' ? { status: 'invalid', reason: 'tipRange' } : { status: 'invalid', reason: parsed.reason };
  if (parsed.status === 'ok' && parsed.value.gt(MAX_TIP)) return { status: 'invalid', reason: 'tipRange' };
  return parsed;
}

export interface TipInput {
  bill: Decimal;
  /** Percent, 0–100. */
  tipPercent: Decimal;
  /** Whole number, 1–100. */
  people: number;
  rounding: Rounding;
  currency: CurrencyCode;
}

export interface TipSplit {
  /** What rounding left of the tip: the tip plus anything rounding up added. */
  tip: Decimal;
  /** The tip as a share of the bill, in percent, to two decimals (differs from the chosen one once rounding adds to it). */
  effectivePercent: Decimal;
  /** Bill plus tip: what the table pays. */
  total: Decimal;
  /** What each person pays. */
  perPerson: Decimal;
  /** perPerson × people: what the shares come to (≥ total; above it by less than one smallest unit per person). */
  shares: Decimal;
  /** shares − total: the cents the shares come to above the total (0 when they divide evenly). */
  over: Decimal;
}

/** `value` rounded up (toward +∞) to `digits` decimals. */
const roundUp = (value: Decimal, digits: number) => value.toDecimalPlaces(digits, Decimal.ROUND_CEIL);

/** The tip, total and shares for one bill (see the rounding rules at the top). */
export function splitBill({ bill, tipPercent, people, rounding, currency }: TipInput): TipSplit {
  const digits = currencyDigits(currency);
  const exactTip = div(times(bill, tipPercent), 100).toDecimalPlaces(digits, Decimal.ROUND_HALF_UP);
  let total = plus(bill, exactTip);
  let perPerson: Decimal;
  if (rounding === 'person') {
    perPerson = roundUp(div(total, people), 0);
    total = times(perPerson, people);
  } else {
    if (rounding === 'total') total = roundUp(total, 0);
    perPerson = roundUp(div(total, people), digits);
  }
  const tip = minus(total, bill);
  const shares = times(perPerson, people);
  const effectivePercent = bill.isZero() ? new Decimal(tipPercent) : times(div(tip, bill), 100).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  return { tip, effectivePercent, total, perPerson, shares, over: minus(shares, total) };
}

/** Plain decimal text with the currency's digits ("33.28", "100.00", "1235" for yen): what copies and the change event carry. */
export const plainAmount = (value: Decimal, currency: CurrencyCode): string => value.toFixed(currencyDigits(currency));

/** A percentage as plain text without trailing zeros ("18", "12.5", "20.57"). */
export const plainPercent = (value: Decimal): string => plainText(value.toDecimalPlaces(2, Decimal.ROUND_HALF_UP)).replace(/^-0$/, '0');

/** Is `value` one of the presets (so the preset, not Custom, is shown chosen)? */
export const isPreset = (value: number): boolean => (TIP_PRESETS as readonly number[]).includes(value);

/** A tip given as a number (attribute, share link, remembered): 0–100 with at most two decimals, else null. */
export function validTip(value: unknown): number | null {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > MAX_TIP) return null;
  return new Decimal(value).decimalPlaces() <= 2 ? value : null;
}

/** The number of people as typed: a whole number from 1 to 100 (spaces and a leading + allowed), else null. */
export function parsePeople(typed: string, locale: Locale = 'en'): number | null {
  const text = englishNumberText(locale, typed).trim().replace(/^\+\s*/, '');
  return /^\d{1,3}$/.test(text) ? validPeople(Number(text)) : null;
}

/** A people count given as a number: a whole number from 1 to 100, else null. */
export function validPeople(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value >= MIN_PEOPLE && value <= MAX_PEOPLE ? value : null;
}
