import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import Decimal from 'decimal.js-light';
import {
  EMPTY_MESSAGE,
  ZERO_CHANGE_MESSAGE,
  ZERO_OF_MESSAGE,
  calculate,
  groupDigits,
  parseNumber,
  roundTo,
  type PercentageResult,
} from '../../../src/tools/percentage/percentage';

const ok = (result: PercentageResult) => {
  if (result.status !== 'ok') throw new Error(`expected a result, got ${JSON.stringify(result)}`);
  return result;
};

describe('parseNumber', () => {
  it.each([
    ['12.5', '12.5'],
    [' -3 ', '-3'],
    ['+4', '4'],
    ['.5', '0.5'],
    ['5.', '5'],
    ['1,234.5', '1234.5'],
    ['1,000,000', '1000000'],
    ['2e3', '2000'],
    ['\u22127', '-7'],
    ['-0', '0'],
  ])('reads %j as %s', (text, value) => {
    const parsed = parseNumber(text);
    expect(parsed.status).toBe('ok');
    if (parsed.status === 'ok') expect(parsed.value.toFixed()).toBe(value);
  });

  it('treats blank text as empty, not as zero', () => {
    expect(parseNumber('')).toEqual({ status: 'empty' });
    expect(parseNumber('   ')).toEqual({ status: 'empty' });
  });

  it.each([
    ['abc', 'Enter a number, such as 12.5 or -3.'],
    ['12..5', 'Enter a number, such as 12.5 or -3.'],
    ['NaN', 'Enter a number, such as 12.5 or -3.'],
    ['Infinity', 'Enter a number, such as 12.5 or -3.'],
    ['-', 'Enter a number, such as 12.5 or -3.'],
    ['1,5', 'Use a point for decimals (12.5); commas only group thousands (1,250).'],
    ['12,34', 'Use a point for decimals (12.5); commas only group thousands (1,250).'],
    ['1e16', 'Too large: keep it between -1,000,000,000,000,000 and 1,000,000,000,000,000.'],
    ['0.0000000000000001', 'Too precise: use at most 15 decimal places.'],
    ['1'.repeat(41), 'Too long: use at most 40 characters.'],
  ])('refuses %j', (text, message) => {
    expect(parseNumber(text)).toEqual({ status: 'invalid', message });
  });
});

describe('groupDigits and roundTo', () => {
  it('groups thousands on the whole part only', () => {
    expect(groupDigits('1234567.12345')).toBe('1,234,567.12345');
    expect(groupDigits('-1000')).toBe('−1,000');
    expect(groupDigits('999')).toBe('999');
  });

  it('rounds half up and says when digits were dropped', () => {
    expect(roundTo(new Decimal('2.49875'), 4)).toEqual({ plain: '2.4988', display: '2.4988', exact: false });
    expect(roundTo(new Decimal('2.5'), 0)).toEqual({ plain: '3', display: '3', exact: false });
    expect(roundTo(new Decimal('-2.5'), 0)).toEqual({ plain: '-3', display: '−3', exact: false });
    expect(roundTo(new Decimal('1500.25'), 2)).toEqual({ plain: '1500.25', display: '1,500.25', exact: true });
    // A tiny negative result rounds to 0, never "-0".
    expect(roundTo(new Decimal('-0.00001'), 2).plain).toBe('0');
  });
});

describe('X% of Y', () => {
  it('computes exact decimal results', () => {
    const r = ok(calculate('of', '25', '80', 4));
    expect(r).toMatchObject({ display: '20', copy: '20', plain: '20', exact: true, sentence: '25% of 80 is 20.', direction: null, difference: null });
    expect(ok(calculate('of', '0.1', '0.2', 4)).display).toBe('0.0002');
    expect(ok(calculate('of', '10', '0.3', 10)).plain).toBe('0.03');
    expect(ok(calculate('of', '15', '1,999.99', 2))).toMatchObject({ display: '≈ 300', copy: '300', exact: false, sentence: '15% of 1,999.99 is ≈ 300.' });
    expect(ok(calculate('of', '150', '1200', 4)).display).toBe('1,800');
    expect(ok(calculate('of', '-20', '50', 4))).toMatchObject({ display: '−10', copy: '-10', sentence: '−20% of 50 is −10.' });
    expect(ok(calculate('of', '0', '50', 4)).display).toBe('0');
  });

  it('keeps every digit of a long product (no 20-digit default precision)', () => {
    expect(ok(calculate('of', '123456789.123456', '987654321.987654', 10))).toMatchObject({
      plain: '1219326313564997.1245831381',
      display: '≈ 1,219,326,313,564,997.1245831381',
      exact: false,
    });
    expect(ok(calculate('of', '999999999999999', '999999999999999', 0)).plain).toBe('9999999999999980000000000000');
  });

  it('never shows binary floating-point noise', () => {
    // 7% of 0.07 in binary floating point is 0.004900000000000001.
    expect(ok(calculate('of', '7', '0.07', 10)).display).toBe('0.0049');
  });
});

describe('X Is What % of Y', () => {
  it('computes the share and rounds it', () => {
    expect(ok(calculate('what', '20', '80', 4))).toMatchObject({ display: '25%', copy: '25%', sentence: '20 is 25% of 80.', exact: true });
    expect(ok(calculate('what', '1', '3', 4))).toMatchObject({ display: '≈ 33.3333%', copy: '33.3333%', plain: '33.3333', exact: false, sentence: '1 is ≈ 33.3333% of 3.' });
    expect(ok(calculate('what', '2', '3', 0)).display).toBe('≈ 67%');
    expect(ok(calculate('what', '0.3', '0.1', 4)).display).toBe('300%');
  });

  it('rejects a zero total on the Y field', () => {
    expect(calculate('what', '5', '0', 4)).toEqual({ status: 'invalid', errors: { y: ZERO_OF_MESSAGE } });
    expect(calculate('what', '5', '0.000', 4)).toEqual({ status: 'invalid', errors: { y: ZERO_OF_MESSAGE } });
  });
});

describe('% Change From X to Y', () => {
  it('labels increases and decreases with the signed difference', () => {
    expect(ok(calculate('change', '80', '100', 4))).toMatchObject({
      display: '+25%',
      copy: '+25%',
      direction: 'increase',
      difference: '+20',
      sentence: 'From 80 to 100 is a 25% increase.',
    });
    expect(ok(calculate('change', '100', '80', 4))).toMatchObject({
      display: '−20%',
      copy: '-20%',
      direction: 'decrease',
      difference: '−20',
      sentence: 'From 100 to 80 is a 20% decrease.',
    });
    expect(ok(calculate('change', '42', '42', 4))).toMatchObject({ display: '0%', direction: 'none', difference: '0', sentence: 'From 42 to 42 is no change (0%).' });
    expect(ok(calculate('change', '3', '4', 2))).toMatchObject({ display: '≈ +33.33%', copy: '+33.33%', sentence: 'From 3 to 4 is about a 33.33% increase.' });
    expect(ok(calculate('change', '1000', '2500.5', 4))).toMatchObject({ display: '+150.05%', difference: '+1,500.5' });
    expect(ok(calculate('change', '0.1', '0.3', 4))).toMatchObject({ display: '+200%', difference: '+0.2' });
  });

  it('measures change against |X| so a rise from a negative value is an increase', () => {
    expect(ok(calculate('change', '-50', '-25', 4))).toMatchObject({ display: '+50%', direction: 'increase', sentence: 'From −50 to −25 is a 50% increase.' });
    expect(ok(calculate('change', '-50', '-100', 4))).toMatchObject({ display: '−100%', copy: '-100%', direction: 'decrease' });
  });

  it('rejects a change from zero on the X field', () => {
    expect(calculate('change', '0', '10', 4)).toEqual({ status: 'invalid', errors: { x: ZERO_CHANGE_MESSAGE } });
  });
});

describe('empty and invalid fields', () => {
  it('asks for both values while one is empty', () => {
    for (const mode of ['of', 'what', 'change'] as const) {
      expect(calculate(mode, '', '', 4)).toEqual({ status: 'empty', message: EMPTY_MESSAGE });
      expect(calculate(mode, '5', ' ', 4)).toEqual({ status: 'empty', message: EMPTY_MESSAGE });
    }
  });

  it('reports each bad field separately', () => {
    expect(calculate('of', 'abc', '1,5', 4)).toEqual({
      status: 'invalid',
      errors: { x: 'Enter a number, such as 12.5 or -3.', y: 'Use a point for decimals (12.5); commas only group thousands (1,250).' },
    });
  });
});

const decimalText = fc
  .tuple(fc.integer({ min: -999_999_999, max: 999_999_999 }), fc.integer({ min: 0, max: 6 }))
  .map(([units, places]) => new Decimal(units).div(new Decimal(10).pow(places)).toFixed());

describe('properties', () => {
  it('never puts NaN, Infinity, undefined or exponents on screen', () => {
    const anyText = fc.oneof(decimalText, fc.string({ maxLength: 12 }));
    fc.assert(
      fc.property(fc.constantFrom('of', 'what', 'change'), anyText, anyText, fc.integer({ min: 0, max: 10 }), (mode, x, y, precision) => {
        const result = calculate(mode, x, y, precision);
        const shown = JSON.stringify(result);
        expect(shown).not.toMatch(/NaN|Infinity|undefined|\de[+-]?\d/);
      }),
    );
  });

  it('X% of Y and "X Is What % of Y" undo each other', () => {
    fc.assert(
      fc.property(decimalText, decimalText, (p, y) => {
        fc.pre(!new Decimal(y).isZero());
        const part = ok(calculate('of', p, y, 10));
        // The result must itself be a valid input (within ±10^15) to be fed back.
        fc.pre(part.exact && parseNumber(part.plain).status === 'ok');
        const back = ok(calculate('what', part.plain, y, 10));
        expect(new Decimal(back.plain).eq(new Decimal(p))).toBe(true);
      }),
    );
  });

  it('swapping X and Y in a change flips the direction', () => {
    fc.assert(
      fc.property(decimalText, decimalText, (a, b) => {
        fc.pre(!new Decimal(a).isZero() && !new Decimal(b).isZero());
        const forward = ok(calculate('change', a, b, 4)).direction;
        const backward = ok(calculate('change', b, a, 4)).direction;
        const flipped = { increase: 'decrease', decrease: 'increase', none: 'none' } as const;
        expect(backward).toBe(forward ? flipped[forward] : null);
      }),
    );
  });
});
