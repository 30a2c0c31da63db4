/**
 * The timestamp converter's logic: Unix time in seconds, milliseconds or microseconds (detected by
 * size) and date-times in ISO 8601 or RFC 2822, read into one instant, written back in every form.
 * Pure: no React, no DOM. The instant is kept as whole microseconds (a BigInt), so seconds →
 * ISO → seconds is exact and no float noise reaches the screen. Nothing here creates an Intl
 * object except `zoneReader` for a named zone (called only once a value is shown).
 */

/** Units a number can be read in. */
export const UNITS = ['s', 'ms', 'us'] as const;
export type TimeUnit = (typeof UNITS)[number];
/** The Unit setting: one of the units, or detected from the number's size. */
export const UNIT_CHOICES = ['auto', ...UNITS] as const;
export type UnitChoice = (typeof UNIT_CHOICES)[number];

export const isUnitChoice = (value: unknown): value is UnitChoice => UNIT_CHOICES.includes(value as UnitChoice);

/** Why an input was refused; the screen words each one (messages/<locale>.ts). */
export type InvalidReason = 'notATimestamp' | 'tooLarge' | 'outOfRange' | 'impossibleDate' | 'wrongWeekday';

/** How the input was read: a number in a unit (and whether the unit was detected) or a date-time. */
export type Reading =
  | { kind: 'number'; unit: TimeUnit; detected: boolean }
  | { kind: 'date'; format: 'iso' | 'rfc2822'; zone: 'given' | 'local' };

export type Parsed =
  | { status: 'empty' }
  | { status: 'ok'; micros: bigint; reading: Reading }
  | { status: 'invalid'; reason: InvalidReason; weekday?: { given: string; actual: string } };

/** The largest time a JavaScript date holds: ±100,000,000 days from 1970, in microseconds. */
export const MAX_MICROS = 8_640_000_000_000_000_000n;
const MAX_MS = 8.64e15;

/** Offsets of a time zone, in minutes east of UTC, at an instant (ms since 1970). */
export type ZoneReader = (instantMs: number) => number;

/** The offset of the machine's own zone (no Intl). */
export const localZone: ZoneReader = (ms) => {
  const offset = -new Date(ms).getTimezoneOffset();
  return Number.isFinite(offset) && offset !== 0 ? offset : 0; // never -0 or NaN (past the date range)
};

/** UTC: no offset. */
export const utcZone: ZoneReader = () => 0;

const zoneFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The offset of a named IANA zone, read from Intl (created at the first call, never while a page
 * loads). Returns null for a name Intl does not know.
 */
export function zoneReader(timeZone: string): ZoneReader | null {
  let format = zoneFormats.get(timeZone);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat('en-US', {
        timeZone,
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
      return null;
    }
    zoneFormats.set(timeZone, format);
  }
  const zoneFormat = format;
  return (ms) => {
    const whole = Math.floor(ms / 1000) * 1000;
    if (!(Math.abs(whole) <= MAX_MS)) return 0; // past the date range: the caller refuses it
    const parts: Record<string, string> = {};
    for (const part of zoneFormat.formatToParts(new Date(whole))) parts[part.type] = part.value;
    const year = parts.era === 'BC' || parts.era === 'B' ? 1 - Number(parts.year) : Number(parts.year);
    const wall = utcMs(year, Number(parts.month), Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
    const offset = Math.round((wall - whole) / 60_000);
    return offset === 0 ? 0 : offset;
  };
}

/** Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's days_from_civil; no Date, so no range limit). */
function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

/** Milliseconds since 1970 of a UTC wall time, for any year (the caller checks the date range). */
function utcMs(year: number, month: number, day: number, hour = 0, minute = 0, second = 0): number {
  return daysFromCivil(year, month, day) * 86_400_000 + ((hour * 60 + minute) * 60 + second) * 1000;
}

/** Numbers at or above these sizes are read as the next finer unit (Auto): 1e11 s is the year 5138. */
const DETECT_LIMITS: Array<[TimeUnit, number]> = [
  ['s', 1e11],
  ['ms', 1e14],
  ['us', 1e17],
];

const MICROS_PER: Record<TimeUnit, bigint> = { s: 1_000_000n, ms: 1000n, us: 1n };
const FRACTION_DIGITS: Record<TimeUnit, number> = { s: 6, ms: 3, us: 0 };

/** A number as people type it: sign, digits grouped by commas, spaces or underscores, an optional fraction. */
const NUMBER = /^([+-]?)(\d{1,3}(?:[ ,_\u00a0\u202f]\d{3})+|\d+)(?:\.(\d*))?$/;

/** The unit Auto picks for a number of this size (null: too large even for microseconds). */
export function detectUnit(magnitude: number): TimeUnit | null {
  for (const [unit, limit] of DETECT_LIMITS) if (magnitude < limit) return unit;
  return null;
}

function parseNumber(text: string, choice: UnitChoice): Parsed | null {
  const match = NUMBER.exec(text.replace(/\u2212/g, '-'));
  if (!match) return null;
  const [, sign, grouped, fraction = ''] = match;
  const whole = grouped!.replace(/\D/g, '');
  const magnitude = Number(`${whole}.${fraction || '0'}`);
  const unit = choice === 'auto' ? detectUnit(magnitude) : choice;
  if (unit === null) return { status: 'invalid', reason: 'tooLarge' };
  // Digits finer than a microsecond are dropped (towards the past, as floor does).
  const digits = FRACTION_DIGITS[unit];
  const kept = fraction.slice(0, digits).padEnd(digits, '0');
  const dropped = /[1-9]/.test(fraction.slice(digits));
  let micros = BigInt(whole) * MICROS_PER[unit] + (digits > 0 ? BigInt(kept) : 0n);
  if (sign === '-') micros = -micros - (dropped ? 1n : 0n);
  if (micros > MAX_MICROS || micros < -MAX_MICROS) return { status: 'invalid', reason: 'outOfRange' };
  return { status: 'ok', micros, reading: { kind: 'number', unit, detected: choice === 'auto' } };
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** Days in a month of the proleptic Gregorian calendar (no Date: it must work at the range's ends). */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** Microseconds within the second. */
  micro: number;
}

const validWall = (w: WallTime) =>
  w.month >= 1 && w.month <= 12 && w.day >= 1 && w.day <= daysInMonth(w.year, w.month) && w.hour <= 23 && w.minute <= 59 && w.second <= 59;

/** Offset text: Z, UTC, GMT, UT, ±HH, ±HHMM, ±HH:MM; or a North American zone RFC 2822 names. */
const NAMED_OFFSETS: Record<string, number> = { Z: 0, UT: 0, UTC: 0, GMT: 0, EST: -300, EDT: -240, CST: -360, CDT: -300, MST: -420, MDT: -360, PST: -480, PDT: -420 };

function offsetMinutes(text: string): number | null {
  const named = NAMED_OFFSETS[text.toUpperCase()];
  if (named !== undefined) return named;
  const match = /^([+-])(\d{2}):?(\d{2})?$/.exec(text);
  if (!match) return null;
  const hours = Number(match[2]);
  const minutes = Number(match[3] ?? '0');
  if (hours > 23 || minutes > 59) return null;
  return (match[1] === '-' ? -1 : 1) * (hours * 60 + minutes);
}

/** The instant of a wall time: at a given offset, or in `zone` (two passes for the zone's offset). */
function wallToMicros(w: WallTime, offset: number | null, zone: ZoneReader): bigint | null {
  const wall = utcMs(w.year, w.month, w.day, w.hour, w.minute, w.second);
  if (!Number.isFinite(wall)) return null;
  let ms: number;
  if (offset !== null) ms = wall - offset * 60_000;
  else {
    const guess = wall - zone(wall) * 60_000;
    ms = wall - zone(guess) * 60_000;
  }
  return BigInt(ms) * 1000n + BigInt(w.micro);
}

const ISO =
  /^([+-]\d{6}|\d{4})-(\d{2})-(\d{2})(?:(?:T|t|\s+)(\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?)?\s*(Z|z|[+-]\d{2}(?::?\d{2})?|UTC|GMT)?$/;

const RFC2822 = new RegExp(
  `^(?:(${WEEKDAYS.join('|')})[a-z]*,?\\s+)?(\\d{1,2})\\s+(${MONTHS.join('|')})[a-z]*\\.?\\s+(\\d{4})\\s+(\\d{1,2}):(\\d{2})(?::(\\d{2}))?\\s*(Z|UTC|UT|GMT|[ECMP][SD]T|[+-]\\d{4})?(?:\\s*\\([^)]*\\))?$`,
  'i',
);

const capitalized = (word: string) => word.slice(0, 1).toUpperCase() + word.slice(1, 3).toLowerCase();

function finish(w: WallTime, offsetText: string | undefined, format: 'iso' | 'rfc2822', zone: ZoneReader, weekday?: string): Parsed {
  if (!validWall(w)) return { status: 'invalid', reason: 'impossibleDate' };
  const offset = offsetText === undefined ? null : offsetMinutes(offsetText);
  if (offsetText !== undefined && offset === null) return { status: 'invalid', reason: 'notATimestamp' };
  const micros = wallToMicros(w, offset, zone);
  if (micros === null || micros > MAX_MICROS || micros < -MAX_MICROS) return { status: 'invalid', reason: 'outOfRange' };
  if (weekday) {
    // The weekday named must be the weekday of the date itself (RFC 2822 § 3.3).
    const actual = WEEKDAYS[(((daysFromCivil(w.year, w.month, w.day) + 4) % 7) + 7) % 7]!;
    const given = capitalized(weekday);
    if (given !== actual) return { status: 'invalid', reason: 'wrongWeekday', weekday: { given, actual } };
  }
  return { status: 'ok', micros, reading: { kind: 'date', format, zone: offset === null ? 'local' : 'given' } };
}

function parseDate(text: string, zone: ZoneReader): Parsed | null {
  const iso = ISO.exec(text);
  if (iso) {
    const [, year, month, day, hour = '0', minute = '0', second = '0', fraction = '', offset] = iso;
    if (year === '-000000') return { status: 'invalid', reason: 'impossibleDate' };
    const wall: WallTime = {
      year: Number(year),
      month: Number(month),
      day: Number(day),
      hour: Number(hour),
      minute: Number(minute),
      second: Number(second),
      micro: Number(fraction.slice(0, 6).padEnd(6, '0')),
    };
    return finish(wall, offset, 'iso', zone);
  }
  const rfc = RFC2822.exec(text);
  if (rfc) {
    const [, weekday, day, month, year, hour, minute, second = '0', offset] = rfc;
    const wall: WallTime = {
      year: Number(year),
      month: MONTHS.indexOf(capitalized(month!)) + 1,
      day: Number(day),
      hour: Number(hour),
      minute: Number(minute),
      second: Number(second),
      micro: 0,
    };
    return finish(wall, offset, 'rfc2822', zone, weekday);
  }
  return null;
}

/**
 * Reads what was typed: a Unix time (in `unit`, or Auto: under 1e11 seconds, under 1e14
 * milliseconds, under 1e17 microseconds) or a date-time in ISO 8601 or RFC 2822. A date-time
 * without a zone is a wall time in `zone`. Numbers are read from `numberText`: the same text in
 * English number form (in German the screen passes "1700000000.5" for "1700000000,5"), while
 * dates are read as typed.
 */
export function parseTimestamp(text: string, unit: UnitChoice = 'auto', zone: ZoneReader = localZone, numberText: string = text): Parsed {
  const trimmed = text.trim();
  if (trimmed === '') return { status: 'empty' };
  return parseNumber(numberText.trim(), unit) ?? parseDate(trimmed, zone) ?? { status: 'invalid', reason: 'notATimestamp' };
}

/** Floor division and its remainder, for negative instants too. */
function divide(value: bigint, by: bigint): [bigint, bigint] {
  let quotient = value / by;
  let remainder = value % by;
  if (remainder < 0n) {
    quotient -= 1n;
    remainder += by;
  }
  return [quotient, remainder];
}

/** `micros` in `unit` as exact decimal text: 1700000000, 1700000000.5, -0.000001; never "-0". */
export function unixText(micros: bigint, unit: TimeUnit): string {
  const per = MICROS_PER[unit];
  const negative = micros < 0n;
  const size = negative ? -micros : micros;
  const whole = size / per;
  const fraction = (size % per).toString().padStart(FRACTION_DIGITS[unit], '0').replace(/0+$/, '');
  const text = fraction ? `${whole}.${fraction}` : `${whole}`;
  return negative ? `-${text}` : text;
}

/** The whole milliseconds of an instant (floor), as a Date takes them. */
export function instantMs(micros: bigint): number {
  return Number(divide(micros, 1000n)[0]);
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** 0000–9999 as four digits; beyond, ISO 8601's expanded form with sign and six digits (as JavaScript writes it). */
function isoYear(year: number): string {
  if (year >= 0 && year <= 9999) return pad(year, 4);
  return `${year < 0 ? '-' : '+'}${pad(Math.abs(year), 6)}`;
}

function isoFraction(micros: bigint): string {
  const sub = Number(divide(micros, 1_000_000n)[1]);
  if (sub === 0) return '';
  return sub % 1000 === 0 ? `.${pad(sub / 1000, 3)}` : `.${pad(sub, 6)}`;
}

/**
 * The calendar date of a day number (days since 1970-01-01), proleptic Gregorian, by arithmetic
 * (Howard Hinnant's civil_from_days): a wall time a few hours past either end of the date range
 * (the earliest instant seen from New York) has no Date, but it has a date.
 */
function civilFromDays(days: number): { year: number; month: number; day: number } {
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor((dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36_524) - Math.floor(dayOfEra / 146_096)) / 365);
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const mp = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

/** The wall-clock fields of an instant shifted by `offset` minutes. */
function fields(micros: bigint, offset: number) {
  const ms = instantMs(micros) + offset * 60_000;
  const days = Math.floor(ms / 86_400_000);
  const time = ms - days * 86_400_000;
  return {
    ...civilFromDays(days),
    hour: Math.floor(time / 3_600_000),
    minute: Math.floor(time / 60_000) % 60,
    second: Math.floor(time / 1000) % 60,
    weekday: (((days + 4) % 7) + 7) % 7,
  };
}

function offsetText(offset: number, colon: boolean): string {
  const size = Math.abs(offset);
  return `${offset < 0 ? '-' : '+'}${pad(Math.floor(size / 60))}${colon ? ':' : ''}${pad(size % 60)}`;
}

/**
 * ISO 8601: `2023-11-14T22:13:20Z` in UTC, or with the offset the wall time has at `offset`
 * minutes (`2023-11-14T23:13:20+01:00`). Fractions only when there are any: .123 or .123456.
 */
export function isoText(micros: bigint, offset: number | null = null): string {
  const f = fields(micros, offset ?? 0);
  const zone = offset === null ? 'Z' : offsetText(offset, true);
  return `${isoYear(f.year)}-${pad(f.month)}-${pad(f.day)}T${pad(f.hour)}:${pad(f.minute)}:${pad(f.second)}${isoFraction(micros)}${zone}`;
}

/** RFC 2822 in UTC, `Tue, 14 Nov 2023 22:13:20 +0000`; null outside the years 0000–9999 it can write. */
export function rfc2822Text(micros: bigint): string | null {
  const f = fields(micros, 0);
  if (f.year < 0 || f.year > 9999) return null;
  return `${WEEKDAYS[f.weekday]}, ${pad(f.day)} ${MONTHS[f.month - 1]} ${pad(f.year, 4)} ${pad(f.hour)}:${pad(f.minute)}:${pad(f.second)} +0000`;
}

export type RelativeUnit = 'year' | 'month' | 'week' | 'day' | 'hour' | 'minute' | 'second';

const RELATIVE_UNITS: Array<[RelativeUnit, number]> = [
  ['year', 365.2425 * 86_400_000],
  ['month', (365.2425 / 12) * 86_400_000],
  ['week', 7 * 86_400_000],
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
  ['second', 1000],
];

/**
 * How far `ms` is from `now` in the largest unit that fits at least once, rounded down: 3 days
 * ago is `{ value: -3, unit: 'day' }` (Intl.RelativeTimeFormat words it). Under a second: 0 seconds.
 */
export function relativeTime(ms: number, now: number): { value: number; unit: RelativeUnit } {
  const diff = ms - now;
  const size = Math.abs(diff);
  for (const [unit, length] of RELATIVE_UNITS) {
    if (size >= length) {
      const value = Math.floor(size / length);
      return { value: diff < 0 ? -value : value, unit };
    }
  }
  return { value: 0, unit: 'second' };
}

/** Every machine-written form of an instant (the words and local formats are the screen's). */
export interface Forms {
  seconds: string;
  milliseconds: string;
  microseconds: string;
  iso: string;
  rfc2822: string | null;
}

export function forms(micros: bigint): Forms {
  return {
    seconds: unixText(micros, 's'),
    milliseconds: unixText(micros, 'ms'),
    microseconds: unixText(micros, 'us'),
    iso: isoText(micros),
    rfc2822: rfc2822Text(micros),
  };
}

/** The input a "now" puts in the field: whole seconds, as most systems write Unix time. */
export function nowText(nowMs: number): string {
  return String(Math.floor(nowMs / 1000));
}
