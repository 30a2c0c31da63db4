import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { API_CURRENCIES, api } from '../../../src/tools/tip-calculator/api';
import {
  CURRENCIES,
  CURRENCY_CODES,
  Decimal,
  ROUNDINGS,
  TIP_PRESETS,
  currencyDigits,
  defaultCurrency,
  parseAmount,
  parsePeople,
  parseTip,
  plainAmount,
  plainPercent,
  splitBill,
  validPeople,
  validTip,
  type CurrencyCode,
  type Rounding,
} from '../../../src/tools/tip-calculator/tip-calculator';

const d = (text: string) => new Decimal(text);

/** The split as plain text, as the screen and the change event carry it. */
function split(bill: string, tipPercent: string, people: number, rounding: Rounding = 'none', currency: CurrencyCode = 'USD') {
  const s = splitBill({ bill: d(bill), tipPercent: d(tipPercent), people, rounding, currency });
  const p = (v: Decimal) => plainAmount(v, currency);
  return { tip: p(s.tip), total: p(s.total), perPerson: p(s.perPerson), shares: p(s.shares), over: p(s.over), effective: plainPercent(s.effectivePercent) };
}

describe('the worked example: 84.60, 18 %, 3 people', () => {
  it('tip 15.23 (15.228 rounded half up), total 99.83, 33.28 each (rounded up: 99.84 together, 0.01 over)', () => {
    expect(split('84.60', '18', 3)).toEqual({ tip: '15.23', total: '99.83', perPerson: '33.28', shares: '99.84', over: '0.01', effective: '18' });
  });

  it('round up each share: 34.00 each, 102.00 in all, the tip becomes 17.40 (20.57 %)', () => {
    expect(split('84.60', '18', 3, 'person')).toEqual({ tip: '17.40', total: '102.00', perPerson: '34.00', shares: '102.00', over: '0.00', effective: '20.57' });
  });

  it('round up the total: 100.00, the tip becomes 15.40 (18.2 %), 33.34 each (100.02 together)', () => {
    expect(split('84.60', '18', 3, 'total')).toEqual({ tip: '15.40', total: '100.00', perPerson: '33.34', shares: '100.02', over: '0.02', effective: '18.2' });
  });
});

describe('splitBill', () => {
  it('is exact where floating point is not', () => {
    // 0.1 + 0.2 style: 19.99 × 15 % = 2.9985 → 3.00 (half up); in floats 19.99 * 0.15 = 2.9984999999999995.
    expect(split('19.99', '15', 1)).toMatchObject({ tip: '3.00', total: '22.99', perPerson: '22.99' });
    expect(split('10', '0', 3)).toMatchObject({ tip: '0.00', total: '10.00', perPerson: '3.34', over: '0.02' });
    expect(split('90', '20', 4)).toMatchObject({ tip: '18.00', total: '108.00', perPerson: '27.00', over: '0.00' });
    expect(split('0', '18', 2)).toMatchObject({ tip: '0.00', total: '0.00', perPerson: '0.00', effective: '18' });
  });

  it('uses the currency’s smallest unit: yen have no cents', () => {
    expect(split('2480', '10', 3, 'none', 'JPY')).toEqual({ tip: '248', total: '2728', perPerson: '910', shares: '2730', over: '2', effective: '10' });
    expect(split('2485', '15', 1, 'none', 'JPY')).toMatchObject({ tip: '373' }); // 372.75 → 373
  });

  it('leaves an already whole total alone when rounding it up', () => {
    expect(split('80', '25', 2, 'total')).toMatchObject({ tip: '20.00', total: '100.00', perPerson: '50.00' });
  });
});

describe('parseAmount', () => {
  const ok = (text: string, locale: 'en' | 'de' | 'ar' = 'en', digits = 2) => {
    const r = parseAmount(text, locale, digits);
    return r.status === 'ok' ? r.value.toFixed() : r.status === 'invalid' ? r.reason : 'empty';
  };

  it('accepts grouping, a leading +, spaces around and inside groups', () => {
    expect(ok('1,234.50')).toBe('1234.5');
    expect(ok('+84.60')).toBe('84.6');
    expect(ok('  84.60  ')).toBe('84.6');
    expect(ok('+ 1 234.50')).toBe('1234.5');
    expect(ok('1\u202f234\u202f567')).toBe('1234567');
    expect(ok('.5')).toBe('0.5');
    expect(ok('12.')).toBe('12');
  });

  it('reads German and Arabic typing: 12,50 and 1.234,50 in German, Arabic-Indic digits in Arabic', () => {
    expect(ok('12,50', 'de')).toBe('12.5');
    expect(ok('1.234,50', 'de')).toBe('1234.5');
    expect(ok('12.50', 'de')).toBe('decimalComma');
    expect(ok('٨٤٫٦٠', 'ar')).toBe('84.6');
    expect(ok('1,234.50', 'ar')).toBe('1234.5');
  });

  it('says why it refuses', () => {
    expect(ok('')).toBe('empty');
    expect(ok('   ')).toBe('empty');
    expect(ok('12,50')).toBe('decimalComma');
    expect(ok('12 34')).toBe('grouping');
    expect(ok('1,2345.00')).toBe('grouping');
    expect(ok('-5')).toBe('negative');
    expect(ok('\u22125')).toBe('negative');
    expect(ok('abc')).toBe('notANumber');
    expect(ok('12.3.4')).toBe('notANumber');
    expect(ok('1e3')).toBe('notANumber');
    expect(ok('++5')).toBe('notANumber');
    expect(ok('84.605')).toBe('tooManyDecimals');
    expect(ok('84.6', 'en', 0)).toBe('tooManyDecimals');
    expect(ok('2480', 'en', 0)).toBe('2480');
    expect(ok('1,000,000,000,000')).toBe('tooLarge');
    expect(ok('999,999,999,999.99')).toBe('999999999999.99');
  });
});

describe('parseTip, validTip, validPeople', () => {
  const tip = (text: string, locale: 'en' | 'de' = 'en') => {
    const r = parseTip(text, locale);
    return r.status === 'ok' ? r.value.toFixed() : r.status === 'invalid' ? r.reason : 'empty';
  };
  it('reads 0–100 % with up to two decimals, a trailing % allowed', () => {
    expect(tip('12.5')).toBe('12.5');
    expect(tip(' 18 % ')).toBe('18');
    expect(tip('12,5', 'de')).toBe('12.5');
    expect(tip('0')).toBe('0');
    expect(tip('100')).toBe('100');
    expect(tip('100.01')).toBe('tipRange');
    expect(tip('-1')).toBe('negative');
    expect(tip('12.345')).toBe('tooManyDecimals');
    expect(tip('x')).toBe('notANumber');
    expect(tip('')).toBe('empty');
  });
  it('accepts given numbers only in range', () => {
    expect([validTip(18), validTip(12.5), validTip(0), validTip(101), validTip(-1), validTip(12.345), validTip(Number.NaN), validTip('18')]).toEqual([18, 12.5, 0, null, null, null, null, null]);
    expect(['3', ' +12 ', '100', '٤', '0', '101', '2.5', '1,000', 'two', ''].map((text) => parsePeople(text, text === '٤' ? 'ar' : 'en'))).toEqual([3, 12, 100, 4, null, null, null, null, null, null]);
    expect([validPeople(1), validPeople(100), validPeople(0), validPeople(101), validPeople(2.5), validPeople('3')]).toEqual([1, 100, null, null, null, null]);
  });
});

describe('currencies', () => {
  it('has the minor-unit digits Intl has, and the declared list is the same', () => {
    for (const { code, digits } of CURRENCIES) {
      expect(new Intl.NumberFormat('en-US', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits, code).toBe(digits);
    }
    expect([...API_CURRENCIES]).toEqual([...CURRENCY_CODES]);
    const declared = api.inputs.find((i) => i.name === 'round');
    expect(declared && 'values' in declared ? [...declared.values] : []).toEqual([...ROUNDINGS]);
  });
  it('defaults from the page language: EUR in German, USD in English and Arabic', () => {
    expect([defaultCurrency('en'), defaultCurrency('de'), defaultCurrency('ar')]).toEqual(['USD', 'EUR', 'USD']);
  });
  it('offers the presets the guide names', () => {
    expect([...TIP_PRESETS]).toEqual([10, 15, 18, 20, 25]);
  });
});

describe('properties', () => {
  const cents = fc.integer({ min: 0, max: 10_000_000_00 }).map((n) => new Decimal(n).dividedBy(100));
  const tipArb = fc.integer({ min: 0, max: 10_000 }).map((n) => new Decimal(n).dividedBy(100));
  const peopleArb = fc.integer({ min: 1, max: 100 });
  const roundingArb = fc.constantFrom<Rounding>(...ROUNDINGS);
  const currencyArb = fc.constantFrom<CurrencyCode>(...CURRENCY_CODES);

  it('per person × people never falls short of the total, and is over by less than one smallest unit per person', () => {
    fc.assert(
      fc.property(cents, tipArb, peopleArb, roundingArb, fc.constantFrom<CurrencyCode>('USD', 'EUR', 'GBP'), (bill, tipPercent, people, rounding, currency) => {
        const s = splitBill({ bill, tipPercent, people, rounding, currency });
        expect(s.perPerson.times(people).gte(s.total)).toBe(true);
        expect(s.over.gte(0)).toBe(true);
        expect(s.over.lt(new Decimal(people).times('0.01'))).toBe(true);
        expect(s.shares.eq(s.perPerson.times(people))).toBe(true);
      }),
    );
  });

  it('the total is the bill plus the tip, never below the bill plus the chosen tip; rounding up only adds', () => {
    fc.assert(
      fc.property(cents, tipArb, peopleArb, roundingArb, currencyArb, (bill, tipPercent, people, rounding, currency) => {
        const whole = currencyDigits(currency) === 0 ? bill.toDecimalPlaces(0) : bill;
        const s = splitBill({ bill: whole, tipPercent, people, rounding, currency });
        const plain = splitBill({ bill: whole, tipPercent, people, rounding: 'none', currency });
        expect(s.total.eq(whole.plus(s.tip))).toBe(true);
        expect(s.tip.gte(0)).toBe(true);
        expect(s.total.gte(plain.total)).toBe(true);
        expect(s.perPerson.gte(plain.perPerson)).toBe(true);
        // Every amount has at most the currency's digits.
        for (const v of [s.tip, s.total, s.perPerson]) expect(v.decimalPlaces()).toBeLessThanOrEqual(currencyDigits(currency));
        if (rounding === 'person') expect(s.perPerson.isInteger() && s.over.isZero()).toBe(true);
        if (rounding === 'total') expect(s.total.isInteger()).toBe(true);
      }),
    );
  });

  it('any amount written with grouping, a leading + and spaces reads back exactly', () => {
    fc.assert(
      fc.property(cents, fc.boolean(), fc.boolean(), (value, plus, spaces) => {
        const [whole, fraction] = value.toFixed(2).split('.');
        const grouped = whole!.replace(/\B(?=(\d{3})+$)/g, ',');
        const text = `${spaces ? '  ' : ''}${plus ? '+' : ''}${grouped}.${fraction}${spaces ? ' ' : ''}`;
        const parsed = parseAmount(text);
        expect(parsed.status === 'ok' && parsed.value.eq(value)).toBe(true);
        const german = parseAmount(text.replace(/[.,]/g, (m) => (m === '.' ? ',' : '.')), 'de');
        expect(german.status === 'ok' && german.value.eq(value)).toBe(true);
      }),
    );
  });
});
