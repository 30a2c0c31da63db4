import { useEffect, useEffectEvent, useMemo, useState } from 'react';
import { FileText } from 'lucide-react';
import { Badge } from '../../ui/components/Badge';
import { Button } from '../../ui/components/Button';
import { Card } from '../../ui/components/Card';
import { CopyButton } from '../../ui/components/CopyButton';
import { Stack } from '../../ui/components/Layout';
import { Select, type SelectItem } from '../../ui/components/Select';
import { TextField } from '../../ui/components/TextField';
import { useHydrated } from '../../ui/useHydrated';
import { useRememberedSettings } from '../../ui/useRememberedSettings';
import { tickingClock } from '../../ui/ticking-clock';
import { yieldToEventLoop } from '../../ui/yield';
import { INTL_LOCALE, type Locale } from '../../i18n/locales';
import { englishNumberText } from '../../i18n/numbers';
import type { Translate } from '../../i18n/catalog';
import { useShareState } from '../share-state';
import { isTimeZone, isoInZone, timeZones, type FieldId, type FieldMeaning, type FieldProblem, type MeaningItem } from './cron';
import type { FieldReport, Reading } from './engine';
import { useCronParserMessages, type CronParserMessage } from './i18n';
import * as styles from './CronParser.css';

export interface CronParserProps {
  /** The cron expression to start with (embed: `expression`). */
  expression?: string;
  /** The IANA time zone for the run times (embed: `zone`); empty or unknown: the viewer's own. */
  zone?: string;
  /** Stories and tests only: a fixed "now" (ms since 1970, a Date or an ISO string) instead of the clock. */
  now?: number | string | Date;
  /** Called with the reading after every change. */
  onChange?: (detail: CronParserChange) => void;
}

export interface CronParserChange {
  /** The text in the field. */
  expression: string;
  /** The zone the runs are given in (the viewer's own when none was chosen); empty before the page runs. */
  zone: string;
  valid: boolean;
  /** The plain-language description, in the page's language; null while empty or invalid. */
  description: string | null;
  /** The next 10 run times as ISO 8601 with the zone's offset, e.g. "2026-12-01T09:00:00-05:00". */
  nextRuns: string[];
  /** The fields that cannot be read, e.g. ["minute"]. */
  invalidFields: FieldId[];
  /** The message shown next to the field, or null. */
  error: string | null;
}

/** How many run times are listed (engine.ts's RUN_COUNT, here so the screen need not load the engine for it). */
const RUN_COUNT = 10;

/** The example Load Sample puts in the field: every quarter hour in office hours on weekdays. */
export const SAMPLE_EXPRESSION = '*/15 9-17 * * 1-5';

interface Settings {
  /** An IANA zone, or '' for the viewer's own. */
  zone: string;
}
const DEFAULTS: Settings = { zone: '' };
/** The menu's entry for the viewer's own zone (a native option needs a non-empty value to be chosen). */
const LOCAL_ZONE = 'local';
/** Zone names are checked with Intl when used; here only their shape (no Intl while a page loads). */
const zoneShape = (value: unknown): value is string => typeof value === 'string' && /^[A-Za-z0-9_+\-/]{0,64}$/.test(value);
const parseSettings = (stored: unknown): Partial<Settings> => {
  const zone = typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>).zone : undefined;
  return zoneShape(zone) ? { zone } : {};
};

/** "Now" for the run times, refreshed every half minute while the tool is on screen. */
const useNow = tickingClock(30_000);

function fixedTime(value: CronParserProps['now']): number | null {
  if (value === undefined) return null;
  const ms = value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value);
  return Number.isFinite(ms) ? ms : null;
}

type Engine = typeof import('./engine');

/**
 * cron-parser (with luxon) and cronstrue, with cronstrue's words for `locale`: loaded once the page
 * runs and there is an expression to read, never with the page (about 30 kB gzip).
 */
function useEngine(needed: boolean, locale: Locale): Engine | null {
  const [loaded, setLoaded] = useState<{ locale: Locale; engine: Engine } | null>(null);
  const ready = loaded?.locale === locale;
  useEffect(() => {
    if (!needed || ready) return;
    let current = true;
    void import('./engine').then(async (engine) => {
      await engine.loadDescriptionLocale(locale);
      if (current) setLoaded({ locale, engine });
    });
    return () => {
      current = false;
    };
  }, [needed, ready, locale]);
  return ready ? loaded.engine : null;
}

/** The viewer's time zone name, e.g. "Europe/Berlin" (Intl, so only once the page runs). */
const viewerZone = () => new Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

let zoneList: string[] | null = null;
const allZones = () => (zoneList ??= timeZones());

const formats = new Map<string, Intl.DateTimeFormat>();
function cachedFormat(key: string, make: () => Intl.DateTimeFormat): Intl.DateTimeFormat {
  let format = formats.get(key);
  if (!format) formats.set(key, (format = make()));
  return format;
}

/** A run time in words, in the page's language, at the zone's wall clock. */
function runText(locale: Locale, zone: string, ms: number, seconds: boolean): string {
  return cachedFormat(`run ${locale} ${zone} ${seconds}`, () =>
    new Intl.DateTimeFormat(INTL_LOCALE[locale], {
      timeZone: zone,
      weekday: 'short',
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      ...(seconds ? { second: '2-digit' } : {}),
    }),
  ).format(ms);
}

const monthName = (locale: Locale, month: number) =>
  cachedFormat(`month ${locale}`, () => new Intl.DateTimeFormat(INTL_LOCALE[locale], { month: 'long', timeZone: 'UTC' })).format(Date.UTC(2024, month - 1, 1));
// 7 January 2024 was a Sunday (weekday 0).
const weekdayName = (locale: Locale, weekday: number) =>
  cachedFormat(`weekday ${locale}`, () => new Intl.DateTimeFormat(INTL_LOCALE[locale], { weekday: 'long', timeZone: 'UTC' })).format(Date.UTC(2024, 0, 7 + (weekday % 7)));

type T = Translate<CronParserMessage>;

function valueName(t: T, id: FieldId, value: number): string {
  if (id === 'month') return monthName(t.locale, value);
  if (id === 'dayOfWeek') return weekdayName(t.locale, value);
  return t.number(value);
}

function itemText(t: T, id: FieldId, item: MeaningItem): string {
  switch (item.kind) {
    case 'value':
      return valueName(t, id, item.value);
    case 'range':
      return t('range', { from: valueName(t, id, item.from), to: valueName(t, id, item.to) });
    case 'lastDay':
      return t('lastDay');
    case 'lastWeekday':
      return t('lastWeekday', { weekday: weekdayName(t.locale, item.weekday) });
    case 'nthWeekday':
      return t('nthWeekday', { weekday: weekdayName(t.locale, item.weekday), n: item.n });
  }
}

function meaningText(t: T, id: FieldId, meaning: FieldMeaning): string {
  if (meaning.kind === 'any') return t(`any.${id}`);
  return meaning.items.map((item) => itemText(t, id, item)).join(t('listSeparator'));
}

function problemText(t: T, problem: FieldProblem): string {
  switch (problem.reason) {
    case 'outOfRange':
      return t('problem.outOfRange', { value: problem.value, min: t.number(problem.min), max: t.number(problem.max) });
    case 'invalidCharacters':
    case 'backwardsRange':
    case 'syntax':
      return t(`problem.${problem.reason}`, { value: problem.value });
    default:
      return t(`problem.${problem.reason}`);
  }
}

/** The message next to the field: what is wrong, naming each invalid field. */
function errorText(t: T, analysis: Reading | null): string | null {
  if (!analysis) return null;
  switch (analysis.status) {
    case 'fieldCount':
      return t('fieldCount', { count: t.number(analysis.count) });
    case 'unknownMacro':
      return t('unknownMacro', { macro: analysis.macro });
    case 'tooLong':
      return t('tooLong');
    case 'invalid':
      return analysis.fields
        .filter((field) => field.problem)
        .map((field) => t('fieldError', { field: t(`field.${field.id}`), problem: problemText(t, field.problem!) }))
        .join(' ');
    default:
      return null;
  }
}

function FieldList({ t, fields }: { t: T; fields: FieldReport[] }) {
  return (
    <ul className={styles.list}>
      {fields.map((field) => (
        <li key={field.id} className={styles.fieldRow} data-testid={`field-${field.id}`}>
          <p className={styles.fieldName}>
            {t(`field.${field.id}`)}
            {field.problem ? (
              <>
                {' '}
                <Badge tone="danger">{t('invalid')}</Badge>
              </>
            ) : null}
          </p>
          <p className={styles.fieldText}>
            <bdi dir="ltr">{field.text}</bdi>
          </p>
          <p className={field.problem ? styles.fieldProblem : styles.fieldMeaning}>
            {field.problem ? problemText(t, field.problem) : field.meaning ? meaningText(t, field.id, field.meaning) : null}
          </p>
        </li>
      ))}
    </ul>
  );
}

export default function CronParser({ expression, zone: zoneProp, now: nowProp, onChange }: CronParserProps) {
  const t = useCronParserMessages();
  const { locale } = t;
  const [input, setInput] = useState(() => (typeof expression === 'string' ? expression : ''));
  const given = zoneShape(zoneProp) && zoneProp !== '' ? { zone: zoneProp } : {};
  const [settings, setSettings] = useRememberedSettings('cron-parser', DEFAULTS, parseSettings, given);
  const hydrated = useHydrated();
  const now = useNow(fixedTime(nowProp));

  // Arabic-Indic digits and the Arabic comma typed into the field read as cron's own.
  const text = englishNumberText('en', input).replace(/\u060c/g, ',');
  // Intl and the engines start once the page runs and there is an expression: never while a page loads (issue #9).
  const active = hydrated && text.trim() !== '';
  const engine = useEngine(active, locale);

  // The zone: the chosen one if Intl knows it, else the viewer's.
  const zone = active ? (settings.zone !== '' && isTimeZone(settings.zone) ? settings.zone : viewerZone()) : null;
  const analysis = useMemo(
    () => (engine && zone && now !== null ? engine.readCron(text, { zone, now, locale }) : null),
    [engine, zone, now, text, locale],
  );
  const ok = analysis?.status === 'ok' ? analysis : null;

  // The runs one at a time, handing the main thread back between them: a rare schedule (29 February)
  // takes cron-parser up to ~100 ms a run, which must not hold up typing.
  const [found, setFound] = useState<{ reading: Reading; key: string; runs: number[] } | null>(null);
  // The same expression in the same zone (the clock moved on): the runs found keep showing while the new ones are found.
  const runsKey = `${text}\u0000${zone ?? ''}`;
  useEffect(() => {
    if (!ok) return;
    let current = true;
    void (async () => {
      const nextRun = ok.startRuns();
      const runs: number[] = [];
      while (runs.length < RUN_COUNT) {
        await yieldToEventLoop();
        if (!current) return;
        const run = nextRun();
        if (run === null) break;
        runs.push(run);
      }
      if (current) setFound({ reading: ok, key: runsKey, runs });
    })();
    return () => {
      current = false;
    };
  }, [ok, runsKey]);
  const runs = ok && found && (found.reading === ok || found.key === runsKey) ? found.runs : null;
  const error = errorText(t, analysis);
  const description = ok ? ok.description : analysis?.status === 'reboot' ? t('rebootDescription') : null;
  const isoRuns = runs && zone ? runs.map((ms) => isoInZone(ms, zone)) : [];

  const reportChange = useEffectEvent((detail: CronParserChange) => onChange?.(detail));
  const detail: CronParserChange = {
    expression: input,
    zone: zone ?? '',
    valid: ok !== null || analysis?.status === 'reboot',
    description,
    nextRuns: isoRuns,
    invalidFields: analysis?.status === 'invalid' ? analysis.fields.filter((field) => field.problem).map((field) => field.id) : [],
    error,
  };
  const detailKey = JSON.stringify(detail);
  useEffect(() => {
    // Reported once the reading is done (not while the engine loads).
    if (text.trim() === '' || (analysis && (!ok || runs))) reportChange(JSON.parse(detailKey) as CronParserChange);
  }, [detailKey, analysis, ok, runs, text]);

  useShareState({ expression: input, zone: settings.zone });

  const pending = text.trim() !== '' && analysis === null;
  const summary = description ?? (pending ? t('reading') : error ? t('fixExpression') : t('typeExpression'));

  const zoneItems: SelectItem[] = useMemo(() => {
    const local = { id: LOCAL_ZONE, label: active ? t('zoneLocalNamed', { zone: viewerZone() }) : t('zoneLocal') };
    if (!hydrated) return settings.zone ? [local, { id: settings.zone, label: settings.zone }] : [local];
    const zones = allZones();
    const extra = settings.zone && !zones.includes(settings.zone) ? [settings.zone] : [];
    return [local, ...[...extra, ...zones].map((id) => ({ id, label: id }))];
  }, [hydrated, active, settings.zone, t]);
  // A zone Intl does not know (from a link) reads as the viewer's own, and the menu says so.
  const selectedZone = settings.zone === '' || (active && !isTimeZone(settings.zone)) ? LOCAL_ZONE : settings.zone;

  const fieldReports = analysis?.status === 'ok' || analysis?.status === 'invalid' ? analysis.fields : null;

  return (
    <div className={styles.root}>
      <div className={styles.layout}>
        <Card
          title={t('expressionCard')}
          headingLevel={2}
          className={styles.expressionArea}
          actions={
            <Button size="sm" variant="secondary" icon={FileText} onPress={() => setInput(SAMPLE_EXPRESSION)}>
              {t('loadSample')}
            </Button>
          }
        >
          <Stack gap="md">
            <TextField
              label={t('expression')}
              value={input}
              onChange={setInput}
              placeholder={t('expressionPlaceholder')}
              description={error ? undefined : t('expressionHelp')}
              isInvalid={error !== null}
              errorMessage={error}
              autoComplete="off"
              spellCheck="false"
              mono
            />
            <div className={styles.summary}>
              <p className={styles.summaryText} role="status" data-testid="cron-summary">
                {description ? <span className={styles.summaryValue}>{description}</span> : <span className={styles.hint}>{summary}</span>}
              </p>
              <CopyButton size="sm" label={t('copyDescription')} text={() => description ?? ''} isDisabled={!description} />
            </div>
            <Select
              label={t('zone')}
              items={zoneItems}
              selectedKey={selectedZone}
              onSelectionChange={(id) => {
                if (zoneShape(id)) setSettings({ zone: id === LOCAL_ZONE ? '' : id });
              }}
              description={t('zoneHelp')}
              className={styles.zoneField}
            />
          </Stack>
        </Card>

        <Card
          title={t('nextRuns')}
          headingLevel={2}
          className={styles.runsArea}
          description={ok && zone ? t('nextRunsIn', { zone }) : undefined}
          actions={<CopyButton size="sm" label={t('copyRuns')} text={() => isoRuns.join('\n')} isDisabled={isoRuns.length === 0} />}
        >
          {ok && zone && !runs ? (
            <p className={styles.hint}>{t('findingRuns')}</p>
          ) : ok && zone && runs ? (
            runs.length === 0 ? (
              <p className={styles.hint}>{t('noRuns')}</p>
            ) : (
              <>
                <ol className={styles.list}>
                  {runs.map((ms, index) => (
                    <li key={ms} className={styles.runRow}>
                      <span className={styles.runIndex} aria-hidden="true">
                        {t.number(index + 1)}
                      </span>
                      <span className={styles.runText}>
                        <span className={styles.runWords}>{runText(locale, zone, ms, ok.hasSeconds)}</span>
                        <span className={styles.runIso} data-testid={`run-${index}`}>
                          <bdi dir="ltr">{isoRuns[index]}</bdi>
                        </span>
                      </span>
                    </li>
                  ))}
                </ol>
                {runs.length < RUN_COUNT ? <p className={styles.hint}>{t('fewerRuns')}</p> : null}
              </>
            )
          ) : (
            <p className={styles.hint}>{analysis?.status === 'reboot' ? t('reboot') : pending ? t('reading') : error ? t('fixExpression') : t('runsHint')}</p>
          )}
        </Card>

        <Card title={t('fields')} headingLevel={2} className={styles.fieldsArea} description={fieldReports ? t('fieldsDescription') : undefined}>
          {fieldReports ? (
            <Stack gap="sm">
              <FieldList t={t} fields={fieldReports} />
              {ok?.macro ? (
                <p className={styles.note}>
                  {t('macroNote', { macro: ok.macro, fields: ok.fields.map((field) => field.text).join(' ') })}
                </p>
              ) : null}
              {ok?.dayOr ? <p className={styles.note}>{t('dayOrNote')}</p> : null}
            </Stack>
          ) : (
            <p className={styles.hint}>{analysis?.status === 'reboot' ? t('reboot') : error && !pending ? t('fixExpression') : t('fieldsHint')}</p>
          )}
        </Card>
      </div>
    </div>
  );
}
