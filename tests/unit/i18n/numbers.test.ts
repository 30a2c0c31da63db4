import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { INTL_LOCALE, LOCALES } from '../../../src/i18n/locales';
import { decimalMark, englishNumberText, formatDecimal, formatNumber, localeDisplayNumber, localeNumberText, parseLocaleNumber } from '../../../src/i18n/numbers';

describe('numbers in the page locale', () => {
  it('groups whole numbers exactly as Intl does, in every locale, without Intl', () => {
    const samples = [0, 7, 999, 1000, 1234, 12345, 123456, 1234567, -5, -1234, -1234567, Number.MAX_SAFE_INTEGER];
    for (const locale of LOCALES) {
      const intl = new Intl.NumberFormat(INTL_LOCALE[locale]);
      for (const n of samples) expect(formatNumber(locale, n), `${locale} ${n}`).toBe(intl.format(n));
    }
    fc.assert(
      fc.property(fc.constantFrom(...LOCALES), fc.maxSafeInteger(), (locale, n) => {
        expect(formatNumber(locale, n)).toBe(new Intl.NumberFormat(INTL_LOCALE[locale]).format(n));
      }),
    );
  });

  it('writes German decimals with a comma and Arabic numbers as CLDR gives them', () => {
    expect(formatNumber('de', 1234.5)).toBe('1.234,5');
    expect(formatNumber('de', 0.5, { style: 'percent' })).toBe('50\u00a0%');
    expect(formatNumber('en', 1234.5)).toBe('1,234.5');
    expect(formatNumber('ar', 1234.5)).toBe(new Intl.NumberFormat('ar').format(1234.5));
  });

  it('reads numbers typed the locale’s way', () => {
    expect(parseLocaleNumber('de', '0,7')).toBe(0.7);
    expect(parseLocaleNumber('de', '1.234,5')).toBe(1234.5);
    expect(parseLocaleNumber('de', ' +12 ')).toBe(12);
    expect(parseLocaleNumber('en', '1,234.5')).toBe(1234.5);
    expect(parseLocaleNumber('fr', '1 234,5')).toBe(1234.5);
    expect(parseLocaleNumber('fr', '1\u202f234,5')).toBe(1234.5);
    // A separator that is not grouping thousands is a typo, not a number.
    expect(parseLocaleNumber('en', '0,7')).toBeNaN();
    expect(parseLocaleNumber('de', '1,2,3')).toBeNaN();
    expect(parseLocaleNumber('de', '')).toBeNaN();
  });

  it('reads back every number it writes', () => {
    fc.assert(
      fc.property(fc.constantFrom(...LOCALES), fc.integer({ min: -1e9, max: 1e9 }), fc.integer({ min: 0, max: 999 }), (locale, whole, thousandths) => {
        const n = whole + Math.sign(whole || 1) * (thousandths / 1000);
        expect(parseLocaleNumber(locale, formatNumber(locale, n, { maximumFractionDigits: 3 }))).toBeCloseTo(n, 6);
      }),
    );
  });
});

describe('number text typed and shown the locale’s way', () => {
  it('knows each locale’s decimal mark without Intl, as Intl writes it', () => {
    for (const locale of LOCALES) {
      const intl = new Intl.NumberFormat(INTL_LOCALE[locale]).formatToParts(1.5).find((p) => p.type === 'decimal')?.value;
      expect(decimalMark(locale), locale).toBe(intl);
    }
  });

  it('rewrites German number text the English way and back', () => {
    expect(englishNumberText('de', '0,7')).toBe('0.7');
    expect(englishNumberText('de', '1.234,5')).toBe('1,234.5');
    expect(englishNumberText('de', '-1,5e6')).toBe('-1.5e6');
    expect(englishNumberText('en', '1,234.5')).toBe('1,234.5');
    expect(englishNumberText('ar', '١٢٣٫٥')).toBe('123.5');
    expect(localeNumberText('de', '1.778')).toBe('1,778');
    expect(localeNumberText('de', '-6.21371192237334e-13')).toBe('-6,21371192237334e-13');
    expect(localeNumberText('en', '1.778')).toBe('1.778');
    expect(localeNumberText('ar', '1.778')).toBe('1.778');
  });

  it('reads back every plain number text it shows, in every locale (property)', () => {
    const plain = fc
      .tuple(fc.boolean(), fc.nat({ max: 1e9 }), fc.option(fc.stringMatching(/^\d{1,15}$/)), fc.option(fc.integer({ min: -30, max: 30 })))
      .map(([negative, whole, fraction, exponent]) => `${negative ? '-' : ''}${whole}${fraction === null ? '' : `.${fraction}`}${exponent === null ? '' : `e${exponent}`}`);
    fc.assert(
      fc.property(fc.constantFrom(...LOCALES), plain, (locale, text) => {
        expect(englishNumberText(locale, localeNumberText(locale, text))).toBe(text);
      }),
    );
  });
});

describe('formatDecimal (no Intl)', () => {
  it('rounds, groups and marks decimals the locale way, as Intl does', () => {
    expect(formatDecimal('en', 4.4781, 2)).toBe('4.48');
    expect(formatDecimal('de', 4.4781, 2)).toBe('4,48');
    expect(formatDecimal('de', 12345.5, 2)).toBe('12.345,5');
    expect(formatDecimal('en', -0.001, 2)).toBe('0');
    expect(formatDecimal('en', 21, 2)).toBe('21');
  });
  it('agrees with Intl.NumberFormat for every locale (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...LOCALES), fc.double({ min: -1e9, max: 1e9, noNaN: true }), fc.integer({ min: 0, max: 4 }), (locale, n, digits) => {
        // Intl writes "-0" for a negative that rounds to zero; the house rule is never a negative zero.
        const intl = new Intl.NumberFormat(INTL_LOCALE[locale], { maximumFractionDigits: digits }).format(n);
        expect(formatDecimal(locale, n, digits)).toBe(intl.replace(/^(\u200e?)-(0)$/, '$2'));
      }),
      { numRuns: 500 },
    );
  });
});

describe('localeDisplayNumber (a calculator’s display)', () => {
  it('groups and marks typed numbers the locale’s way, keeping a trailing point and exponents', () => {
    expect(localeDisplayNumber('en', '-1234567.891')).toBe('-1,234,567.891');
    expect(localeDisplayNumber('de', '1234567.5')).toBe('1.234.567,5');
    expect(localeDisplayNumber('fr', '1234567.5')).toBe('1\u202f234\u202f567,5');
    expect(localeDisplayNumber('ru', '1234.5')).toBe('1\u00a0234,5');
    expect(localeDisplayNumber('es', '1234.5')).toBe('1234,5');
    expect(localeDisplayNumber('de', '0.')).toBe('0,');
    expect(localeDisplayNumber('de', '1.5e+21')).toBe('1,5e+21');
  });

  it('writes what Intl writes for every finished number, in every locale (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...LOCALES), fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 0, max: 9999 }), (locale, whole, fraction) => {
        const text = fraction ? `${whole}.${String(fraction).padStart(4, '0').replace(/0+$/, '')}` : String(whole);
        const intl = new Intl.NumberFormat(INTL_LOCALE[locale], { maximumFractionDigits: 4 }).format(Number(text));
        expect(localeDisplayNumber(locale, text)).toBe(intl);
      }),
      { numRuns: 500 },
    );
  });
});
