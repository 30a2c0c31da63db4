import { useEffect, useEffectEvent, useState } from 'react';
import { Clock } from 'lucide-react';
import { Button } from '../../ui/components/Button';
import { Card } from '../../ui/components/Card';
import { CopyButton } from '../../ui/components/CopyButton';
import { Stack } from '../../ui/components/Layout';
import { Select } from '../../ui/components/Select';
import { TextField } from '../../ui/components/TextField';
import { useHydrated } from '../../ui/useHydrated';
import { useRememberedSettings } from '../../ui/useRememberedSettings';
import { INTL_LOCALE, type Locale } from '../../i18n/locales';
import { englishNumberText } from '../../i18n/numbers';
import { useShareState } from '../share-state';
import {
  forms,
  instantMs,
  isoText,
  isUnitChoice,
  localZone,
  parseTimestamp,
  relativeTime,
  unixText,
  zoneReader,
  type Parsed,
  type Reading,
  type UnitChoice,
} from './timestamp-converter';
import { useTimestampConverterMessages, type TimestampConverterMessage } from './i18n';
import { useNow } from './useNow';
import * as styles from './TimestampConverter.css';

export interface TimestampConverterProps {
  /** The timestamp or date-time to start with (embed: `value`). */
  value?: string;
  /** How a number is read: `auto`, `s`, `ms` or `us` (embed: `unit`); anything else: the remembered or default choice. */
  unit?: string;
  /** Stories and tests only: a fixed "now" (ms since 1970, a Date or an ISO string) instead of the clock. */
  now?: number | string | Date;
  /** Stories and tests only: the IANA time zone for local times instead of the viewer's. */
  timeZone?: string;
  /** Called with the conversion after every change. */
  onChange?: (detail: TimestampConverterChange) => void;
}

export interface TimestampConverterChange {
  /** The text in the field. */
  value: string;
  unit: UnitChoice;
  /** How the input was read: a unit, or a date-time format; null while empty or invalid. */
  readAs: 's' | 'ms' | 'us' | 'iso' | 'rfc2822' | null;
  /** Unix time as exact decimal text, e.g. "1700000000" or "1700000000.5"; null while empty or invalid. */
  seconds: string | null;
  milliseconds: string | null;
  microseconds: string | null;
  /** ISO 8601 in UTC, e.g. "2023-11-14T22:13:20Z". */
  iso: string | null;
  /** RFC 2822 in UTC, e.g. "Tue, 14 Nov 2023 22:13:20 +0000"; null also outside the years 0000–9999. */
  rfc2822: string | null;
  /** The message shown next to the field, or null. */
  error: string | null;
}

interface Settings {
  unit: UnitChoice;
}
const DEFAULTS: Settings = { unit: 'auto' };
const parseSettings = (stored: unknown): Partial<Settings> => {
  const unit = typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>).unit : undefined;
  return isUnitChoice(unit) ? { unit } : {};
};

function fixedTime(value: TimestampConverterProps['now']): number | null {
  if (value === undefined) return null;
  const ms = value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value);
  return Number.isFinite(ms) ? ms : null;
}

// Intl objects are made the first time a converted value is shown (after the page has loaded or
// on a keystroke), never while a page loads: the first one loads ICU's data (issue #9).
const dateFormats = new Map<string, Intl.DateTimeFormat>();
function dateTimeText(locale: Locale, ms: number, timeZone: string | undefined): string {
  const key = `${locale} ${timeZone ?? ''}`;
  let format = dateFormats.get(key);
  if (!format) dateFormats.set(key, (format = new Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle: 'full', timeStyle: 'long', timeZone })));
  return format.format(ms);
}

const relativeFormats = new Map<Locale, Intl.RelativeTimeFormat>();
function relativeText(locale: Locale, ms: number, now: number): string {
  let format = relativeFormats.get(locale);
  if (!format) relativeFormats.set(locale, (format = new Intl.RelativeTimeFormat(INTL_LOCALE[locale], { numeric: 'auto' })));
  const { value, unit } = relativeTime(ms, now);
  return format.format(value, unit);
}

/** The viewer's time zone name, e.g. "Europe/Berlin" (Intl, so only once a value is shown). */
const viewerZone = () => new Intl.DateTimeFormat().resolvedOptions().timeZone;

const readingKey = (reading: Reading): TimestampConverterMessage =>
  reading.kind === 'number' ? (reading.detected ? `detected.${reading.unit}` : `read.${reading.unit}`) : `read.${reading.format}`;

const readAs = (parsed: Parsed): TimestampConverterChange['readAs'] =>
  parsed.status !== 'ok' ? null : parsed.reading.kind === 'number' ? parsed.reading.unit : parsed.reading.format;

/** The current time in the unit a number is read in (whole seconds for Auto). */
function nowInUnit(nowMs: number, unit: UnitChoice): string {
  const micros = BigInt(Math.floor(nowMs)) * 1000n;
  if (unit === 'ms') return unixText(micros, 'ms');
  if (unit === 'us') return unixText(micros, 'us');
  return unixText((micros / 1_000_000n) * 1_000_000n, 's');
}

interface Row {
  id: string;
  label: string;
  value: string | null;
  /** Shown instead of a value that cannot be written. */
  note?: string;
  /** Machine text (digits, ISO) in monospace, left to right; words in the page's font and direction. */
  words?: boolean;
}

function FormList({ rows, copyLabel }: { rows: Row[]; copyLabel: (name: string) => string }) {
  // Each value is labelled by the text above it; a value not yet known keeps its line's height.
  return (
    <ul className={styles.list}>
      {rows.map((row) => (
        <li key={row.id} className={styles.item}>
          <div className={styles.itemText}>
            <p className={styles.itemLabel}>{row.label}</p>
            {row.value !== null ? (
              <p className={row.words ? styles.itemWords : styles.itemValue} data-testid={`form-${row.id}`}>
                {/* Machine text reads left to right in every language, at the label's side of the row. */}
                {row.words ? row.value : <bdi dir="ltr">{row.value}</bdi>}
              </p>
            ) : row.note ? (
              <p className={styles.itemNote}>{row.note}</p>
            ) : (
              // Before the clock's first tick (a prerendered page): the value's own line, empty, so nothing moves.
              <p className={row.words ? styles.itemWords : styles.itemValue}>{'\u00a0'}</p>
            )}
          </div>
          <CopyButton size="sm" variant="ghost" iconOnly label={copyLabel(row.label)} text={row.value ?? ''} isDisabled={row.value === null} />
        </li>
      ))}
    </ul>
  );
}

export default function TimestampConverter({ value, unit, now: nowProp, timeZone, onChange }: TimestampConverterProps) {
  const t = useTimestampConverterMessages();
  const { locale } = t;
  const [input, setInput] = useState(() => (typeof value === 'string' ? value : ''));
  const [settings, setSettings] = useRememberedSettings('timestamp-converter', DEFAULTS, parseSettings, isUnitChoice(unit) ? { unit } : {});
  const now = useNow(fixedTime(nowProp));
  const hydrated = useHydrated();

  // A named zone (stories, tests) is read through Intl; the viewer's own zone through Date.
  const namedZone = timeZone ? zoneReader(timeZone) : null;
  const zone = namedZone ?? localZone;
  const zoneName = namedZone ? timeZone : undefined;

  const parsed = parseTimestamp(englishNumberText('en', input), settings.unit, zone, englishNumberText(locale, input));
  const ok = parsed.status === 'ok' ? parsed : null;
  const all = ok ? forms(ok.micros) : null;
  const error =
    parsed.status === 'invalid'
      ? parsed.reason === 'wrongWeekday' && parsed.weekday
        ? t('wrongWeekday', parsed.weekday)
        : t(parsed.reason)
      : null;

  const reportChange = useEffectEvent((detail: TimestampConverterChange) => onChange?.(detail));
  const detail: TimestampConverterChange = {
    value: input,
    unit: settings.unit,
    readAs: readAs(parsed),
    seconds: all?.seconds ?? null,
    milliseconds: all?.milliseconds ?? null,
    microseconds: all?.microseconds ?? null,
    iso: all?.iso ?? null,
    rfc2822: all?.rfc2822 ?? null,
    error,
  };
  const detailKey = JSON.stringify(detail);
  useEffect(() => {
    reportChange(JSON.parse(detailKey) as TimestampConverterChange);
  }, [detailKey]);

  useShareState({ value: input, unit: settings.unit });

  // What needs Intl or the clock: shown once the page runs (a prerendered page has no value anyway).
  const ms = ok ? instantMs(ok.micros) : null;
  const showLocal = ok !== null && ms !== null && hydrated;
  const localName = showLocal ? (zoneName ?? viewerZone()) : '';
  const description = ok
    ? ok.reading.kind === 'date' && ok.reading.zone === 'local' && localName
      ? `${t(readingKey(ok.reading))} ${t('readLocal', { zone: localName })}`
      : t(readingKey(ok.reading))
    : t('inputHelp');

  const rows: Row[] =
    ok && all && ms !== null
      ? [
          { id: 'seconds', label: t('row.seconds'), value: all.seconds },
          { id: 'milliseconds', label: t('row.milliseconds'), value: all.milliseconds },
          { id: 'microseconds', label: t('row.microseconds'), value: all.microseconds },
          { id: 'iso', label: t('row.iso'), value: all.iso },
          { id: 'iso-local', label: t('row.isoLocal'), value: isoText(ok.micros, zone(ms)) },
          { id: 'rfc2822', label: t('row.rfc2822'), value: all.rfc2822, note: t('rfcRange') },
          { id: 'local', label: t('row.local'), value: showLocal ? dateTimeText(locale, ms, zoneName) : null, words: true },
          { id: 'utc', label: t('row.utc'), value: showLocal ? dateTimeText(locale, ms, 'UTC') : null, words: true },
          { id: 'relative', label: t('row.relative'), value: showLocal && now !== null ? relativeText(locale, ms, now) : null, words: true },
        ]
      : [];

  const nowMicros = now === null ? null : BigInt(Math.floor(now)) * 1000n;
  const nowRows: Row[] = [
    { id: 'now-seconds', label: t('row.seconds'), value: nowMicros === null ? null : unixText((nowMicros / 1_000_000n) * 1_000_000n, 's') },
    { id: 'now-milliseconds', label: t('row.milliseconds'), value: nowMicros === null ? null : unixText(nowMicros, 'ms') },
    { id: 'now-iso', label: t('row.iso'), value: nowMicros === null ? null : isoText((nowMicros / 1_000_000n) * 1_000_000n) },
  ];

  const unitItems = [
    { id: 'auto', label: t('unitAuto'), description: t('unitAutoDescription') },
    { id: 's', label: t('s') },
    { id: 'ms', label: t('ms') },
    { id: 'us', label: t('us') },
  ];
  const copyLabel = (name: string) => t('copyRow', { name });
  const tableText = () => rows.filter((row) => row.value !== null).map((row) => `${row.label}: ${row.value}`).join('\n');

  return (
    <div className={styles.root}>
      <div className={styles.layout}>
        <Card title={t('convert')} headingLevel={2} className={styles.convertArea}>
          <Stack gap="md">
            <TextField
              label={t('input')}
              value={input}
              onChange={setInput}
              placeholder={t('inputPlaceholder')}
              description={error ? undefined : description}
              isInvalid={error !== null}
              errorMessage={error}
              autoComplete="off"
              mono
            />
            <Select
              label={t('unit')}
              items={unitItems}
              selectedKey={settings.unit}
              onSelectionChange={(id) => {
                if (isUnitChoice(id)) setSettings({ unit: id });
              }}
              description={t('unitHelp')}
              className={styles.unitField}
            />
            <div className={styles.summary}>
              <p className={styles.summaryText} role="status" data-testid="timestamp-summary">
                {all ? (
                  <span className={styles.summaryValue}>
                    <bdi dir="ltr">{all.iso}</bdi>
                  </span>
                ) : (
                  <span className={styles.hint}>{error ? t('fixInput') : t('typeInput')}</span>
                )}
              </p>
              <CopyButton size="sm" label={t('copyIso')} text={() => all?.iso ?? ''} isDisabled={!all} />
            </div>
          </Stack>
        </Card>

        <Card
          title={t('allFormats')}
          headingLevel={2}
          className={styles.formatsArea}
          description={all ? t('allFormatsDescription') : undefined}
          actions={<CopyButton size="sm" label={t('copyAll')} text={tableText} isDisabled={!all} />}
        >
          {all ? <FormList rows={rows} copyLabel={copyLabel} /> : <p className={styles.hint}>{error ? t('fixInputFormats') : t('typeInputFormats')}</p>}
        </Card>

        <Card
          title={t('currentTime')}
          headingLevel={2}
          className={styles.nowArea}
          description={t('currentTimeDescription')}
          actions={
            <Button size="sm" variant="secondary" icon={Clock} isDisabled={now === null} onPress={() => now !== null && setInput(nowInUnit(now, settings.unit))}>
              {t('useNow')}
            </Button>
          }
        >
          <FormList rows={nowRows} copyLabel={(name) => t('copyCurrent', { name })} />
        </Card>
      </div>
    </div>
  );
}
