/**
 * Age arithmetic on calendar dates. Everything works on { year, month, day } integers and a
 * day count, never on Date objects at local midnight, so time zones and daylight-saving
 * changes cannot shift a result by a day.
 *
 * Leap-day rule: a 29 February birthday is celebrated on 28 February in common years. The
 * same rule is month-end clamping in general (31 January + 1 month = 28/29 February), so age,
 * next birthday and "birth date + age = as-of date" always agree.
 */
import { formatCount } from '../../ui/format';

export interface CalendarDate {
  year: number;
  /** 1–12 */
  month: number;
  /** 1–31 */
  day: number;
}

export interface AgeParts {
  years: number;
  months: number;
  days: number;
}

export interface AgeResult extends AgeParts {
  /** Complete months lived (years × 12 + months). */
  totalMonths: number;
  /** Complete weeks lived. */
  totalWeeks: number;
  /** Days left over after the complete weeks (0–6). */
  extraDays: number;
  totalDays: number;
  /** Calendar days × 24 (daylight-saving shifts are not counted). */
  totalHours: number;
  /** Weekday of the birth date, e.g. "Tuesday". */
  bornWeekday: Weekday;
  /** The next birthday on or after the as-of date (YYYY-MM-DD; year 10000 after a late 9999 as-of date). */
  nextBirthday: string;
  nextBirthdayWeekday: Weekday;
  /** 0 when the as-of date is a birthday. */
  daysUntilNextBirthday: number;
  /** The age reached on the next birthday. */
  nextAge: number;
  /** Born on 29 February: the leap-day rule applies. */
  leapDayBirth: boolean;
}

export type AgeOutcome = { ok: true; age: AgeResult } | { ok: false; error: string };

export const MIN_YEAR = 1;
export const MAX_YEAR = 9999;
/** For the native date field's min and max. */
export const MIN_ISO = '0001-01-01';
export const MAX_ISO = '9999-12-31';

export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

export const LEAP_DAY_RULE = 'Born on 29 February? In years without a 29 February, the birthday is counted on 28 February.';

export const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

export function isValidDate(d: CalendarDate): boolean {
  return (
    Number.isInteger(d.year) &&
    Number.isInteger(d.month) &&
    Number.isInteger(d.day) &&
    d.year >= MIN_YEAR &&
    d.year <= MAX_YEAR &&
    d.month >= 1 &&
    d.month <= 12 &&
    d.day >= 1 &&
    d.day <= daysInMonth(d.year, d.month)
  );
}

/** Strict YYYY-MM-DD (what a native date field and the embed attributes use); null otherwise. */
export function parseIsoDate(text: unknown): CalendarDate | null {
  if (typeof text !== 'string') return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  return isValidDate(date) ? date : null;
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

export const formatIsoDate = (d: CalendarDate) => `${pad(d.year, 4)}-${pad(d.month, 2)}-${pad(d.day, 2)}`;

/**
 * Days since 1970-01-01 in the proleptic Gregorian calendar (H. Hinnant's days_from_civil):
 * pure integer arithmetic, exact for every year.
 */
export function toDayNumber({ year, month, day }: CalendarDate): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
}

/** The inverse of toDayNumber (civil_from_days). */
export function fromDayNumber(n: number): CalendarDate {
  const z = n + 719468;
  const era = Math.floor(z / 146097);
  const dayOfEra = z - era * 146097;
  const yearOfEra = Math.floor((dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36524) - Math.floor(dayOfEra / 146096)) / 365);
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const mp = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

export const compareDates = (a: CalendarDate, b: CalendarDate) => toDayNumber(a) - toDayNumber(b);

/** 1970-01-01 was a Thursday. */
export const weekdayOf = (d: CalendarDate): Weekday => WEEKDAYS[(((toDayNumber(d) + 4) % 7) + 7) % 7]!;

/** Adds whole months; a day that the target month lacks becomes its last day (31 Jan + 1 month = 28 Feb). */
export function addMonths(d: CalendarDate, months: number): CalendarDate {
  const index = d.year * 12 + (d.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return { year, month, day: Math.min(d.day, daysInMonth(year, month)) };
}

export const addDays = (d: CalendarDate, days: number) => fromDayNumber(toDayNumber(d) + days);

/** Birth date + age: years and months first (with month-end clamping), then days. */
export const addAge = (d: CalendarDate, age: AgeParts) => addDays(addMonths(d, age.years * 12 + age.months), age.days);

/** The birthday in a given year: 29 February becomes 28 February in common years. */
export const birthdayIn = (birth: CalendarDate, year: number): CalendarDate => ({
  year,
  month: birth.month,
  day: Math.min(birth.day, daysInMonth(year, birth.month)),
});

/** Complete years, months and days from `birth` to `asOf` (birth ≤ asOf). */
export function ageParts(birth: CalendarDate, asOf: CalendarDate): AgeParts {
  let months = (asOf.year - birth.year) * 12 + (asOf.month - birth.month);
  // The candidate lands in asOf's month; if it is later in that month, one month fewer.
  if (compareDates(addMonths(birth, months), asOf) > 0) months -= 1;
  const days = toDayNumber(asOf) - toDayNumber(addMonths(birth, months));
  return { years: Math.floor(months / 12), months: months % 12, days };
}

/** The first birthday (age ≥ 1) on or after `asOf`. */
export function nextBirthday(birth: CalendarDate, asOf: CalendarDate): CalendarDate {
  let year = Math.max(asOf.year, birth.year + 1);
  if (compareDates(birthdayIn(birth, year), asOf) < 0) year += 1;
  return birthdayIn(birth, year);
}


/** "1 year", "2 months", "1,234 days". */
export const plural = (n: number, unit: string) => `${formatCount(n)} ${unit}${n === 1 ? '' : 's'}`;

/** 1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st, 111th… */
export function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${formatCount(n)}${suffix}`;
}

/** "in 173 days", "tomorrow", "today". */
export function describeDaysUntil(days: number): string {
  if (days === 0) return 'today';
  if (days === 1) return 'tomorrow';
  return `in ${formatCount(days)} days`;
}

export type SummaryRow = 'born' | 'asOf' | 'age' | 'totalMonths' | 'totalWeeks' | 'totalDays' | 'totalHours' | 'nextBirthday' | 'bornOn';

/**
 * The words of dates, ages, messages and the summary: English by default (ENGLISH); the screen
 * passes its locale's (src/tools/age-calculator/i18n.ts), so this file stays free of React.
 */
export interface AgeWords {
  /** "Tuesday, May 15, 1990" (month 1–12). */
  longDate: (weekday: Weekday, month: number, day: number, year: number) => string;
  weekday: (weekday: Weekday) => string;
  /** "1 year", "2 months", "1,234 days". */
  unit: (n: number, unit: 'year' | 'month' | 'day') => string;
  /** "1 year, 0 months, 21 days" from the three units. */
  ageParts: (years: string, months: string, days: string) => string;
  count: (n: number) => string;
  daysUntil: (days: number) => string;
  futureBirth: (asOf: string, asOfIsToday: boolean) => string;
  dateRange: string;
  summary: Record<SummaryRow, string>;
  /** "1,878 and 3 days" */
  weeksAndDays: (weeks: string, days: string) => string;
  /** "Friday, May 15, 2026 (in 75 days, turning 36)" */
  nextBirthday: (date: string, until: string, age: string) => string;
  leapDayRule: string;
}

export const ENGLISH: AgeWords = {
  longDate: (weekday, month, day, year) => `${weekday}, ${MONTHS[month - 1]} ${day}, ${year}`,
  weekday: (weekday) => weekday,
  unit: plural,
  ageParts: (years, months, days) => `${years}, ${months}, ${days}`,
  count: formatCount,
  daysUntil: (days) => describeDaysUntil(days),
  futureBirth: (asOf, asOfIsToday) =>
    asOfIsToday
      ? `The birth date is in the future. Choose a date on or before today (${asOf}).`
      : `The birth date is after the “as of” date (${asOf}). Choose an earlier birth date or a later “as of” date.`,
  dateRange: 'Enter dates between the years 1 and 9999.',
  summary: {
    born: 'Born',
    asOf: 'As of',
    age: 'Age',
    totalMonths: 'Total months',
    totalWeeks: 'Total weeks',
    totalDays: 'Total days',
    totalHours: 'Total hours',
    nextBirthday: 'Next birthday',
    bornOn: 'Born on a',
  },
  weeksAndDays: (weeks, days) => `${weeks} and ${days}`,
  nextBirthday: (date, until, age) => `${date} (${until}, turning ${age})`,
  leapDayRule: LEAP_DAY_RULE,
};

/** "Tuesday, May 15, 1990": the same text on the server and in every browser locale. */
export const formatLongDate = (d: CalendarDate, words: AgeWords = ENGLISH) => words.longDate(weekdayOf(d), d.month, d.day, d.year);

export const formatAgeParts = (a: AgeParts, words: AgeWords = ENGLISH) =>
  words.ageParts(words.unit(a.years, 'year'), words.unit(a.months, 'month'), words.unit(a.days, 'day'));

export function futureBirthMessage(asOf: CalendarDate, asOfIsToday: boolean, words: AgeWords = ENGLISH): string {
  return words.futureBirth(formatLongDate(asOf, words), asOfIsToday);
}

/** Everything the tool shows, or why it cannot be computed. */
export function calculateAge(birth: CalendarDate, asOf: CalendarDate, asOfIsToday = false, words: AgeWords = ENGLISH): AgeOutcome {
  if (!isValidDate(birth) || !isValidDate(asOf)) return { ok: false, error: words.dateRange };
  if (compareDates(birth, asOf) > 0) return { ok: false, error: futureBirthMessage(asOf, asOfIsToday, words) };
  const parts = ageParts(birth, asOf);
  const totalDays = toDayNumber(asOf) - toDayNumber(birth);
  const next = nextBirthday(birth, asOf);
  return {
    ok: true,
    age: {
      ...parts,
      totalMonths: parts.years * 12 + parts.months,
      totalWeeks: Math.floor(totalDays / 7),
      extraDays: totalDays % 7,
      totalDays,
      totalHours: totalDays * 24,
      bornWeekday: weekdayOf(birth),
      nextBirthday: formatIsoDate(next),
      nextBirthdayWeekday: weekdayOf(next),
      daysUntilNextBirthday: toDayNumber(next) - toDayNumber(asOf),
      nextAge: next.year - birth.year,
      leapDayBirth: birth.month === 2 && birth.day === 29,
    },
  };
}

/** The plain-text summary behind "Copy summary". */
export function formatSummary(birth: CalendarDate, asOf: CalendarDate, age: AgeResult, words: AgeWords = ENGLISH): string {
  const next = addDays(asOf, age.daysUntilNextBirthday);
  const { count, summary } = words;
  const weeks = count(age.totalWeeks);
  const rows: Array<[string, string]> = [
    [summary.born, formatLongDate(birth, words)],
    [summary.asOf, formatLongDate(asOf, words)],
    [summary.age, formatAgeParts(age, words)],
    [summary.totalMonths, count(age.totalMonths)],
    [summary.totalWeeks, age.extraDays ? words.weeksAndDays(weeks, words.unit(age.extraDays, 'day')) : weeks],
    [summary.totalDays, count(age.totalDays)],
    [summary.totalHours, count(age.totalHours)],
    [summary.nextBirthday, words.nextBirthday(formatLongDate(next, words), words.daysUntil(age.daysUntilNextBirthday), count(age.nextAge))],
    [summary.bornOn, words.weekday(age.bornWeekday)],
  ];
  // Values start two spaces after the longest "Label:".
  const width = Math.max(...rows.map(([label]) => label.length)) + 3;
  const lines = rows.map(([label, value]) => `${`${label}:`.padEnd(width)}${value}`);
  if (age.leapDayBirth) lines.push('', words.leapDayRule);
  return lines.join('\n');
}

/** The local calendar date of a moment (what "today" means to the person at the screen). */
export const localCalendarDate = (now: Date): CalendarDate => ({ year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() });
