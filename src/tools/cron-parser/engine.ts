// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- cronstrue's locale files have no types; the React package build (tsconfig.lib.json, src/lib only) needs this declaration too
/// <reference path="./cronstrue-locales.d.ts" />
/**
 * The cron parser's engines: cron-parser (reading the fields, the next run times in a zone, with
 * luxon over Intl: no zone data and no eval) and cronstrue (the plain-language description).
 * Loaded by the screen once there is an expression to read, never with the page.
 */
import { CronExpressionParser, type CronExpression } from 'cron-parser';
// The named export: a default import of this CommonJS module is its exports object in the browser
// build (Node-style interop) but ExpressionDescriptor under Node, so `toString` is the one both agree on.
import { toString as cronstrueText } from 'cronstrue';
import type { Locale } from '../../i18n/locales';
import {
  FIELD_IDS,
  fieldMeaning,
  hasRandomValue,
  problemFromEngine,
  splitExpression,
  type FieldId,
  type FieldMeaning,
  type FieldProblem,
  type FieldText,
} from './cron';

/** How many run times are listed. */
export const RUN_COUNT = 10;

export interface FieldReport extends FieldText {
  /** Why the field cannot be read, or null. */
  problem: FieldProblem | null;
  /** What the field allows (null for an invalid field; the others are explained even then). */
  meaning: FieldMeaning | null;
}

interface ScheduleFacts {
  fields: FieldReport[];
  hasSeconds: boolean;
  macro: string | null;
  /** cronstrue's sentence in the requested language. */
  description: string;
  /** Day of month and day of week both set: a day matching either runs (standard cron). */
  dayOr: boolean;
}

type NotASchedule =
  | { status: 'empty' }
  | { status: 'reboot' }
  | { status: 'tooLong' }
  | { status: 'unknownMacro'; macro: string }
  | { status: 'fieldCount'; count: number }
  /** One field or more cannot be read: each is named, with its reason. */
  | { status: 'invalid'; fields: FieldReport[] };

export type Analysis =
  | NotASchedule
  | (ScheduleFacts & {
      status: 'ok';
      /** The next run times (ms since 1970), strictly after `now`; fewer than RUN_COUNT when the schedule runs out. */
      runs: number[];
    });

/**
 * An expression read, without its run times: cheap (a few parses and a description). The runs
 * come one at a time from `nextRun`, as finding one can take cron-parser tens of milliseconds
 * (29 February: up to ~100 ms), so the screen yields to input between them.
 */
export type Reading =
  | NotASchedule
  | (ScheduleFacts & {
      status: 'ok';
      /** A search for the runs: each call of the function it returns gives the next one (ms since 1970), or null when there is none within the parser's reach. */
      startRuns: () => () => number | null;
    });

export interface AnalyzeOptions {
  /** IANA zone the times are in. */
  zone: string;
  /** The instant the runs follow (ms since 1970). */
  now: number;
  /** The description's language; its cronstrue data must have been loaded (loadDescriptionLocale). */
  locale?: Locale;
}

/** A fresh parse of a whole six-field expression (seconds first). */
const parse = (six: string, zone: string, now: number): CronExpression => CronExpressionParser.parse(six, { currentDate: new Date(now), tz: zone });

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Each field checked on its own (the others wildcards) by cron-parser, so every invalid field is
 * named, not only the first the parser meets.
 */
function checkField(field: FieldText): FieldReport {
  if (hasRandomValue(field.text)) return { ...field, problem: { reason: 'randomValue' }, meaning: null };
  const parts = FIELD_IDS.map((id) => (id === field.id ? field.text : id === 'second' ? '0' : '*'));
  try {
    const alone = CronExpressionParser.parse(parts.join(' '), { currentDate: new Date(0), tz: 'UTC' });
    return { ...field, problem: null, meaning: meaningOf(field.id, alone.fields) };
  } catch (error) {
    return { ...field, problem: problemFromEngine(field.id, errorText(error), field.text), meaning: null };
  }
}

const CRONSTRUE_LOCALES: Partial<Record<Locale, string>> = {
  de: 'de',
  ar: 'ar',
  es: 'es',
  fr: 'fr',
  it: 'it',
  ja: 'ja',
  ru: 'ru',
  'pt-BR': 'pt_BR',
  'zh-Hans': 'zh_CN',
};

const LOCALE_LOADERS: Partial<Record<Locale, () => Promise<unknown>>> = {
  de: () => import('cronstrue/locales/de'),
  ar: () => import('cronstrue/locales/ar'),
  es: () => import('cronstrue/locales/es'),
  fr: () => import('cronstrue/locales/fr'),
  it: () => import('cronstrue/locales/it'),
  ja: () => import('cronstrue/locales/ja'),
  ru: () => import('cronstrue/locales/ru'),
  'pt-BR': () => import('cronstrue/locales/pt_BR'),
  'zh-Hans': () => import('cronstrue/locales/zh_CN'),
};

/** Loads cronstrue's words for one language (English is built in; each other is its own small chunk). */
export async function loadDescriptionLocale(locale: Locale): Promise<void> {
  await LOCALE_LOADERS[locale]?.();
}

/** cronstrue's sentence, or null if it cannot describe the text. */
function describe(text: string, locale: Locale): string | null {
  const name = CRONSTRUE_LOCALES[locale] ?? 'en';
  try {
    // The locale's words were loaded first (loadDescriptionLocale).
    const sentence = cronstrueText(text, {
      throwExceptionOnParseError: true,
      locale: name,
      // US English writes 9:00 AM; the other languages keep their own clock style.
      trimHoursLeadingZero: locale === 'en',
    });
    // Some locales leave the word "at" empty: no stray space or comma at the start.
    return sentence.replace(/^[\s،,]+/, '');
  } catch {
    return null;
  }
}

/** Reads an expression: its fields (each explained or named as invalid) and description; its runs in `zone` follow on demand. */
export function readCron(text: string, { zone, now, locale = 'en' }: AnalyzeOptions): Reading {
  const split = splitExpression(text);
  if (split.kind === 'empty') return { status: 'empty' };
  if (split.kind === 'reboot') return { status: 'reboot' };
  if (split.kind === 'tooLong') return { status: 'tooLong' };
  if (split.kind === 'unknownMacro') return { status: 'unknownMacro', macro: split.macro };
  if (split.kind === 'fieldCount') return { status: 'fieldCount', count: split.count };

  const checked = split.fields.map(checkField);
  if (checked.some((field) => field.problem)) return { status: 'invalid', fields: checked };

  const six = (split.hasSeconds ? '' : '0 ') + split.fields.map((field) => field.text).join(' ');
  let expression: CronExpression;
  try {
    expression = parse(six, zone, now);
  } catch (error) {
    // Every field reads on its own, but not together: a day of the month no chosen month has.
    const message = errorText(error);
    return {
      status: 'invalid',
      fields: checked.map((field) =>
        field.id === 'dayOfMonth' ? { ...field, problem: problemFromEngine('dayOfMonth', message, field.text), meaning: null } : field,
      ),
    };
  }

  const expanded = expression.fields;
  const fields: FieldReport[] = split.fields.map((field) => ({ ...field, problem: null, meaning: meaningOf(field.id, expanded) }));
  const written = split.macro ?? split.fields.map((field) => field.text).join(' ');
  const description = describe(written, locale) ?? describe(expression.stringify(split.hasSeconds), locale) ?? written;
  return {
    status: 'ok',
    fields,
    hasSeconds: split.hasSeconds,
    macro: split.macro,
    description,
    dayOr: !expanded.dayOfMonth.isWildcard && !expanded.dayOfWeek.isWildcard,
    startRuns: () => {
      // Each run from a fresh parse that starts at the run before it (or at `now`): no date state
      // carried from one search to the next, and a restarted search starts from `now` again.
      let after: number | null = now;
      return () => {
        if (after === null) return null;
        try {
          after = parse(six, zone, after).next().getTime();
          return after;
        } catch {
          after = null; // the schedule has no more runs within the parser's reach
          return null;
        }
      };
    },
  };
}

/** An expression read with its next RUN_COUNT runs, all at once (tests, and anything off the main thread). */
export function analyzeCron(text: string, options: AnalyzeOptions): Analysis {
  const reading = readCron(text, options);
  if (reading.status !== 'ok') return reading;
  const { startRuns, ...facts } = reading;
  const nextRun = startRuns();
  const runs: number[] = [];
  while (runs.length < RUN_COUNT) {
    const run = nextRun();
    if (run === null) break;
    runs.push(run);
  }
  return { ...facts, runs };
}

function meaningOf(id: FieldId, fields: CronExpression['fields']): FieldMeaning {
  const field = fields[id];
  const nthDay = id === 'dayOfWeek' ? fields.dayOfWeek.nthDay : 0;
  return fieldMeaning(id, { values: field.values, isWildcard: field.isWildcard, nthDay });
}
