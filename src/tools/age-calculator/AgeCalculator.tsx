import { useEffect, useEffectEvent, useMemo, useState, useSyncExternalStore } from 'react';
import { CalendarCheck, Info } from 'lucide-react';
import { Button } from '../../ui/components/Button';
import { Card } from '../../ui/components/Card';
import { CopyButton } from '../../ui/components/CopyButton';
import { Icon } from '../../ui/components/Icon';
import { Stack } from '../../ui/components/Layout';
import { LiveRegion, useAnnouncer } from '../../ui/components/LiveRegion';
import { StatGrid } from '../../ui/components/StatGrid';
import { StatusBanner } from '../../ui/components/StatusBanner';
import {
  LEAP_DAY_RULE,
  addDays,
  calculateAge,
  describeDaysUntil,
  formatAgeParts,
  formatIsoDate,
  formatLongDate,
  formatSummary,
  localCalendarDate,
  ordinal,
  parseIsoDate,
  plural,
  type AgeResult,
  type CalendarDate,
} from './age-calculator';
import { DateField } from './DateField';
import * as styles from './AgeCalculator.css';
import { useShareState } from '../share-state';
import { formatCount } from '../../ui/format';

export interface AgeCalculatorProps {
  /** Initial birth date, YYYY-MM-DD (embed: `birth-date`); anything else starts empty. */
  birthDate?: string;
  /** Initial "as of" date, YYYY-MM-DD (embed: `as-of`); without one the tool uses today. */
  asOf?: string;
  /** Called with the result whenever either date changes. */
  onChange?: (detail: AgeCalculatorChange) => void;
}

export interface AgeCalculatorChange {
  /** The birth date entered (YYYY-MM-DD), or null while it is empty or incomplete. */
  birthDate: string | null;
  /** The date the age is measured on (YYYY-MM-DD), or null while it is empty or incomplete. */
  asOf: string | null;
  /** Why there is no result (e.g. a birth date in the future); null otherwise. */
  error: string | null;
  /** Every figure, or null while there is no result. */
  age: AgeResult | null;
}

const INCOMPLETE = 'Enter a complete date: month, day and year.';
const YEAR_RANGE = 'Enter a date between the years 1 and 9999.';

/** Props arrive typed from React or as attribute strings from the embed: keep only a real date. */
const validIso = (value: unknown) => {
  const date = parseIsoDate(value);
  return date ? formatIsoDate(date) : '';
};

/**
 * Today's local date as YYYY-MM-DD, or null on the server and during hydration (the
 * prerendered page was built on another day). Re-read when the page comes back into view, so
 * a tab left open overnight moves on to the new day.
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

export default function AgeCalculator({ birthDate, asOf: asOfProp, onChange }: AgeCalculatorProps) {
  const [birthText, setBirthText] = useState(() => validIso(birthDate));
  // null: follow today (the default, and what the Today button returns to).
  const [asOfChoice, setAsOfChoice] = useState<string | null>(() => validIso(asOfProp) || null);
  const [birthIncomplete, setBirthIncomplete] = useState(false);
  const [asOfIncomplete, setAsOfIncomplete] = useState(false);
  const todayText = useToday();
  const hydrated = todayText !== null;
  const asOfText = asOfChoice ?? todayText ?? '';
  // No as-of date means today, so a link without one keeps measuring on the day it is opened.
  useShareState({ birthDate: birthText, asOf: asOfChoice ?? '' });
  const [message, announce] = useAnnouncer();

  const birth = parseIsoDate(birthText);
  const asOf = parseIsoDate(asOfText);
  const asOfIsToday = asOfText !== '' && asOfText === todayText;
  // Keyed on the texts, so the result (and the change event) only changes when a date does.
  const outcome = useMemo(() => {
    const [b, a] = [parseIsoDate(birthText), parseIsoDate(asOfText)];
    return b && a ? calculateAge(b, a, asOfIsToday) : null;
  }, [birthText, asOfText, asOfIsToday]);
  const age = outcome?.ok ? outcome.age : null;

  let birthError: string | null = null;
  if (outcome && !outcome.ok) birthError = outcome.error;
  else if (birthText !== '' && !birth) birthError = YEAR_RANGE;
  else if (birthText === '' && birthIncomplete) birthError = INCOMPLETE;

  let asOfError: string | null = null;
  if (asOfText !== '' && !asOf) asOfError = YEAR_RANGE;
  else if (asOfText === '' && asOfIncomplete) asOfError = INCOMPLETE;
  else if (asOfText === '' && hydrated) asOfError = 'Enter the date to measure the age on, or choose Today.';

  const error = birthError ?? asOfError;
  const detail = useMemo<AgeCalculatorChange>(
    () => ({ birthDate: parseIsoDate(birthText) ? birthText : null, asOf: parseIsoDate(asOfText) ? asOfText : null, error, age }),
    [birthText, asOfText, error, age],
  );
  const report = useEffectEvent((next: AgeCalculatorChange) => onChange?.(next));
  useEffect(() => {
    // Before hydration finishes, "today" is unknown and there is nothing true to report.
    if (hydrated) report(detail);
  }, [detail, hydrated]);

  const ageText = age ? formatAgeParts(age) : null;
  const announceAge = useEffectEvent((text: string | null) => announce(text ? `Age: ${text}` : ''));
  useEffect(() => announceAge(ageText), [ageText]);

  const changeBirth = (value: string) => {
    setBirthText(value);
    setBirthIncomplete(false);
  };
  const changeAsOf = (value: string | null) => {
    setAsOfChoice(value);
    setAsOfIncomplete(false);
  };

  return (
    <div className={styles.root}>
      <div className={styles.layout}>
        <Card title="Dates" headingLevel={2}>
          <Stack gap="md">
            <DateField
              label="Birth date"
              value={birthText}
              onChange={changeBirth}
              onIncomplete={setBirthIncomplete}
              errorMessage={birthError}
            />
            <div className={styles.asOfRow}>
              <DateField
                label="As of"
                value={asOfText}
                onChange={changeAsOf}
                onIncomplete={setAsOfIncomplete}
                errorMessage={asOfError}
                className={styles.asOfField}
              />
              <Button icon={CalendarCheck} onPress={() => changeAsOf(null)} isDisabled={!hydrated || asOfIsToday} className={styles.todayButton}>
                Today
              </Button>
            </div>
            <p className={styles.note}>
              <Icon icon={Info} size={16} className={styles.noteIcon} />
              <span>{LEAP_DAY_RULE}</span>
            </p>
          </Stack>
        </Card>

        {age && birth && asOf ? (
          <Results age={age} birth={birth} asOf={asOf} asOfIsToday={asOfIsToday} />
        ) : (
          <Card title="Age" headingLevel={2}>
            <p className={styles.muted}>{emptyMessage(birthText, error)}</p>
          </Card>
        )}
      </div>
      <LiveRegion message={message} />
    </div>
  );
}

interface ResultsProps {
  age: AgeResult;
  birth: CalendarDate;
  asOf: CalendarDate;
  asOfIsToday: boolean;
}

function Results({ age, birth, asOf, asOfIsToday }: ResultsProps) {
  const next = addDays(asOf, age.daysUntilNextBirthday);
  const birthdayToday = age.daysUntilNextBirthday === 0;
  return (
    <Stack gap="md">
      <Card
        title="Age"
        headingLevel={2}
        description={`As of ${asOfIsToday ? 'today, ' : ''}${formatLongDate(asOf)}`}
        actions={<CopyButton size="sm" label="Copy Age" text={formatAgeParts(age)} />}
      >
        <StatGrid
          columns={3}
          size="lg"
          stats={[
            { label: age.years === 1 ? 'Year' : 'Years', value: formatCount(age.years) },
            { label: age.months === 1 ? 'Month' : 'Months', value: formatCount(age.months) },
            { label: age.days === 1 ? 'Day' : 'Days', value: formatCount(age.days) },
          ]}
        />
      </Card>
      <Card title="Details" headingLevel={2} actions={<CopyButton size="sm" label="Copy Summary" text={() => formatSummary(birth, asOf, age)} />}>
        <Stack gap="md">
          <StatGrid
            stats={[
              { label: 'Total months', value: formatCount(age.totalMonths) },
              {
                label: 'Total weeks',
                value: (
                  <>
                    {formatCount(age.totalWeeks)}
                    {age.extraDays ? <span className={styles.extra}> + {plural(age.extraDays, 'day')}</span> : null}
                  </>
                ),
              },
              { label: 'Total days', value: formatCount(age.totalDays) },
              { label: 'Total hours', value: formatCount(age.totalHours) },
              { label: 'Next birthday', value: capitalize(describeDaysUntil(age.daysUntilNextBirthday)) },
              { label: 'Born on a', value: age.bornWeekday },
            ]}
          />
          <p className={styles.muted}>
            {birthdayToday
              ? `Birthday ${asOfIsToday ? 'today' : 'on this date'}, turning ${formatCount(age.nextAge)}.`
              : `Next birthday: ${formatLongDate(next)}, turning ${formatCount(age.nextAge)}.`}{' '}
            Hours count 24 per calendar day.
          </p>
          {birthdayToday ? <StatusBanner tone="success" title={`Happy ${ordinal(age.nextAge)} birthday!`} /> : null}
          {age.leapDayBirth ? (
            <StatusBanner tone="info" title="Leap-day birthday">
              In years without a 29 February the birthday is counted on 28 February, so the age goes up on 28 February.
            </StatusBanner>
          ) : null}
        </Stack>
      </Card>
    </Stack>
  );
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function emptyMessage(birthText: string, error: string | null): string {
  if (error) return 'Fix the highlighted date to see the age.';
  if (birthText === '') return 'Enter a birth date to see the age in years, months and days.';
  // Only before hydration: the as-of date waits for today's date from the browser.
  return 'Working out the age…';
}
