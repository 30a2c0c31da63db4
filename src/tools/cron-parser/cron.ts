/**
 * The cron parser's light logic: splitting an expression into its fields, the macros, what a
 * field's values mean, and times written in a zone. No library and no React: the screen imports
 * this with the tool; the parsing and describing engines (cron-parser, cronstrue) live in
 * engine.ts, which the screen loads once there is an expression to read.
 */

/** The fields in the order they are written (the seconds field only in six-field expressions). */
export const FIELD_IDS = ['second', 'minute', 'hour', 'dayOfMonth', 'month', 'dayOfWeek'] as const;
export type FieldId = (typeof FIELD_IDS)[number];

/** The values each field accepts (the day of the week takes 0 and 7 for Sunday). */
export const FIELD_RANGE: Readonly<Record<FieldId, readonly [number, number]>> = {
  second: [0, 59],
  minute: [0, 59],
  hour: [0, 23],
  dayOfMonth: [1, 31],
  month: [1, 12],
  dayOfWeek: [0, 7],
};

/** The `@` shorthands and the five fields each stands for (as in Vixie cron and cronie). */
export const MACROS: Readonly<Record<string, string>> = {
  '@yearly': '0 0 1 1 *',
  '@annually': '0 0 1 1 *',
  '@monthly': '0 0 1 * *',
  '@weekly': '0 0 * * 0',
  '@daily': '0 0 * * *',
  '@midnight': '0 0 * * *',
  '@hourly': '0 * * * *',
};

/** Longest expression read (a cron line is short; this keeps links and work bounded). */
export const MAX_EXPRESSION_LENGTH = 200;

export interface FieldText {
  id: FieldId;
  text: string;
}

export type Split =
  | { kind: 'empty' }
  /** `@reboot`: once at start-up, no times to list. */
  | { kind: 'reboot' }
  | { kind: 'unknownMacro'; macro: string }
  /** Not 5 or 6 fields. */
  | { kind: 'fieldCount'; count: number }
  | { kind: 'tooLong' }
  /** The fields as written (or as a macro stands for), with the seconds field first when given. */
  | { kind: 'fields'; fields: FieldText[]; hasSeconds: boolean; macro: string | null };

/** Splits an expression at whitespace into its fields, expanding a macro. */
export function splitExpression(text: string): Split {
  const trimmed = text.trim();
  if (trimmed === '') return { kind: 'empty' };
  if (trimmed.length > MAX_EXPRESSION_LENGTH) return { kind: 'tooLong' };
  if (trimmed.startsWith('@')) {
    const macro = trimmed.toLowerCase();
    if (macro === '@reboot') return { kind: 'reboot' };
    const fields = MACROS[macro];
    if (!fields) return { kind: 'unknownMacro', macro: trimmed };
    return { kind: 'fields', fields: named(fields.split(' '), false), hasSeconds: false, macro };
  }
  const parts = trimmed.split(/\s+/);
  if (parts.length !== 5 && parts.length !== 6) return { kind: 'fieldCount', count: parts.length };
  const hasSeconds = parts.length === 6;
  return { kind: 'fields', fields: named(parts, hasSeconds), hasSeconds, macro: null };
}

function named(parts: string[], hasSeconds: boolean): FieldText[] {
  const ids = hasSeconds ? FIELD_IDS : FIELD_IDS.slice(1);
  return parts.map((text, index) => ({ id: ids[index]!, text }));
}

/** One piece of what a field allows: a value, a run of values, or a day that depends on the month. */
export type MeaningItem =
  | { kind: 'value'; value: number }
  | { kind: 'range'; from: number; to: number }
  | { kind: 'lastDay' }
  | { kind: 'lastWeekday'; weekday: number }
  | { kind: 'nthWeekday'; weekday: number; n: number };

export type FieldMeaning = { kind: 'any' } | { kind: 'values'; items: MeaningItem[] };

/**
 * Whole numbers sorted and grouped: runs of three or more consecutive values become a range
 * (0, 15, 30, 45 stays a list; 9, 10, …, 17 becomes 9–17).
 */
export function compress(values: readonly number[]): MeaningItem[] {
  const sorted = [...new Set(values)].sort((a, b) => a - b);
  const items: MeaningItem[] = [];
  let start = 0;
  while (start < sorted.length) {
    let end = start;
    while (end + 1 < sorted.length && sorted[end + 1] === sorted[end]! + 1) end++;
    if (end - start >= 2) items.push({ kind: 'range', from: sorted[start]!, to: sorted[end]! });
    else for (let i = start; i <= end; i++) items.push({ kind: 'value', value: sorted[i]! });
    start = end + 1;
  }
  return items;
}

/** A field's values as expanded by the parser (numbers, `L`, `5L`) and its `#` occurrence. */
export interface ExpandedField {
  values: ReadonlyArray<number | string>;
  isWildcard: boolean;
  /** The `n` of `weekday#n` (day of week only), 0 when not used. */
  nthDay?: number;
}

/** What an expanded field allows, in pieces the screen writes in its language. */
export function fieldMeaning(id: FieldId, field: ExpandedField): FieldMeaning {
  if (field.isWildcard) return { kind: 'any' };
  const numbers: number[] = [];
  const special: MeaningItem[] = [];
  for (const value of field.values) {
    if (typeof value === 'number') numbers.push(id === 'dayOfWeek' && value === 7 ? 0 : value);
    else if (value === 'L') special.push(id === 'dayOfWeek' ? { kind: 'lastWeekday', weekday: 6 } : { kind: 'lastDay' });
    else {
      const last = /^(\d)L$/.exec(value);
      if (last) special.push({ kind: 'lastWeekday', weekday: Number(last[1]) % 7 });
    }
  }
  const [min, max] = FIELD_RANGE[id];
  const all = new Set(numbers);
  const full = id === 'dayOfWeek' ? [0, 1, 2, 3, 4, 5, 6].every((d) => all.has(d)) : all.size === max - min + 1;
  if (full && special.length === 0 && !field.nthDay) return { kind: 'any' };
  if (id === 'dayOfWeek' && field.nthDay) {
    return { kind: 'values', items: [...new Set(numbers)].sort((a, b) => a - b).map((weekday) => ({ kind: 'nthWeekday', weekday, n: field.nthDay! })) };
  }
  return { kind: 'values', items: [...compress(numbers), ...special] };
}

/** Why a field cannot be read; the screen writes each in its language. */
export type FieldProblem =
  | { reason: 'outOfRange'; value: string; min: number; max: number }
  | { reason: 'zeroStep' }
  | { reason: 'invalidCharacters'; value: string }
  | { reason: 'backwardsRange'; value: string }
  | { reason: 'emptyListItem' }
  | { reason: 'randomValue' }
  | { reason: 'impossibleDay' }
  | { reason: 'syntax'; value: string };

/** Reads cron-parser's (English) error text as a problem of the field it came from. */
export function problemFromEngine(id: FieldId, message: string, text: string): FieldProblem {
  const [min, max] = FIELD_RANGE[id];
  const constraint = /^Constraint error, got (?:value|range) (\S+) expected range (\d+)-(\d+)/.exec(message);
  if (constraint) return { reason: 'outOfRange', value: constraint[1]!, min: Number(constraint[2]), max: Number(constraint[3]) };
  if (/^Invalid range: .*outside the/.test(message)) {
    const range = /^Invalid range: (\S+),/.exec(message);
    return { reason: 'outOfRange', value: range?.[1] ?? text, min, max };
  }
  if (/cannot repeat at every 0 time|Invalid step: .*must be positive/.test(message)) return { reason: 'zeroStep' };
  const characters = /^Invalid characters, got value: (.*)$/.exec(message);
  if (characters) return { reason: 'invalidCharacters', value: characters[1]! };
  const backwards = /^Invalid range: (\S+), min(?:\(\d+\))? > max/.exec(message);
  if (backwards) return { reason: 'backwardsRange', value: backwards[1]!.replace(/,$/, '') };
  if (/Invalid list value format/.test(message)) return { reason: 'emptyListItem' };
  if (/Invalid explicit day of month definition/.test(message)) return { reason: 'impossibleDay' };
  return { reason: 'syntax', value: text };
}

/** `H` (a hashed or random value) is a Jenkins and Quartz extension, not cron: it would give different times on every reading. */
export const hasRandomValue = (text: string): boolean => /(^|[,/(-])H(?=$|[,/(-])/i.test(text);

/** Wall-clock parts of an instant in an IANA zone, and the zone's offset from UTC in minutes. */
export interface ZonedParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  weekday: number;
  offsetMinutes: number;
}

const partFormats = new Map<string, Intl.DateTimeFormat>();
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** The wall-clock time at `ms` in `zone` (Intl; no zone data of our own). */
export function zonedParts(ms: number, zone: string): ZonedParts {
  let format = partFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      weekday: 'short',
    });
    partFormats.set(zone, format);
  }
  const parts: Record<string, string> = {};
  for (const part of format.formatToParts(ms)) parts[part.type] = part.value;
  const year = Number(parts.year);
  const month = Number(parts.month);
  const day = Number(parts.day);
  const hour = Number(parts.hour);
  const minute = Number(parts.minute);
  const second = Number(parts.second);
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  const offsetMinutes = Math.round((wall - Math.floor(ms / 1000) * 1000) / 60_000);
  return { year, month, day, hour, minute, second, weekday: WEEKDAYS.indexOf(parts.weekday ?? ''), offsetMinutes };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** ISO 8601 with the zone's offset at that instant, e.g. 2026-12-01T09:00:00-05:00 (Z for UTC). */
export function isoInZone(ms: number, zone: string): string {
  const p = zonedParts(ms, zone);
  const sign = p.offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(p.offsetMinutes);
  const offset = p.offsetMinutes === 0 && /^(UTC|Etc\/UTC|Etc\/GMT|GMT)$/.test(zone) ? 'Z' : `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}${offset}`;
}

/** A name Intl knows as a time zone ("Europe/Berlin", "UTC"). */
export function isTimeZone(zone: string): boolean {
  if (zone === '' || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** Every zone the browser knows, UTC first (Chrome's list leaves UTC out). */
export function timeZones(): string[] {
  const listed = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return ['UTC', ...listed.filter((zone) => zone !== 'UTC')];
}
