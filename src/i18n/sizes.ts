import type { Translate } from './catalog';
import { localeNumberText } from './numbers';

/** The words of a file size; a tool passes its locale's (English defaults live beside each tool). */
export interface SizeWords {
  /** A size under one kilobyte. */
  bytes: (count: number) => string;
  /** A larger size: `value` is plain decimal text ("1.5"). */
  size: (value: string, unit: 'KB' | 'MB' | 'GB') => string;
}

/**
 * "1.5 KB" style sizes: one decimal under 10, whole numbers above. `base` is 1000 (as file
 * managers show) or 1024 (Base64's sizes).
 */
export function formatSize(bytes: number, words: SizeWords, base: 1000 | 1024): string {
  if (bytes < base) return words.bytes(bytes);
  const units = ['KB', 'MB', 'GB'] as const;
  let value = bytes / base;
  let unit = 0;
  while (value >= base && unit < units.length - 1) {
    value /= base;
    unit++;
  }
  return words.size(value.toFixed(value < 10 ? 1 : 0), units[unit]!);
}

const UNIT_KEYS = { KB: 'kilobytes', MB: 'megabytes', GB: 'gigabytes' } as const;

/** Size words from a catalog with `bytes` ({count}) and `kilobytes`/`megabytes`/`gigabytes` ({size}), the decimal mark the locale's. */
export function catalogSizeWords(t: Translate<'bytes' | 'kilobytes' | 'megabytes' | 'gigabytes'>): SizeWords {
  return {
    bytes: (count) => t('bytes', { count }),
    size: (value, unit) => t(UNIT_KEYS[unit], { size: localeNumberText(t.locale, value) }),
  };
}
