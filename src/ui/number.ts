// Numbers as text, for the number field and the slider: pure functions, unit-tested on their own.
import { englishFormatter, formatCount, groupDigits } from './format';

// No Intl for the formats the site uses (issue #9: react-aria's NumberParser built several
// Intl.NumberFormat/PluralRules objects at the first render, ~45 ms on a throttled phone, and
// started ICU's locale data inside hydration). Plain and percent formats are written out here
// exactly as `Intl.NumberFormat('en-US', options)` writes them (the unit tests check that);
// anything else goes to one Intl formatter per option set, created on first use.

/** The range, step and format of a number field; what parsing, snapping and stepping depend on. */
export interface NumberRules {
  minValue?: number;
  maxValue?: number;
  step?: number;
  formatOptions?: Intl.NumberFormatOptions;
}

interface PlainFormat {
  percent: boolean;
  minFractionDigits: number;
  maxFractionDigits: number;
  grouping: boolean;
}

const PLAIN_KEYS = new Set(['style', 'minimumFractionDigits', 'maximumFractionDigits', 'useGrouping']);

/** The format as digits, when it is one this file writes itself; `null` for what needs Intl (currency, units, notation…). */
export function plainFormat(options: Intl.NumberFormatOptions | undefined): PlainFormat | null {
  const { style = 'decimal', useGrouping = true, minimumFractionDigits, maximumFractionDigits } = options ?? {};
  if (options && Object.entries(options).some(([key, v]) => v !== undefined && !PLAIN_KEYS.has(key))) return null;
  if (style !== 'decimal' && style !== 'percent') return null;
  if (useGrouping !== true && useGrouping !== false && useGrouping !== 'auto' && useGrouping !== 'always') return null;
  const percent = style === 'percent';
  const min = minimumFractionDigits ?? 0;
  // Intl's defaults: up to 3 fraction digits for decimals, none for percentages.
  const max = maximumFractionDigits ?? Math.max(min, percent ? 0 : 3);
  if (!Number.isInteger(min) || !Number.isInteger(max) || min < 0 || max > 20 || min > max) return null;
  return { percent, minFractionDigits: min, maxFractionDigits: max, grouping: useGrouping !== false };
}

/**
 * `|n| × 10^shift` rounded to `places` decimals, half away from zero, as digit strings. Like
 * Intl, it rounds the decimal JavaScript writes for `n` (its shortest round-trip form: 1.005
 * rounds to 1.01), not the binary value `toFixed` rounds (1.00), and shifts in decimal (a
 * percentage is the written number times 100 exactly).
 */
function roundDecimal(n: number, places: number, shift = 0): { whole: string; fraction: string } {
  const [mantissa = '', exponent = '0'] = String(Math.abs(n)).split('e');
  const [intDigits = '', fracDigits = ''] = mantissa.split('.');
  const digits = intDigits + fracDigits;
  // How many digits stand before the point once the value is scaled by 10^(shift + places).
  const point = intDigits.length + Number(exponent) + shift + places;
  let scaled = point <= 0 ? '0' : digits.slice(0, point).padEnd(point, '0');
  const next = point < 0 ? '0' : (digits[point] ?? '0');
  if (next >= '5') {
    // Add one unit in the last place, carrying.
    let i = scaled.length - 1;
    while (i >= 0 && scaled[i] === '9') i--;
    scaled = i < 0 ? `1${'0'.repeat(scaled.length)}` : scaled.slice(0, i) + String(Number(scaled[i]) + 1) + '0'.repeat(scaled.length - i - 1);
  }
  const padded = scaled.replace(/^0+(?=\d)/, '').padStart(places + 1, '0');
  return { whole: padded.slice(0, padded.length - places), fraction: padded.slice(padded.length - places) };
}

/**
 * The text a number field shows for `value`: `''` for NaN, otherwise exactly what
 * `new Intl.NumberFormat('en-US', options).format(value)` gives. Whole numbers go through
 * `formatCount`, decimals and percentages are written here; Intl is only created for other options.
 */
export function formatNumberValue(value: number, options?: Intl.NumberFormatOptions): string {
  if (Number.isNaN(value)) return '';
  const plain = plainFormat(options);
  if (!plain || !Number.isFinite(value) || Math.abs(value) >= 1e21) return englishFormatter(options).format(value);
  const { percent, minFractionDigits, maxFractionDigits, grouping } = plain;
  if (!percent && minFractionDigits === 0 && grouping && Number.isSafeInteger(value)) return formatCount(value);
  const { whole, fraction: digits } = roundDecimal(value, maxFractionDigits, percent ? 2 : 0);
  let fraction = digits;
  while (fraction.length > minFractionDigits && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${grouping ? groupDigits(whole) : whole}${fraction ? `.${fraction}` : ''}${percent ? '%' : ''}`;
}

/** Whether a leading minus is accepted: only when the range reaches below zero (or has no lower end). */
export const allowsNegative = (minValue: number | undefined) => minValue === undefined || minValue < 0;

/**
 * Reads what someone typed: spaces anywhere and English grouping commas (`1,000`, in threes) are
 * ignored, `.` is the decimal point, a trailing `%` is allowed (a percent field reads `25` and `25%`
 * as 0.25), and a leading `-` (or `−`) only where the range allows negatives. Anything else (`2,5`,
 * `1e3`, letters) gives NaN, as does empty text; callers tell the two apart.
 */
export function parseNumberText(text: string, { minValue, formatOptions }: NumberRules = {}): number {
  let t = text.replace(/\s+/g, '').replace(/\u2212/g, '-');
  if (!plainFormat(formatOptions)) t = t.replace(/[^\d.,+-]+/g, ''); // currency symbols, unit names
  if (t.endsWith('%')) t = t.slice(0, -1);
  const match = /^([+-]?)(\d{1,3}(?:,\d{3})+|\d*)(?:\.(\d*))?$/.exec(t);
  if (!match) return Number.NaN;
  const [, sign, whole = '', fraction = ''] = match;
  if (whole === '' && fraction === '') return Number.NaN;
  if (sign === '-' && !allowsNegative(minValue)) return Number.NaN;
  // The percentage scaled in decimal (e-2), not by a float division.
  const n = Number(`${sign}${whole.replaceAll(',', '') || '0'}.${fraction || '0'}${formatOptions?.style === 'percent' ? 'e-2' : ''}`);
  return Number.isFinite(n) ? n + 0 : Number.NaN;
}

/** Decimal places of a number as JavaScript writes it (`0.05` → 2, `1e-7` → 7). */
function decimalPlaces(n: number): number {
  const text = String(n);
  const exponent = text.indexOf('e-');
  const mantissa = exponent >= 0 ? text.slice(0, exponent) : text;
  const point = mantissa.indexOf('.');
  return (point >= 0 ? mantissa.length - point - 1 : 0) + (exponent >= 0 ? Number(text.slice(exponent + 2)) : 0);
}

/** `n` rounded to `places` decimals (half away from zero, as shown), without the float noise of `0.1 + 0.2`. */
function roundTo(n: number, places: number): number {
  if (!Number.isFinite(n) || Math.abs(n) >= 1e21) return n;
  const { whole, fraction } = roundDecimal(n, places);
  return Number(`${n < 0 ? '-' : ''}${whole}.${fraction || '0'}`) + 0;
}

const clamp = (n: number, min?: number, max?: number) => Math.min(Math.max(n, min ?? -Infinity), max ?? Infinity);

/**
 * `value` on the step grid (multiples of `step` from `min`, or from 0 without one), to the
 * nearest grid point, within `[min, max]`: above `max` it is the highest grid point not over it.
 */
export function snapToStep(value: number, min: number | undefined, max: number | undefined, step: number): number {
  if (Number.isNaN(value)) return value;
  const base = min ?? 0;
  const places = Math.max(decimalPlaces(step), decimalPlaces(base));
  // Rounded to 9 places first, so 0.3 / 0.1 = 2.9999999999999996 counts as 3.
  const steps = roundTo((clamp(value, min, max) - base) / step, 9);
  let snapped = roundTo(base + Math.sign(steps) * Math.round(Math.abs(steps)) * step, places);
  if (max !== undefined && snapped > max) snapped = roundTo(base + Math.floor(roundTo((max - base) / step, 9)) * step, places);
  if (min !== undefined && snapped < min) snapped = min;
  return snapped + 0;
}

/** The value rounded to the digits its format shows, so what is shown is what is reported. */
function roundToFormat(value: number, options: Intl.NumberFormatOptions | undefined): number {
  const plain = plainFormat(options);
  return plain ? roundTo(value, plain.maxFractionDigits + (plain.percent ? 2 : 0)) : value;
}

/**
 * What a number becomes in the field: within `[minValue, maxValue]`, on the `step` grid when a
 * step is given, rounded to the digits the format shows. NaN (empty) stays NaN.
 */
export function normalizeNumber(value: number, { minValue, maxValue, step, formatOptions }: NumberRules): number {
  if (Number.isNaN(value)) return value;
  const snapped = step !== undefined && step > 0 ? snapToStep(value, minValue, maxValue, step) : clamp(value, minValue, maxValue);
  return clamp(roundToFormat(snapped, formatOptions), minValue, maxValue) + 0;
}

/** The arrow keys' and steppers' step: `step`, else 1 (0.01 for a percentage, one shown percent). */
export const stepSize = ({ step, formatOptions }: NumberRules) => (step !== undefined && step > 0 ? step : formatOptions?.style === 'percent' ? 0.01 : 1);

/**
 * One step up (`direction` 1) or down (-1) from `value`, `pages` steps at once (Page Up/Down: 10).
 * A value off the grid first moves to the neighbouring grid point in that direction. From empty
 * (NaN), up starts at `minValue` and down at `maxValue` (0 without them), as react-aria did.
 * The result is within the range; at an end it is the value itself.
 */
export function stepNumber(value: number, direction: 1 | -1, rules: NumberRules, pages = 1): number {
  const { minValue, maxValue, formatOptions } = rules;
  const size = stepSize(rules);
  const onGrid = (n: number) => clamp(roundToFormat(snapToStep(n, minValue, maxValue, size), formatOptions), minValue, maxValue) + 0;
  if (Number.isNaN(value)) return onGrid((direction > 0 ? minValue : maxValue) ?? 0);
  const snapped = onGrid(value);
  if (pages === 1 && (direction > 0 ? snapped > value : snapped < value)) return snapped;
  const delta = direction * size * pages;
  const places = Math.max(decimalPlaces(value), decimalPlaces(delta));
  let next = onGrid(roundTo(value + delta, places));
  // From off the grid, snapping can overshoot by half a step: never more than `pages` steps.
  // (Slack for float error, which grows with the value: 2^28 + 0.1 is 0.10000002 more.)
  if (direction * (next - value) > size * pages + 1e-9 * size + 1e-12 * Math.abs(value)) next = onGrid(roundTo(next - direction * size, places));
  // Never backwards (a value above the range steps up to the maximum, not down to it).
  return direction > 0 ? Math.max(next, Math.min(value, maxValue ?? Infinity)) : Math.min(next, Math.max(value, minValue ?? -Infinity));
}

/** End: the highest value on the grid (the maximum itself when it is on the grid). */
export const highest = (rules: NumberRules) => normalizeNumber(rules.maxValue ?? Number.NaN, { ...rules, step: stepSize(rules) });
