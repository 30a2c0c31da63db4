import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CalendarDateTime, toZoned } from '@internationalized/date';
import { api } from '../../../src/tools/time-zone-converter/api';
import {
  allZones,
  canonicalZone,
  clockTime,
  formatOffset,
  isoDate,
  meetingStrip,
  offsetAt,
  parseDate,
  parseOffsetQuery,
  parseTime,
  parseZoneList,
  resolveWallTime,
  runs,
  searchZones,
  wallTimeAt,
  zoneCity,
  type WallTime,
} from '../../../src/tools/time-zone-converter/time-zone-converter';

const wall = (date: string, time: string): WallTime => {
  const d = parseDate(date);
  const t = parseTime(time);
  if (!d || !t) throw new Error(`not a wall time: ${date} ${time}`);
  return { ...d, ...t };
};
const show = (w: WallTime) => `${isoDate(w)} ${clockTime(w)}`;
/** Wall time in `zone` at `instant` by the engine's own formatter (an independent reading). */
const intlWall = (instant: number, zone: string) => {
  const parts = new Intl.DateTimeFormat('sv-SE', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(instant);
  return parts.replace(',', '');
};

describe('the worked example', () => {
  it('2026-07-01 09:00 America/New_York = 15:00 Europe/Berlin = 22:00 Asia/Tokyo', () => {
    const resolved = resolveWallTime(wall('2026-07-01', '09:00'), 'America/New_York');
    expect(resolved.kind).toBe('exact');
    expect(new Date(resolved.instant).toISOString()).toBe('2026-07-01T13:00:00.000Z');
    expect(show(wallTimeAt(resolved.instant, 'Europe/Berlin'))).toBe('2026-07-01 15:00');
    expect(show(wallTimeAt(resolved.instant, 'Asia/Tokyo'))).toBe('2026-07-01 22:00');
    expect(formatOffset(offsetAt(resolved.instant, 'America/New_York'))).toBe('UTC\u221204:00');
    expect(formatOffset(offsetAt(resolved.instant, 'Asia/Kolkata'))).toBe('UTC+05:30');
    expect(formatOffset(offsetAt(resolved.instant, 'UTC'))).toBe('UTC±00:00');
  });
});

describe('daylight saving', () => {
  it('2026-03-29 01:30 Europe/London is in the gap: shifted forward an hour to 02:30 BST', () => {
    const resolved = resolveWallTime(wall('2026-03-29', '01:30'), 'Europe/London');
    expect(resolved).toMatchObject({ kind: 'gap', gapMinutes: 60 });
    if (resolved.kind !== 'gap') return;
    expect(show(resolved.shifted)).toBe('2026-03-29 02:30');
    expect(new Date(resolved.instant).toISOString()).toBe('2026-03-29T01:30:00.000Z');
    // The same as @internationalized/date's "compatible" choice.
    expect(toZoned(new CalendarDateTime(2026, 3, 29, 1, 30), 'Europe/London', 'compatible').toDate().getTime()).toBe(resolved.instant);
  });

  it('2026-10-25 01:30 Europe/London happens twice: the earlier (BST) is shown, the later (GMT) offered', () => {
    const resolved = resolveWallTime(wall('2026-10-25', '01:30'), 'Europe/London');
    expect(resolved.kind).toBe('overlap');
    if (resolved.kind !== 'overlap') return;
    expect(new Date(resolved.instant).toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(new Date(resolved.later).toISOString()).toBe('2026-10-25T01:30:00.000Z');
    expect(offsetAt(resolved.instant, 'Europe/London')).toBe(60);
    expect(offsetAt(resolved.later, 'Europe/London')).toBe(0);
  });

  it('a gap of 30 minutes (Australia/Lord_Howe) and zones far from UTC', () => {
    const resolved = resolveWallTime(wall('2026-10-04', '02:15'), 'Australia/Lord_Howe');
    expect(resolved).toMatchObject({ kind: 'gap', gapMinutes: 30 });
    expect(resolveWallTime(wall('2026-07-01', '00:00'), 'Pacific/Kiritimati').kind).toBe('exact');
    expect(offsetAt(Date.UTC(2026, 6, 1), 'Pacific/Kiritimati')).toBe(14 * 60);
  });
});

describe('the conversion agrees with independent computations', () => {
  const zones = allZones();
  const zone = fc.constantFrom(...zones);
  // From 1973: before it, a few zones kept offsets with seconds (Africa/Monrovia, −0:44:30), which
  // the tool, working to the minute, rounds.
  const wallTime = fc.record({
    year: fc.integer({ min: 1973, max: 2037 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 28 }),
    hour: fc.integer({ min: 0, max: 23 }),
    minute: fc.integer({ min: 0, max: 59 }),
  });

  it('matches @internationalized/date (earlier in an overlap, moved forward in a gap)', () => {
    fc.assert(
      fc.property(wallTime, zone, (w, z) => {
        const resolved = resolveWallTime(w, z);
        const expected = toZoned(new CalendarDateTime(w.year, w.month, w.day, w.hour, w.minute), z, 'compatible').toDate().getTime();
        expect(resolved.instant).toBe(expected);
      }),
      { numRuns: 400 },
    );
  });

  it('an exact wall time reads back as typed through Intl, and every zone shows what Intl shows', () => {
    fc.assert(
      fc.property(wallTime, zone, zone, (w, from, to) => {
        const resolved = resolveWallTime(w, from);
        if (resolved.kind !== 'gap') expect(intlWall(resolved.instant, from)).toBe(show(w));
        expect(show(wallTimeAt(resolved.instant, to))).toBe(intlWall(resolved.instant, to));
      }),
      { numRuns: 400 },
    );
  });

  it('the offset is the difference between the wall time and UTC', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100_000_000, max: 2_100_000_000 }), zone, (seconds, z) => {
        const instant = seconds * 1000;
        const offset = offsetAt(instant, z);
        const utc = wallTimeAt(Math.floor(instant / 60_000) * 60_000 + offset * 60_000, 'UTC');
        expect(show(utc)).toBe(show(wallTimeAt(instant, z)));
      }),
      { numRuns: 300 },
    );
  });
});

describe('the meeting strip', () => {
  it('marks 09:00–16:00 (the hours within 9–17) in every zone and finds the common hours', () => {
    const strip = meetingStrip({ year: 2026, month: 7, day: 1 }, 'America/New_York', ['America/New_York', 'Europe/Berlin', 'Asia/Tokyo']);
    expect(strip.hours).toHaveLength(24);
    for (const row of strip.rows) {
      const working = row.cells.filter((c) => c.working).map((c) => c.wall.hour).sort((a, b) => a - b);
      expect(working).toEqual([9, 10, 11, 12, 13, 14, 15, 16]);
    }
    // New York midnight is 06:00 in Berlin and 13:00 in Tokyo.
    expect(strip.rows[1]?.cells[0]?.wall.hour).toBe(6);
    expect(strip.rows[2]?.cells[0]?.wall.hour).toBe(13);
    expect(strip.rows[2]?.cells[11]).toMatchObject({ wall: { hour: 0, day: 2 }, dayShift: 1 });
    // No hour is working time in New York, Berlin and Tokyo at once.
    expect(strip.common).toEqual([]);
    const europe = meetingStrip({ year: 2026, month: 7, day: 1 }, 'America/New_York', ['America/New_York', 'Europe/Berlin']);
    expect(runs(europe.common)).toEqual([[9, 10]]);
  });

  it('a half-hour zone has no working cell starting at 08:30 or 16:30', () => {
    const strip = meetingStrip({ year: 2026, month: 7, day: 1 }, 'UTC', ['Asia/Kolkata']);
    const working = (strip.rows[0]?.cells ?? []).filter((c) => c.working).map((c) => clockTime(c.wall));
    expect(working).toEqual(['09:30', '10:30', '11:30', '12:30', '13:30', '14:30', '15:30']);
  });

  it('on a changeover day the source row follows the real hours', () => {
    const strip = meetingStrip({ year: 2026, month: 3, day: 29 }, 'Europe/London', ['Europe/London']);
    expect((strip.rows[0]?.cells ?? []).slice(0, 3).map((c) => c.wall.hour)).toEqual([0, 2, 3]);
  });
});

describe('input parsing', () => {
  it('dates, times and offsets as people type them', () => {
    expect(parseDate('2026-02-29')).toBeNull();
    expect(parseDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseDate('26-1-1')).toBeNull();
    expect(parseTime('9:05')).toEqual({ hour: 9, minute: 5 });
    expect(parseTime('24:00')).toBeNull();
    expect(parseTime('23:59:30')).toEqual({ hour: 23, minute: 59 });
    expect(parseOffsetQuery('+05:30')).toBe(330);
    expect(parseOffsetQuery('UTC+9')).toBe(540);
    expect(parseOffsetQuery('gmt-3')).toBe(-180);
    expect(parseOffsetQuery('UTC\u22124')).toBe(-240);
    expect(parseOffsetQuery('+0545')).toBe(345);
    expect(parseOffsetQuery('UTC+5.5')).toBe(330);
    expect(parseOffsetQuery('Berlin')).toBeNull();
    expect(parseOffsetQuery('+15')).toBeNull();
  });

  it('zone lists from links drop unknown and repeated zones', () => {
    expect(parseZoneList('Europe/Berlin, Mars/Olympus, europe/berlin,Asia/Tokyo,UTC')).toEqual(['Europe/Berlin', 'Asia/Tokyo', 'UTC']);
    expect(canonicalZone('asia/tokyo')).toBe('Asia/Tokyo');
    expect(canonicalZone('Nowhere/Atall')).toBeNull();
    expect(zoneCity('America/Argentina/Buenos_Aires')).toBe('Buenos Aires');
  });
});

describe('zone search', () => {
  const july = Date.UTC(2026, 6, 1, 13);
  it('by city, by id, by offset and by abbreviation', () => {
    expect(searchZones('new york', july)[0]?.zone).toBe('America/New_York');
    expect(searchZones('new_york', july)[0]?.zone).toBe('America/New_York');
    expect(searchZones('Tokyo', july).map((m) => m.zone)).toContain('Asia/Tokyo');
    expect(searchZones('europe/ber', july)[0]?.zone).toBe('Europe/Berlin');
    const india = searchZones('+05:30', july);
    // The engine's list spells India's zone Asia/Kolkata or (older ICU) Asia/Calcutta.
    expect(india.some((m) => /^Asia\/(Kolkata|Calcutta)$/.test(m.zone))).toBe(true);
    expect(india.every((m) => m.offset === 330)).toBe(true);
    expect(searchZones('UTC+9', july).map((m) => m.zone)).toEqual(expect.arrayContaining(['Asia/Tokyo', 'Asia/Seoul']));
    expect(searchZones('EDT', july).map((m) => m.zone)).toContain('America/New_York');
    expect(searchZones('zzzz', july)).toEqual([]);
  });
});

describe('the declared inputs', () => {
  it('declares the date, time, source zone and zones', () => {
    expect(api.inputs.map((i) => i.name)).toEqual(['date', 'time', 'from', 'zones']);
  });
});
