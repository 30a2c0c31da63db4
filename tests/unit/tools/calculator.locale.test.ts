import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { englishNumberText } from '../../../src/i18n/numbers';
import { ANNOUNCEMENTS, announcement, formatNumber, groupDigits, parseNumber, press, pressAll, type Key } from '../../../src/tools/calculator/calculator';
import { MESSAGES, evaluate, type ExpressionWords } from '../../../src/tools/calculator/expression';
import { submit, initialScientific } from '../../../src/tools/calculator/scientific-state';

describe('the calculator in German and Arabic (issue #31)', () => {
  it('shows German numbers with a decimal comma and grouping points', () => {
    const shown = (keys: Key[]) => englishNumberText('de', groupDigits(pressAll(keys).display));
    expect(shown(['0', '.', '1', '+', '0', '.', '2', '='])).toBe('0,3');
    expect(shown(['1', '2', '3', '4', '.', '5', '*', '2', '='])).toBe('2.469');
    expect(shown(['1', '2', '3', '4', '5', '6', '.', '7', '8'])).toBe('123.456,78');
    expect(englishNumberText('ar', groupDigits('1234.5'))).toBe('1,234.5');
  });

  it('reads numbers pasted the German way and Arabic-Indic digits', () => {
    expect(parseNumber(englishNumberText('de', '0,7'))).toBe(0.7);
    expect(parseNumber(englishNumberText('de', '1.234,5'))).toBe(1234.5);
    expect(parseNumber(englishNumberText('de', ' -2,5e3 '))).toBe(-2500);
    expect(parseNumber(englishNumberText('ar', '١٢٣٫٤٥'))).toBe(123.45);
    expect(parseNumber(englishNumberText('de', 'zwölf'))).toBeNull();
  });

  it('reads back every number it shows, grouped or not, in German and Arabic (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom('de' as const, 'ar' as const), fc.double({ min: -1e300, max: 1e300, noNaN: true }), fc.boolean(), (locale, n, grouped) => {
        const plain = formatNumber(n);
        const shown = englishNumberText(locale, grouped ? groupDigits(plain) : plain);
        expect(parseNumber(englishNumberText(locale, shown))).toBe(Number(plain));
      }),
    );
  });

  it('says its messages in the words it is given, English by default', () => {
    const german: ExpressionWords = { ...MESSAGES, divideByZero: 'Division durch null nicht möglich', unknownName: (name) => `Unbekannter Name „${name}“` };
    expect(evaluate('5/0', 'deg', german)).toEqual({ status: 'error', message: 'Division durch null nicht möglich' });
    expect(evaluate('foo(2)', 'deg', german)).toEqual({ status: 'error', message: 'Unbekannter Name „foo“' });
    expect(evaluate('5/0')).toEqual({ status: 'error', message: 'Cannot divide by zero' });
    expect(submit(initialScientific('ln(0)'), 'deg', { ...MESSAGES, ln: 'ln ist für 0 nicht definiert' }).state.error).toBe('ln ist für 0 nicht definiert');
  });

  it('announces in the words it is given', () => {
    const words = { ...ANNOUNCEMENTS, spoken: { ...ANNOUNCEMENTS.spoken, '+': 'plus', '=': 'gleich' }, number: (text: string) => englishNumberText('de', text) };
    const before = pressAll(['0', '.', '5', '+', '1']);
    expect(announcement(before, press(before, '='), '=', words)).toBe('0,5 plus 1 gleich 1,5');
    const five = pressAll(['5']);
    expect(announcement(five, press(five, 'C'), 'C', { ...words, cleared: 'Gelöscht' })).toBe('Gelöscht');
  });
});
