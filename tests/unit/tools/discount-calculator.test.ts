import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { API_CURRENCIES, api } from '../../../src/tools/discount-calculator/api';
import {
  CURRENCY_CODES,
  DISCOUNT_KINDS,
  Decimal,
  TAX_MODES,
  amountTooLarge,
  applyDiscounts,
  combinedPercent,
  parsePercent,
  plainAmount,
  plainPercent,
  validTax,
  type CurrencyCode,
  type DiscountInput,
  type DiscountKind,
  type TaxMode,
} from '../../../src/tools/discount-calculator/discount-calculator';

const d = (text: string) => new Decimal(text);
const pct = (value: string) => ({ kind: 'percent' as const, value: d(value) });
const amt = (value: string) => ({ kind: 'amount' as const, value: d(value) });

function input(price: string, first: DiscountInput['first'], second: DiscountInput['second'] = null, tax = '0', taxMode: TaxMode = 'after', currency: CurrencyCode = 'USD'): DiscountInput {
  return { price: d(price), first, second, taxPercent: d(tax), taxMode, currency };
}

/** The result as plain text, as the screen and the change event carry it. */
function shown(i: DiscountInput) {
  const r = applyDiscounts(i);
  const p = (v: Decimal) => plainAmount(v, i.currency);
  return {
    firstOff: p(r.firstOff), secondOff: p(r.secondOff), discounted: p(r.discounted), savings: p(r.savings),
    percentOff: plainPercent(r.percentOff), taxable: p(r.taxable), tax: p(r.tax), final: p(r.final),
  };
}

describe('stacked discounts', () => {
  it('20 % then 10 % is 28 % off, not 30 %', () => {
    expect(shown(input('100', pct('20'), pct('10')))).toEqual({
      firstOff: '20.00', secondOff: '8.00', discounted: '72.00', savings: '28.00', percentOff: '28', taxable: '72.00', tax: '0.00', final: '72.00',
    });
    expect(plainPercent(combinedPercent(d('20'), d('10')))).toBe('28');
    // Whatever the price: 59.99 → 47.99 → 43.19 (12.00 and 4.80 off, each rounded to the cent).
    expect(shown(input('59.99', pct('20'), pct('10')))).toMatchObject({ firstOff: '12.00', secondOff: '4.80', discounted: '43.19', percentOff: '28' });
    // The order of two percentages does not matter.
    expect(shown(input('100', pct('10'), pct('20')))).toMatchObject({ discounted: '72.00', percentOff: '28' });
  });

  it('combines any two rates exactly: 1 − (1 − a)(1 − b)', () => {
    expect(plainPercent(combinedPercent(d('50'), d('50')))).toBe('75');
    expect(plainPercent(combinedPercent(d('12.5'), d('12.5')))).toBe('23.4375');
    expect(plainPercent(combinedPercent(d('60'), d('60')))).toBe('84');
    expect(plainPercent(combinedPercent(d('100'), d('10')))).toBe('100');
    expect(plainPercent(combinedPercent(d('0'), d('33.33')))).toBe('33.33');
  });

  it('mixes percentages and amounts, in the order given', () => {
    expect(shown(input('80', amt('10'), pct('50')))).toMatchObject({ firstOff: '10.00', secondOff: '35.00', discounted: '35.00', savings: '45.00', percentOff: '56.25' });
    expect(shown(input('80', pct('50'), amt('10')))).toMatchObject({ firstOff: '40.00', secondOff: '10.00', discounted: '30.00', percentOff: '62.5' });
  });

  it('rounds each percentage discount half up to the cent before the next', () => {
    // 15 % of 19.99 = 2.9985 → 3.00; 15 % of 16.99 = 2.5485 → 2.55.
    expect(shown(input('19.99', pct('15'), pct('15')))).toMatchObject({ firstOff: '3.00', secondOff: '2.55', discounted: '14.44', savings: '5.55', percentOff: '27.76' });
    // 10 % of 0.05 = 0.005 → 0.01 (half up).
    expect(shown(input('0.05', pct('10')))).toMatchObject({ firstOff: '0.01', discounted: '0.04' });
  });

  it('is exact where floating point is not', () => {
    // 0.1 + 0.2: a 70 % discount on 0.30 leaves 0.09, not 0.08999999999999997.
    expect(shown(input('0.30', pct('70')))).toMatchObject({ firstOff: '0.21', discounted: '0.09' });
    expect(shown(input('999999999999.99', pct('33.33'), pct('0.01'), '8.875'))).toMatchObject({
      firstOff: '333300000000.00', secondOff: '66670000.00', discounted: '666633329999.99', tax: '59163708037.50', final: '725797038037.49',
    });
  });

  it('a zero price or a 100 % discount leaves nothing to pay', () => {
    expect(shown(input('0', pct('20'), pct('10'), '8'))).toMatchObject({ discounted: '0.00', savings: '0.00', percentOff: '0', tax: '0.00', final: '0.00' });
    expect(shown(input('49.99', pct('100'), pct('10'), '8'))).toMatchObject({ discounted: '0.00', percentOff: '100', tax: '0.00', final: '0.00' });
  });
});

describe('sales tax after or before the discount', () => {
  it('differs exactly as computed: 100, 20 % off, 8 % tax → 86.40 after, 88.00 before', () => {
    expect(shown(input('100', pct('20'), null, '8', 'after'))).toMatchObject({ discounted: '80.00', taxable: '80.00', tax: '6.40', final: '86.40', savings: '20.00' });
    expect(shown(input('100', pct('20'), null, '8', 'before'))).toMatchObject({ discounted: '80.00', taxable: '100.00', tax: '8.00', final: '88.00', savings: '20.00' });
  });

  it('with stacked discounts: 100, 20 % then 10 %, 8.875 % tax → 78.39 after, 80.88 before (tax rounded half up)', () => {
    // 8.875 % of 72.00 = 6.39; of 100.00 = 8.875 → 8.88.
    expect(shown(input('100', pct('20'), pct('10'), '8.875', 'after'))).toMatchObject({ discounted: '72.00', tax: '6.39', final: '78.39' });
    expect(shown(input('100', pct('20'), pct('10'), '8.875', 'before'))).toMatchObject({ discounted: '72.00', tax: '8.88', final: '80.88' });
  });

  it('with an amount off: 1,250, 50 off, 19 % tax → 1,428.00 after, 1,437.50 before', () => {
    expect(shown(input('1250', amt('50'), null, '19', 'after'))).toMatchObject({ discounted: '1200.00', tax: '228.00', final: '1428.00' });
    expect(shown(input('1250', amt('50'), null, '19', 'before'))).toMatchObject({ discounted: '1200.00', tax: '237.50', final: '1437.50' });
  });

  it('uses the currency’s smallest unit: yen have no cents', () => {
    // 15 % of 1999 = 299.85 → 300; 10 % of 1699 = 169.9 → 170.
    expect(shown(input('1999', pct('15'), null, '10', 'after', 'JPY'))).toMatchObject({ firstOff: '300', discounted: '1699', tax: '170', final: '1869' });
    expect(shown(input('1999', pct('15'), null, '10', 'before', 'JPY'))).toMatchObject({ tax: '200', final: '1899' });
  });
});

describe('amount discounts larger than what they come off', () => {
  it('are named, not silently clamped', () => {
    expect(amountTooLarge(input('50', amt('60')))).toBe('first');
    expect(amountTooLarge(input('50', amt('50')))).toBeNull();
    expect(amountTooLarge(input('50', pct('50'), amt('30')))).toBe('second');
    expect(amountTooLarge(input('50', amt('20'), amt('30.01')))).toBe('second');
    expect(amountTooLarge(input('50', pct('50'), amt('25')))).toBeNull();
    expect(amountTooLarge(input('50', pct('100'), pct('100')))).toBeNull();
    expect(shown(input('50', pct('50'), amt('25')))).toMatchObject({ discounted: '0.00', percentOff: '100' });
  });
});

describe('parsePercent and validTax', () => {
  const read = (text: string, locale: 'en' | 'de' | 'ar' = 'en', places = 2) => {
    const r = parsePercent(text, locale, places);
    return r.status === 'ok' ? r.value.toFixed() : r.status === 'invalid' ? r.reason : 'empty';
  };

  it('reads 0–100 with a trailing %, the locale’s decimal mark and digits', () => {
    expect([read('20'), read(' 12.5 % '), read('+10%'), read('12,5', 'de'), read('٨٫٨٧٥', 'ar', 3), read('15٪', 'ar'), read('8.875', 'en', 3), read('100'), read('0'), read('')]).toEqual([
      '20', '12.5', '10', '12.5', '8.875', '15', '8.875', '100', '0', 'empty',
    ]);
  });

  it('says why it refuses', () => {
    expect([read('8.875'), read('100.01'), read('1,000'), read('1e12'), read('-5'), read('x'), read('12,5'), read('%')]).toEqual([
      'tooManyDecimals', 'percentRange', 'percentRange', 'notANumber', 'negative', 'notANumber', 'decimalComma', 'notANumber',
    ]);
  });

  it('accepts given tax rates only in range with up to three decimals', () => {
    expect([validTax(8.875), validTax(0), validTax(100), validTax(8.8755), validTax(-1), validTax(101), validTax(Number.NaN), validTax('8')]).toEqual([
      8.875, 0, 100, null, null, null, null, null,
    ]);
  });
});

describe('declaration', () => {
  it('lists the same currencies, kinds and tax modes as the calculator', () => {
    expect([...API_CURRENCIES]).toEqual([...CURRENCY_CODES]);
    const values = (name: string) => {
      const declared = api.inputs.find((i) => i.name === name);
      return declared && 'values' in declared ? [...declared.values] : [];
    };
    expect(values('discount-type')).toEqual([...DISCOUNT_KINDS]);
    expect(values('second-type')).toEqual([...DISCOUNT_KINDS]);
    expect(values('tax-mode')).toEqual([...TAX_MODES]);
  });
});

describe('properties', () => {
  const cents = fc.integer({ min: 0, max: 100_000_000_00 }).map((n) => new Decimal(n).dividedBy(100));
  const percent = fc.integer({ min: 0, max: 100_00 }).map((n) => new Decimal(n).dividedBy(100));
  const taxRate = fc.integer({ min: 0, max: 30_000 }).map((n) => new Decimal(n).dividedBy(1000));
  const kind = fc.constantFrom<DiscountKind>(...DISCOUNT_KINDS);
  const mode = fc.constantFrom<TaxMode>(...TAX_MODES);
  const discount = fc.tuple(kind, percent, cents).map(([k, p, m]) => ({ kind: k, value: k === 'percent' ? p : m }));

  it('the discounted price stays between 0 and the price, savings add up, and every figure is whole cents', () => {
    fc.assert(
      fc.property(cents, discount, fc.option(discount, { nil: null }), taxRate, mode, (price, first, second, taxPercent, taxMode) => {
        const i = { price, first, second, taxPercent, taxMode, currency: 'USD' as const };
        fc.pre(amountTooLarge(i) === null);
        const r = applyDiscounts(i);
        expect(r.discounted.gte(0) && r.discounted.lte(price)).toBe(true);
        expect(r.savings.eq(r.firstOff.plus(r.secondOff))).toBe(true);
        expect(r.final.eq(r.discounted.plus(r.tax))).toBe(true);
        expect(r.percentOff.gte(0) && r.percentOff.lte(100)).toBe(true);
        for (const v of [r.firstOff, r.secondOff, r.discounted, r.tax, r.final]) expect(v.decimalPlaces()).toBeLessThanOrEqual(2);
        // The tax is the rate of what it is charged on, to within half a cent.
        expect(r.tax.minus(r.taxable.times(taxPercent).dividedBy(100)).abs().lte('0.005')).toBe(true);
        // Discounts never make the final price higher than the full price with the same tax.
        const full = applyDiscounts({ ...i, first: { kind: 'percent', value: new Decimal(0) }, second: null });
        expect(r.final.lte(full.final)).toBe(true);
      }),
    );
  });

  it('two percentage discounts a then b take off the combined rate 1 − (1 − a)(1 − b), to within the cent rounding', () => {
    fc.assert(
      fc.property(cents, percent, percent, (price, a, b) => {
        const r = applyDiscounts({ price, first: { kind: 'percent', value: a }, second: { kind: 'percent', value: b }, taxPercent: new Decimal(0), taxMode: 'after', currency: 'USD' });
        const exact = price.times(combinedPercent(a, b)).dividedBy(100);
        // Each of the two discounts is rounded by at most half a cent.
        expect(r.savings.minus(exact).abs().lte('0.01')).toBe(true);
        // Stacked is never more than added.
        expect(combinedPercent(a, b).lte(a.plus(b))).toBe(true);
      }),
    );
  });

  it('tax on the full price is never less than tax on the discounted price, and the two agree without a discount', () => {
    fc.assert(
      fc.property(cents, discount, taxRate, (price, first, taxPercent) => {
        const i = { price, first, second: null, taxPercent, currency: 'USD' as const };
        fc.pre(amountTooLarge({ ...i, taxMode: 'after' }) === null);
        const after = applyDiscounts({ ...i, taxMode: 'after' });
        const before = applyDiscounts({ ...i, taxMode: 'before' });
        expect(before.tax.gte(after.tax)).toBe(true);
        expect(before.discounted.eq(after.discounted)).toBe(true);
        if (after.savings.isZero()) expect(before.final.eq(after.final)).toBe(true);
      }),
    );
  });
});
