/**
 * Date arithmetic on calendar dates: { year, month, day } integers and day numbers, never Date
 * objects at local midnight, so time zones and daylight-saving changes cannot shift a result by
 * a day. The calendar itself (day numbers, month lengths, month-end clamping) is the age
 * calculator's: both tools count the same way.
 *
 * The rules, stated on the page:
 * - Month-end rule: adding months keeps the day of the month; when the target month is shorter,
 *   the result is its last day (31 January + 1 month = 29 February 2024, 28 February 2025).
 *   Years are 12 months (29 February 2024 + 1 year = 28 February 2025).
 * - A difference is counted from the earlier date to the later one: whole months first (with the
 *   month-end rule), then the days left, so earlier + years/months/days = later, always.
 * - "Include the end date" counts both dates, as if the later date were one day later
 *   (1–31 January is 31 days, and exactly 1 month).
 * - Business days are Monday to Friday (public holidays are not known). Between two dates they
 *   are the weekdays among the days counted. Adding N business days starts the day after the
 *   date and lands on the Nth weekday (as spreadsheets' WORKDAY does); adding 0 keeps the date.
 */
import {
  addDays,
  addMonths,
  ageParts,
  compareDates,
  daysInMonth,
  formatIsoDate,
  fromDayNumber,
  isValidDate,
  localCalendarDate,
  parseIsoDate,
  toDayNumber,
  weekdayOf,
  MAX_ISO,
  MIN_ISO,
  WEEKDAYS,
  type CalendarDate,
  type Weekday,
} from '../age-calculator/age-calculator';
import { englishNumberText } from '../../i18n/numbers';
import type { Locale } from '../../i18n/locales';

export { addDays, addMonths, compareDates, daysInMonth, formatIsoDate, fromDayNumber, isValidDate, localCalendarDate, parseIsoDate, toDayNumber, weekdayOf, MAX_ISO, MIN_ISO, WEEKDAYS };
export type { CalendarDate, Weekday };

/** Day numbers of 0001-01-01 and 9999-12-31: every date the tool reads or shows lies between. */
export const FIRST_DAY = toDayNumber({ year: 1, month: 1, day: 1 });
export const LAST_DAY = toDayNumber({ year: 9999, month: 12, day: 31 });

/** 0 Sunday … 6 Saturday (1970-01-01, day 0, was a Thursday). */
const weekdayIndex = (dayNumber: number) => (((dayNumber + 4) % 7) + 7) % 7;
const isBusinessDay = (dayNumber: number) => {
  const weekday = weekdayIndex(dayNumber);
  return weekday !== 0 && weekday !== 6;
};

/** Monday to Friday among the days from `from` up to, not including, `to` (day numbers; 0 when to ≤ from). */
export function countBusinessDays(from: number, to: number): number {
  if (to <= from) return 0;
  // Any seven days in a row hold exactly five weekdays; the few days left are looked at one by one.
  const weeks = Math.floor((to - from) / 7);
  let count = weeks * 5;
  for (let day = from + weeks * 7; day < to; day += 1) if (isBusinessDay(day)) count += 1;
  return count;
}

/**
 * `date` moved by `n` business days (Monday to Friday), like a spreadsheet's WORKDAY: counting
 * starts the day after (before, for n < 0), so the result is always a weekday once n ≠ 0, even
 * from a Saturday or Sunday; n = 0 keeps the date.
 */
export function addBusinessDays(date: CalendarDate, n: number): CalendarDate {
  if (n === 0) return date;
  const step = n > 0 ? 1 : -1;
  let left = Math.abs(n);
  // Seven days hold five business days wherever they start: skip whole weeks, keep 1–5 to walk.
  const weeks = Math.floor((left - 1) / 5);
  let day = toDayNumber(date) + step * weeks * 7;
  left -= weeks * 5;
  while (left > 0) {
    day += step;
    if (isBusinessDay(day)) left -= 1;
  }
  return fromDayNumber(day);
}

export type Direction = 'forward' | 'backward' | 'same';

export interface DateDifference {
  /** Whether the end date is after, before or the same as the start date. */
  direction: Direction;
  /** From the earlier date to the later one (plus a day when the end date is included). */
  years: number;
  months: number;
  days: number;
  /** years × 12 + months. */
  totalMonths: number;
  /** Days counted (never negative; with the end date included, one more). */
  totalDays: number;
  /** Whole weeks in totalDays, and the 0–6 days left over. */
  weeks: number;
  extraDays: number;
  /** Monday to Friday among the days counted. */
  businessDays: number;
  /** Weekdays of the two dates as given. */
  startWeekday: Weekday;
  endWeekday: Weekday;
}

/**
 * The difference between two dates in either order. Without the end date, the days counted are
 * the earlier date up to the day before the later one (as many as the days between them); with
 * it, the later date too.
 */
export function dateDifference(start: CalendarDate, end: CalendarDate, includeEnd = false): DateDifference {
  const [a, b] = [toDayNumber(start), toDayNumber(end)];
  const from = Math.min(a, b);
  const to = Math.max(a, b) + (includeEnd ? 1 : 0);
  const earlier = fromDayNumber(from);
  const parts = ageParts(earlier, fromDayNumber(to));
  const totalDays = to - from;
  return {
    direction: b > a ? 'forward' : b < a ? 'backward' : 'same',
    ...parts,
    totalMonths: parts.years * 12 + parts.months,
    totalDays,
    weeks: Math.floor(totalDays / 7),
    extraDays: totalDays % 7,
    businessDays: countBusinessDays(from, to),
    startWeekday: weekdayOf(start),
    endWeekday: weekdayOf(end),
  };
}

export const UNITS = ['days', 'weeks', 'months', 'years', 'businessDays'] as const;
export type Unit = (typeof UNITS)[number];
export const isUnit = (value: unknown): value is Unit => typeof value === 'string' && (UNITS as readonly string[]).includes(value);

export const OPERATIONS = ['add', 'subtract'] as const;
export type Operation = (typeof OPERATIONS)[number];
export const isOperation = (value: unknown): value is Operation => typeof value === 'string' && (OPERATIONS as readonly string[]).includes(value);

export type ShiftResult =
  | {
      ok: true;
      date: CalendarDate;
      /** The month-end rule applied: the day of the month did not exist in the target month. */
      clamped: boolean;
      /** The day of the month asked for when clamped (e.g. 31), else null. */
      wantedDay: number | null;
    }
  | { ok: false; reason: 'outOfRange' };

/** `date` plus (or minus) `amount` units; a result outside the years 1–9999 is refused. */
export function shiftDate(date: CalendarDate, amount: number, unit: Unit, operation: Operation = 'add'): ShiftResult {
  const n = operation === 'subtract' ? -amount : amount;
  if (unit === 'months' || unit === 'years') {
    const months = unit === 'years' ? n * 12 : n;
    const index = date.year * 12 + (date.month - 1) + months;
    if (index < 12 || index > 9999 * 12 + 11) return { ok: false, reason: 'outOfRange' };
    const result = addMonths(date, months);
    const clamped = result.day !== date.day;
    return { ok: true, date: result, clamped, wantedDay: clamped ? date.day : null };
  }
  const start = toDayNumber(date);
  if (unit === 'businessDays') {
    // A business day is at most three calendar days on (Friday → Monday): a cheap bound first.
    if (Math.abs(n) > LAST_DAY - FIRST_DAY) return { ok: false, reason: 'outOfRange' };
    const result = toDayNumber(addBusinessDays(date, n));
    return result < FIRST_DAY || result > LAST_DAY ? { ok: false, reason: 'outOfRange' } : { ok: true, date: fromDayNumber(result), clamped: false, wantedDay: null };
  }
  const result = start + n * (unit === 'weeks' ? 7 : 1);
  if (result < FIRST_DAY || result > LAST_DAY) return { ok: false, reason: 'outOfRange' };
  return { ok: true, date: fromDayNumber(result), clamped: false, wantedDay: null };
}

/** The largest amount accepted (seven digits): any larger one leaves the years 1–9999 in every unit. */
export const MAX_AMOUNT = 9_999_999;

export type AmountReason = 'notANumber' | 'notWhole' | 'negative' | 'tooLarge';
export type AmountResult = { status: 'empty' } | { status: 'ok'; value: number } | { status: 'invalid'; reason: AmountReason };

/**
 * How many units, as people type it: a whole number from 0, with spaces around it, a leading
 * "+" and digits grouped in threes ("1,000" or "1 000"; "1.000" on a German page, and
 * Arabic-Indic digits, through `englishNumberText`). Refusals are reasons the screen words.
 */
export function parseAmount(typed: string, locale: Locale = 'en'): AmountResult {
  const text = englishNumberText(locale, typed).trim().replace(/[\u2212\u2013]/g, '-');
  if (text === '') return { status: 'empty' };
  if (/^-\s*\d/.test(text)) return { status: 'invalid', reason: 'negative' };
  const body = text.replace(/^\+\s*/, '');
  const grouped = /^\d{1,3}(?:(,|[ \u00a0\u202f\u2009])\d{3})(?:\1\d{3})*$/.test(body);
  const digits = grouped ? body.replace(/\D/g, '') : body;
  if (/^\d+$/.test(digits)) {
    const value = Number(digits);
    return value > MAX_AMOUNT ? { status: 'invalid', reason: 'tooLarge' } : { status: 'ok', value };
  }
  if (/^(?:\d[\d, \u00a0\u202f\u2009]*)?\.\d+$|^\d+\.$/.test(body)) return { status: 'invalid', reason: 'notWhole' };
  return { status: 'invalid', reason: 'notANumber' };
}

/** An amount given as a number or text (attribute, share link): a whole number 0–MAX_AMOUNT, else null. */
export function validAmount(value: unknown): number | null {
  const n = typeof value === 'string' && /^\d{1,7}$/.test(value.trim()) ? Number(value.trim()) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= MAX_AMOUNT ? n : null;
}
