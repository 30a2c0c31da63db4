import { englishNumberText } from '../../i18n/numbers';
import type { Locale } from '../../i18n/locales';

/**
 * Loan arithmetic in whole cents (BigInt): money never passes through binary floating point and
 * never accumulates rounding error.
 *
 * The rounding rules, stated on the page:
 * - the regular payment is the annuity formula's exact value (computed with exact fractions)
 *   rounded half up to the cent: 200,000 at 6 % for 360 months → 1,199.10105… → 1,199.10;
 * - each payment's interest is the balance × the yearly rate ÷ payments per year, rounded half up
 *   to the cent; the rest of the payment (plus any extra payment) repays principal;
 * - the last payment is the balance left plus its interest, so the balance ends at exactly 0.00
 *   and the principal parts add up to the amount borrowed to the cent.
 * Total interest is the sum of the schedule's interest column (231,677.04 in the example), and
 * total paid the sum of its payments.
 */

export const FREQUENCIES = ['monthly', 'semimonthly', 'biweekly', 'weekly'] as const;
export type Frequency = (typeof FREQUENCIES)[number];
export const isFrequency = (value: unknown): value is Frequency => typeof value === 'string' && (FREQUENCIES as readonly string[]).includes(value);
export const PERIODS_PER_YEAR: Record<Frequency, number> = { monthly: 12, semimonthly: 24, biweekly: 26, weekly: 52 };

export const TERM_UNITS = ['years', 'months'] as const;
export type TermUnit = (typeof TERM_UNITS)[number];
export const isTermUnit = (value: unknown): value is TermUnit => typeof value === 'string' && (TERM_UNITS as readonly string[]).includes(value);
/** The longest term: 50 years (600 months). */
export const MAX_TERM: Record<TermUnit, number> = { years: 50, months: 600 };

/** Amounts stay below a trillion (in cents below 10^14): every figure, even a total paid at 100 % over 50 years, prints exactly. */
export const MAX_AMOUNT_CENTS = 10n ** 14n;
/** Rates carry up to four decimals: they are held in ten-thousandths of a percent (6.125 % → 61250). */
export const RATE_DECIMALS = 4;
const RATE_SCALE = 10n ** BigInt(RATE_DECIMALS);
export const MAX_RATE_UNITS = 100n * RATE_SCALE;

export type NumberReason = 'notANumber' | 'decimalComma' | 'grouping' | 'negative' | 'tooManyDecimals';
export type AmountReason = NumberReason | 'tooLarge';
export type RateReason = NumberReason | 'rateRange';
export type TermReason = 'termWhole' | 'termRange';

type Parsed<T, R> = { status: 'empty' } | { status: 'ok'; value: T } | { status: 'invalid'; reason: R };

/** Digits in groups of three after one to three leading digits: "1,234,567" or "1 234". */
const GROUPED = /^\d{1,3}(?:(,|[ \u00a0\u202f\u2009])\d{3})(?:\1\d{3})*(?=\.|$)/;
const PLAIN = /^(?:\d+\.?\d*|\.\d+)$/;
const SEPARATOR = /[, \u00a0\u202f\u2009]/;

/**
 * A non-negative decimal as people type it: spaces around it, a leading "+", digits grouped in
 * threes by commas or spaces ("200,000", "200 000"), one decimal point; in German the comma is
 * the decimal mark and the point groups ("200.000", "6,5"); Arabic-Indic digits are read. The
 * value comes back scaled to `decimals` places as a whole number (BigInt).
 */
export function parseScaled(typed: string, locale: Locale, decimals: number): Parsed<bigint, NumberReason> {
  const text = englishNumberText(locale, typed).trim().replace(/[\u2212\u2013]/g, '-');
  if (text === '') return { status: 'empty' };
  if (text.startsWith('-')) return /\d/.test(text) ? { status: 'invalid', reason: 'negative' } : { status: 'invalid', reason: 'notANumber' };
  const body = text.replace(/^\+\s*/, '');
  let plain = body;
  if (SEPARATOR.test(body)) {
    const grouped = GROUPED.exec(body);
    plain = grouped ? grouped[0].replace(/\D/g, '') + body.slice(grouped[0].length) : body;
    if (!grouped || SEPARATOR.test(plain)) {
      // "12,50": a decimal comma where a point belongs; "12,5000" or "12 34": groups that are not threes.
      if (/^\d*,\d+$/.test(body) && !/^\d{1,3},\d{3}$/.test(body)) return { status: 'invalid', reason: 'decimalComma' };
      if (/^[\d, \u00a0\u202f\u2009]+(?:\.\d*)?$/.test(body)) return { status: 'invalid', reason: 'grouping' };
      return { status: 'invalid', reason: 'notANumber' };
    }
  }
  if (!PLAIN.test(plain)) return { status: 'invalid', reason: 'notANumber' };
  const [whole = '', fraction = ''] = plain.split('.');
  const trimmed = fraction.replace(/0+$/, '');
  if (trimmed.length > decimals) return { status: 'invalid', reason: 'tooManyDecimals' };
  return { status: 'ok', value: BigInt((whole || '0') + trimmed.padEnd(decimals, '0')) };
}

/** An amount of money (principal, extra payment) in cents: at most two decimals, below a trillion. */
export function parseAmount(typed: string, locale: Locale = 'en'): Parsed<bigint, AmountReason> {
  const parsed = parseScaled(typed, locale, 2);
  if (parsed.status === 'ok' && parsed.value >= MAX_AMOUNT_CENTS) return { status: 'invalid', reason: 'tooLarge' };
  return parsed;
}

/** A yearly rate in percent, 0–100 with up to four decimals ("6", "6.125"; a trailing "%" is allowed), in ten-thousandths of a percent. */
export function parseRate(typed: string, locale: Locale = 'en'): Parsed<bigint, RateReason> {
  const parsed = parseScaled(typed.replace(/\s*[%٪]\s*$/, ''), locale, RATE_DECIMALS);
  if (parsed.status === 'ok' && parsed.value > MAX_RATE_UNITS) return { status: 'invalid', reason: 'rateRange' };
  return parsed;
}

/** A term as typed: a whole number of years (1–50) or months (1–600). */
export function parseTerm(typed: string, unit: TermUnit, locale: Locale = 'en'): Parsed<number, TermReason> {
  const text = englishNumberText(locale, typed).trim().replace(/^\+\s*/, '');
  if (text === '') return { status: 'empty' };
  if (!/^\d+$/.test(text)) return { status: 'invalid', reason: 'termWhole' };
  const value = Number(text);
  return value >= 1 && value <= MAX_TERM[unit] ? { status: 'ok', value } : { status: 'invalid', reason: 'termRange' };
}

/** A term given as a number (attribute, share link): whole and in range for its unit, else null. */
export function validTerm(value: unknown, unit: TermUnit): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_TERM[unit] ? value : null;
}

/**
 * How many payments a term takes: years × payments per year; a term in months at another
 * frequency than monthly is months × payments per year ÷ 12, rounded to the nearest whole
 * payment (18 months biweekly = 39 payments).
 */
export function paymentCount(term: number, unit: TermUnit, frequency: Frequency): number {
  const perYear = PERIODS_PER_YEAR[frequency];
  return unit === 'years' ? term * perYear : Math.max(1, Math.round((term * perYear) / 12));
}

/** a ÷ b for non-negative BigInts, rounded half up. */
const divideHalfUp = (a: bigint, b: bigint): bigint => (2n * a + b) / (2n * b);

/**
 * The regular payment in cents: P·r / (1 − (1 + r)^−n) with r = rate ÷ payments per year,
 * evaluated with exact fractions (BigInt numerator and denominator) and rounded half up to the
 * cent; P ÷ n at 0 %.
 */
export function regularPayment(principal: bigint, rateUnits: bigint, payments: number, perYear: number): bigint {
  if (payments < 1) throw new RangeError('at least one payment');
  if (rateUnits === 0n) return divideHalfUp(principal, BigInt(payments));
  // r = rateUnits / D with D = 100 (percent) × RATE_SCALE × perYear; (1 + r)^n = N^n / D^n.
  const D = 100n * RATE_SCALE * BigInt(perYear);
  const N = D + rateUnits;
  const n = BigInt(payments);
  const Nn = N ** n;
  const Dn = D ** n;
  // P · (rateUnits / D) · N^n / (N^n − D^n)
  return divideHalfUp(principal * rateUnits * Nn, D * (Nn - Dn));
}

/** One payment of the schedule, in cents. `payment` = `principal` + `interest` (extra payment included). */
export interface ScheduleRow {
  number: number;
  payment: bigint;
  principal: bigint;
  interest: bigint;
  balance: bigint;
}

export interface LoanInput {
  /** Amount borrowed, in cents. */
  principal: bigint;
  /** Yearly rate in ten-thousandths of a percent (6 % → 60000). */
  rateUnits: bigint;
  /** Number of regular payments the term takes (see `paymentCount`). */
  payments: number;
  frequency: Frequency;
  /** Paid on top of every regular payment, in cents; it repays principal. */
  extra?: bigint;
}

export interface Schedule {
  /** The regular payment (without the extra payment). */
  payment: bigint;
  rows: ScheduleRow[];
  totalInterest: bigint;
  /** principal + totalInterest: the sum of the payments. */
  totalPaid: bigint;
}

/** The full amortization schedule, each payment's interest rounded to the cent, the last payment absorbing what rounding left. */
export function amortize({ principal, rateUnits, payments, frequency, extra = 0n }: LoanInput): Schedule {
  const perYear = PERIODS_PER_YEAR[frequency];
  const payment = regularPayment(principal, rateUnits, payments, perYear);
  const D = 100n * RATE_SCALE * BigInt(perYear);
  const rows: ScheduleRow[] = [];
  let balance = principal;
  let totalInterest = 0n;
  for (let number = 1; number <= payments && (balance > 0n || number === 1); number++) {
    const interest = divideHalfUp(balance * rateUnits, D);
    const due = payment + extra;
    // The last payment (the term's end, or the balance now smaller than a payment) clears it exactly.
    const last = number === payments || due - interest >= balance;
    const principalPart = last ? balance : due - interest;
    balance -= principalPart;
    totalInterest += interest;
    rows.push({ number, payment: principalPart + interest, principal: principalPart, interest, balance });
  }
  return { payment, rows, totalInterest, totalPaid: principal + totalInterest };
}

export interface LoanResult extends Schedule {
  /** The same loan without the extra payment (null when there is none). */
  baseline: Schedule | null;
  /** Payments the extra payment saves (0 without one). */
  paymentsSaved: number;
  /** The same in months, rounded to the nearest month (payments saved × 12 ÷ payments per year). */
  monthsSaved: number;
  /** Interest the extra payment saves, in cents. */
  interestSaved: bigint;
}

/** The schedule with and, when there is an extra payment, without it: what the extra payment saves. */
export function calculateLoan(input: LoanInput): LoanResult {
  const schedule = amortize(input);
  if (!input.extra) return { ...schedule, baseline: null, paymentsSaved: 0, monthsSaved: 0, interestSaved: 0n };
  const baseline = amortize({ ...input, extra: 0n });
  const paymentsSaved = baseline.rows.length - schedule.rows.length;
  return {
    ...schedule,
    baseline,
    paymentsSaved,
    monthsSaved: Math.round((paymentsSaved * 12) / PERIODS_PER_YEAR[input.frequency]),
    interestSaved: baseline.totalInterest - schedule.totalInterest,
  };
}

/** Cents as plain decimal text with two decimals ("1199.10"): what the CSV, copies and the change event carry. */
export function plainCents(cents: bigint): string {
  const sign = cents < 0n ? '-' : '';
  const abs = cents < 0n ? -cents : cents;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

/** Cents as a number of currency units, for Intl formatting (exact to the cent below 2^53 cents; amounts stay below 10^16). */
export const centsToNumber = (cents: bigint): number => Number(cents) / 100;

/** A rate in ten-thousandths of a percent as plain text without trailing zeros ("6", "6.125"). */
export function plainRate(units: bigint): string {
  const whole = units / RATE_SCALE;
  const fraction = String(units % RATE_SCALE).padStart(RATE_DECIMALS, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

/** A rate given as a number (attribute, share link): 0–100 with at most four decimals, in ten-thousandths of a percent, else null. */
export function rateUnitsOf(value: unknown): bigint | null {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > 100) return null;
  const parsed = parseRate(String(value));
  return parsed.status === 'ok' ? parsed.value : null;
}

export const CSV_HEADERS = ['No.', 'Payment', 'Principal', 'Interest', 'Balance'] as const;

/** The schedule as CSV (RFC 4180, CRLF): a header row in the page's words, then one row per payment with plain amounts. */
export function scheduleCsv(rows: readonly ScheduleRow[], headers: readonly string[] = CSV_HEADERS): string {
  const quote = (cell: string) => (/[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);
  const lines = [headers.map(quote).join(',')];
  for (const row of rows) lines.push([String(row.number), plainCents(row.payment), plainCents(row.principal), plainCents(row.interest), plainCents(row.balance)].join(','));
  return `${lines.join('\r\n')}\r\n`;
}
