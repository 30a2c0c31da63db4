import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import DecimalJs from 'decimal.js';
import { decimalArithmetic, exponentOf, plain } from '../../../src/tools/exact-decimal';

// decimal.js-light against decimal.js (still a dependency: the calculator needs it), on the
// operations the unit converter, percentage, tip and discount calculators use: the same digits
// for every operand, at the precisions they use (40 and 80) and a small one, where rounding
// happens on nearly every operation.

/** Decimal text: a sign, up to 90 digits with a point anywhere, an exponent up to ±1200. */
const decimalText = fc
  .tuple(
    fc.constantFrom('', '-'),
    fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 1, maxLength: 90 }),
    fc.nat(),
    fc.oneof(fc.constant(0), fc.integer({ min: -1200, max: 1200 }), fc.integer({ min: -30, max: 30 })),
  )
  .map(([sign, digits, at, exponent]) => {
    const point = at % (digits.length + 1);
    const mantissa = `${digits.slice(0, point)}.${digits.slice(point)}`.replace(/^\./, '0.').replace(/\.$/, '');
    // decimal.js keeps the sign of a zero and light has none: zeros are unsigned here.
    return /[1-9]/.test(digits) ? `${sign}${mantissa}e${exponent}` : '0';
  });
/** Money-like text too, where most of the tools' operands are: short, two or three decimals. */
const operand = fc.oneof(decimalText, fc.integer({ min: -10_000_000, max: 10_000_000 }).map((n) => String(n / 1000)));

const PRECISIONS = [5, 40, 80] as const;

describe('decimalArithmetic: decimal.js results from decimal.js-light', () => {
  for (const precision of PRECISIONS) {
    const light = decimalArithmetic(precision);
    const Js = DecimalJs.clone({ precision, rounding: DecimalJs.ROUND_HALF_UP });

    it(`plus, minus, times and div round half up to ${precision} digits, as decimal.js`, () => {
      fc.assert(
        fc.property(operand, operand, (a, b) => {
          const x = new light.Decimal(a);
          const y = new light.Decimal(b);
          expect(light.plus(x, y).toExponential()).toBe(new Js(a).plus(b).toExponential());
          expect(light.minus(x, y).toExponential()).toBe(new Js(a).minus(b).toExponential());
          expect(light.times(x, y).toExponential()).toBe(new Js(a).times(b).toExponential());
          if (!y.isZero()) expect(light.div(x, y).toExponential()).toBe(new Js(a).div(b).toExponential());
        }),
        { numRuns: 1500 },
      );
    });
  }

  it('rounds a 40-digit quotient the way decimal.js does at the last digit (2/3, 1/7, a half-way tail)', () => {
    const { Decimal, div, times } = decimalArithmetic(40);
    expect(div(new Decimal(2), 3).toFixed(40)).toBe('0.6666666666666666666666666666666666666667');
    expect(div(new Decimal(1), 7).toFixed(40)).toBe('0.1428571428571428571428571428571428571429');
    // 41 digits ending in 5: decimal.js rounds half up, light alone would truncate.
    expect(times(new Decimal('1234567890123456789012345678901234567891'), '1.5').toFixed()).toBe('1851851835185185183518518518351851851837');
    expect(times(new Decimal('0.12345678901234567890123456789012345678905'), 1).toFixed(40)).toBe('0.1234567890123456789012345678901234567891');
  });
});

describe('the methods the tools call directly', () => {
  const { Decimal } = decimalArithmetic(40);
  const Js = DecimalJs.clone({ precision: 40, rounding: DecimalJs.ROUND_HALF_UP });
  const rounding = fc.constantFrom(DecimalJs.ROUND_HALF_UP, DecimalJs.ROUND_CEIL);

  it('toDecimalPlaces, toSignificantDigits, toFixed, toExponential, decimalPlaces, exponent and comparisons agree', () => {
    fc.assert(
      fc.property(operand, operand, fc.integer({ min: 0, max: 12 }), fc.integer({ min: 1, max: 20 }), rounding, (a, b, places, digits, rm) => {
        const x = new Decimal(a);
        const j = new Js(a);
        expect(x.toDecimalPlaces(places, rm).toExponential()).toBe(j.toDecimalPlaces(places, rm).toExponential());
        expect(x.toDecimalPlaces(places).toExponential()).toBe(j.toDecimalPlaces(places).toExponential());
        expect(x.toSignificantDigits(digits).toExponential()).toBe(j.toSignificantDigits(digits).toExponential());
        expect(x.toFixed(places)).toBe(j.toFixed(places));
        expect(x.abs().toFixed(places)).toBe(j.abs().toFixed(places));
        expect(plain(x)).toBe(j.toFixed());
        expect(x.toExponential()).toBe(j.toExponential());
        expect(x.decimalPlaces()).toBe(j.decimalPlaces());
        expect(x.isZero() ? null : x.exponent()).toBe(j.isZero() ? null : j.e);
        expect(exponentOf(a)).toBe(j.isZero() ? null : j.e);
        expect(x.isNegative()).toBe(j.isNegative() && !j.isZero());
        expect(x.negated().toExponential()).toBe(j.isZero() ? '0e+0' : j.negated().toExponential());
        expect([x.gt(b), x.gte(b), x.lt(b), x.eq(b)]).toEqual([j.gt(b), j.gte(b), j.lt(b), j.eq(b)]);
      }),
      { numRuns: 1500 },
    );
  });

  it('reads finite numbers as decimal.js does (share links and attributes pass numbers)', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (n) => {
        expect(new Decimal(n).toExponential()).toBe(Object.is(n, -0) ? '0e+0' : new Js(n).toExponential());
        expect(new Decimal(n).decimalPlaces()).toBe(new Js(n).decimalPlaces());
      }),
    );
  });
});

describe('exponentOf', () => {
  it('reads the exponent of the value from the text, null for zero', () => {
    expect(exponentOf('1234.5')).toBe(3);
    expect(exponentOf('-0.05')).toBe(-2);
    expect(exponentOf('+7e-400')).toBe(-400);
    expect(exponentOf('000.000120e3')).toBe(-1);
    expect(exponentOf('.5')).toBe(-1);
    expect(exponentOf('5.')).toBe(0);
    expect(exponentOf('0.000e99')).toBeNull();
    expect(exponentOf('1e99999999999999999999')).toBe(1e20);
  });
});
