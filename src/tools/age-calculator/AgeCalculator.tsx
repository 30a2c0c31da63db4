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
  addDays,
  calculateAge,
  formatAgeParts,
  formatIsoDate,
  formatLongDate,
  formatSummary,
  localCalendarDate,
  parseIsoDate,
  type AgeResult,
  type AgeWords,
  type CalendarDate,
} from './age-calculator';
import { DateField } from './DateField';
import * as styles from './AgeCalculator.css';
import { useShareState } from '../share-state';
import { ageWords, useAgeCalculatorMessages, type AgeCalculatorMessage } from './i18n';

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
  const t = useAgeCalculatorMessages();
  const words = ageWords(t);

  const birth = parseIsoDate(birthText);
  const asOf = parseIsoDate(asOfText);
  const asOfIsToday = asOfText !== '' && asOfText === todayText;
  // Keyed on the texts, so the result (and the change event) only changes when a date does.
  const outcome = useMemo(() => {
    const [b, a] = [parseIsoDate(birthText), parseIsoDate(asOfText)];
    return b && a ? calculateAge(b, a, asOfIsToday, words) : null;
    // words follow the locale, which does not change while the tool is shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [birthText, asOfText, asOfIsToday]);
  const age = outcome?.ok ? outcome.age : null;

  let birthError: string | null = null;
  if (outcome && !outcome.ok) birthError = outcome.error;
  else if (birthText !== '' && !birth) birthError = t('yearRange');
  else if (birthText === '' && birthIncomplete) birthError = t('incomplete');

  let asOfError: string | null = null;
  if (asOfText !== '' && !asOf) asOfError = t('yearRange');
  else if (asOfText === '' && asOfIncomplete) asOfError = t('incomplete');
  else if (asOfText === '' && hydrated) asOfError = t('asOfMissing');

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

  const ageText = age ? formatAgeParts(age, words) : null;
  const announceAge = useEffectEvent((text: string | null) => announce(text ? t('announceAge', { age: text }) : ''));
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
        <Card title={t('dates')} headingLevel={2}>
          <Stack gap="md">
            <DateField
              label={t('birthDate')}
              value={birthText}
              onChange={changeBirth}
              onIncomplete={setBirthIncomplete}
              errorMessage={birthError}
            />
            <div className={styles.asOfRow}>
              <DateField
                label={t('asOf')}
                value={asOfText}
                onChange={changeAsOf}
                onIncomplete={setAsOfIncomplete}
                errorMessage={asOfError}
                className={styles.asOfField}
              />
              <Button icon={CalendarCheck} onPress={() => changeAsOf(null)} isDisabled={!hydrated || asOfIsToday} className={styles.todayButton}>
                {t('today')}
              </Button>
            </div>
            <p className={styles.note}>
              <Icon icon={Info} size={16} className={styles.noteIcon} />
              <span>{t('leapDayRule')}</span>
            </p>
          </Stack>
        </Card>

        {age && birth && asOf ? (
          <Results age={age} birth={birth} asOf={asOf} asOfIsToday={asOfIsToday} words={words} />
        ) : (
          <Card title={t('age')} headingLevel={2}>
            <p className={styles.muted}>{t(emptyMessage(birthText, error))}</p>
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
  words: AgeWords;
}

function Results({ age, birth, asOf, asOfIsToday, words }: ResultsProps) {
  const t = useAgeCalculatorMessages();
  const count = (n: number) => t.number(n);
  const next = addDays(asOf, age.daysUntilNextBirthday);
  const birthdayToday = age.daysUntilNextBirthday === 0;
  return (
    <Stack gap="md">
      <Card
        title={t('age')}
        headingLevel={2}
        description={t('asOfDescription', { today: asOfIsToday ? 'yes' : 'no', date: formatLongDate(asOf, words) })}
        actions={<CopyButton size="sm" label={t('copyAge')} text={formatAgeParts(age, words)} />}
      >
        <StatGrid
          columns={3}
          size="lg"
          stats={[
            { label: t('yearsLabel', { count: age.years }), value: count(age.years) },
            { label: t('monthsLabel', { count: age.months }), value: count(age.months) },
            { label: t('daysLabel', { count: age.days }), value: count(age.days) },
          ]}
        />
      </Card>
      <Card title={t('details')} headingLevel={2} actions={<CopyButton size="sm" label={t('copySummary')} text={() => formatSummary(birth, asOf, age, words)} />}>
        <Stack gap="md">
          <StatGrid
            stats={[
              { label: t('totalMonths'), value: count(age.totalMonths) },
              {
                label: t('totalWeeks'),
                value: (
                  <>
                    {count(age.totalWeeks)}
                    {age.extraDays ? <span className={styles.extra}> + {t('unitDay', { count: age.extraDays })}</span> : null}
                  </>
                ),
              },
              { label: t('totalDays'), value: count(age.totalDays) },
              { label: t('totalHours'), value: count(age.totalHours) },
              { label: t('nextBirthday'), value: capitalize(t('daysUntil', { days: age.daysUntilNextBirthday })) },
              { label: t('bornOn'), value: t(`weekday.${age.bornWeekday}`) },
            ]}
          />
          <p className={styles.muted}>
            {birthdayToday
              ? t('birthdayToday', { today: asOfIsToday ? 'yes' : 'no', age: age.nextAge })
              : t('nextBirthdayLine', { date: formatLongDate(next, words), age: age.nextAge })}{' '}
            {t('hoursNote')}
          </p>
          {birthdayToday ? <StatusBanner tone="success" title={t('happyBirthday', { age: age.nextAge })} /> : null}
          {age.leapDayBirth ? (
            <StatusBanner tone="info" title={t('leapDayTitle')}>
              {t('leapDayText')}
            </StatusBanner>
          ) : null}
        </Stack>
      </Card>
    </Stack>
  );
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function emptyMessage(birthText: string, error: string | null): AgeCalculatorMessage {
  if (error) return 'fixDate';
  if (birthText === '') return 'enterBirth';
  // Only before hydration: the as-of date waits for today's date from the browser.
  return 'working';
}
