import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCount } from '../../../src/ui/format';

const intl = new Intl.NumberFormat('en-US');

describe('formatCount (English grouping without starting ICU for whole numbers)', () => {
  it('groups whole numbers in threes', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1000)).toBe('1,000');
    expect(formatCount(10_000)).toBe('10,000');
    expect(formatCount(-1_234_567)).toBe('-1,234,567');
    expect(formatCount(Number.MAX_SAFE_INTEGER)).toBe('9,007,199,254,740,991');
  });

  it('gives exactly what Intl.NumberFormat("en-US") gives, for any number', () => {
    fc.assert(fc.property(fc.maxSafeInteger(), (n) => {
      expect(formatCount(n)).toBe(intl.format(n));
    }));
    fc.assert(fc.property(fc.double(), (n) => {
      expect(formatCount(n)).toBe(intl.format(n));
    }));
    for (const n of [-0, 0.5, 1234.5678, 1e21, -1e21, Number.NaN, Infinity, -Infinity, 2 ** 53]) expect(formatCount(n), String(n)).toBe(intl.format(n));
  });
});
