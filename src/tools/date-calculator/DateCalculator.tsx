import { useEffect, useEffectEvent, useState, useSyncExternalStore } from 'react';
import { ArrowUpDown, CalendarCheck, Info } from 'lucide-react';
import { Button } from '../../ui/components/Button';
import { Card } from '../../ui/components/Card';
import { Checkbox } from '../../ui/components/Checkbox';
import { CopyButton } from '../../ui/components/CopyButton';
import { Icon } from '../../ui/components/Icon';
import { Stack } from '../../ui/components/Layout';
import { RadioGroup } from '../../ui/components/RadioGroup';
import { Select } from '../../ui/components/Select';
import { StatGrid } from '../../ui/components/StatGrid';
import { StatusBanner } from '../../ui/components/StatusBanner';
import { Tab, TabList, TabPanel, Tabs } from '../../ui/components/Tabs';
import { TextField } from '../../ui/components/TextField';
import { useRememberedSettings } from '../../ui/useRememberedSettings';
import { readProp } from '../api';
import { useShareState } from '../share-state';
import { DateField } from '../age-calculator/DateField';
import {
  UNITS,
  dateDifference,
  daysInMonth,
  formatIsoDate,
  isOperation,
  isUnit,
  localCalendarDate,
  parseAmount,
  parseIsoDate,
  shiftDate,
  toDayNumber,
  validAmount,
  type CalendarDate,
  type DateDifference,
  type Operation,
  type Unit,
} from './date-calculator';
import { api } from './api';
import * as styles from './DateCalculator.css';
import { longDate, monthName, useDateCalculatorMessages, type DateCalculatorMessage, type DateCalculatorTranslate } from './i18n';

const MODES = ['between', 'add'] as const;
type Mode = (typeof MODES)[number];
const isMode = (value: unknown): value is Mode => value === 'between' || value === 'add';

export interface DateCalculatorProps {
  /** Which calculation shows: `between` or `add` (embed: `mode`). */
  mode?: string;
  /** Start date of the difference, YYYY-MM-DD (embed: `start`). */
  start?: string;
  /** End date of the difference, YYYY-MM-DD (embed: `end`). */
  end?: string;
  /** Count the end date too (embed: `include-end`). */
  includeEnd?: boolean | string;
  /** Date to add to or subtract from, YYYY-MM-DD (embed: `date`). */
  date?: string;
  /** `add` or `subtract` (embed: `operation`). */
  operation?: string;
  /** Whole number of units, 0–9,999,999 (embed: `amount`). */
  amount?: number | string;
  /** `days`, `weeks`, `months`, `years` or `businessDays` (embed: `unit`). */
  unit?: string;
  /** Called with both results after every change. */
  onChange?: (detail: DateCalculatorChange) => void;
}

export interface DateCalculatorChange {
  mode: Mode;
  start: string | null;
  end: string | null;
  includeEnd: boolean;
  difference: DateDifference | null;
  date: string | null;
  operation: Operation;
  amount: number | null;
  unit: Unit;
  /** The resulting date, YYYY-MM-DD, or null. */
  result: string | null;
  /** Whether the month-end rule changed the day of the month. */
  monthEndRule: boolean;
  /** The message shown next to a field, or null. */
  error: string | null;
}

/** What is remembered: the calculation shown, whether the end date counts, and the unit (never the dates). */
interface Settings {
  mode: Mode;
  includeEnd: boolean;
  unit: Unit;
}
const DEFAULTS: Settings = { mode: 'between', includeEnd: false, unit: 'days' };

const parseStored = (stored: unknown): Partial<Settings> => {
  if (!stored || typeof stored !== 'object') return {};
  const { mode, includeEnd, unit } = stored as Record<string, unknown>;
  return { ...(isMode(mode) ? { mode } : {}), ...(typeof includeEnd === 'boolean' ? { includeEnd } : {}), ...(isUnit(unit) ? { unit } : {}) };
};

/** Props arrive typed from React or as attribute strings from the embed: keep only a real date. */
const validIso = (value: unknown) => {
  const date = parseIsoDate(value);
  return date ? formatIsoDate(date) : '';
};

/**
 * Today's local date as YYYY-MM-DD, or null on the server and during hydration (the prerendered
 * page was built on another day): the Today buttons wait for it. Re-read when the page comes back
 * into view, so a tab left open overnight moves on to the new day.
 */
function subscribeToday(onChange: () => void) {
  document.addEventListener('visibilitychange', onChange);
  window.addEventListener('focus', onChange);
  return () => {
    document.removeEventListener('visibilitychange', onChange);
    window.removeEventListener('focus', onChange);
  };
}
const readToday = () => formatIsoDate(localCalendarDate(new Date()));
const useToday = () => useSyncExternalStore(subscribeToday, readToday, () => null);

/** A date field's text (YYYY-MM-DD or '') and whether the browser holds a partial date. */
interface DateInput {
  text: string;
  incomplete: boolean;
}
const dateInput = (text: string): DateInput => ({ text, incomplete: false });

function dateError(t: DateCalculatorTranslate, input: DateInput): string | null {
  if (input.text !== '' && !parseIsoDate(input.text)) return t('yearRange');
  if (input.text === '' && input.incomplete) return t('incomplete');
  return null;
}

export default function DateCalculator(props: DateCalculatorProps) {
  const t = useDateCalculatorMessages();
  const { locale } = t;
  const givenInclude = readProp(api, 'include-end', props.includeEnd);
  const [given] = useState<Partial<Settings>>(() => ({
    ...(isMode(props.mode) ? { mode: props.mode } : {}),
    ...(typeof givenInclude === 'boolean' ? { includeEnd: givenInclude } : {}),
    ...(isUnit(props.unit) ? { unit: props.unit } : {}),
  }));
  const [settings, setSettings] = useRememberedSettings<Settings>('date-calculator', DEFAULTS, parseStored, given);
  const { mode, includeEnd, unit } = settings;

  const [start, setStart] = useState(() => dateInput(validIso(props.start)));
  const [end, setEnd] = useState(() => dateInput(validIso(props.end)));
  const [base, setBase] = useState(() => dateInput(validIso(props.date)));
  const [operation, setOperation] = useState<Operation>(() => (isOperation(props.operation) ? props.operation : 'add'));
  const [amountText, setAmountText] = useState(() => String(validAmount(props.amount) ?? 1));
  const today = useToday();

  // Between dates.
  const startDate = parseIsoDate(start.text);
  const endDate = parseIsoDate(end.text);
  const startError = dateError(t, start);
  const endError = dateError(t, end);
  const difference = startDate && endDate ? dateDifference(startDate, endDate, includeEnd) : null;

  // Add or subtract.
  const baseDate = parseIsoDate(base.text);
  const baseError = dateError(t, base);
  const amount = parseAmount(amountText, locale);
  const shift = baseDate && amount.status === 'ok' ? shiftDate(baseDate, amount.value, unit, operation) : null;
  const amountError = amount.status === 'invalid' ? t(amount.reason) : shift && !shift.ok ? t('outOfRange') : null;
  const result = shift?.ok ? shift : null;
  // Until the amount is valid again, links keep the last valid one.
  const [lastAmount, setLastAmount] = useState(() => validAmount(props.amount) ?? 1);
  const typeAmount = (text: string) => {
    setAmountText(text);
    const parsed = parseAmount(text, locale);
    if (parsed.status === 'ok') setLastAmount(parsed.value);
  };

  const error = mode === 'between' ? (startError ?? endError) : (baseError ?? amountError);
  const detail: DateCalculatorChange = {
    mode,
    start: startDate ? start.text : null,
    end: endDate ? end.text : null,
    includeEnd,
    difference,
    date: baseDate ? base.text : null,
    operation,
    amount: amount.status === 'ok' ? amount.value : null,
    unit,
    result: result ? formatIsoDate(result.date) : null,
    monthEndRule: result?.clamped ?? false,
    error,
  };
  const reportChange = useEffectEvent((change: DateCalculatorChange) => props.onChange?.(change));
  const detailKey = JSON.stringify(detail);
  useEffect(() => {
    reportChange(JSON.parse(detailKey) as DateCalculatorChange);
  }, [detailKey]);

  useShareState({ mode, start: start.text, end: end.text, includeEnd, date: base.text, operation, amount: lastAmount, unit });

  const todayButton = (label: DateCalculatorMessage, current: string, set: (input: DateInput) => void) => (
    <Button
      icon={CalendarCheck}
      onPress={() => today && set(dateInput(today))}
      isDisabled={today === null || current === today}
      aria-label={t(label)}
      className={styles.todayButton}
    >
      {t('today')}
    </Button>
  );

  const unitItems = UNITS.map((id) => ({ id, label: t(`unit.${id}`) }));

  return (
    <div className={styles.root}>
      <Tabs selectedKey={mode} onSelectionChange={(key) => isMode(key) && setSettings((s) => ({ ...s, mode: key }))}>
        <TabList aria-label={t('calculation')}>
          {MODES.map((id) => (
            <Tab key={id} id={id}>
              {t(`mode.${id}`)}
            </Tab>
          ))}
        </TabList>

        <TabPanel id="between" className={styles.panel}>
          <div className={styles.layout}>
            <Card title={t('dates')} headingLevel={2}>
              <Stack gap="md">
                <div className={styles.dateRow}>
                  <DateField
                    label={t('startDate')}
                    value={start.text}
                    onChange={(text) => setStart(dateInput(text))}
                    onIncomplete={(incomplete) => setStart((s) => ({ ...s, incomplete }))}
                    errorMessage={startError}
                    className={styles.dateField}
                  />
                  {todayButton('startToday', start.text, setStart)}
                </div>
                <div className={styles.dateRow}>
                  <DateField
                    label={t('endDate')}
                    value={end.text}
                    onChange={(text) => setEnd(dateInput(text))}
                    onIncomplete={(incomplete) => setEnd((s) => ({ ...s, incomplete }))}
                    errorMessage={endError}
                    className={styles.dateField}
                  />
                  {todayButton('endToday', end.text, setEnd)}
                </div>
                <Checkbox
                  isSelected={includeEnd}
                  onChange={(selected) => setSettings((s) => ({ ...s, includeEnd: selected }))}
                  description={t('includeEndHelp')}
                >
                  {t('includeEnd')}
                </Checkbox>
                <div>
                  <Button
                    icon={ArrowUpDown}
                    onPress={() => {
                      setStart(end);
                      setEnd(start);
                    }}
                    isDisabled={start.text === '' && end.text === ''}
                  >
                    {t('swap')}
                  </Button>
                </div>
              </Stack>
            </Card>
            <DifferenceCard difference={difference} start={startDate} end={endDate} includeEnd={includeEnd} invalid={startError !== null || endError !== null} />
          </div>
        </TabPanel>

        <TabPanel id="add" className={styles.panel}>
          <div className={styles.layout}>
            <Card title={t('dateAndAmount')} headingLevel={2}>
              <Stack gap="md">
                <div className={styles.dateRow}>
                  <DateField
                    label={t('date')}
                    value={base.text}
                    onChange={(text) => setBase(dateInput(text))}
                    onIncomplete={(incomplete) => setBase((s) => ({ ...s, incomplete }))}
                    errorMessage={baseError}
                    className={styles.dateField}
                  />
                  {todayButton('dateToday', base.text, setBase)}
                </div>
                <RadioGroup
                  label={t('operation')}
                  orientation="horizontal"
                  options={[
                    { value: 'add', label: t('add') },
                    { value: 'subtract', label: t('subtract') },
                  ]}
                  value={operation}
                  onChange={(value) => isOperation(value) && setOperation(value)}
                />
                <div className={styles.amountRow}>
                  <TextField
                    label={t('amount')}
                    description={t('amountHelp')}
                    value={amountText}
                    onChange={typeAmount}
                    isInvalid={amountError !== null}
                    errorMessage={amountError}
                    inputMode="numeric"
                    autoComplete="off"
                  />
                  <Select
                    label={t('unit')}
                    items={unitItems}
                    selectedKey={unit}
                    onSelectionChange={(key) => isUnit(key) && setSettings((s) => ({ ...s, unit: key }))}
                  />
                </div>
                <p className={styles.note}>
                  <Icon icon={Info} size={16} className={styles.noteIcon} />
                  <span>{t(unit === 'businessDays' ? 'businessAddRule' : 'monthEndRule')}</span>
                </p>
              </Stack>
            </Card>
            <ResultCard
              base={baseDate}
              result={result}
              operation={operation}
              amount={amount.status === 'ok' ? amount.value : 0}
              unit={unit}
              invalid={baseError !== null || amountError !== null}
            />
          </div>
        </TabPanel>
      </Tabs>
    </div>
  );
}

interface DifferenceCardProps {
  difference: DateDifference | null;
  start: CalendarDate | null;
  end: CalendarDate | null;
  includeEnd: boolean;
  invalid: boolean;
}

function DifferenceCard({ difference, start, end, includeEnd, invalid }: DifferenceCardProps) {
  const t = useDateCalculatorMessages();
  if (!difference || !start || !end) {
    return (
      <Card title={t('difference')} headingLevel={2}>
        <p role="status" className={styles.hint}>
          {t(invalid ? 'fixDates' : 'enterDates')}
        </p>
      </Card>
    );
  }
  const d = difference;
  const ymd = t('ymd', { years: t('unitYear', { count: d.years }), months: t('unitMonth', { count: d.months }), days: t('unitDay', { count: d.days }) });
  const weeks = d.extraDays ? t('weeksAndDays', { weeks: t('unitWeek', { count: d.weeks }), days: t('unitDay', { count: d.extraDays }) }) : t('unitWeek', { count: d.weeks });
  const summary = () =>
    [
      `${t('summaryFrom')}: ${longDate(t, start)}`,
      `${t('summaryTo')}: ${includeEnd ? t('summaryEndIncluded', { date: longDate(t, end) }) : longDate(t, end)}`,
      `${t('difference')}: ${ymd}`,
      `${t('totalDays')}: ${t.number(d.totalDays)}`,
      `${t('weeks')}: ${weeks}`,
      `${t('businessDays')}: ${t.number(d.businessDays)}`,
    ].join('\n');
  return (
    <Card title={t('difference')} headingLevel={2} actions={<CopyButton size="sm" label={t('copySummary')} text={summary} />}>
      <Stack gap="md">
        <p role="status" className={styles.headline}>
          {ymd}
        </p>
        <StatGrid
          stats={[
            { label: t('totalDays'), value: t.number(d.totalDays) },
            { label: t('weeks'), value: weeks },
            { label: t('businessDays'), value: t.number(d.businessDays) },
            { label: t('totalMonths'), value: t.number(d.totalMonths) },
          ]}
        />
        <p className={styles.hint}>
          {t('span', { start: longDate(t, start), end: longDate(t, end), included: includeEnd ? 'yes' : 'no' })}
          {d.direction === 'backward' ? ` ${t('backward')}` : d.direction === 'same' ? ` ${t('same')}` : ''}
        </p>
        <p className={styles.hint}>{t('businessRule')}</p>
      </Stack>
    </Card>
  );
}

interface ResultCardProps {
  base: CalendarDate | null;
  result: { date: CalendarDate; clamped: boolean; wantedDay: number | null } | null;
  operation: Operation;
  amount: number;
  unit: Unit;
  invalid: boolean;
}

const UNIT_COUNT: Record<Unit, DateCalculatorMessage> = {
  days: 'unitDay',
  weeks: 'unitWeek',
  months: 'unitMonth',
  years: 'unitYear',
  businessDays: 'unitBusinessDay',
};

function ResultCard({ base, result, operation, amount, unit, invalid }: ResultCardProps) {
  const t = useDateCalculatorMessages();
  if (!base || !result) {
    return (
      <Card title={t('result')} headingLevel={2}>
        <p role="status" className={styles.hint}>
          {t(invalid ? 'fixInput' : 'enterDate')}
        </p>
      </Card>
    );
  }
  const iso = formatIsoDate(result.date);
  const days = toDayNumber(result.date) - toDayNumber(base);
  // The month asked for: the result's month, which lacks the day of the month of the date.
  const lastDay = daysInMonth(result.date.year, result.date.month);
  return (
    <Card title={t('result')} headingLevel={2} actions={<CopyButton size="sm" label={t('copyDate')} text={iso} />}>
      <Stack gap="md">
        <div role="status" className={styles.resultStatus}>
          <p className={styles.headline}>{longDate(t, result.date)}</p>
          <p className={styles.iso}>{iso}</p>
        </div>
        <p className={styles.hint}>
          {t('calculationLine', { date: formatIsoDate(base), operation, amount: t(UNIT_COUNT[unit], { count: amount }) })}
          {' · '}
          {t('calendarDays', { days: Math.abs(days), later: days >= 0 ? 'yes' : 'no' })}
        </p>
        {result.clamped && result.wantedDay !== null && result.date.day === lastDay ? (
          <StatusBanner tone="info" title={t('clampedTitle')}>
            {t('clampedText', { month: monthName(t, result.date.month), year: String(result.date.year), day: String(result.wantedDay), date: longDate(t, result.date) })}
          </StatusBanner>
        ) : null}
      </Stack>
    </Card>
  );
}
