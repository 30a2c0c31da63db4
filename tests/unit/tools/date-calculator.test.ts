import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { api } from '../../../src/tools/date-calculator/api';
import {
  FIRST_DAY,
  LAST_DAY,
  MAX_AMOUNT,
  OPERATIONS,
  UNITS,
  addBusinessDays,
  addDays,
  addMonths,
  countBusinessDays,
  dateDifference,
  formatIsoDate,
  fromDayNumber,
  parseAmount,
  parseIsoDate,
  shiftDate,
  toDayNumber,
  validAmount,
  type CalendarDate,
  type Unit,
} from '../../../src/tools/date-calculator/date-calculator';

const date = (iso: string): CalendarDate => {
  const parsed = parseIsoDate(iso);
  if (!parsed) throw new Error(`not a date: ${iso}`);
  return parsed;
};
const shifted = (iso: string, amount: number, unit: Unit, operation: 'add' | 'subtract' = 'add') => {
  const result = shiftDate(date(iso), amount, unit, operation);
  return result.ok ? formatIsoDate(result.date) : result.reason;
};

/**
 * An independent day count: the JavaScript engine's own UTC calendar (not the day-number
 * arithmetic under test). setUTCFullYear keeps years 1–99 as they are (Date.UTC maps them to 19xx).
 */
function utcDays({ year, month, day }: CalendarDate): number {
  const d = new Date(0);
  d.setUTCFullYear(year, month - 1, day);
  return Math.round(d.getTime() / 86_400_000);
}
/** Business days by walking every day with the engine's own weekday. */
function walkBusinessDays(from: CalendarDate, toExclusive: CalendarDate): number {
  let count = 0;
  const d = new Date(0);
  d.setUTCFullYear(from.year, from.month - 1, from.day);
  const end = utcDays(toExclusive);
  while (Math.round(d.getTime() / 86_400_000) < end) {
    if (d.getUTCDay() !== 0 && d.getUTCDay() !== 6) count += 1;
    d.setUTCDate(d.getUTCDate() + 1);
  }
  return count;
}

describe('the worked examples', () => {
  it('2024-01-31 + 1 month = 2024-02-29 (month-end rule), 2025-01-31 + 1 month = 2025-02-28', () => {
    expect(shiftDate(date('2024-01-31'), 1, 'months')).toEqual({ ok: true, date: date('2024-02-29'), clamped: true, wantedDay: 31 });
    expect(shifted('2025-01-31', 1, 'months')).toBe('2025-02-28');
    expect(shifted('2024-03-31', 1, 'months', 'subtract')).toBe('2024-02-29');
    expect(shifted('2024-02-29', 1, 'years')).toBe('2025-02-28');
    expect(shifted('2024-02-29', 4, 'years')).toBe('2028-02-29');
    // No clamping when the day exists: the rule is not mentioned.
    expect(shiftDate(date('2024-01-15'), 1, 'months')).toEqual({ ok: true, date: date('2024-02-15'), clamped: false, wantedDay: null });
  });

  it('business days between Mon 2026-01-05 and Fri 2026-01-16: 10 with the end date, 9 without', () => {
    const inclusive = dateDifference(date('2026-01-05'), date('2026-01-16'), true);
    expect(inclusive).toMatchObject({ direction: 'forward', totalDays: 12, businessDays: 10, weeks: 1, extraDays: 5, years: 0, months: 0, days: 12 });
    expect(inclusive.startWeekday).toBe('Monday');
    expect(inclusive.endWeekday).toBe('Friday');
    expect(dateDifference(date('2026-01-05'), date('2026-01-16'))).toMatchObject({ totalDays: 11, businessDays: 9, days: 11 });
  });

  it('years, months and days, total days and weeks', () => {
    expect(dateDifference(date('2024-01-31'), date('2024-02-29'))).toMatchObject({ years: 0, months: 1, days: 0, totalDays: 29 });
    expect(dateDifference(date('2020-02-29'), date('2026-11-28'))).toMatchObject({ years: 6, months: 8, days: 30, totalMonths: 80, totalDays: 2464, weeks: 352, extraDays: 0 });
    // Including the end date: 1–31 January is 31 days, exactly one month.
    expect(dateDifference(date('2026-01-01'), date('2026-01-31'), true)).toMatchObject({ years: 0, months: 1, days: 0, totalDays: 31, businessDays: 22 });
    expect(dateDifference(date('2026-01-01'), date('2026-12-31'), true)).toMatchObject({ years: 1, months: 0, days: 0, totalDays: 365, businessDays: 261 });
  });

  it('an end date before the start is counted from the earlier date, and said', () => {
    const back = dateDifference(date('2026-01-16'), date('2026-01-05'), true);
    expect(back).toMatchObject({ direction: 'backward', totalDays: 12, businessDays: 10, startWeekday: 'Friday', endWeekday: 'Monday' });
    expect(dateDifference(date('2026-03-01'), date('2026-03-01'))).toMatchObject({ direction: 'same', totalDays: 0, businessDays: 0, years: 0, months: 0, days: 0 });
    expect(dateDifference(date('2026-03-01'), date('2026-03-01'), true)).toMatchObject({ direction: 'same', totalDays: 1, businessDays: 0, days: 1 });
  });

  it('adds and subtracts days, weeks and business days', () => {
    expect(shifted('2026-01-05', 30, 'days')).toBe('2026-02-04');
    expect(shifted('2026-03-29', 1, 'days')).toBe('2026-03-30'); // a European DST change: still one day
    expect(shifted('2026-01-05', 2, 'weeks', 'subtract')).toBe('2025-12-22');
    // Friday + 1 business day = Monday; Saturday + 1 = Monday; Monday − 1 = Friday; + 0 keeps a Sunday.
    expect(shifted('2026-01-09', 1, 'businessDays')).toBe('2026-01-12');
    expect(shifted('2026-01-10', 1, 'businessDays')).toBe('2026-01-12');
    expect(shifted('2026-01-12', 1, 'businessDays', 'subtract')).toBe('2026-01-09');
    expect(shifted('2026-01-11', 0, 'businessDays')).toBe('2026-01-11');
    expect(shifted('2026-01-05', 10, 'businessDays')).toBe('2026-01-19');
    expect(shifted('2026-01-05', 9, 'businessDays')).toBe('2026-01-16');
  });

  it('refuses results outside the years 1–9999 instead of showing nonsense', () => {
    expect(shifted('9999-12-31', 1, 'days')).toBe('outOfRange');
    expect(shifted('9999-12-31', 1, 'businessDays')).toBe('outOfRange');
    expect(shifted('0001-01-01', 1, 'months', 'subtract')).toBe('outOfRange');
    expect(shifted('2026-01-01', MAX_AMOUNT, 'years')).toBe('outOfRange');
    expect(shifted('2026-01-01', MAX_AMOUNT, 'businessDays', 'subtract')).toBe('outOfRange');
    expect(shifted('0001-01-01', LAST_DAY - FIRST_DAY, 'days')).toBe('9999-12-31');
    expect(shifted('9999-12-31', 9998, 'years', 'subtract')).toBe('0001-12-31');
  });
});

describe('parseAmount', () => {
  it('reads whole numbers as people type them', () => {
    expect(parseAmount(' 30 ')).toEqual({ status: 'ok', value: 30 });
    expect(parseAmount('+5')).toEqual({ status: 'ok', value: 5 });
    expect(parseAmount('1,000')).toEqual({ status: 'ok', value: 1000 });
    expect(parseAmount('1 000 000')).toEqual({ status: 'ok', value: 1_000_000 });
    expect(parseAmount('0')).toEqual({ status: 'ok', value: 0 });
    expect(parseAmount('')).toEqual({ status: 'empty' });
    expect(parseAmount('1.000', 'de')).toEqual({ status: 'ok', value: 1000 });
    expect(parseAmount('١٢', 'ar')).toEqual({ status: 'ok', value: 12 });
  });

  it('gives a reason for everything else', () => {
    expect(parseAmount('-3')).toEqual({ status: 'invalid', reason: 'negative' });
    expect(parseAmount('\u22123')).toEqual({ status: 'invalid', reason: 'negative' });
    expect(parseAmount('1.5')).toEqual({ status: 'invalid', reason: 'notWhole' });
    expect(parseAmount('1,5', 'de')).toEqual({ status: 'invalid', reason: 'notWhole' });
    expect(parseAmount('ten')).toEqual({ status: 'invalid', reason: 'notANumber' });
    expect(parseAmount('1,00')).toEqual({ status: 'invalid', reason: 'notANumber' });
    expect(parseAmount('10000000')).toEqual({ status: 'invalid', reason: 'tooLarge' });
  });

  it('validAmount takes attribute text or numbers, whole and in range only', () => {
    expect([validAmount(3), validAmount('30'), validAmount(' 7 '), validAmount(0)]).toEqual([3, 30, 7, 0]);
    expect([validAmount(-1), validAmount(1.5), validAmount('1e3'), validAmount(MAX_AMOUNT + 1), validAmount(null), validAmount('')]).toEqual([null, null, null, null, null, null]);
  });
});

describe('the declaration', () => {
  it('offers the units and operations the calculator knows', () => {
    const values = (name: string) => {
      const input = api.inputs.find((i) => i.name === name);
      return input && input.type === 'enum' ? input.values : null;
    };
    expect(values('unit')).toEqual(UNITS);
    expect(values('operation')).toEqual(OPERATIONS);
    expect(values('mode')).toEqual(['between', 'add']);
  });
});

const anyDay = fc.integer({ min: FIRST_DAY, max: LAST_DAY });
const anyDate = anyDay.map(fromDayNumber);
/** Dates in the years 1000–3000, where the walked business-day count stays quick. */
const nearPair = fc
  .tuple(fc.integer({ min: toDayNumber({ year: 1000, month: 1, day: 1 }), max: toDayNumber({ year: 3000, month: 1, day: 1 }) }), fc.integer({ min: -1500, max: 1500 }))
  .map(([a, span]) => [fromDayNumber(a), fromDayNumber(a + span)] as const);

describe('properties', () => {
  it('the total days agree with an independent day count (the engine’s UTC calendar), in either order', () => {
    fc.assert(
      fc.property(anyDate, anyDate, fc.boolean(), (start, end, includeEnd) => {
        const diff = dateDifference(start, end, includeEnd);
        expect(diff.totalDays).toBe(Math.abs(utcDays(end) - utcDays(start)) + (includeEnd ? 1 : 0));
        expect(diff.weeks * 7 + diff.extraDays).toBe(diff.totalDays);
        expect(diff.extraDays).toBeGreaterThanOrEqual(0);
        expect(diff.extraDays).toBeLessThan(7);
      }),
      { numRuns: 2000 },
    );
  });

  it('years/months/days added back to the earlier date give the later one (plus the end day when included)', () => {
    fc.assert(
      fc.property(anyDate, anyDate, fc.boolean(), (start, end, includeEnd) => {
        const diff = dateDifference(start, end, includeEnd);
        const [earlier, later] = toDayNumber(start) <= toDayNumber(end) ? [start, end] : [end, start];
        const back = addDays(addMonths(earlier, diff.years * 12 + diff.months), diff.days);
        expect(formatIsoDate(back)).toBe(formatIsoDate(addDays(later, includeEnd ? 1 : 0)));
        expect(diff.months).toBeLessThan(12);
        // The days left are fewer than the next month would add: the months are as many as fit.
        const oneMore = addMonths(earlier, diff.years * 12 + diff.months + 1);
        expect(toDayNumber(oneMore)).toBeGreaterThan(toDayNumber(back));
      }),
      { numRuns: 2000 },
    );
  });

  it('business days agree with walking the days one by one', () => {
    fc.assert(
      fc.property(nearPair, fc.boolean(), ([start, end], includeEnd) => {
        const [earlier, later] = toDayNumber(start) <= toDayNumber(end) ? [start, end] : [end, start];
        expect(dateDifference(start, end, includeEnd).businessDays).toBe(walkBusinessDays(earlier, addDays(later, includeEnd ? 1 : 0)));
      }),
      { numRuns: 300 },
    );
  });

  it('adding N business days lands on a weekday with exactly N business days after the date, up to it', () => {
    fc.assert(
      fc.property(nearPair, fc.integer({ min: -400, max: 400 }), ([start], n) => {
        const result = addBusinessDays(start, n);
        const [a, b] = [toDayNumber(start), toDayNumber(result)];
        if (n === 0) {
          expect(b).toBe(a);
          return;
        }
        expect(fromDayNumber(b)).toEqual(result);
        expect(countBusinessDays(b, b + 1)).toBe(1);
        // n > 0: the business days in (start, result]; n < 0: in [result, start).
        expect(n > 0 ? countBusinessDays(a + 1, b + 1) : -countBusinessDays(b, a)).toBe(n);
      }),
      { numRuns: 1000 },
    );
  });

  it('adding days or weeks and then subtracting them returns the date; days agree with the UTC calendar', () => {
    fc.assert(
      fc.property(anyDate, fc.integer({ min: 0, max: 5000 }), fc.constantFrom<Unit>('days', 'weeks'), (start, amount, unit) => {
        const there = shiftDate(start, amount, unit, 'add');
        if (!there.ok) {
          expect(utcDays(start) + amount * (unit === 'weeks' ? 7 : 1)).toBeGreaterThan(utcDays({ year: 9999, month: 12, day: 31 }));
          return;
        }
        expect(utcDays(there.date) - utcDays(start)).toBe(amount * (unit === 'weeks' ? 7 : 1));
        const back = shiftDate(there.date, amount, unit, 'subtract');
        expect(back.ok && formatIsoDate(back.date)).toBe(formatIsoDate(start));
      }),
      { numRuns: 1000 },
    );
  });

  it('adding months keeps the day, or the month’s last day when it is shorter (and says so)', () => {
    fc.assert(
      fc.property(anyDate, fc.integer({ min: -2000, max: 2000 }), (start, n) => {
        const result = shiftDate(start, Math.abs(n), 'months', n < 0 ? 'subtract' : 'add');
        if (!result.ok) return;
        const monthIndex = (d: CalendarDate) => d.year * 12 + d.month - 1;
        expect(monthIndex(result.date) - monthIndex(start)).toBe(n);
        expect(result.clamped).toBe(result.date.day < start.day);
        if (result.clamped) expect(addDays(result.date, 1).day).toBe(1);
        else expect(result.date.day).toBe(start.day);
      }),
      { numRuns: 1000 },
    );
  });
});
