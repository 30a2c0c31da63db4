/**
 * Time-zone arithmetic on the browser's own zone data: `Intl.DateTimeFormat` knows every IANA
 * zone and its rules (daylight saving included), so nothing is downloaded. React-free.
 *
 * A wall time is a date and a clock time without a zone ({ year, month, day, hour, minute }).
 * In a zone it names zero, one or two instants:
 * - none in a gap, when the clocks jump forward (2026-03-29 01:30 in Europe/London): the time is
 *   shifted forward by the gap, as clocks and calendars do (01:30 GMT → 02:30 BST);
 * - two in an overlap, when the clocks go back (2026-10-25 01:30 in Europe/London): the earlier
 *   one is shown and the later one offered.
 */

export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Zone ids the tool accepts: `Intl.supportedValuesOf('timeZone')` plus UTC (which the list leaves out). */
let zoneList: readonly string[] | null = null;
export function allZones(): readonly string[] {
  if (!zoneList) {
    const supported = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
    zoneList = supported.includes('UTC') ? supported : [...supported, 'UTC'];
  }
  return zoneList;
}

const partsFormatters = new Map<string, Intl.DateTimeFormat | null>();
function partsFormatter(zone: string): Intl.DateTimeFormat | null {
  let formatter = partsFormatters.get(zone);
  if (formatter === undefined) {
    try {
      formatter = new Intl.DateTimeFormat('en-US', {
        timeZone: zone,
        hourCycle: 'h23',
        era: 'short',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      });
    } catch {
      formatter = null;
    }
    partsFormatters.set(zone, formatter);
  }
  return formatter;
}

/** Whether the browser knows `zone` (an IANA id such as Europe/Berlin, or UTC). */
export function isValidZone(zone: unknown): zone is string {
  return typeof zone === 'string' && zone.length > 0 && zone.length <= 64 && partsFormatter(zone) !== null;
}

/** The zone's id as the browser writes it (europe/berlin → Europe/Berlin), or null when unknown. */
export function canonicalZone(zone: unknown): string | null {
  if (!isValidZone(zone)) return null;
  const resolved = partsFormatter(zone)?.resolvedOptions().timeZone ?? zone;
  // Browsers resolve some ids to their old names (Asia/Kolkata → Asia/Calcutta): keep the list's spelling.
  const list = allZones();
  if (list.includes(zone)) return zone;
  const lower = zone.toLowerCase();
  return list.find((z) => z.toLowerCase() === lower) ?? resolved;
}

/** The wall time in `zone` at `instant` (ms since the epoch), to the minute, and its seconds dropped. */
export function wallTimeAt(instant: number, zone: string): WallTime {
  const formatter = partsFormatter(zone);
  if (!formatter) throw new RangeError(`Unknown time zone: ${zone}`);
  const parts: Record<string, string> = {};
  for (const part of formatter.formatToParts(instant)) parts[part.type] = part.value;
  const yearOfEra = Number(parts.year);
  return {
    year: parts.era === 'BC' || parts.era === 'B' ? 1 - yearOfEra : yearOfEra,
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
  };
}

/** The wall time read as if it were UTC, in ms (years 0–99 kept as they are). */
export function wallAsUtc({ year, month, day, hour, minute }: WallTime): number {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(hour, minute, 0, 0);
  return date.getTime();
}

/** The zone's offset from UTC at `instant`, in minutes (Asia/Kolkata: 330). */
export function offsetAt(instant: number, zone: string): number {
  const floored = Math.floor(instant / MINUTE) * MINUTE;
  return Math.round((wallAsUtc(wallTimeAt(floored, zone)) - floored) / MINUTE);
}

export type Resolution =
  | { kind: 'exact'; instant: number }
  /** In a gap: `instant` is the wall time shifted forward by the gap (`gapMinutes`). */
  | { kind: 'gap'; instant: number; gapMinutes: number; shifted: WallTime }
  /** In an overlap: `instant` is the earlier of the two, `later` the other. */
  | { kind: 'overlap'; instant: number; later: number };

/** The instant(s) a wall time names in `zone` (see the file comment for gaps and overlaps). */
export function resolveWallTime(wall: WallTime, zone: string): Resolution {
  const local = wallAsUtc(wall);
  // A zone's offset changes at most once within a day either side of any instant it has used.
  const offsets = new Set([offsetAt(local - DAY, zone), offsetAt(local, zone), offsetAt(local + DAY, zone)]);
  const found = new Set<number>();
  for (const offset of offsets) {
    const instant = local - offset * MINUTE;
    if (offsetAt(instant, zone) === offset) found.add(instant);
  }
  const instants = [...found].sort((a, b) => a - b);
  const [first, last] = [instants[0], instants[instants.length - 1]];
  if (first !== undefined && last !== undefined) return first === last ? { kind: 'exact', instant: first } : { kind: 'overlap', instant: first, later: last };
  // A gap: read with the offset before the change, the wall time lands after it, moved forward.
  const before = offsetAt(local - DAY, zone);
  const after = offsetAt(local + DAY, zone);
  const instant = local - before * MINUTE;
  return { kind: 'gap', instant, gapMinutes: after - before, shifted: wallTimeAt(instant, zone) };
}

/** The wall time after `wall` by `minutes` (calendar arithmetic, no zone). */
export function addMinutes(wall: WallTime, minutes: number): WallTime {
  const date = new Date(wallAsUtc(wall) + minutes * MINUTE);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate(), hour: date.getUTCHours(), minute: date.getUTCMinutes() };
}

/** Days from the calendar date of `a` to that of `b` (−1, 0, +1 between zones). */
export function dayDifference(a: WallTime, b: WallTime): number {
  const day = (w: WallTime) => wallAsUtc({ ...w, hour: 0, minute: 0 }) / DAY;
  return Math.round(day(b) - day(a));
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** YYYY-MM-DD of a wall time. */
export const isoDate = (w: WallTime) => `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}`;
/** HH:MM (24-hour) of a wall time. */
export const clockTime = (w: Pick<WallTime, 'hour' | 'minute'>) => `${pad(w.hour)}:${pad(w.minute)}`;

/** An offset in minutes as UTC+05:30, UTC−04:00 or UTC±00:00 (a real minus sign). */
export function formatOffset(minutes: number): string {
  if (minutes === 0) return 'UTC±00:00';
  const abs = Math.abs(minutes);
  return `UTC${minutes < 0 ? '\u2212' : '+'}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** A date as typed: YYYY-MM-DD with a real calendar date in the years 1–9999, else null. */
export function parseDate(text: unknown): Pick<WallTime, 'year' | 'month' | 'day'> | null {
  if (typeof text !== 'string') return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1) return null;
  const wall = { year, month, day, hour: 0, minute: 0 };
  const check = addMinutes(wall, 0);
  return check.day === day && check.month === month ? { year, month, day } : null;
}

/** A clock time as typed: HH:MM, 24-hour (a seconds part is ignored), else null. */
export function parseTime(text: unknown): Pick<WallTime, 'hour' | 'minute'> | null {
  if (typeof text !== 'string') return null;
  const match = /^(\d{1,2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/.exec(text.trim());
  if (!match) return null;
  const [hour, minute] = [Number(match[1]), Number(match[2])];
  return hour <= 23 && minute <= 59 ? { hour, minute } : null;
}

/** The city of a zone id: the part after the last slash, underscores as spaces (America/New_York → New York). */
export function zoneCity(zone: string): string {
  return zone.slice(zone.lastIndexOf('/') + 1).replace(/_/g, ' ');
}

/**
 * An offset as people type it: +05:30, -3, +0530, UTC+9, GMT-03:00, UTC+5.5, or plain UTC/GMT
 * (zero). Returns minutes, or null when the text is not an offset.
 */
export function parseOffsetQuery(query: string): number | null {
  const text = query.trim().toUpperCase().replace(/[\u2212\u2013]/g, '-').replace(/\s+/g, '');
  if (text === 'UTC' || text === 'GMT' || text === 'Z') return 0;
  const match = /^(?:UTC|GMT)?([+-]|±)(\d{1,2})(?:(?::?(\d{2}))|(?:\.(\d+)))?$/.exec(text);
  if (!match) return null;
  const hours = Number(match[2]);
  const minutes = match[3] !== undefined ? Number(match[3]) : match[4] !== undefined ? Math.round(Number(`0.${match[4]}`) * 60) : 0;
  if (hours > 14 || minutes > 59) return null;
  const total = hours * 60 + minutes;
  return match[1] === '-' ? -total : total;
}

const abbreviationFormatters = new Map<string, Intl.DateTimeFormat>();
/** The zone's short name in US English at `instant` where one exists (EDT, PST), else its GMT offset text. */
export function zoneAbbreviation(zone: string, instant: number): string {
  let formatter = abbreviationFormatters.get(zone);
  if (!formatter) abbreviationFormatters.set(zone, (formatter = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'short' })));
  return formatter.formatToParts(instant).find((p) => p.type === 'timeZoneName')?.value ?? '';
}

export interface ZoneMatch {
  zone: string;
  offset: number;
}

/**
 * Zones matching a search: by city or zone id (New York, new_york, america/), by offset
 * (+05:30, UTC+9, GMT-3) or by abbreviation (EST, PDT) at `instant`. Cities that start with the
 * text come first; at most `limit` results.
 */
export function searchZones(query: string, instant: number, limit = 50, zones: readonly string[] = allZones()): ZoneMatch[] {
  const text = query.trim().toLowerCase();
  if (text === '') return zones.slice(0, limit).map((zone) => ({ zone, offset: offsetAt(instant, zone) }));
  const offset = parseOffsetQuery(text);
  const words = text.replace(/_/g, ' ');
  const ranked: { zone: string; offset: number; rank: number }[] = [];
  for (const zone of zones) {
    const city = zoneCity(zone).toLowerCase();
    const id = zone.toLowerCase().replace(/_/g, ' ');
    let rank = -1;
    if (city.startsWith(words)) rank = 0;
    else if (city.includes(words)) rank = 1;
    else if (id.includes(words)) rank = 2;
    let zoneOffset: number | null = null;
    if (rank < 0 && offset !== null) {
      zoneOffset = offsetAt(instant, zone);
      if (zoneOffset === offset) rank = 3;
    }
    if (rank < 0 && /^[a-z]{2,5}$/.test(text) && zoneAbbreviation(zone, instant).toLowerCase() === text) rank = 3;
    if (rank >= 0) ranked.push({ zone, offset: zoneOffset ?? offsetAt(instant, zone), rank });
  }
  ranked.sort((a, b) => a.rank - b.rank || a.zone.localeCompare(b.zone));
  return ranked.slice(0, limit).map(({ zone, offset: o }) => ({ zone, offset: o }));
}

/** The first hour of the working day and the hour it ends (9–17: a cell from 09:00 to 16:00 starts a working hour). */
export const WORK_START = 9;
export const WORK_END = 17;

/** Whether the hour starting at this wall time lies wholly within working hours (09:00–17:00). */
export const isWorkingHour = (w: Pick<WallTime, 'hour' | 'minute'>) => {
  const minutes = w.hour * 60 + w.minute;
  return minutes >= WORK_START * 60 && minutes + 60 <= WORK_END * 60;
};

export interface StripCell {
  /** The instant the hour starts. */
  instant: number;
  wall: WallTime;
  working: boolean;
  /** Days from the source date (−1, 0, +1). */
  dayShift: number;
}

export interface MeetingStrip {
  /** Instants of the 24 hours, from midnight of the date in the source zone. */
  hours: number[];
  /** One row per zone, in the order given. */
  rows: { zone: string; cells: StripCell[] }[];
  /** Indexes of the hours that are working hours in every zone. */
  common: number[];
}

/**
 * 24 hours from midnight of `date` in the source zone (a real hour each, so on a changeover day
 * the source row skips or repeats a clock hour), shown in every zone with its working hours.
 */
export function meetingStrip(date: Pick<WallTime, 'year' | 'month' | 'day'>, source: string, zones: readonly string[]): MeetingStrip {
  const midnight = { ...date, hour: 0, minute: 0 };
  const start = resolveWallTime(midnight, source).instant;
  const hours = Array.from({ length: 24 }, (_, i) => start + i * HOUR);
  const rows = zones.map((zone) => ({
    zone,
    cells: hours.map((instant) => {
      const wall = wallTimeAt(instant, zone);
      return { instant, wall, working: isWorkingHour(wall), dayShift: dayDifference(midnight, wall) };
    }),
  }));
  const common = hours.flatMap((_, i) => (rows.length > 0 && rows.every((row) => row.cells[i]?.working) ? [i] : []));
  return { hours, rows, common };
}

/** Consecutive indexes grouped into [first, last] runs: [9, 10, 11, 14] → [[9, 11], [14, 14]]. */
export function runs(indexes: readonly number[]): [number, number][] {
  const result: [number, number][] = [];
  for (const i of indexes) {
    const last = result[result.length - 1];
    if (last && last[1] === i - 1) last[1] = i;
    else result.push([i, i]);
  }
  return result;
}

/** Zones list as given in a link or attribute: comma-separated ids, unknown and repeated ones dropped. */
export function parseZoneList(value: unknown, max = 12): string[] {
  if (typeof value !== 'string' && !Array.isArray(value)) return [];
  const items = typeof value === 'string' ? value.split(',') : value;
  const zones: string[] = [];
  for (const item of items) {
    const zone = canonicalZone(typeof item === 'string' ? item.trim() : item);
    if (zone && !zones.includes(zone) && zones.length < max) zones.push(zone);
  }
  return zones;
}
