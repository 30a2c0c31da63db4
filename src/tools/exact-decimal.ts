import DecimalLight from 'decimal.js-light';

/**
 * Exact decimals for the tools that only add, subtract, multiply, divide and round (unit
 * converter, percentage, tip and discount calculators): decimal.js-light, about 5.8 kB gzip where
 * decimal.js is 12.9 kB (the calculator keeps decimal.js for its sin, ln and exp). The results
 * are decimal.js's, digit for digit (tests/unit/tools/exact-decimal.test.ts compares the two);
 * what light does differently is handled here and in the callers:
 * - light **truncates** the result of + − × ÷ at `precision` significant digits, where decimal.js
 *   rounds it (half up in these tools). The constructor here keeps one digit more, and `plus`,
 *   `minus`, `times` and `div` round that half up to `precision`: truncation keeps every digit up
 *   to the one that decides a half-up rounding, so the result is decimal.js's. The methods
 *   themselves (`a.plus(b)`) still truncate; exact sums of money need no rounding either way.
 * - `toFixed()` without places is light's `toString()`: exponent notation from 1e21 and below
 *   1e-6. `plain` writes every digit, as decimal.js's `toFixed()` did.
 * - there is no NaN, Infinity or -0: the constructor throws on text that is not a number, on an
 *   exponent beyond about ±9e15, and division by zero throws. Callers check text with a pattern
 *   and the exponent with `exponentOf`, and never divide by zero.
 * - `e` is a base-10⁷ exponent: use `exponent()`. There is no `Decimal.min`.
 */
export type Decimal = DecimalLight;
/** What the constructor and the arithmetic take: a decimal, numeric text or a finite number. */
export type DecimalValue = string | number | Decimal;

export interface DecimalArithmetic {
  /** A constructor of its own (`precision` + 1 digits, half up, exponent notation below 1e-6 and from 1e21, as decimal.js's defaults). */
  Decimal: typeof DecimalLight;
  plus: (a: Decimal, b: DecimalValue) => Decimal;
  minus: (a: Decimal, b: DecimalValue) => Decimal;
  times: (a: Decimal, b: DecimalValue) => Decimal;
  div: (a: Decimal, b: DecimalValue) => Decimal;
}

/** Arithmetic rounded half up to `precision` significant digits after every operation, as decimal.js with that precision. */
export function decimalArithmetic(precision: number): DecimalArithmetic {
  const Decimal = DecimalLight.clone({ precision: precision + 1, rounding: DecimalLight.ROUND_HALF_UP, toExpNeg: -7, toExpPos: 21 });
  const round = (value: Decimal) => value.toSignificantDigits(precision, DecimalLight.ROUND_HALF_UP);
  return {
    Decimal,
    plus: (a, b) => round(a.plus(b)),
    minus: (a, b) => round(a.minus(b)),
    times: (a, b) => round(a.times(b)),
    div: (a, b) => round(a.dividedBy(b)),
  };
}

/** Plain decimal text with every digit and never exponent notation ("0.00000012", "-1234.5"): decimal.js's `toFixed()`. */
export const plain = (value: Decimal): string => value.toFixed(value.decimalPlaces());

/**
 * The base-10 exponent of the number `text` writes ("1234.5" → 3, "0.05" → -2, "7e-400" → -400),
 * or null for zero, read from the text so that numbers light cannot hold ("1e9999999999999999")
 * can be refused before they reach the constructor. `text` must be digits with at most one point
 * and an optional exponent, after an optional sign.
 */
export function exponentOf(text: string): number | null {
  const [, mantissa = '', exponent = '0'] = /^[+-]?([\d.]*)(?:e([+-]?\d+))?$/i.exec(text) ?? [];
  const point = mantissa.includes('.') ? mantissa.indexOf('.') : mantissa.length;
  const digits = mantissa.replace('.', '');
  const first = digits.search(/[1-9]/);
  return first < 0 ? null : point - first - 1 + Number(exponent);
}
