import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { localeNumberText } from '../../../src/i18n/numbers';
import { convertAmount, formatNumber, parseAmount, unitById, Decimal } from '../../../src/tools/unit-converter/unit-converter';

const unit = (id: string) => unitById(id)!;

describe('amounts typed the locale’s way (issue #31)', () => {
  it('reads the German decimal comma and grouping points exactly', () => {
    const read = (text: string) => {
      const result = parseAmount(text, 'de');
      return result.status === 'ok' ? result.value.toString() : result.status;
    };
    expect(read('0,7')).toBe('0.7');
    expect(read('1.234,5')).toBe('1234.5');
    expect(read('1 234,5')).toBe('1234.5');
    expect(read(' +12 ')).toBe('12');
    expect(read('-1,5e3')).toBe('-1500');
    expect(read('')).toBe('empty');
  });

  it('converts 0,7 in to 1.778 cm on a German page', () => {
    const result = convertAmount('0,7', unit('in'), unit('cm'), 'de');
    expect(result.status === 'ok' && localeNumberText('de', result.text)).toBe('1,778');
  });

  it('explains a decimal point typed where German puts a comma, and bad grouping', () => {
    expect(parseAmount('0.7', 'de')).toEqual({ status: 'invalid', reason: 'decimalComma' });
    expect(parseAmount('1.23.456', 'de')).toEqual({ status: 'invalid', reason: 'grouping' });
    expect(parseAmount('1,2,3', 'de')).toEqual({ status: 'invalid', reason: 'notANumber' });
    expect(parseAmount('abc', 'de')).toEqual({ status: 'invalid', reason: 'notANumber' });
    expect(parseAmount('1e1001', 'de')).toEqual({ status: 'invalid', reason: 'range' });
  });

  it('keeps English as it was: a decimal comma is explained, not guessed', () => {
    expect(parseAmount('0,7')).toEqual({ status: 'invalid', reason: 'decimalComma' });
    expect(parseAmount('0,7', 'ar')).toEqual({ status: 'invalid', reason: 'decimalComma' });
    expect(convertAmount('-300', unit('c'), unit('k'), 'de')).toEqual({ status: 'invalid', reason: 'belowZero', floor: '-273.15' });
  });

  it('reads Arabic-Indic digits on an Arabic page', () => {
    const result = parseAmount('٠٫٧', 'ar');
    expect(result.status === 'ok' && result.value.toString()).toBe('0.7');
  });

  it('reads back every amount it shows, in German and Arabic (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom('de' as const, 'ar' as const), fc.double({ min: -1e12, max: 1e12, noNaN: true }), (locale, n) => {
        const shown = localeNumberText(locale, formatNumber(new Decimal(n)));
        const read = parseAmount(shown, locale);
        expect(read.status === 'ok' && formatNumber(read.value)).toBe(formatNumber(new Decimal(n)));
      }),
    );
  });
});
