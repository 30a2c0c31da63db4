import { useEffect, useEffectEvent, useId, useMemo, useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import { Clock, X } from 'lucide-react';
import { Input, TextField as AriaTextField } from 'react-aria-components';
import { Badge } from '../../ui/components/Badge';
import { Button } from '../../ui/components/Button';
import { Card } from '../../ui/components/Card';
import { CopyButton } from '../../ui/components/CopyButton';
import { Stack } from '../../ui/components/Layout';
import { LiveRegion, useAnnouncer } from '../../ui/components/LiveRegion';
import { PlainSearchField } from '../../ui/components/PlainSearchField';
import { Select } from '../../ui/components/Select';
import { StatusBanner } from '../../ui/components/StatusBanner';
import { FieldHelp, FieldLabel } from '../../ui/components/TextField';
import { input as inputClass } from '../../ui/components/TextField.css';
import { fieldRoot } from '../../ui/styles.css';
import { visuallyHidden } from '../../ui/theme/theme.css';
import { tickingClock } from '../../ui/ticking-clock';
import { useRememberedSettings } from '../../ui/useRememberedSettings';
import { INTL_LOCALE, type Locale } from '../../i18n/locales';
import { useShareState } from '../share-state';
import { DateField } from '../age-calculator/DateField';
import {
  canonicalZone,
  clockTime,
  dayDifference,
  formatOffset,
  isoDate,
  meetingStrip,
  offsetAt,
  parseDate,
  parseTime,
  parseZoneList,
  resolveWallTime,
  runs,
  searchZones,
  wallAsUtc,
  wallTimeAt,
  zoneCity,
  type MeetingStrip,
  type WallTime,
} from './time-zone-converter';
import * as styles from './TimeZoneConverter.css';
import { useTimeZoneConverterMessages, type TimeZoneConverterTranslate } from './i18n';

/** The most zones shown at once (the local zone included). */
export const MAX_ZONES = 12;
const HOUR = 3_600_000;
const SEARCH_LIMIT = 50;

export interface TimeZoneConverterProps {
  /** Date of the time to convert, YYYY-MM-DD (embed: `date`); empty: today. */
  date?: string;
  /** Clock time, HH:MM 24-hour (embed: `time`); empty: now. */
  time?: string;
  /** IANA zone of the date and time (embed: `from`); empty: the visitor's own. */
  from?: string;
  /** Comma-separated IANA zones to show it in (embed: `zones`). */
  zones?: string;
  /** Stories and tests only: the visitor's zone instead of the browser's. */
  localZone?: string;
  /** Stories and tests only: a fixed "now" (ms since 1970) instead of the clock. */
  now?: number;
  /** Called with the time in every zone after each change. */
  onChange?: (detail: TimeZoneConverterChange) => void;
}

export interface ZoneTime {
  zone: string;
  /** YYYY-MM-DD in the zone. */
  date: string;
  /** HH:MM in the zone. */
  time: string;
  /** UTC+02:00 */
  offset: string;
}

export interface TimeZoneConverterChange {
  date: string | null;
  time: string | null;
  from: string;
  zones: string[];
  /** How the wall time resolved in its zone; null while the date or time is missing. */
  dst: 'exact' | 'gap' | 'overlap' | null;
  /** The instant shown, ISO 8601 in UTC. */
  instant: string | null;
  times: ZoneTime[];
  /** Hours (0–23 from midnight in the source zone) within working hours in every zone. */
  commonHours: number[];
}

/** Remembered: the zones added (never the date and time). */
interface Settings {
  zones: string[];
}
const DEFAULTS: Settings = { zones: ['America/New_York', 'Europe/London', 'Asia/Tokyo'] };
const parseStored = (stored: unknown): Partial<Settings> => {
  if (!stored || typeof stored !== 'object' || !Array.isArray((stored as Record<string, unknown>).zones)) return {};
  return { zones: parseZoneList((stored as { zones: unknown[] }).zones, MAX_ZONES) };
};

const useNow = tickingClock(30_000);

/** The browser's own zone; UTC on the server (the prerendered page shows no times). */
const noSubscription = () => () => undefined;
const browserZone = () => canonicalZone(Intl.DateTimeFormat().resolvedOptions().timeZone) ?? 'UTC';
const useLocalZone = (given: string | null) => useSyncExternalStore(noSubscription, given ? () => given : browserZone, () => given ?? 'UTC');

const dateFormats = new Map<string, Intl.DateTimeFormat>();
/** "Wed, Jul 1, 2026" in the page's locale, for a wall time (read as UTC so no zone moves it). */
function shortDate(locale: Locale, wall: WallTime): string {
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALE[locale], { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
    dateFormats.set(locale, format);
  }
  return format.format(wallAsUtc(wall));
}

const nameFormats = new Map<string, Intl.DateTimeFormat>();
/** The zone's generic name in the page's locale ("Central European Time"), where the browser has one. */
function zoneName(locale: Locale, zone: string, instant: number): string {
  const key = `${locale} ${zone}`;
  let format = nameFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALE[locale], { timeZone: zone, timeZoneName: 'longGeneric' });
    nameFormats.set(key, format);
  }
  const name = format.formatToParts(instant).find((p) => p.type === 'timeZoneName')?.value ?? '';
  return /^(GMT|UTC)/.test(name) || name === zone ? '' : name;
}

/** A date or time field's text, and whether the browser holds a partial value it cannot report. */
interface FieldInput {
  text: string;
  incomplete: boolean;
}
const fieldInput = (text: string): FieldInput => ({ text, incomplete: false });

function TimeField({ label, value, onChange, onIncomplete, errorMessage }: { label: string; value: string; onChange: (v: string) => void; onIncomplete: (b: boolean) => void; errorMessage: string | null }) {
  return (
    <AriaTextField
      value={value}
      onChange={onChange}
      onBlur={(event) => onIncomplete(event.target.validity.badInput)}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
      className={`${fieldRoot} ${styles.field}`}
    >
      <FieldLabel>{label}</FieldLabel>
      <Input type="time" className={`${inputClass()} ${styles.timeInput}`} />
      <FieldHelp errorMessage={errorMessage} />
    </AriaTextField>
  );
}

export default function TimeZoneConverter(props: TimeZoneConverterProps) {
  const t = useTimeZoneConverterMessages();
  const { locale } = t;
  const localZone = useLocalZone(canonicalZone(props.localZone));
  const [given] = useState<Partial<Settings>>(() => {
    const zones = parseZoneList(props.zones, MAX_ZONES);
    return zones.length > 0 ? { zones } : {};
  });
  const [settings, setSettings] = useRememberedSettings<Settings>('time-zone-converter', DEFAULTS, parseStored, given);
  const [from, setFrom] = useState(() => canonicalZone(props.from) ?? '');
  const source = from || localZone;

  // Until a date or time is typed (or given), both follow the clock.
  const givenDate = parseDate(props.date) ? String(props.date).trim() : '';
  const givenTime = parseTime(props.time) ? clockTime(parseTime(props.time) as WallTime) : '';
  const [typed, setTyped] = useState<{ date: FieldInput; time: FieldInput } | null>(() =>
    givenDate || givenTime ? { date: fieldInput(givenDate), time: fieldInput(givenTime) } : null,
  );
  const now = useNow(props.now ?? null);
  const nowWall = now === null ? null : wallTimeAt(now, source);
  const dateIn = typed?.date ?? fieldInput(nowWall ? isoDate(nowWall) : '');
  const timeIn = typed?.time ?? fieldInput(nowWall ? clockTime(nowWall) : '');
  const setDate = (date: FieldInput) => setTyped({ date, time: timeIn });
  const setTime = (time: FieldInput) => setTyped({ date: dateIn, time });

  const date = parseDate(dateIn.text);
  const time = parseTime(timeIn.text);
  const dateError = dateIn.text !== '' && !date ? t('dateRange') : dateIn.text === '' && dateIn.incomplete ? t('incompleteDate') : null;
  const timeError = timeIn.text === '' && timeIn.incomplete ? t('incompleteTime') : null;

  // The zones shown: the visitor's first, then the source zone if it was not added, then the added ones.
  const shown = [localZone, ...(source !== localZone && !settings.zones.includes(source) ? [source] : []), ...settings.zones.filter((z) => z !== localZone)];

  const wall = date && time ? { ...date, ...time } : null;
  const resolution = wall ? resolveWallTime(wall, source) : null;
  const wallKey = wall ? `${isoDate(wall)} ${clockTime(wall)} ${source}` : '';
  const [secondFor, setSecondFor] = useState<string | null>(null);
  const showSecond = resolution?.kind === 'overlap' && secondFor === wallKey;
  const instant = resolution ? (resolution.kind === 'overlap' && showSecond ? resolution.later : resolution.instant) : null;
  const sourceWall = instant === null ? null : wallTimeAt(instant, source);

  const times = instant === null ? [] : shown.map((zone) => ({ zone, wall: wallTimeAt(instant, zone), offset: offsetAt(instant, zone) }));
  // 24 × zones Intl readings (a few ms for a dozen zones).
  const strip = date ? meetingStrip(date, source, shown) : null;

  const detail: TimeZoneConverterChange = {
    date: date ? dateIn.text : null,
    time: time ? timeIn.text : null,
    from: source,
    zones: shown,
    dst: resolution?.kind ?? null,
    instant: instant === null ? null : new Date(instant).toISOString(),
    times: times.map(({ zone, wall: w, offset }) => ({ zone, date: isoDate(w), time: clockTime(w), offset: formatOffset(offset) })),
    commonHours: strip?.common ?? [],
  };
  const reportChange = useEffectEvent((change: TimeZoneConverterChange) => props.onChange?.(change));
  const detailKey = JSON.stringify(detail);
  useEffect(() => {
    reportChange(JSON.parse(detailKey) as TimeZoneConverterChange);
  }, [detailKey]);

  // A link carries the time in its zone; while the time follows the clock, it opens at the reader's now.
  useShareState({ date: typed ? dateIn.text : '', time: typed ? timeIn.text : '', from: typed ? source : from, zones: settings.zones.join(',') });

  const [announcement, announce] = useAnnouncer();
  const addZone = (zone: string) => {
    if (shown.includes(zone) || shown.length >= MAX_ZONES) return;
    setSettings((s) => ({ zones: [...s.zones, zone] }));
    announce(t('added', { city: zoneCity(zone) }));
  };
  const removeZone = (zone: string) => {
    setSettings((s) => ({ zones: s.zones.filter((z) => z !== zone) }));
    if (zone === source) setFrom('');
    announce(t('removed', { city: zoneCity(zone) }));
  };

  const copyText = () =>
    times
      .map(({ zone, wall: w, offset }) => t('copyLine', { city: zoneCity(zone), zone, date: shortDate(locale, w), time: clockTime(w), offset: formatOffset(offset) }))
      .join('\n');

  const invalid = dateError !== null || timeError !== null;

  return (
    <div className={styles.root}>
      <div className={styles.layout}>
        <Card title={t('timeToConvert')} headingLevel={2}>
          <Stack gap="md">
            <div className={styles.dateTimeRow}>
              <DateField
                label={t('date')}
                value={dateIn.text}
                onChange={(text) => setDate(fieldInput(text))}
                onIncomplete={(incomplete) => incomplete !== dateIn.incomplete && setDate({ ...dateIn, incomplete })}
                errorMessage={dateError}
                className={styles.field}
              />
              <TimeField
                label={t('time')}
                value={timeIn.text}
                onChange={(text) => setTime(fieldInput(text))}
                onIncomplete={(incomplete) => incomplete !== timeIn.incomplete && setTime({ ...timeIn, incomplete })}
                errorMessage={timeError}
              />
              <Button icon={Clock} onPress={() => setTyped(null)} isDisabled={typed === null || now === null} aria-label={t('nowLabel')} className={styles.nowButton}>
                {t('now')}
              </Button>
            </div>
            {/* Leaving a field without typing keeps following the clock (onIncomplete changes nothing then). */}
            {typed === null && now !== null ? <p className={styles.hint}>{t('followsNow')}</p> : null}
            <Select
              label={t('sourceZone')}
              items={shown.map((zone) => ({ id: zone, label: `${zoneCity(zone)} (${zone})` }))}
              selectedKey={source}
              onSelectionChange={(zone) => setFrom(zone === localZone ? '' : zone)}
            />
            {resolution?.kind === 'gap' && wall ? (
              <StatusBanner tone="warning" title={t('gapTitle')}>
                {t('gapText', {
                  date: shortDate(locale, wall),
                  zone: zoneCity(source),
                  gap: t('gapLength', { minutes: resolution.gapMinutes }),
                  time: clockTime(wall),
                  shifted: `${clockTime(resolution.shifted)} (${formatOffset(offsetAt(resolution.instant, source))})`,
                })}
              </StatusBanner>
            ) : null}
            {resolution?.kind === 'overlap' && wall ? (
              <StatusBanner tone="info" title={t('overlapTitle')}>
                <Stack gap="sm">
                  <span>
                    {t('overlapText', {
                      date: shortDate(locale, wall),
                      zone: zoneCity(source),
                      gap: t('gapLength', { minutes: offsetAt(resolution.instant, source) - offsetAt(resolution.later, source) }),
                      time: clockTime(wall),
                      first: formatOffset(offsetAt(resolution.instant, source)),
                      second: formatOffset(offsetAt(resolution.later, source)),
                      shown: showSecond ? 'second' : 'first',
                    })}
                  </span>
                  <span>
                    <Button size="sm" variant="secondary" onPress={() => setSecondFor(showSecond ? null : wallKey)} className={styles.wrappingButton}>
                      {showSecond
                        ? t('useFirst', { offset: formatOffset(offsetAt(resolution.instant, source)) })
                        : t('useSecond', { offset: formatOffset(offsetAt(resolution.later, source)) })}
                    </Button>
                  </span>
                </Stack>
              </StatusBanner>
            ) : null}
          </Stack>
        </Card>

        <Card title={t('timeZones')} headingLevel={2} actions={<CopyButton size="sm" label={t('copyTimes')} text={copyText} isDisabled={times.length === 0} />}>
          <Stack gap="md">
            {times.length === 0 ? (
              <p role="status" className={styles.hint}>
                {t(invalid ? 'fixDateTime' : 'enterDateTime')}
              </p>
            ) : (
              <ul className={styles.zoneList} aria-label={t('timeZones')}>
                {times.map(({ zone, wall: w, offset }) => {
                  const shift = sourceWall ? dayDifference(sourceWall, w) : 0;
                  const name = zoneName(locale, zone, instant ?? 0);
                  return (
                    <li key={zone} className={styles.zoneRow} data-zone={zone}>
                      <div className={styles.zoneMain}>
                        <p className={styles.zoneCity}>
                          <span>{zoneCity(zone)}</span>
                          {zone === localZone ? <Badge tone="neutral">{t('yourZone')}</Badge> : null}
                          {zone === source ? <Badge tone="accent">{t('source')}</Badge> : null}
                        </p>
                        <p className={styles.zoneMeta}>
                          {zone}
                          {name ? ` · ${name}` : ''} · {formatOffset(offset)}
                        </p>
                      </div>
                      <div className={styles.zoneTime}>
                        <p className={styles.clock}>{clockTime(w)}</p>
                        <p className={styles.zoneMeta}>
                          {shortDate(locale, w)}
                          {shift !== 0 ? ` · ${shift === 1 ? t('nextDay') : shift === -1 ? t('previousDay') : shift > 0 ? t('daysApart', { days: shift }) : t('daysBefore', { days: -shift })}` : ''}
                        </p>
                      </div>
                      {zone !== localZone ? (
                        <Button variant="ghost" size="sm" icon={X} aria-label={t('remove', { city: zoneCity(zone) })} onPress={() => removeZone(zone)} className={styles.removeButton} />
                      ) : (
                        <span className={styles.removeButton} />
                      )}
                    </li>
                  );
                })}
              </ul>
            )}
            <ZoneSearch shown={shown} instant={instant ?? now} onAdd={addZone} />
            <LiveRegion message={announcement} />
          </Stack>
        </Card>
      </div>

      {strip && date ? <PlannerCard strip={strip} source={source} date={{ ...date, hour: 0, minute: 0 }} instant={instant} /> : null}
    </div>
  );
}

interface ZoneSearchProps {
  shown: string[];
  instant: number | null;
  onAdd: (zone: string) => void;
}

/** A search field with a list of matching zones under it (an ARIA combobox: arrow keys move, Enter adds). */
function ZoneSearch({ shown, instant, onAdd }: ZoneSearchProps) {
  const t = useTimeZoneConverterMessages();
  const listId = useId();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const full = shown.length >= MAX_ZONES;
  const results = useMemo(() => (query.trim() === '' ? [] : searchZones(query, instant ?? 0, SEARCH_LIMIT + 1)), [query, instant]);
  const visible = results.slice(0, SEARCH_LIMIT);
  const open = visible.length > 0 && !full;
  const activeIndex = Math.min(active, visible.length - 1);

  const choose = (zone: string) => {
    if (shown.includes(zone)) return;
    onAdd(zone);
    setQuery('');
    setActive(0);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!open) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((activeIndex + step + visible.length) % visible.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const match = visible[activeIndex];
      if (match) choose(match.zone);
    }
  };

  const help = full
    ? t('tooMany', { max: MAX_ZONES })
    : query.trim() === ''
      ? t('addZoneHelp')
      : visible.length === 0
        ? t('noMatch', { query: query.trim() })
        : `${t('found', { count: visible.length })}${results.length > SEARCH_LIMIT ? ` ${t('moreResults', { count: SEARCH_LIMIT })}` : ''}`;

  return (
    <div className={styles.search}>
      <PlainSearchField
        label={t('addZone')}
        value={query}
        onChange={(value) => {
          setQuery(value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
        disabled={full}
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open ? `${listId}-${activeIndex}` : undefined}
        aria-describedby={`${listId}-help`}
        autoComplete="off"
        spellCheck={false}
      />
      <p id={`${listId}-help`} className={styles.hint} role="status">
        {help}
      </p>
      <ul id={listId} role="listbox" aria-label={t('addZone')} className={open ? styles.results : visuallyHidden}>
        {open
          ? visible.map(({ zone, offset }, i) => {
              const taken = shown.includes(zone);
              return (
                <li
                  key={zone}
                  id={`${listId}-${i}`}
                  role="option"
                  aria-selected={i === activeIndex}
                  aria-disabled={taken || undefined}
                  tabIndex={-1}
                  className={styles.result}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => choose(zone)}
                  onKeyDown={(event) => event.key === 'Enter' && choose(zone)}
                >
                  <span className={styles.resultCity}>{zoneCity(zone)}</span>
                  <span className={styles.zoneMeta}>
                    {zone} · {formatOffset(offset)}
                    {taken ? ` · ${t('alreadyShown')}` : ''}
                  </span>
                </li>
              );
            })
          : null}
      </ul>
    </div>
  );
}

interface PlannerCardProps {
  strip: MeetingStrip;
  source: string;
  date: WallTime;
  instant: number | null;
}

function commonText(t: TimeZoneConverterTranslate, strip: MeetingStrip, source: string): string {
  if (strip.common.length === 0) return t('noCommon');
  const start = strip.hours[0] ?? 0;
  const ranges = runs(strip.common).map(([a, b]) =>
    t('range', { start: clockTime(wallTimeAt(start + a * HOUR, source)), end: clockTime(wallTimeAt(start + (b + 1) * HOUR, source)) }),
  );
  return t('common', { ranges: ranges.join(', '), city: zoneCity(source) });
}

/** One row per zone, the 24 hours of the source day in columns; working hours and common hours marked in text too. */
function PlannerCard({ strip, source, date, instant }: PlannerCardProps) {
  const t = useTimeZoneConverterMessages();
  const selected = instant === null ? -1 : Math.floor((instant - (strip.hours[0] ?? instant)) / HOUR);
  const common = new Set(strip.common);
  return (
    <Card title={t('meetingPlanner')} headingLevel={2}>
      <Stack gap="md">
        <p className={styles.hint}>{t('plannerIntro', { date: shortDate(t.locale, date), zone: zoneCity(source) })}</p>
        <ul className={styles.legend}>
          <li className={styles.legendItem}>
            <span className={`${styles.swatch} ${styles.cellWorking}`} aria-hidden="true">
              09
            </span>
            {t('legendWorking')}
          </li>
          <li className={styles.legendItem}>
            <span className={`${styles.swatch} ${styles.cellWorking} ${styles.cellCommon}`} aria-hidden="true">
              10
            </span>
            {t('legendCommon')}
          </li>
          <li className={styles.legendItem}>
            <span className={`${styles.swatch} ${styles.cellSelected}`} aria-hidden="true">
              11
            </span>
            {t('legendSelected')}
          </li>
        </ul>
        {/* A focusable region so keyboard users can scroll the wide strip on a phone. */}
        <div className={styles.stripScroll} role="region" aria-label={t('stripLabel')} tabIndex={0}>
          <table className={styles.strip}>
            <caption className={visuallyHidden}>{t('stripLabel')}</caption>
            <tbody>
              {strip.rows.map((row) => (
                <tr key={row.zone}>
                  <th scope="row" className={styles.stripZone}>
                    {zoneCity(row.zone)}
                  </th>
                  {row.cells.map((cell, i) => {
                    const notes = [
                      cell.working ? t('cellWorking') : null,
                      common.has(i) ? t('cellCommon') : null,
                      i === selected ? t('cellSelected') : null,
                      cell.dayShift > 0 ? t('cellNextDay') : cell.dayShift < 0 ? t('cellPreviousDay') : null,
                    ].filter((n) => n !== null);
                    const classes = [
                      styles.cell,
                      cell.working ? styles.cellWorking : '',
                      common.has(i) ? styles.cellCommon : '',
                      i === selected ? styles.cellSelected : '',
                      cell.dayShift !== 0 ? styles.cellOtherDay : '',
                    ].join(' ');
                    return (
                      <td key={cell.instant} className={classes} data-working={cell.working || undefined} data-common={common.has(i) || undefined}>
                        {cell.wall.minute === 0 ? String(cell.wall.hour).padStart(2, '0') : clockTime(cell.wall)}
                        {notes.length > 0 ? <span className={visuallyHidden}>{` (${notes.join(', ')})`}</span> : null}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p role="status" className={styles.commonLine}>
          {commonText(t, strip, source)}
        </p>
      </Stack>
    </Card>
  );
}
