import { decimalArithmetic, exponentOf, plain as plainText, type Decimal } from '../exact-decimal';

/**
 * Percentage arithmetic on decimal strings. Everything runs in exact decimals
 * (src/tools/exact-decimal.ts), so `0.1 + 0.2`
 * style binary errors never reach the screen; results are rounded half-up to the chosen
 * number of decimal places and flagged when the rounding hid digits.
 */

/**
 * Inputs carry up to 30 significant digits (15 whole + 15 decimal), so a product needs 60:
 * the default 20 would silently round it. 80 also leaves room to tell whether a quotient
 * terminates before it is rounded for display.
 */
const { Decimal, minus, times, div } = decimalArithmetic(80);

export const MODES = [
  { id: 'of', label: 'X% of Y', xLabel: 'Percent (X)', yLabel: 'Of value (Y)' },
  { id: 'what', label: 'X Is What % of Y', xLabel: 'Value (X)', yLabel: 'Of total (Y)' },
  { id: 'change', label: '% Change From X to Y', xLabel: 'From (X)', yLabel: 'To (Y)' },
] as const;

export type Mode = (typeof MODES)[number]['id'];
export const MODE_IDS: readonly Mode[] = MODES.map((m) => m.id);
export const isMode = (value: unknown): value is Mode => typeof value === 'string' && (MODE_IDS as readonly string[]).includes(value);

/** Decimal places offered for results: 0 to 10. */
export const MAX_PRECISION = 10;
export const DEFAULT_PRECISION = 4;
export const isPrecision = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_PRECISION;

/** Inputs stay within ±10^15 with at most 15 decimals, so every result prints in full. */
export const MAX_MAGNITUDE = new Decimal('1e15');
export const MAX_DECIMALS = 15;
/** Longest text a field accepts (an embed attribute longer than this is ignored). */
export const MAX_INPUT_LENGTH = 40;

const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;
const GROUPED = /^[+-]?\d{1,3}(,\d{3})+(\.\d*)?$/;

export type NumberParse = { status: 'empty' } | { status: 'invalid'; message: string } | { status: 'ok'; value: Decimal };

export type Direction = 'increase' | 'decrease' | 'none';

/**
 * Every word and number the results and messages show: English by default (ENGLISH); the screen
 * passes its locale's (src/tools/percentage/i18n.ts), so this file stays free of React. Numbers
 * reach `number` grouped the English way ("−1,234.5") and `percent` already localized.
 */
export interface PercentageWords {
  tooLong: (max: number) => string;
  decimalComma: string;
  notANumber: string;
  tooLarge: string;
  tooPrecise: (max: number) => string;
  empty: string;
  zeroOf: string;
  zeroChange: string;
  number: (english: string) => string;
  percent: (number: string) => string;
  of: (x: string, y: string, result: string) => string;
  what: (x: string, result: string, y: string) => string;
  noChange: (x: string, y: string) => string;
  change: (x: string, y: string, size: string, direction: 'increase' | 'decrease', exact: boolean) => string;
}

/** Reads what a person types: "12.5", "-3", ".5", "1,234.5", "2e3"; "1,5" is refused, not read as 15. */
export function parseNumber(text: string, words: PercentageWords = ENGLISH): NumberParse {
  const trimmed = text.trim().replace(/\u2212/g, '-').replace(/\s+/g, '');
  if (trimmed === '') return { status: 'empty' };
  if (trimmed.length > MAX_INPUT_LENGTH) return { status: 'invalid', message: words.tooLong(MAX_INPUT_LENGTH) };
  let plain = trimmed;
  if (trimmed.includes(',')) {
    if (!GROUPED.test(trimmed)) return { status: 'invalid', message: words.decimalComma };
    plain = trimmed.replace(/,/g, '');
  }
  if (!NUMBER.test(plain)) return { status: 'invalid', message: words.notANumber };
  // From the text first: 10^16 and more is too large, a first digit past 10^-16 too precise (and
  // "1e9999999999999999" never reaches the constructor, which takes no "+" either).
  const exponent = exponentOf(plain);
  if (exponent === null) return { status: 'ok', value: new Decimal(0) };
  if (exponent > MAX_DECIMALS) return { status: 'invalid', message: words.tooLarge };
  if (exponent < -MAX_DECIMALS) return { status: 'invalid', message: words.tooPrecise(MAX_DECIMALS) };
  const value = new Decimal(plain.replace(/^\+/, ''));
  if (value.abs().gt(MAX_MAGNITUDE)) return { status: 'invalid', message: words.tooLarge };
  if (value.decimalPlaces() > MAX_DECIMALS) return { status: 'invalid', message: words.tooPrecise(MAX_DECIMALS) };
  return { status: 'ok', value };
}

/**
 * "-1234567.5" → "−1,234,567.5": thousands grouped, a true minus sign (read as "minus", as
 * wide as a digit), never exponent notation. For the screen only; copies stay plain.
 */
export function groupDigits(plain: string): string {
  const negative = plain.startsWith('-');
  const [whole = '', fraction] = (negative ? plain.slice(1) : plain).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '\u2212' : ''}${grouped}${fraction === undefined ? '' : `.${fraction}`}`;
}

export interface Rounded {
  /** Plain decimal text, e.g. "-1234.5" (for copying and the change event). */
  plain: string;
  /** Grouped for reading, e.g. "-1,234.5". */
  display: string;
  /** False when rounding dropped digits (the screen then shows "≈"). */
  exact: boolean;
}

export function roundTo(value: Decimal, precision: number): Rounded {
  const rounded = value.toDecimalPlaces(precision, Decimal.ROUND_HALF_UP);
  const plain = rounded.isZero() ? '0' : plainText(rounded);
  return { plain, display: groupDigits(plain), exact: rounded.eq(value) };
}


export interface PercentageOk {
  status: 'ok';
  /** The figure, e.g. "20", "33.3333%", "+25%". */
  display: string;
  /** What Copy puts on the clipboard: ungrouped, e.g. "1234.5" or "-12.5%". */
  copy: string;
  /** The rounded result as plain decimal text without a % sign. */
  plain: string;
  exact: boolean;
  /** The result read as a sentence: "25% of 80 is 20." */
  sentence: string;
  /** Only for % change. */
  direction: Direction | null;
  /** Only for % change: Y − X, exact and signed, e.g. "+20". */
  difference: string | null;
}

export type PercentageResult =
  | PercentageOk
  /** One or both fields are empty: nothing to show yet (not an error). */
  | { status: 'empty'; message: string }
  /** A field holds something that is not a usable number, or the divisor is zero. */
  | { status: 'invalid'; errors: { x?: string; y?: string } };

export const EMPTY_MESSAGE = 'Enter both values to see the result.';
export const ZERO_OF_MESSAGE = 'Cannot be 0: there is no percentage of zero.';
export const ZERO_CHANGE_MESSAGE = 'Cannot be 0: a change from zero has no percentage.';

export const ENGLISH: PercentageWords = {
  tooLong: (max) => `Too long: use at most ${max} characters.`,
  decimalComma: 'Use a point for decimals (12.5); commas only group thousands (1,250).',
  notANumber: 'Enter a number, such as 12.5 or -3.',
  tooLarge: 'Too large: keep it between -1,000,000,000,000,000 and 1,000,000,000,000,000.',
  tooPrecise: (max) => `Too precise: use at most ${max} decimal places.`,
  empty: EMPTY_MESSAGE,
  zeroOf: ZERO_OF_MESSAGE,
  zeroChange: ZERO_CHANGE_MESSAGE,
  number: (english) => english,
  percent: (number) => `${number}%`,
  of: (x, y, result) => `${x} of ${y} is ${result}.`,
  what: (x, result, y) => `${x} is ${result} of ${y}.`,
  noChange: (x, y) => `From ${x} to ${y} is no change (0%).`,
  change: (x, y, size, direction, exact) => `From ${x} to ${y} is ${exact ? 'a' : 'about a'} ${size} ${direction}.`,
};

const HUNDRED = new Decimal(100);

const signed = (rounded: Rounded, value: Decimal) => (value.isPositive() && !value.isZero() && rounded.plain !== '0' ? `+${rounded.plain}` : rounded.plain);

/**
 * The result for one calculator. `of`: X/100 × Y. `what`: X/Y × 100. `change`: (Y − X)/|X| × 100,
 * so a change from −50 to −25 is a 50% increase (the value went up).
 */
export function calculate(mode: Mode, xText: string, yText: string, precision: number, words: PercentageWords = ENGLISH): PercentageResult {
  const x = parseNumber(xText, words);
  const y = parseNumber(yText, words);
  const errors: { x?: string; y?: string } = {};
  if (x.status === 'invalid') errors.x = x.message;
  if (y.status === 'invalid') errors.y = y.message;
  if (mode === 'what' && y.status === 'ok' && y.value.isZero()) errors.y = words.zeroOf;
  if (mode === 'change' && x.status === 'ok' && x.value.isZero()) errors.x = words.zeroChange;
  if (errors.x || errors.y) return { status: 'invalid', errors };
  if (x.status !== 'ok' || y.status !== 'ok') return { status: 'empty', message: words.empty };
  const n = words.number;
  /** An input echoed back in a sentence: as typed, but normalised and grouped ("1,250", "0.5"). */
  const echo = (value: Decimal) => n(groupDigits(plainText(value)));

  switch (mode) {
    case 'of': {
      const r = roundTo(times(div(x.value, HUNDRED), y.value), precision);
      const shown = `${r.exact ? '' : '≈ '}${n(r.display)}`;
      return {
        status: 'ok',
        display: shown,
        copy: n(r.plain),
        plain: r.plain,
        exact: r.exact,
        sentence: words.of(words.percent(echo(x.value)), echo(y.value), shown),
        direction: null,
        difference: null,
      };
    }
    case 'what': {
      const r = roundTo(times(div(x.value, y.value), HUNDRED), precision);
      const shown = `${r.exact ? '' : '≈ '}${words.percent(n(r.display))}`;
      return {
        status: 'ok',
        display: shown,
        copy: `${n(r.plain)}%`,
        plain: r.plain,
        exact: r.exact,
        sentence: words.what(echo(x.value), shown, echo(y.value)),
        direction: null,
        difference: null,
      };
    }
    case 'change': {
      const delta = minus(y.value, x.value);
      const change = times(div(delta, x.value.abs()), HUNDRED);
      const r = roundTo(change, precision);
      const direction: Direction = delta.isZero() ? 'none' : delta.isPositive() ? 'increase' : 'decrease';
      const size = roundTo(change.abs(), precision);
      const approx = r.exact ? '' : '≈ ';
      const sentence =
        direction === 'none'
          ? words.noChange(echo(x.value), echo(y.value))
          : words.change(echo(x.value), echo(y.value), words.percent(n(size.display)), direction, r.exact);
      const deltaText = delta.isZero() ? '0' : plainText(delta);
      return {
        status: 'ok',
        display: `${approx}${words.percent(n(signed(r, change).replace(r.plain, r.display)))}`,
        copy: `${signed(r, change).replace(r.plain, n(r.plain))}%`,
        plain: r.plain,
        exact: r.exact,
        sentence,
        direction,
        difference: n(`${delta.isPositive() && !delta.isZero() ? '+' : ''}${groupDigits(deltaText)}`),
      };
    }
  }
}
