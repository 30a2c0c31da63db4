const formatters = new Map<string, Intl.NumberFormat>();

/**
 * One `Intl.NumberFormat('en-US', options)` per option set, created the first time a value needs
 * it. The first Intl call in a page loads ICU's locale data, 30-60 ms in one task on a phone, so
 * nothing here creates one at import (issue #9).
 */
export function englishFormatter(options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = JSON.stringify(Object.entries(options ?? {}).sort(([a], [b]) => (a < b ? -1 : 1)));
  let formatter = formatters.get(key);
  if (!formatter) formatters.set(key, (formatter = new Intl.NumberFormat('en-US', options)));
  return formatter;
}

/** Whole-number digits with English grouping commas ("1234567" → "1,234,567"). */
export const groupDigits = (digits: string) => digits.replace(/\B(?=(\d{3})+$)/g, ',');

/**
 * A number grouped the English way ("12,345", "-1,024", "2.5"): exactly what
 * `new Intl.NumberFormat('en-US').format(n)` gives, on the server and in every browser alike.
 * Whole numbers (counts, sizes, limits: nearly every call) skip Intl; anything else goes to
 * `englishFormatter()`.
 */
export function formatCount(n: number): string {
  if (!Number.isSafeInteger(n)) return englishFormatter().format(n);
  const digits = groupDigits(String(Math.abs(n)));
  return n < 0 || Object.is(n, -0) ? `-${digits}` : digits;
}
