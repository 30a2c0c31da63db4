import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { englishNumberText, formatNumber } from '../../../src/i18n/numbers';
import { formatBytes, formatSpeed, type ByteWords } from '../../../src/tools/hash-generator/algorithms';

/** German sizes and times, as hash-words.ts builds them from the German catalog. */
const german: ByteWords = {
  decimal: (n) => formatNumber('de', n, { maximumFractionDigits: 1 }),
  bytes: (count) => `${count} ${count === 1 ? 'Byte' : 'Bytes'}`,
  size: (value, unit) => `${value}\u00a0${unit}`,
  milliseconds: (value) => `${value}\u00a0ms`,
  seconds: (value) => `${value}\u00a0s`,
  timeAndRate: (time, rate) => `${time} (${rate}\u00a0MB/s)`,
};

describe('hash tool sizes and times in German (issue #31)', () => {
  it('writes the decimal comma and keeps the units', () => {
    expect(formatBytes(1, german)).toBe('1 Byte');
    expect(formatBytes(209_715_200, german)).toBe('209,7\u00a0MB');
    expect(formatBytes(1_000_000_000, german)).toBe('1\u00a0GB');
    expect(formatBytes(Number.NaN, german)).toBe('0 Bytes');
    expect(formatSpeed(200_000_000, 2500, german)).toBe('2,5\u00a0s (80\u00a0MB/s)');
    expect(formatSpeed(5, 3, german)).toBe('3\u00a0ms');
  });

  it('says every size from 1 kB up as English does, with the German marks (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1000, max: 2 ** 50 }), (bytes) => {
        expect(formatBytes(bytes, german).replace('\u00a0', ' ')).toBe(englishNumberText('de', formatBytes(bytes)));
      }),
    );
  });
});
