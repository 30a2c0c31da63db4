import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { compress, fieldMeaning, hasRandomValue, isTimeZone, isoInZone, splitExpression, timeZones } from '../../../src/tools/cron-parser/cron';
import { analyzeCron, loadDescriptionLocale, RUN_COUNT, type Analysis } from '../../../src/tools/cron-parser/engine';

const ok = (analysis: Analysis) => {
  if (analysis.status !== 'ok') throw new Error(`expected a schedule, got ${JSON.stringify(analysis)}`);
  return analysis;
};
const invalid = (analysis: Analysis) => {
  if (analysis.status !== 'invalid') throw new Error(`expected invalid fields, got ${JSON.stringify(analysis)}`);
  return analysis.fields.filter((field) => field.problem).map((field) => ({ id: field.id, ...field.problem }));
};

// ---------------------------------------------------------------------------------------------
// An independent schedule: its own field reader (numbers, *, a-b, lists, steps) and its own
// wall clock through Intl, stepping minute by minute (or second by second) after `now`.
// ---------------------------------------------------------------------------------------------
function expand(text: string, min: number, max: number): Set<number> {
  const values = new Set<number>();
  for (const part of text.split(',')) {
    const [range, stepText] = part.split('/');
    const step = stepText === undefined ? 1 : Number(stepText);
    let from: number;
    let to: number;
    if (range === '*') [from, to] = [min, max];
    else if (range!.includes('-')) [from, to] = range!.split('-').map(Number) as [number, number];
    else [from, to] = [Number(range), stepText === undefined ? Number(range) : max];
    for (let v = from; v <= to; v += step) values.add(v);
  }
  return values;
}

function bruteForce(expression: string, zone: string, now: number, count: number): number[] {
  const parts = expression.trim().split(/\s+/);
  const withSeconds = parts.length === 6;
  const [sec, min, hour, dom, mon, dow] = withSeconds ? parts : ['0', ...parts];
  const seconds = expand(sec!, 0, 59);
  const minutes = expand(min!, 0, 59);
  const hours = expand(hour!, 0, 23);
  const days = expand(dom!, 1, 31);
  const months = expand(mon!, 1, 12);
  const weekdays = new Set([...expand(dow!, 0, 7)].map((d) => d % 7));
  const domStar = dom === '*';
  const dowStar = dow === '*';
  const format = new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric', weekday: 'short' });
  const names = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
  const stepMs = withSeconds ? 1000 : 60_000;
  const found: number[] = [];
  const limit = now + 4 * 366 * 86_400_000;
  for (let t = Math.floor(now / stepMs) * stepMs + stepMs; found.length < count && t < limit; t += stepMs) {
    const p = Object.fromEntries(format.formatToParts(t).map((x) => [x.type, x.value]));
    if (!seconds.has(Number(p.second)) || !minutes.has(Number(p.minute)) || !hours.has(Number(p.hour)) || !months.has(Number(p.month))) continue;
    const domOk = days.has(Number(p.day));
    const dowOk = weekdays.has(names.indexOf(p.weekday!));
    const dayOk = domStar || dowStar ? domOk && dowOk : domOk || dowOk;
    if (dayOk) found.push(t);
  }
  return found;
}

describe('the example from the issue: */15 9-17 * * 1-5', () => {
  // Friday 2026-03-06 16:50 in New York; the clocks go forward on Sunday 8 March.
  const now = Date.UTC(2026, 2, 6, 21, 50, 0);

  it('describes it in plain language and in German and Arabic', async () => {
    expect(ok(analyzeCron('*/15 9-17 * * 1-5', { zone: 'UTC', now })).description).toBe('Every 15 minutes, between 9:00 AM and 5:59 PM, Monday through Friday');
    await loadDescriptionLocale('de');
    await loadDescriptionLocale('ar');
    expect(ok(analyzeCron('*/15 9-17 * * 1-5', { zone: 'UTC', now, locale: 'de' })).description).toBe('Alle 15 Minuten, zwischen 09:00 und 17:59, Montag bis Freitag');
    expect(ok(analyzeCron('*/15 9-17 * * 1-5', { zone: 'UTC', now, locale: 'ar' })).description).toMatch(/15.*الإثنين.*الجمعة/);
  });

  it('lists the next 10 runs in New York, across the change to daylight saving time, as a brute-force matcher finds them', () => {
    const result = ok(analyzeCron('*/15 9-17 * * 1-5', { zone: 'America/New_York', now }));
    expect(result.runs).toHaveLength(RUN_COUNT);
    expect(result.runs).toEqual(bruteForce('*/15 9-17 * * 1-5', 'America/New_York', now, RUN_COUNT));
    expect(result.runs.map((ms) => isoInZone(ms, 'America/New_York'))).toEqual([
      '2026-03-06T17:00:00-05:00',
      '2026-03-06T17:15:00-05:00',
      '2026-03-06T17:30:00-05:00',
      '2026-03-06T17:45:00-05:00',
      '2026-03-09T09:00:00-04:00',
      '2026-03-09T09:15:00-04:00',
      '2026-03-09T09:30:00-04:00',
      '2026-03-09T09:45:00-04:00',
      '2026-03-09T10:00:00-04:00',
      '2026-03-09T10:15:00-04:00',
    ]);
  });

  it('gives the same instants as different wall-clock times in another zone', () => {
    const tokyo = ok(analyzeCron('*/15 9-17 * * 1-5', { zone: 'Asia/Tokyo', now }));
    expect(tokyo.runs).toEqual(bruteForce('*/15 9-17 * * 1-5', 'Asia/Tokyo', now, RUN_COUNT));
    expect(isoInZone(tokyo.runs[0]!, 'Asia/Tokyo')).toBe('2026-03-09T09:00:00+09:00');
  });

  it('explains each field', () => {
    const { fields } = ok(analyzeCron('*/15 9-17 * * 1-5', { zone: 'UTC', now }));
    expect(fields.map((field) => [field.id, field.text, field.meaning])).toEqual([
      ['minute', '*/15', { kind: 'values', items: [0, 15, 30, 45].map((value) => ({ kind: 'value', value })) }],
      ['hour', '9-17', { kind: 'values', items: [{ kind: 'range', from: 9, to: 17 }] }],
      ['dayOfMonth', '*', { kind: 'any' }],
      ['month', '*', { kind: 'any' }],
      ['dayOfWeek', '1-5', { kind: 'values', items: [{ kind: 'range', from: 1, to: 5 }] }],
    ]);
  });
});

describe('invalid fields are named', () => {
  const now = Date.UTC(2026, 10, 28, 12);

  it('61 * * * * names the minute field and its range', () => {
    const result = analyzeCron('61 * * * *', { zone: 'UTC', now });
    expect(invalid(result)).toEqual([{ id: 'minute', reason: 'outOfRange', value: '61', min: 0, max: 59 }]);
    // The fields that read are still explained.
    expect(result.status === 'invalid' && result.fields.map((field) => field.meaning)).toEqual([null, { kind: 'any' }, { kind: 'any' }, { kind: 'any' }, { kind: 'any' }]);
  });

  it('names every invalid field, not only the first', () => {
    expect(invalid(analyzeCron('*/0 25 0 13 8', { zone: 'UTC', now }))).toEqual([
      { id: 'minute', reason: 'zeroStep' },
      { id: 'hour', reason: 'outOfRange', value: '25', min: 0, max: 23 },
      { id: 'dayOfMonth', reason: 'outOfRange', value: '0', min: 1, max: 31 },
      { id: 'month', reason: 'outOfRange', value: '13', min: 1, max: 12 },
      { id: 'dayOfWeek', reason: 'outOfRange', value: '8', min: 0, max: 7 },
    ]);
  });

  it('reads the seconds field and its errors', () => {
    expect(invalid(analyzeCron('60 * * * * *', { zone: 'UTC', now }))).toEqual([{ id: 'second', reason: 'outOfRange', value: '60', min: 0, max: 59 }]);
  });

  it('says what is wrong with letters, backwards ranges, empty list items and H', () => {
    expect(invalid(analyzeCron('a 5-1 1,,2 * H', { zone: 'UTC', now }))).toEqual([
      { id: 'minute', reason: 'invalidCharacters', value: 'a' },
      { id: 'hour', reason: 'backwardsRange', value: '5-1' },
      { id: 'dayOfMonth', reason: 'emptyListItem' },
      { id: 'dayOfWeek', reason: 'randomValue' },
    ]);
  });

  it('a day no chosen month has is named on the day of the month', () => {
    expect(invalid(analyzeCron('0 0 31 4,6 *', { zone: 'UTC', now }))).toEqual([{ id: 'dayOfMonth', reason: 'impossibleDay' }]);
  });

  it('counts the fields and knows the macros', () => {
    expect(analyzeCron('* * * *', { zone: 'UTC', now })).toEqual({ status: 'fieldCount', count: 4 });
    expect(analyzeCron('* * * * * * *', { zone: 'UTC', now })).toEqual({ status: 'fieldCount', count: 7 });
    expect(analyzeCron('@fortnightly', { zone: 'UTC', now })).toEqual({ status: 'unknownMacro', macro: '@fortnightly' });
    expect(analyzeCron('@reboot', { zone: 'UTC', now })).toEqual({ status: 'reboot' });
    expect(analyzeCron('   ', { zone: 'UTC', now })).toEqual({ status: 'empty' });
    expect(analyzeCron('1 '.repeat(150), { zone: 'UTC', now })).toEqual({ status: 'tooLong' });
  });
});

describe('macros, seconds and the special days', () => {
  const now = Date.UTC(2026, 10, 28, 12); // Saturday 28 November 2026, noon UTC

  it('@daily is 0 0 * * *, described and run at midnight in the zone', () => {
    const daily = ok(analyzeCron('@daily', { zone: 'Europe/Berlin', now }));
    expect(daily.macro).toBe('@daily');
    expect(daily.fields.map((field) => field.text).join(' ')).toBe('0 0 * * *');
    expect(daily.description).toBe('At 12:00 AM');
    expect(daily.runs.map((ms) => isoInZone(ms, 'Europe/Berlin')).slice(0, 2)).toEqual(['2026-11-29T00:00:00+01:00', '2026-11-30T00:00:00+01:00']);
    expect(ok(analyzeCron('@WEEKLY', { zone: 'UTC', now })).runs.map((ms) => isoInZone(ms, 'UTC'))[0]).toBe('2026-11-29T00:00:00Z');
  });

  it('a sixth field is seconds', () => {
    const result = ok(analyzeCron('*/20 * * * * *', { zone: 'UTC', now }));
    expect(result.hasSeconds).toBe(true);
    expect(result.description).toBe('Every 20 seconds');
    expect(result.runs).toEqual(bruteForce('*/20 * * * * *', 'UTC', now, RUN_COUNT));
    expect(result.runs.slice(0, 3).map((ms) => isoInZone(ms, 'UTC'))).toEqual(['2026-11-28T12:00:20Z', '2026-11-28T12:00:40Z', '2026-11-28T12:01:00Z']);
  });

  it('day of month and day of week together: either one (standard cron)', () => {
    const result = ok(analyzeCron('0 9 1 * 1', { zone: 'UTC', now }));
    expect(result.dayOr).toBe(true);
    expect(result.runs).toEqual(bruteForce('0 9 1 * 1', 'UTC', now, RUN_COUNT));
    expect(result.runs.slice(0, 3).map((ms) => isoInZone(ms, 'UTC'))).toEqual(['2026-11-30T09:00:00Z', '2026-12-01T09:00:00Z', '2026-12-07T09:00:00Z']);
    expect(ok(analyzeCron('0 9 * * 1', { zone: 'UTC', now })).dayOr).toBe(false);
  });

  it('explains L, 5L, 1#2, names and 7 for Sunday', () => {
    const meaning = (expression: string, index: number) => ok(analyzeCron(expression, { zone: 'UTC', now })).fields[index]!.meaning;
    expect(meaning('0 0 L * *', 2)).toEqual({ kind: 'values', items: [{ kind: 'lastDay' }] });
    expect(meaning('0 0 * * 5L', 4)).toEqual({ kind: 'values', items: [{ kind: 'lastWeekday', weekday: 5 }] });
    expect(meaning('0 0 * * 1#2', 4)).toEqual({ kind: 'values', items: [{ kind: 'nthWeekday', weekday: 1, n: 2 }] });
    expect(meaning('0 0 * JAN,MAR *', 3)).toEqual({ kind: 'values', items: [{ kind: 'value', value: 1 }, { kind: 'value', value: 3 }] });
    expect(meaning('0 0 * * 7', 4)).toEqual({ kind: 'values', items: [{ kind: 'value', value: 0 }] });
    expect(meaning('0 0 * * 0-6', 4)).toEqual({ kind: 'any' });
    expect(ok(analyzeCron('0 0 * * 7', { zone: 'UTC', now })).description).toBe('At 12:00 AM, only on Sunday');
    expect(ok(analyzeCron('0 0 * * 5L', { zone: 'UTC', now })).runs.map((ms) => isoInZone(ms, 'UTC')).slice(0, 2)).toEqual(['2026-12-25T00:00:00Z', '2027-01-29T00:00:00Z']);
  });

  it('a rare schedule still finds its runs: 29 February', () => {
    const leap = ok(analyzeCron('0 0 29 2 *', { zone: 'UTC', now }));
    expect(leap.runs.slice(0, 2).map((ms) => isoInZone(ms, 'UTC'))).toEqual(['2028-02-29T00:00:00Z', '2032-02-29T00:00:00Z']);
  });
});

describe('properties', () => {
  const zones = ['UTC', 'America/New_York', 'Europe/Berlin', 'Asia/Kolkata', 'Australia/Adelaide'];
  const list = (min: number, max: number) => fc.uniqueArray(fc.integer({ min, max }), { minLength: 1, maxLength: 4 }).map((values) => values.join(','));
  const range = (min: number, max: number) =>
    fc.tuple(fc.integer({ min, max }), fc.integer({ min, max })).map(([a, b]) => `${Math.min(a, b)}-${Math.max(a, b)}`);
  const step = (max: number) => fc.integer({ min: 1, max }).map((n) => `*/${n}`);
  const field = (min: number, max: number, stepMax: number) => fc.oneof(fc.constant('*'), list(min, max), range(min, max), step(stepMax));
  // Hours from 4: a daylight-saving jump (between 0:00 and 3:00 in these zones) makes a time
  // that does not exist or happens twice, where cron implementations differ.
  const expression = fc
    .tuple(field(0, 59, 30), fc.oneof(list(4, 23), range(4, 23)), fc.oneof(fc.constant('*'), list(1, 28)), fc.constant('*'), fc.oneof(fc.constant('*'), list(0, 6), range(1, 5)))
    .map((fields) => fields.join(' '));
  const instant = fc.integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2030, 0, 1) });

  it('the runs are the first 10 matching minutes a brute-force matcher finds, strictly after now', () => {
    fc.assert(
      fc.property(expression, fc.constantFrom(...zones), instant, (text, zone, now) => {
        const result = ok(analyzeCron(text, { zone, now }));
        expect(result.runs).toEqual(bruteForce(text, zone, now, RUN_COUNT));
      }),
      { numRuns: 25 },
    );
  });

  it('never throws, and only valid expressions give runs, in increasing order', () => {
    const token = fc.constantFrom('*', '0', '5', '59', '60', '7', '-', ',', '/', '*/2', 'L', '#', 'MON', 'x', '1-3', '?', '');
    const text = fc.array(fc.array(token, { minLength: 1, maxLength: 3 }).map((t) => t.join('')), { minLength: 1, maxLength: 7 }).map((f) => f.join(' '));
    fc.assert(
      fc.property(text, (input) => {
        const result = analyzeCron(input, { zone: 'UTC', now: Date.UTC(2026, 0, 1) });
        if (result.status === 'ok') {
          for (let i = 1; i < result.runs.length; i++) expect(result.runs[i]!).toBeGreaterThan(result.runs[i - 1]!);
          expect(result.fields.every((f) => f.problem === null && f.meaning !== null)).toBe(true);
        }
        if (result.status === 'invalid') expect(result.fields.some((f) => f.problem !== null)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('compress keeps every value exactly once', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 0, max: 59 })), (values) => {
        const back = compress(values).flatMap((item) =>
          item.kind === 'value' ? [item.value] : item.kind === 'range' ? Array.from({ length: item.to - item.from + 1 }, (_, i) => item.from + i) : [],
        );
        expect(back).toEqual([...values].sort((a, b) => a - b));
      }),
    );
  });
});

describe('helpers', () => {
  it('splits fields and expands macros case-insensitively', () => {
    expect(splitExpression('  0  9 * * 1 ')).toEqual({
      kind: 'fields',
      hasSeconds: false,
      macro: null,
      fields: [
        { id: 'minute', text: '0' },
        { id: 'hour', text: '9' },
        { id: 'dayOfMonth', text: '*' },
        { id: 'month', text: '*' },
        { id: 'dayOfWeek', text: '1' },
      ],
    });
    expect(splitExpression('@Hourly')).toMatchObject({ kind: 'fields', macro: '@hourly' });
  });

  it('H is a random value only as a token of its own (THU is Thursday)', () => {
    expect(hasRandomValue('H')).toBe(true);
    expect(hasRandomValue('H/5')).toBe(true);
    expect(hasRandomValue('1,H')).toBe(true);
    expect(hasRandomValue('THU')).toBe(false);
    expect(hasRandomValue('MON-THU')).toBe(false);
  });

  it('fieldMeaning: every weekday written out is any day', () => {
    expect(fieldMeaning('dayOfWeek', { values: [0, 1, 2, 3, 4, 5, 6, 7], isWildcard: false })).toEqual({ kind: 'any' });
    expect(fieldMeaning('hour', { values: [1, 2], isWildcard: false })).toEqual({ kind: 'values', items: [{ kind: 'value', value: 1 }, { kind: 'value', value: 2 }] });
  });

  it('writes ISO 8601 with the offset, Z for UTC, half-hour zones too', () => {
    const ms = Date.UTC(2026, 5, 1, 12, 0, 0);
    expect(isoInZone(ms, 'UTC')).toBe('2026-06-01T12:00:00Z');
    expect(isoInZone(ms, 'Asia/Kolkata')).toBe('2026-06-01T17:30:00+05:30');
    expect(isoInZone(ms, 'America/St_Johns')).toBe('2026-06-01T09:30:00-02:30');
  });

  it('knows time zones through Intl, UTC first', () => {
    expect(isTimeZone('Europe/Berlin')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    const zones = timeZones();
    expect(zones[0]).toBe('UTC');
    expect(zones).toContain('America/New_York');
    expect(new Set(zones).size).toBe(zones.length);
  });
});
