import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import Decimal from 'big.js';
import {
  CM_PER_INCH,
  EMPTY_FIELDS,
  KG_PER_POUND,
  MESSAGES,
  categorize,
  computeBmi,
  convertFields,
  exactBmi,
  fieldsFromProps,
  measuresFromFields,
  summary,
  type BmiFields,
  type BmiResult,
} from '../../../src/tools/bmi-calculator/bmi-calculator';

const ok = (result: BmiResult) => {
  if (result.status !== 'ok') throw new Error(`expected a BMI, got ${JSON.stringify(result)}`);
  return result;
};
const metric = (heightCm: string, weightKg: string) => computeBmi('metric', { ...EMPTY_FIELDS, heightCm, weightKg });
const us = (feet: string, inches: string, pounds: string) => computeBmi('us', { ...EMPTY_FIELDS, feet, inches, pounds });

describe('BMI in metric units', () => {
  it('computes weight / height² to one decimal with the healthy range', () => {
    // 70 / 1.75² = 22.857…
    expect(ok(metric('175', '70'))).toEqual({
      status: 'ok',
      bmi: 22.9,
      bmiText: '22.9',
      category: expect.objectContaining({ id: 'normal', label: 'Normal weight' }),
      prime: '0.92',
      // 18.5 × 3.0625 = 56.65625; 24.9 × 3.0625 = 76.25625
      healthy: { min: '56.7', max: '76.3', unit: 'kg' },
      toHealthy: null,
      heightText: '175 cm',
    });
  });

  it('says how far the weight is from the healthy range', () => {
    // 100 / 1.8² = 30.864…; 24.9 × 3.24 = 80.676 → lose 19.324
    expect(ok(metric('180', '100'))).toMatchObject({ bmiText: '30.9', category: { id: 'obese-1' }, toHealthy: { direction: 'lose', amount: '19.3' } });
    // 45 / 1.7² = 15.57…; 18.5 × 2.89 = 53.465 → gain 8.465
    expect(ok(metric('170', '45'))).toMatchObject({ bmiText: '15.6', category: { id: 'underweight' }, toHealthy: { direction: 'gain', amount: '8.5' } });
  });

  it('rounds half up in decimal: 24.95 shows as 25.0 and is Overweight', () => {
    // 99.8 / 2² = 24.95 exactly (binary floating point would make it 24.949999…)
    expect(ok(metric('200', '99.8'))).toMatchObject({ bmi: 25, bmiText: '25.0', category: { id: 'overweight' } });
  });
});

describe('category edges', () => {
  it.each([
    [18.4, 'underweight'],
    [18.5, 'normal'],
    [24.9, 'normal'],
    [25, 'overweight'],
    [29.9, 'overweight'],
    [30, 'obese-1'],
    [34.9, 'obese-1'],
    [35, 'obese-2'],
    [39.9, 'obese-2'],
    [40, 'obese-3'],
    [60, 'obese-3'],
    [12, 'underweight'],
  ])('BMI %d is %s', (bmi, id) => {
    expect(categorize(bmi).id).toBe(id);
  });

  it.each([
    // height 200 cm → BMI = weight / 4, exactly on each edge
    ['74', '18.5', 'normal'],
    ['100', '25.0', 'overweight'],
    ['120', '30.0', 'obese-1'],
    ['140', '35.0', 'obese-2'],
    ['160', '40.0', 'obese-3'],
    ['73.8', '18.5', 'normal'], // 18.45 rounds up to the edge
    ['73.6', '18.4', 'underweight'],
  ])('200 cm and %s kg: BMI %s, %s', (weight, text, id) => {
    expect(ok(metric('200', weight))).toMatchObject({ bmiText: text, category: { id } });
  });
});

describe('BMI in US units', () => {
  it('uses the exact inch and pound definitions', () => {
    // 5 ft 10 in = 70 in = 1.778 m; 160 lb = 72.5747792 kg; BMI 22.957…
    expect(ok(us('5', '10', '160'))).toMatchObject({
      bmiText: '23.0',
      category: { id: 'normal' },
      healthy: { min: '128.9', max: '173.5', unit: 'lb' },
      heightText: '5 ft 10 in',
    });
  });

  it('treats empty inches as 0', () => {
    expect(ok(us('6', '', '180')).heightText).toBe('6 ft 0 in');
  });
});

describe('rejected input', () => {
  it('refuses nonsense heights and weights with a message', () => {
    expect(metric('0', '70')).toEqual({ status: 'invalid', errors: { heightCm: MESSAGES.heightCm } });
    expect(metric('175', '2000')).toEqual({ status: 'invalid', errors: { weightKg: MESSAGES.weightKg } });
    expect(metric('0', '2000')).toEqual({ status: 'invalid', errors: { heightCm: MESSAGES.heightCm, weightKg: MESSAGES.weightKg } });
    expect(metric('1.75', '70')).toEqual({ status: 'invalid', errors: { heightCm: MESSAGES.heightCm } });
    expect(metric('-170', 'abc')).toEqual({ status: 'invalid', errors: { heightCm: MESSAGES.number, weightKg: MESSAGES.number } });
    expect(metric('175', '70,5')).toEqual({ status: 'invalid', errors: { weightKg: MESSAGES.number } });
    expect(us('0', '0', '150')).toEqual({ status: 'invalid', errors: { feet: MESSAGES.heightUs } });
    expect(us('5.5', '0', '150')).toEqual({ status: 'invalid', errors: { feet: MESSAGES.feet } });
    expect(us('5', '12', '150')).toEqual({ status: 'invalid', errors: { inches: MESSAGES.inches } });
    expect(us('5', '10', '2000')).toEqual({ status: 'invalid', errors: { pounds: MESSAGES.weightLb } });
  });

  it('accepts the range limits themselves', () => {
    expect(metric('50', '10').status).toBe('ok');
    expect(metric('280', '650').status).toBe('ok');
    expect(us('1', '8', '22').status).toBe('ok');
    expect(us('9', '2', '1433').status).toBe('ok');
  });

  it('waits quietly while a field is empty', () => {
    expect(metric('', '')).toEqual({ status: 'empty', message: MESSAGES.empty });
    expect(metric('175', '')).toEqual({ status: 'empty', message: MESSAGES.empty });
    expect(us('', '5', '150')).toEqual({ status: 'empty', message: MESSAGES.empty });
  });
});

describe('unit conversion', () => {
  it('converts the fields when the units change', () => {
    expect(convertFields({ ...EMPTY_FIELDS, heightCm: '175', weightKg: '70' }, 'us')).toEqual({ ...EMPTY_FIELDS, heightCm: '175', weightKg: '70', feet: '5', inches: '8.9', pounds: '154.3' });
    expect(convertFields({ ...EMPTY_FIELDS, feet: '5', inches: '10', pounds: '160' }, 'metric')).toEqual({ ...EMPTY_FIELDS, feet: '5', inches: '10', pounds: '160', heightCm: '177.8', weightKg: '72.6' });
    // 182.8 cm = 71.968… in → 72.0 in: carried to 6 ft 0 in, never "5 ft 12 in".
    expect(convertFields({ ...EMPTY_FIELDS, heightCm: '182.8' }, 'us')).toMatchObject({ feet: '6', inches: '0' });
  });

  it('reads embed attributes in either unit system', () => {
    expect(fieldsFromProps('metric', '175', 70)).toEqual({ ...EMPTY_FIELDS, heightCm: '175', weightKg: '70' });
    expect(fieldsFromProps('us', 70, '160')).toEqual({ ...EMPTY_FIELDS, feet: '5', inches: '10', pounds: '160' });
    expect(fieldsFromProps('metric', 'tall', 'NaN')).toEqual(EMPTY_FIELDS);
    // 0 is the declared default: "leaves the field empty" (a share link names every input).
    expect(fieldsFromProps('us', 0, '0')).toEqual(EMPTY_FIELDS);
  });

  it('share links: the measures in a link reopen the same fields (round trip)', () => {
    expect(measuresFromFields('us', { ...EMPTY_FIELDS, feet: '5', inches: '10.5', pounds: '160' })).toEqual({ height: 70.5, weight: 160 });
    expect(measuresFromFields('metric', { ...EMPTY_FIELDS, heightCm: '175', weightKg: 'x' })).toEqual({ height: 175, weight: 0 });
    const tenths = (max: number) => fc.integer({ min: 0, max: max * 10 }).map((n) => (n === 0 ? '' : new Decimal(n).div(10).toFixed()));
    fc.assert(
      fc.property(tenths(280), tenths(1433), (height, weight) => {
        const fields = fieldsFromProps('metric', height, weight);
        expect(fieldsFromProps('metric', ...Object.values(measuresFromFields('metric', fields)) as [number, number])).toEqual(fields);
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9 }), fc.integer({ min: 0, max: 119 }), fc.integer({ min: 1, max: 14330 }), (feet, tenthInches, tenthPounds) => {
        const fields: BmiFields = { ...EMPTY_FIELDS, feet: String(feet), inches: String(tenthInches / 10), pounds: String(tenthPounds / 10) };
        const { height, weight } = measuresFromFields('us', fields);
        expect(fieldsFromProps('us', height, weight)).toEqual(fields);
      }),
    );
  });

  const person = fc.record({
    inches: fc.integer({ min: 200, max: 1100 }).map((n) => new Decimal(n).div(10)),
    pounds: fc.integer({ min: 220, max: 14330 }).map((n) => new Decimal(n).div(10)),
  });

  it('gives the same BMI in metric and US units for the same person', () => {
    fc.assert(
      fc.property(person, ({ inches, pounds }) => {
        const feet = inches.div(12).round(0, 0);
        const usFields: BmiFields = { ...EMPTY_FIELDS, feet: feet.toFixed(), inches: inches.minus(feet.times(12)).toFixed(), pounds: pounds.toFixed() };
        const metricFields: BmiFields = { ...EMPTY_FIELDS, heightCm: inches.times(CM_PER_INCH).toFixed(), weightKg: pounds.times(KG_PER_POUND).toFixed() };
        const a = computeBmi('us', usFields);
        const b = computeBmi('metric', metricFields);
        // Both sides are valid or both are out of range.
        if (a.status !== 'ok' || b.status !== 'ok') return;
        expect(a.bmiText).toBe(b.bmiText);
        expect(a.category.id).toBe(b.category.id);
      }),
    );
  });

  it('switching units (fields rounded to 0.1) moves the BMI only as far as that rounding allows', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1400, max: 2200 }), fc.integer({ min: 400, max: 1500 }), (mm, hg) => {
        const fields = { ...EMPTY_FIELDS, heightCm: String(mm / 10), weightKg: String(hg / 10) };
        const before = ok(computeBmi('metric', fields));
        const after = ok(computeBmi('us', convertFields(fields, 'us')));
        // Inches to 0.1 moves the height by up to 0.127 cm and pounds to 0.1 the weight by up to
        // 0.0227 kg; BMI moves by BMI × (ΔW/W + 2ΔH/H), plus 0.1 for showing one decimal
        // (fast-check found 140.6 cm, 145.2 kg: 73.5 → 73.3).
        const drift = before.bmi * (0.05 * 0.45359237 / (hg / 10) + (2 * 0.127) / (mm / 10));
        expect(Math.abs(after.bmi - before.bmi)).toBeLessThanOrEqual(0.1 + drift + 1e-9);
      }),
    );
  });

  it('BMI matches the textbook formula and the metric and imperial constants agree (703.07)', () => {
    const bmi = exactBmi(new Decimal(70).times(CM_PER_INCH).div(100), new Decimal(160).times(KG_PER_POUND));
    expect(bmi.round(6).toNumber()).toBe(new Decimal(160).times('703.0695796391592').div(4900).round(6).toNumber());
  });
});

describe('summary', () => {
  it('is a plain-text report for the clipboard', () => {
    expect(summary(ok(metric('180', '100')))).toBe(
      [
        'BMI: 30.9 (Obesity class I)',
        'Healthy weight for 180 cm: 59.9–80.7 kg',
        'To reach a healthy BMI: lose 19.3 kg',
        'BMI is a screening measure for adults; it does not apply to children, athletes or pregnancy.',
      ].join('\n'),
    );
  });
});
