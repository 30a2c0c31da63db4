import fc from 'fast-check';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NumberField } from '../../../src/ui/components/NumberField';
import {
  formatNumberValue,
  normalizeNumber,
  parseNumberText,
  snapToStep,
  stepNumber,
  type NumberRules,
} from '../../../src/ui/number';

/** Option sets the site uses, and a few more the field writes without Intl. */
const PLAIN_OPTIONS: Array<Intl.NumberFormatOptions | undefined> = [
  undefined,
  { maximumFractionDigits: 0 },
  { maximumFractionDigits: 2 },
  { maximumFractionDigits: 5 },
  { minimumFractionDigits: 2 },
  { minimumFractionDigits: 1, maximumFractionDigits: 3 },
  { useGrouping: false },
  { style: 'percent' },
  { style: 'percent', maximumFractionDigits: 1 },
  { style: 'percent', minimumFractionDigits: 2 },
];

const finite = fc.double({ min: -1e15, max: 1e15, noNaN: true });
const anyNumber = fc.oneof(fc.integer({ min: -1e9, max: 1e9 }), finite, fc.double({ min: -2, max: 2, noNaN: true }));
/** Values for grid properties: up to 10^10, where a step of 0.01 is far above float resolution (at 10^14, doubles are 0.03 apart). */
const fieldNumber = fc.oneof(fc.integer({ min: -1e9, max: 1e9 }), fc.double({ min: -1e10, max: 1e10, noNaN: true }), fc.double({ min: -2, max: 2, noNaN: true }));

describe('formatNumberValue: what Intl.NumberFormat("en-US") writes, mostly without Intl', () => {
  it.each(PLAIN_OPTIONS.map((o) => [JSON.stringify(o) ?? 'default', o] as const))('%s: identical to Intl for any number', (_, options) => {
    const intl = new Intl.NumberFormat('en-US', options);
    fc.assert(
      fc.property(anyNumber, (n) => {
        expect(formatNumberValue(n, options)).toBe(intl.format(n));
      }),
      { numRuns: 500 },
    );
    for (const n of [0, -0, 0.5, -0.5, 1.005, 0.125, -0.125, 2.5, 0.29, 0.3, 1234.5678, -1_234_567, 999.9995, 1e20, -1e20, 2 ** 53 + 2]) {
      expect(formatNumberValue(n, options), String(n)).toBe(intl.format(n));
    }
  });

  it('examples', () => {
    expect(formatNumberValue(Number.NaN)).toBe('');
    expect(formatNumberValue(1000)).toBe('1,000');
    expect(formatNumberValue(0.25, { style: 'percent' })).toBe('25%');
    expect(formatNumberValue(33.333, { maximumFractionDigits: 2 })).toBe('33.33');
    expect(formatNumberValue(12.5, { currency: 'EUR', style: 'currency' })).toBe('€12.50'); // Intl, on first use
  });

  it('starts no Intl for whole numbers, decimals or percentages', () => {
    const spy = vi.spyOn(Intl, 'NumberFormat');
    for (const options of PLAIN_OPTIONS) for (const n of [0, 16, 1234, 0.25, 33.33, -7.5]) formatNumberValue(n, options);
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
  });
});

describe('parseNumberText', () => {
  it('reads grouping, spaces, a trailing %, a leading sign', () => {
    expect(parseNumberText('1,000')).toBe(1000);
    expect(parseNumberText(' 1,234,567.5 ')).toBe(1234567.5);
    expect(parseNumberText('12 345')).toBe(12345);
    expect(parseNumberText('1\u202f000')).toBe(1000);
    expect(parseNumberText('.5')).toBe(0.5);
    expect(parseNumberText('5.')).toBe(5);
    expect(parseNumberText('+7')).toBe(7);
    expect(parseNumberText('50%')).toBe(50);
    expect(parseNumberText('25%', { formatOptions: { style: 'percent' } })).toBe(0.25);
    expect(parseNumberText('25', { formatOptions: { style: 'percent' } })).toBe(0.25);
    expect(parseNumberText('33.3', { formatOptions: { style: 'percent' } })).toBe(0.333);
    expect(parseNumberText('€12.50', { formatOptions: { style: 'currency', currency: 'EUR' } })).toBe(12.5);
  });

  it('takes a minus only where the range goes below zero', () => {
    expect(parseNumberText('-5')).toBe(-5);
    expect(parseNumberText('\u22125', { minValue: -10 })).toBe(-5);
    expect(parseNumberText('-5', { minValue: 0 })).toBeNaN();
    expect(parseNumberText('-0', { minValue: -1 })).toBe(0);
    expect(Object.is(parseNumberText('-0', { minValue: -1 }), 0)).toBe(true);
  });

  it('gives NaN for anything else', () => {
    for (const text of ['', ' ', '.', '-', '%', 'abc', '12abc', '1e3', '2,5', '1,00', '10,00', '1,0000', '1.2.3', '--1', '∞', '9'.repeat(400)]) {
      expect(parseNumberText(text), JSON.stringify(text)).toBeNaN();
    }
  });
});

/** Rules whose bounds sit on the display grid (as every caller's do). */
const rules = fc.record({
  minValue: fc.option(fc.integer({ min: -1000, max: 1000 }), { nil: undefined }),
  span: fc.integer({ min: 0, max: 100_000 }),
  hasMax: fc.boolean(),
  step: fc.option(fc.constantFrom(1, 2, 5, 10, 0.5, 0.25, 0.1, 0.05, 0.01), { nil: undefined }),
  formatOptions: fc.constantFrom<Intl.NumberFormatOptions | undefined>(undefined, { maximumFractionDigits: 0 }, { maximumFractionDigits: 2 }),
})
  // A step finer than the digits shown is a contradiction no caller makes (values would round off the grid).
  .filter(({ step, formatOptions }) => step === undefined || formatOptions?.maximumFractionDigits === undefined || Number.isInteger(step * 10 ** formatOptions.maximumFractionDigits))
  .map(({ minValue, span, hasMax, step, formatOptions }): NumberRules => ({
  minValue,
  maxValue: hasMax ? (minValue ?? 0) + span : undefined,
  step,
  formatOptions,
}));

const percentRules: NumberRules = { minValue: 0, maxValue: 1, step: 0.05, formatOptions: { style: 'percent' } };
const EPSILON = 1e-9;
/** On the grid, up to float error (which grows with the value: 5e8 + 0.05 is 10737418241.000002 steps of 0.05). */
const onGrid = (v: number, base: number, step: number) => {
  const steps = (v - base) / step;
  return Math.abs(steps - Math.round(steps)) < 1e-6 + 1e-15 * Math.abs(steps);
};

describe('normalizeNumber ∘ parse ∘ format', () => {
  it('a normalized value survives being shown and read back, exactly', () => {
    fc.assert(
      fc.property(rules, fieldNumber, (r, n) => {
        const v = normalizeNumber(n, r);
        expect(parseNumberText(formatNumberValue(v, r.formatOptions), r)).toBe(v);
        expect(normalizeNumber(v, r)).toBe(v);
      }),
      { numRuns: 2000 },
    );
    fc.assert(
      fc.property(fieldNumber, (n) => {
        const v = normalizeNumber(n, percentRules);
        expect(parseNumberText(formatNumberValue(v, percentRules.formatOptions), percentRules)).toBe(v);
      }),
    );
  });

  it('keeps values in range, and on the step grid when there is a step', () => {
    fc.assert(
      fc.property(rules, fieldNumber, (r, n) => {
        const v = normalizeNumber(n, r);
        if (r.minValue !== undefined) expect(v).toBeGreaterThanOrEqual(r.minValue);
        if (r.maxValue !== undefined) expect(v).toBeLessThanOrEqual(r.maxValue);
        if (r.step !== undefined && Math.abs(v) < 1e12) expect(onGrid(v, r.minValue ?? 0, r.step), `${v}`).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('empty stays empty', () => {
    expect(normalizeNumber(Number.NaN, { minValue: 4 })).toBeNaN();
  });

  it('examples: clamped on both sides, snapped, rounded to what is shown', () => {
    expect(normalizeNumber(3, { minValue: 4, maxValue: 128 })).toBe(4);
    expect(normalizeNumber(500, { minValue: 4, maxValue: 128 })).toBe(128);
    expect(normalizeNumber(4.6, { minValue: 4, step: 1 })).toBe(5);
    expect(normalizeNumber(33.333, { formatOptions: { maximumFractionDigits: 2 } })).toBe(33.33);
    expect(normalizeNumber(0.3, percentRules)).toBe(0.3);
    expect(normalizeNumber(0.33, percentRules)).toBe(0.35);
  });
});

describe('snapToStep', () => {
  it('is in range, on the grid, idempotent and the nearest grid point', () => {
    fc.assert(
      fc.property(rules, fc.double({ min: -1e6, max: 1e6, noNaN: true }), (r, n) => {
        const step = r.step ?? 1;
        const v = snapToStep(n, r.minValue, r.maxValue, step);
        const base = r.minValue ?? 0;
        if (r.minValue !== undefined) expect(v).toBeGreaterThanOrEqual(r.minValue);
        if (r.maxValue !== undefined) expect(v).toBeLessThanOrEqual(r.maxValue);
        expect(onGrid(v, base, step), `${v}`).toBe(true);
        expect(snapToStep(v, r.minValue, r.maxValue, step)).toBe(v);
        const inRange = Math.min(Math.max(n, r.minValue ?? -Infinity), r.maxValue ?? Infinity);
        expect(Math.abs(v - inRange)).toBeLessThanOrEqual(step + EPSILON);
        // Ties are decided on the number of steps rounded to 9 places (float noise away), so within a billionth of a step.
        if (r.maxValue === undefined || inRange + step / 2 <= r.maxValue) expect(Math.abs(v - inRange)).toBeLessThanOrEqual(step / 2 + step * 1e-9 + EPSILON * Math.abs(n));
      }),
      { numRuns: 2000 },
    );
  });

  it('has no float noise', () => {
    expect(snapToStep(0.3, 0, 1, 0.05)).toBe(0.3);
    expect(snapToStep(0.1 + 0.2, 0, 1, 0.1)).toBe(0.3);
    expect(snapToStep(0.3, 0, 0.3, 0.1)).toBe(0.3);
    expect(snapToStep(130, 4, 128, 5)).toBe(124);
  });
});

describe('stepNumber (arrow keys, Page Up/Down, the steppers)', () => {
  it('moves the right way by one step, stays in range and on the grid', () => {
    fc.assert(
      fc.property(rules, fieldNumber, fc.constantFrom<1 | -1>(1, -1), fc.constantFrom(1, 10), (r, n, direction, pages) => {
        const value = normalizeNumber(n, r);
        const next = stepNumber(value, direction, r, pages);
        const size = r.step ?? 1;
        if (r.minValue !== undefined) expect(next).toBeGreaterThanOrEqual(r.minValue);
        if (r.maxValue !== undefined) expect(next).toBeLessThanOrEqual(r.maxValue);
        if (direction > 0) expect(next).toBeGreaterThanOrEqual(value);
        else expect(next).toBeLessThanOrEqual(value);
        expect(Math.abs(next - value)).toBeLessThanOrEqual(size * pages + EPSILON * Math.max(1, Math.abs(value)));
        if (Math.abs(value) < 1e12) expect(onGrid(next, r.minValue ?? 0, size), `${next}`).toBe(true);
        // Away from the ends a step is exactly one step, and the other way comes back.
        const room = direction > 0 ? (r.maxValue ?? Infinity) - value : value - (r.minValue ?? -Infinity);
        if (room >= size * pages && Math.abs(value) < 1e12 && onGrid(value, r.minValue ?? 0, size)) {
          expect(Math.abs(next - value - direction * size * pages)).toBeLessThan(1e-6 + 1e-12 * Math.abs(value));
          expect(stepNumber(next, direction > 0 ? -1 : 1, r, pages)).toBe(value);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('examples', () => {
    const length: NumberRules = { minValue: 4, maxValue: 128 };
    expect(stepNumber(16, 1, length)).toBe(17);
    expect(stepNumber(16, 1, length, 10)).toBe(26);
    expect(stepNumber(125, 1, length, 10)).toBe(128);
    expect(stepNumber(128, 1, length)).toBe(128);
    expect(stepNumber(4, -1, length)).toBe(4);
    expect(stepNumber(4.5, 1, length)).toBe(5);
    expect(stepNumber(4.5, -1, length)).toBe(4);
    expect(stepNumber(0.5, 1, {}, 10)).toBe(10); // off the grid: at most ten steps
    expect(stepNumber(0.5, -1, {}, 10)).toBe(-9);
    expect(stepNumber(500, -1, length)).toBe(128);
    expect(stepNumber(Number.NaN, 1, length)).toBe(4);
    expect(stepNumber(Number.NaN, -1, length)).toBe(128);
    expect(stepNumber(Number.NaN, 1, {})).toBe(0);
    expect(stepNumber(0.25, 1, percentRules)).toBe(0.3);
    expect(stepNumber(0.3, -1, percentRules)).toBe(0.25);
    expect(stepNumber(0.25, 1, { formatOptions: { style: 'percent' } })).toBe(0.26);
  });
});

describe('NumberField on the server', () => {
  afterEach(() => vi.restoreAllMocks());

  it('prerenders the formatted value without starting Intl', () => {
    const spy = vi.spyOn(Intl, 'NumberFormat');
    const html = renderToString(createElement(NumberField, { label: 'Count', defaultValue: 1234 }));
    const percent = renderToString(createElement(NumberField, { label: 'Opacity', defaultValue: 0.25, step: 0.05, formatOptions: { style: 'percent' } }));
    expect(spy).not.toHaveBeenCalled();
    expect(html).toContain('value="1,234"');
    expect(html).toContain('aria-label="Increase Count"');
    expect(html).toContain('inputMode="text"'); // no minimum: negatives allowed, and iPhone's keypads have no minus
    expect(percent).toContain('value="25%"');
    expect(percent).toContain('inputMode="text"');
    const length = renderToString(createElement(NumberField, { label: 'Length', minValue: 4, defaultValue: 16 }));
    expect(length).toContain('inputMode="decimal"'); // no step: fractions are kept
    const steps = renderToString(createElement(NumberField, { label: 'Angle', minValue: 0, step: 1, defaultValue: 16 }));
    expect(steps).toContain('inputMode="numeric"');
    const opacity = renderToString(createElement(NumberField, { label: 'Opacity', minValue: 0, maxValue: 1, step: 0.05, formatOptions: { style: 'percent' } }));
    expect(opacity).toContain('inputMode="numeric"');
  });

  it('shows the value within the range, and empty for NaN', () => {
    expect(renderToString(createElement(NumberField, { label: 'Length', minValue: 4, maxValue: 128, defaultValue: 3 }))).toContain('value="4"');
    expect(renderToString(createElement(NumberField, { label: 'Delay', minValue: 0, value: Number.NaN }))).toContain('value=""');
  });

  it('disables the stepper at each end, and both when disabled', () => {
    const atMax = renderToString(createElement(NumberField, { label: 'N', minValue: 0, maxValue: 10, defaultValue: 10 }));
    expect(atMax).toMatch(/<button[^>]*disabled=""[^>]*aria-label="Increase N"|<button[^>]*aria-label="Increase N"[^>]*disabled=""/);
    expect(atMax).not.toMatch(/<button[^>]*disabled=""[^>]*aria-label="Decrease N"|<button[^>]*aria-label="Decrease N"[^>]*disabled=""/);
    const disabled = renderToString(createElement(NumberField, { label: 'N', defaultValue: 5, isDisabled: true }));
    expect(disabled.match(/<button[^>]*disabled=""/g)).toHaveLength(2);
  });
});
