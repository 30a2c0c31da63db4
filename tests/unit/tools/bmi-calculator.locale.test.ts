import { describe, expect, it } from 'vitest';
import { translator } from '../../../src/i18n/catalog';
import { englishNumberText } from '../../../src/i18n/numbers';
import { EMPTY_FIELDS, ENGLISH, MESSAGES, computeBmi, summary, type BmiFields, type BmiResult } from '../../../src/tools/bmi-calculator/bmi-calculator';
import { bmiWords } from '../../../src/tools/bmi-calculator/i18n';
import bmiEn from '../../../src/tools/bmi-calculator/messages/en';
import bmiDe from '../../../src/tools/bmi-calculator/messages/de';
import bmiAr from '../../../src/tools/bmi-calculator/messages/ar';

const ok = (result: BmiResult) => {
  if (result.status !== 'ok') throw new Error(`expected a BMI, got ${JSON.stringify(result)}`);
  return result;
};
/** Fields as typed on a page of `locale`, read the English way, as the screen does. */
const typed = (locale: 'de' | 'ar', fields: Partial<BmiFields>): BmiFields =>
  Object.fromEntries(Object.entries({ ...EMPTY_FIELDS, ...fields }).map(([name, text]) => [name, englishNumberText(locale, text)])) as unknown as BmiFields;

describe('the BMI calculator in German and Arabic (issue #31)', () => {
  it('writes in English exactly what bmi-calculator.ts writes', () => {
    const en = bmiWords(translator('en', bmiEn));
    expect(en.messages).toEqual(MESSAGES);
    const result = ok(computeBmi('metric', { ...EMPTY_FIELDS, heightCm: '180', weightKg: '100' }, en));
    expect(result.heightText).toBe('180 cm');
    expect(summary(result, en)).toBe(summary(result, ENGLISH));
    const us = ok(computeBmi('us', { ...EMPTY_FIELDS, feet: '5', inches: '10', pounds: '160' }, en));
    expect(us.heightText).toBe(ENGLISH.heightUs('5', '10'));
  });

  it('reads the German decimal comma and writes German messages and copies', () => {
    const de = bmiWords(translator('de', bmiDe));
    const result = ok(computeBmi('metric', typed('de', { heightCm: '175', weightKg: '95,5' }), de));
    expect(result).toMatchObject({ bmiText: '31.2', category: { id: 'obese-1' }, heightText: '175 cm', toHealthy: { direction: 'lose', amount: '19.2' } });
    expect(summary(result, de)).toBe(
      'BMI: 31,2 (Adipositas Grad I)\nGesundes Gewicht bei 175 cm: 56,7–76,3 kg\nBis zum gesunden BMI: 19,2 kg abnehmen\nDer BMI ist ein Orientierungswert für Erwachsene; er gilt nicht für Kinder, Sportler und Schwangere.',
    );
    expect(ok(computeBmi('us', typed('de', { feet: '5', inches: '8,9', pounds: '210,5' }), de)).heightText).toBe('5 Fuß 8,9 Zoll');
    // A point where German writes a comma is not read as a decimal mark.
    expect(computeBmi('metric', typed('de', { heightCm: '175', weightKg: '95.5' }), de)).toEqual({ status: 'invalid', errors: { weightKg: 'Geben Sie eine Zahl ein, z. B. 72,5.' } });
    expect(computeBmi('us', typed('de', { feet: '5', inches: '10', pounds: '2000' }), de)).toEqual({
      status: 'invalid',
      errors: { pounds: 'Geben Sie ein Gewicht von 22 bis 1.433 lb ein.' },
    });
  });

  it('reads Arabic-Indic digits and writes Arabic ranges without a dash', () => {
    const ar = bmiWords(translator('ar', bmiAr));
    const result = ok(computeBmi('metric', typed('ar', { heightCm: '١٧٥', weightKg: '٧٠' }), ar));
    expect(result).toMatchObject({ bmiText: '22.9', category: { id: 'normal' }, heightText: '175 سم' });
    expect(summary(result, ar).split('\n')[1]).toBe('الوزن الصحي لطول 175 سم: من 56.7 إلى 76.3 كغ');
    expect(computeBmi('metric', typed('ar', {}), ar)).toEqual({ status: 'empty', message: 'أدخل طولك ووزنك لترى مؤشر كتلة جسمك.' });
  });
});
