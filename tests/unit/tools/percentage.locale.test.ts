import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { englishNumberText } from '../../../src/i18n/numbers';
import { ENGLISH, calculate, parseNumber, type PercentageWords } from '../../../src/tools/percentage/percentage';

/** German numbers and a German sentence, as the screen builds them from its catalog. */
const german: PercentageWords = {
  ...ENGLISH,
  decimalComma: 'Dezimalstellen trennen Sie mit einem Komma (12,5); ein Punkt trennt nur Tausender (1.250).',
  number: (english) => englishNumberText('de', english),
  percent: (number) => `${number}\u00a0%`,
  of: (x, y, result) => `${x} von ${y} sind ${result}.`,
};
const read = (locale: 'de' | 'ar', text: string) => parseNumber(englishNumberText(locale, text));

describe('percentages typed and shown the German and Arabic way (issue #31)', () => {
  it('reads the German decimal comma and grouping points', () => {
    const value = (text: string) => {
      const parsed = read('de', text);
      return parsed.status === 'ok' ? parsed.value.toString() : parsed.status;
    };
    expect(value('12,5')).toBe('12.5');
    expect(value('1.250')).toBe('1250');
    expect(value('1.250,75')).toBe('1250.75');
    expect(value('−3')).toBe('-3');
  });

  it('explains a decimal point typed where German puts a comma, in German', () => {
    expect(parseNumber(englishNumberText('de', '12.5'), german)).toEqual({ status: 'invalid', message: german.decimalComma });
  });

  it('reads Arabic-Indic digits on an Arabic page', () => {
    const parsed = read('ar', '١٢٫٥');
    expect(parsed.status === 'ok' && parsed.value.toString()).toBe('12.5');
  });

  it('writes German results: figure, copy and sentence', () => {
    const result = calculate('of', englishNumberText('de', '12,5'), englishNumberText('de', '1.250'), 4, german);
    expect(result).toMatchObject({ display: '156,25', copy: '156,25', plain: '156.25', sentence: '12,5\u00a0% von 1.250 sind 156,25.' });
    expect(calculate('what', '1', '3', 4, german)).toMatchObject({ display: '≈ 33,3333\u00a0%', copy: '33,3333%', plain: '33.3333' });
    expect(calculate('change', '1000', '1500.5', 2, german)).toMatchObject({ display: '+50,05\u00a0%', difference: '+500,5' });
  });

  it('reads back every figure it copies, in German and Arabic (property)', () => {
    const words = { de: german, ar: { ...ENGLISH, number: (english: string) => englishNumberText('ar', english) } };
    fc.assert(
      fc.property(
        fc.constantFrom('de' as const, 'ar' as const),
        fc.integer({ min: -1e9, max: 1e9 }),
        fc.integer({ min: 1, max: 1e6 }),
        fc.integer({ min: 0, max: 10 }),
        (locale, x, y, precision) => {
          const result = calculate('of', String(x), String(y), precision, words[locale]);
          if (result.status !== 'ok') throw new Error('no result');
          const back = read(locale, result.copy);
          expect(back.status === 'ok' && back.value.toFixed()).toBe(result.plain);
        },
      ),
    );
  });
});
