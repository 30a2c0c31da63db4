import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  LEAP_DAY_RULE,
  addAge,
  addDays,
  addMonths,
  ageParts,
  calculateAge,
  compareDates,
  daysInMonth,
  describeDaysUntil,
  formatAgeParts,
  formatIsoDate,
  formatLongDate,
  formatSummary,
  fromDayNumber,
  isLeapYear,
  localCalendarDate,
  nextBirthday,
  ordinal,
  parseIsoDate,
  toDayNumber,
  weekdayOf,
  type AgeResult,
  type CalendarDate,
} from '../../../src/tools/age-calculator/age-calculator';

const d = (iso: string): CalendarDate => {
  const date = parseIsoDate(iso);
  if (!date) throw new Error(`bad test date ${iso}`);
  return date;
};

function age(birth: string, asOf: string, asOfIsToday = false): AgeResult {
  const outcome = calculateAge(d(birth), d(asOf), asOfIsToday);
  if (!outcome.ok) throw new Error(outcome.error);
  return outcome.age;
}

const parts = (birth: string, asOf: string) => ageParts(d(birth), d(asOf));

describe('parseIsoDate / formatIsoDate', () => {
  it('accepts real YYYY-MM-DD dates only', () => {
    expect(parseIsoDate('1990-05-15')).toEqual({ year: 1990, month: 5, day: 15 });
    expect(parseIsoDate(' 2024-02-29 ')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseIsoDate('0001-01-01')).toEqual({ year: 1, month: 1, day: 1 });
    for (const bad of ['2023-02-29', '1900-02-29', '2024-13-01', '2024-00-10', '2024-04-31', '0000-01-01', '90-05-15', '1990-5-15', '15/05/1990', '', 'today', '12345-01-01']) {
      expect(parseIsoDate(bad), bad).toBeNull();
    }
    expect(parseIsoDate(19900515)).toBeNull();
    expect(parseIsoDate(undefined)).toBeNull();
  });

  it('pads years, months and days', () => {
    expect(formatIsoDate({ year: 7, month: 3, day: 9 })).toBe('0007-03-09');
  });
});

describe('calendar basics', () => {
  it('knows leap years and month lengths', () => {
    expect([1900, 2000, 2023, 2024].map(isLeapYear)).toEqual([false, true, false, true]);
    expect([daysInMonth(2023, 2), daysInMonth(2024, 2), daysInMonth(2023, 4), daysInMonth(2023, 12)]).toEqual([28, 29, 30, 31]);
  });

  it('counts days from 1970-01-01', () => {
    expect(toDayNumber(d('1970-01-01'))).toBe(0);
    expect(toDayNumber(d('1969-12-31'))).toBe(-1);
    expect(toDayNumber(d('2000-03-01'))).toBe(11017);
    expect(toDayNumber(d('0001-01-01'))).toBe(-719162);
    expect(fromDayNumber(11016)).toEqual({ year: 2000, month: 2, day: 29 });
  });

  it('names weekdays', () => {
    expect(weekdayOf(d('1970-01-01'))).toBe('Thursday');
    expect(weekdayOf(d('1990-05-15'))).toBe('Tuesday');
    expect(weekdayOf(d('2000-02-29'))).toBe('Tuesday');
    expect(weekdayOf(d('0001-01-01'))).toBe('Monday');
  });

  it('clamps month-end days when adding months', () => {
    expect(addMonths(d('2023-01-31'), 1)).toEqual(d('2023-02-28'));
    expect(addMonths(d('2024-01-31'), 1)).toEqual(d('2024-02-29'));
    expect(addMonths(d('2023-01-31'), 3)).toEqual(d('2023-04-30'));
    expect(addMonths(d('2023-12-15'), 1)).toEqual(d('2024-01-15'));
    expect(addMonths(d('2000-02-29'), 12)).toEqual(d('2001-02-28'));
  });

  it('formats dates the same way everywhere', () => {
    expect(formatLongDate(d('1990-05-15'))).toBe('Tuesday, May 15, 1990');
    expect(formatAgeParts({ years: 1, months: 0, days: 21 })).toBe('1 year, 0 months, 21 days');
    expect(formatAgeParts({ years: 1234, months: 1, days: 1 })).toBe('1,234 years, 1 month, 1 day');
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 101, 111, 1002].map(ordinal)).toEqual(['1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd', '101st', '111th', '1,002nd']);
    expect([0, 1, 2, 1500].map(describeDaysUntil)).toEqual(['today', 'tomorrow', 'in 2 days', 'in 1,500 days']);
  });

  it('reads today as the local calendar date', () => {
    expect(localCalendarDate(new Date(2026, 2, 1, 23, 59))).toEqual({ year: 2026, month: 3, day: 1 });
    expect(localCalendarDate(new Date(2026, 2, 1, 0, 0))).toEqual({ year: 2026, month: 3, day: 1 });
  });
});

describe('calculateAge — hand-checked cases', () => {
  it('an ordinary birth date with an “as of” date', () => {
    expect(age('1990-05-15', '2026-03-01')).toEqual({
      years: 35,
      months: 9,
      days: 14,
      totalMonths: 429,
      totalWeeks: 1867,
      extraDays: 5,
      totalDays: 13074,
      totalHours: 313776,
      bornWeekday: 'Tuesday',
      nextBirthday: '2026-05-15',
      nextBirthdayWeekday: 'Friday',
      daysUntilNextBirthday: 75,
      nextAge: 36,
      leapDayBirth: false,
    });
  });

  it('on the birthday itself', () => {
    expect(age('1990-05-15', '2026-05-15')).toMatchObject({ years: 36, months: 0, days: 0, daysUntilNextBirthday: 0, nextAge: 36, nextBirthday: '2026-05-15' });
    // The day before: the birthday is tomorrow.
    expect(age('1990-05-15', '2026-05-14')).toMatchObject({ years: 35, months: 11, days: 29, daysUntilNextBirthday: 1, nextAge: 36 });
  });

  it('born on the as-of date', () => {
    expect(age('2026-03-01', '2026-03-01')).toMatchObject({
      years: 0,
      months: 0,
      days: 0,
      totalDays: 0,
      totalHours: 0,
      nextBirthday: '2027-03-01',
      daysUntilNextBirthday: 365,
      nextAge: 1,
    });
  });

  it('month-end births: 31 January + 1 month is the end of February', () => {
    expect(parts('2023-01-31', '2023-02-27')).toEqual({ years: 0, months: 0, days: 27 });
    expect(parts('2023-01-31', '2023-02-28')).toEqual({ years: 0, months: 1, days: 0 });
    expect(parts('2023-01-31', '2023-03-01')).toEqual({ years: 0, months: 1, days: 1 });
    expect(parts('2023-01-31', '2023-03-31')).toEqual({ years: 0, months: 2, days: 0 });
    expect(parts('2023-01-31', '2023-04-30')).toEqual({ years: 0, months: 3, days: 0 });
    expect(parts('2023-01-31', '2024-02-29')).toEqual({ years: 1, months: 1, days: 0 });
    expect(parts('2023-03-31', '2023-04-30')).toEqual({ years: 0, months: 1, days: 0 });
    expect(parts('2023-05-31', '2023-06-29')).toEqual({ years: 0, months: 0, days: 29 });
  });

  it('across a year end', () => {
    expect(parts('2023-12-31', '2024-01-01')).toEqual({ years: 0, months: 0, days: 1 });
    expect(parts('2023-12-15', '2024-01-14')).toEqual({ years: 0, months: 0, days: 30 });
  });

  it('leap-day births count the birthday on 28 February in common years', () => {
    expect(age('2000-02-29', '2001-02-27')).toMatchObject({ years: 0, months: 11, days: 29, nextBirthday: '2001-02-28', daysUntilNextBirthday: 1, nextAge: 1 });
    expect(age('2000-02-29', '2001-02-28')).toMatchObject({ years: 1, months: 0, days: 0, totalDays: 365, nextBirthday: '2001-02-28', daysUntilNextBirthday: 0, nextAge: 1 });
    expect(age('2000-02-29', '2001-03-01')).toMatchObject({ years: 1, months: 0, days: 1, nextBirthday: '2002-02-28', daysUntilNextBirthday: 364, nextAge: 2 });
    // In a leap year the birthday is 29 February again.
    expect(age('2000-02-29', '2004-02-28')).toMatchObject({ years: 3, months: 11, days: 30, nextBirthday: '2004-02-29', daysUntilNextBirthday: 1, nextAge: 4 });
    expect(age('2000-02-29', '2004-02-29')).toMatchObject({ years: 4, months: 0, days: 0, totalDays: 1461, daysUntilNextBirthday: 0, leapDayBirth: true });
    // 1900 is not a leap year, 2000 is.
    expect(nextBirthday(d('1896-02-29'), d('1900-01-10'))).toEqual(d('1900-02-28'));
    expect(age('1996-02-29', '2026-03-01').leapDayBirth).toBe(true);
  });

  it('rejects a birth date in the future with a clear message', () => {
    expect(calculateAge(d('2030-01-01'), d('2026-03-01'), true)).toEqual({
      ok: false,
      error: 'The birth date is in the future. Choose a date on or before today (Sunday, March 1, 2026).',
    });
    expect(calculateAge(d('2026-03-02'), d('2026-03-01'))).toEqual({
      ok: false,
      error: 'The birth date is after the “as of” date (Sunday, March 1, 2026). Choose an earlier birth date or a later “as of” date.',
    });
  });

  it('rejects impossible dates instead of computing nonsense', () => {
    expect(calculateAge({ year: 2023, month: 2, day: 29 }, d('2026-03-01'))).toEqual({ ok: false, error: 'Enter dates between the years 1 and 9999.' });
    expect(calculateAge(d('1990-05-15'), { year: 10000, month: 1, day: 1 }).ok).toBe(false);
  });

  it('handles the widest range without overflow', () => {
    const widest = age('0001-01-01', '9999-12-31');
    expect(widest).toMatchObject({ years: 9998, months: 11, days: 30, totalDays: 3652058, totalHours: 87649392 });
    // A birthday after the last as-of date in 9999 falls in year 10000; it is still a date.
    expect(age('1970-01-01', '9999-01-02')).toMatchObject({ nextBirthday: '10000-01-01', nextAge: 8030, daysUntilNextBirthday: 364 });
  });
});

describe('formatSummary', () => {
  it('is a plain-text table of every figure', () => {
    expect(formatSummary(d('1990-05-15'), d('2026-03-01'), age('1990-05-15', '2026-03-01'))).toBe(
      [
        'Born:           Tuesday, May 15, 1990',
        'As of:          Sunday, March 1, 2026',
        'Age:            35 years, 9 months, 14 days',
        'Total months:   429',
        'Total weeks:    1,867 and 5 days',
        'Total days:     13,074',
        'Total hours:    313,776',
        'Next birthday:  Friday, May 15, 2026 (in 75 days, turning 36)',
        'Born on a:      Tuesday',
      ].join('\n'),
    );
  });

  it('states the leap-day rule for 29 February births', () => {
    const text = formatSummary(d('2000-02-29'), d('2001-02-28'), age('2000-02-29', '2001-02-28'));
    expect(text).toContain('Total weeks:    52 and 1 day');
    expect(text).toContain('Next birthday:  Wednesday, February 28, 2001 (today, turning 1)');
    expect(text.endsWith(`\n\n${LEAP_DAY_RULE}`)).toBe(true);
  });
});

// Every calendar date from 0001-01-01 to 9999-12-31, as a day number.
const FIRST = toDayNumber(d('0001-01-01'));
const LAST = toDayNumber(d('9999-12-31'));
const anyDate = fc.integer({ min: FIRST, max: LAST }).map(fromDayNumber);
/** Two dates, earlier first. */
const orderedPair = fc.tuple(fc.integer({ min: FIRST, max: LAST }), fc.integer({ min: FIRST, max: LAST })).map(([a, b]) => [fromDayNumber(Math.min(a, b)), fromDayNumber(Math.max(a, b))] as const);
/** Pairs near each other, where month-end and leap-day cases are dense. */
const nearPair = fc
  .tuple(fc.integer({ min: FIRST, max: LAST - 2000 }), fc.integer({ min: 0, max: 2000 }))
  .map(([a, gap]) => [fromDayNumber(a), fromDayNumber(a + gap)] as const);

describe('properties', () => {
  it('day numbers round-trip and agree with the built-in UTC calendar', () => {
    fc.assert(
      fc.property(fc.integer({ min: FIRST, max: LAST }), (n) => {
        const date = fromDayNumber(n);
        expect(toDayNumber(date)).toBe(n);
        expect(parseIsoDate(formatIsoDate(date))).toEqual(date);
        const utc = new Date(0);
        utc.setUTCFullYear(date.year, date.month - 1, date.day);
        expect(utc.getTime() / 86_400_000).toBe(n);
        expect(weekdayOf(date)).toBe(['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'][utc.getUTCDay()]);
      }),
      { numRuns: 2000 },
    );
  });

  it('birth date + computed years, months and days = the as-of date', () => {
    fc.assert(
      fc.property(fc.oneof(orderedPair, nearPair), ([birth, asOf]) => {
        const result = ageParts(birth, asOf);
        expect(addAge(birth, result)).toEqual(asOf);
        expect(result.months).toBeGreaterThanOrEqual(0);
        expect(result.months).toBeLessThan(12);
        expect(result.days).toBeGreaterThanOrEqual(0);
        expect(result.days).toBeLessThan(31);
        // The months are complete and maximal: one more month would pass the as-of date.
        expect(compareDates(addMonths(birth, result.years * 12 + result.months + 1), asOf)).toBeGreaterThan(0);
      }),
      { numRuns: 3000 },
    );
  });

  it('totals agree with each other and the next birthday is within a year', () => {
    fc.assert(
      fc.property(fc.oneof(orderedPair, nearPair), ([birth, asOf]) => {
        const outcome = calculateAge(birth, asOf);
        expect(outcome.ok).toBe(true);
        if (!outcome.ok) return;
        const a = outcome.age;
        expect(a.totalDays).toBe(toDayNumber(asOf) - toDayNumber(birth));
        expect(a.totalWeeks * 7 + a.extraDays).toBe(a.totalDays);
        expect(a.totalHours).toBe(a.totalDays * 24);
        expect(a.totalMonths).toBe(a.years * 12 + a.months);
        expect(a.daysUntilNextBirthday).toBeGreaterThanOrEqual(0);
        expect(a.daysUntilNextBirthday).toBeLessThanOrEqual(366);
        expect(a.nextAge).toBe(a.years + (a.daysUntilNextBirthday === 0 ? 0 : 1));
        const next = addDays(asOf, a.daysUntilNextBirthday);
        expect(formatIsoDate(next)).toBe(a.nextBirthday);
        expect(next.month).toBe(birth.month);
        expect(next.day).toBe(birth.month === 2 && birth.day === 29 && !isLeapYear(next.year) ? 28 : birth.day);
        // On the next birthday the age is exactly nextAge years.
        expect(ageParts(birth, next)).toEqual({ years: a.nextAge, months: 0, days: 0 });
      }),
      { numRuns: 3000 },
    );
  });

  it('a birth date after the as-of date is always rejected', () => {
    fc.assert(
      fc.property(anyDate, anyDate, (a, b) => {
        fc.pre(compareDates(a, b) !== 0);
        const [asOf, birth] = compareDates(a, b) < 0 ? [a, b] : [b, a];
        const outcome = calculateAge(birth, asOf);
        expect(outcome.ok).toBe(false);
      }),
    );
  });
});
