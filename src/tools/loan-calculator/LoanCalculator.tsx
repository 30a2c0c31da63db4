import { useEffect, useEffectEvent, useId, useState } from 'react';
import { ChevronLeft, ChevronRight, Download } from 'lucide-react';
import { Card } from '../../ui/components/Card';
import { mirrorInRtl } from '../../ui/components/Icon';
import { CopyButton } from '../../ui/components/CopyButton';
import { Stack } from '../../ui/components/Layout';
import { PlainButton } from '../../ui/components/PlainButton';
import { RadioGroup } from '../../ui/components/RadioGroup';
import { Select } from '../../ui/components/Select';
import { TextField } from '../../ui/components/TextField';
import { downloadText } from '../../ui/download';
import { useRememberedSettings } from '../../ui/useRememberedSettings';
import { decimalMark, englishNumberText, formatNumber, groupDigitsIn, localeNumberText } from '../../i18n/numbers';
import { useShareState } from '../share-state';
import {
  FREQUENCIES,
  PERIODS_PER_YEAR,
  calculateLoan,
  isFrequency,
  isTermUnit,
  parseAmount,
  parseRate,
  parseTerm,
  paymentCount,
  plainCents,
  plainRate,
  scheduleCsv,
  validTerm,
  type Frequency,
  type LoanResult,
  type TermUnit,
} from './loan-calculator';
import * as styles from './LoanCalculator.css';
import { Figure, FigureList } from '../Figures';
import { useLoanCalculatorMessages, type LoanCalculatorMessage } from './i18n';

export interface LoanCalculatorProps {
  /** Initial amount borrowed, as decimal text, e.g. `200000` (embed: `principal`). */
  principal?: string;
  /** Initial yearly rate in percent, as decimal text, e.g. `6.125` (embed: `rate`). */
  rate?: string;
  /** Initial term, in years (1–50) or months (1–600) as `unit` says (embed: `term`). */
  term?: number;
  /** `years` or `months` (embed: `unit`). */
  unit?: string;
  /** `monthly`, `semimonthly`, `biweekly` or `weekly` (embed: `frequency`). */
  frequency?: string;
  /** Initial extra amount paid with every payment, as decimal text (embed: `extra`). */
  extra?: string;
  /** Called with the result after every change. */
  onChange?: (detail: LoanCalculatorChange) => void;
}

export interface LoanCalculatorChange {
  /** The inputs as plain decimal text; null while empty or invalid. */
  principal: string | null;
  rate: string | null;
  /** The term in `unit`s; null while invalid. */
  term: number | null;
  unit: TermUnit;
  frequency: Frequency;
  /** The extra payment ("0.00" while the field is empty); null while invalid. */
  extra: string | null;
  /** Amounts as plain decimal text with two decimals ("1199.10"); null without a result. */
  payment: string | null;
  totalInterest: string | null;
  totalPaid: string | null;
  /** How many payments the schedule has; null without a result. */
  payments: number | null;
  /** Payments and months the extra payment saves (0 without one). */
  paymentsSaved: number;
  monthsSaved: number;
  interestSaved: string | null;
  /** The message shown next to a field, or null. */
  error: string | null;
}

/** What is remembered: the term's unit and the payment frequency (never the amounts). */
interface Settings {
  unit: TermUnit;
  frequency: Frequency;
}

const parseStored = (stored: unknown): Partial<Settings> => {
  if (!stored || typeof stored !== 'object') return {};
  const { unit, frequency } = stored as Record<string, unknown>;
  return { ...(isTermUnit(unit) ? { unit } : {}), ...(isFrequency(frequency) ? { frequency } : {}) };
};

const DEFAULT_TERM = 30;
// Previous points to the start of the line and Next to its end, in either direction.
const PreviousIcon = mirrorInRtl(ChevronLeft);
const NextIcon = mirrorInRtl(ChevronRight);
const CSV_FILENAME = 'amortization-schedule.csv';

export default function LoanCalculator({ principal, rate, term, unit, frequency, extra, onChange }: LoanCalculatorProps) {
  const t = useLoanCalculatorMessages();
  const { locale } = t;
  const given: Partial<Settings> = { ...(isTermUnit(unit) ? { unit } : {}), ...(isFrequency(frequency) ? { frequency } : {}) };
  const [settings, setSettings] = useRememberedSettings<Settings>('loan-calculator', { unit: 'years', frequency: 'monthly' }, parseStored, given);
  // Numbers in the fields are typed the locale's way ("200.000" in German); props carry plain text.
  const [principalText, setPrincipalText] = useState(() => englishNumberText(locale, principal ?? ''));
  const [rateText, setRateText] = useState(() => englishNumberText(locale, rate ?? ''));
  const [extraText, setExtraText] = useState(() => englishNumberText(locale, extra ?? ''));
  const [termText, setTermText] = useState(() => String(validTerm(term, isTermUnit(unit) ? unit : 'years') ?? DEFAULT_TERM));
  const [yearIndex, setYearIndex] = useState(0);
  const captionId = useId();

  const principalParsed = parseAmount(principalText, locale);
  const rateParsed = parseRate(rateText, locale);
  const termParsed = parseTerm(termText, settings.unit, locale);
  const extraParsed = parseAmount(extraText, locale);

  const amountError = (parsed: typeof principalParsed) => (parsed.status === 'invalid' ? t(parsed.reason) : null);
  const principalError = principalParsed.status === 'ok' && principalParsed.value === 0n ? t('zero') : amountError(principalParsed);
  const rateError =
    rateParsed.status !== 'invalid'
      ? null
      : ({ notANumber: t('rateNotANumber'), negative: t('rateNegative'), tooManyDecimals: t('rateDecimals'), rateRange: t('rateRange'), decimalComma: t('decimalComma'), grouping: t('grouping') } as const)[
          rateParsed.reason
        ];
  const termError = termParsed.status === 'invalid' ? t(termParsed.reason, { unit: settings.unit }) : termParsed.status === 'empty' ? t('termRange', { unit: settings.unit }) : null;
  const extraError = amountError(extraParsed);
  const error = principalError ?? rateError ?? termError ?? extraError;

  const perYear = PERIODS_PER_YEAR[settings.frequency];
  const payments = termParsed.status === 'ok' ? paymentCount(termParsed.value, settings.unit, settings.frequency) : null;
  const principalCents = principalParsed.status === 'ok' && principalParsed.value > 0n ? principalParsed.value : null;
  const rateUnits = rateParsed.status === 'ok' ? rateParsed.value : null;
  const extraCents = extraParsed.status === 'ok' ? extraParsed.value : extraParsed.status === 'empty' ? 0n : null;
  // Live: 360 monthly payments take well under a millisecond; the longest (50 years weekly) about 10 ms.
  const result: LoanResult | null =
    principalCents !== null && rateUnits !== null && payments !== null && extraCents !== null
      ? calculateLoan({ principal: principalCents, rateUnits, payments, frequency: settings.frequency, extra: extraCents })
      : null;

  // Amounts are written from whole cents without Intl (exact, and nothing is created while the page loads).
  const money = (cents: bigint) => `${groupDigitsIn(locale, String(cents / 100n))}${decimalMark(locale)}${String(cents % 100n).padStart(2, '0')}`;
  const localize = (text: string) => localeNumberText(locale, text);
  const duration = (totalMonths: number) => {
    const years = Math.floor(totalMonths / 12);
    const months = totalMonths % 12;
    return years === 0 ? t('monthsOnly', { months }) : months === 0 ? t('yearsOnly', { years }) : t('yearsMonths', { years, months });
  };
  const monthsOf = (count: number) => Math.round((count * 12) / perYear);

  const detail: LoanCalculatorChange = {
    principal: principalCents === null ? null : plainCents(principalCents),
    rate: rateUnits === null ? null : plainRate(rateUnits),
    term: termParsed.status === 'ok' ? termParsed.value : null,
    unit: settings.unit,
    frequency: settings.frequency,
    extra: extraCents === null ? null : plainCents(extraCents),
    payment: result ? plainCents(result.payment) : null,
    totalInterest: result ? plainCents(result.totalInterest) : null,
    totalPaid: result ? plainCents(result.totalPaid) : null,
    payments: result ? result.rows.length : null,
    paymentsSaved: result?.paymentsSaved ?? 0,
    monthsSaved: result?.monthsSaved ?? 0,
    interestSaved: result?.baseline ? plainCents(result.interestSaved) : null,
    error,
  };
  const reportChange = useEffectEvent((change: LoanCalculatorChange) => onChange?.(change));
  const detailKey = JSON.stringify(detail);
  useEffect(() => {
    reportChange(JSON.parse(detailKey) as LoanCalculatorChange);
  }, [detailKey]);

  useShareState({
    principal: englishNumberText(locale, principalText).trim(),
    rate: englishNumberText(locale, rateText).trim(),
    term: termParsed.status === 'ok' ? termParsed.value : DEFAULT_TERM,
    unit: settings.unit,
    frequency: settings.frequency,
    extra: englishNumberText(locale, extraText).trim(),
  });

  // Switching the unit keeps the term where it can: 30 years ↔ 360 months.
  const chooseUnit = (next: string) => {
    if (!isTermUnit(next) || next === settings.unit) return;
    if (termParsed.status === 'ok') {
      if (next === 'months') setTermText(localize(String(termParsed.value * 12)));
      else if (termParsed.value % 12 === 0) setTermText(localize(String(termParsed.value / 12)));
    }
    setSettings((current) => ({ ...current, unit: next }));
  };

  const paymentLabel = t('payment', { frequency: settings.frequency });
  const sooner = result?.baseline
    ? result.paymentsSaved > 0
      ? t('sooner', { duration: duration(result.monthsSaved), payments: result.paymentsSaved, interest: money(result.interestSaved) })
      : t('noSooner', { interest: money(result.interestSaved) })
    : null;
  const summary = () => {
    if (!result || principalCents === null || rateUnits === null || payments === null) return '';
    const lines = [
      t('summaryLoan', { amount: money(principalCents), rate: t('percent', { percent: localize(plainRate(rateUnits)) }), term: duration(monthsOf(payments)) }),
      t('summaryPayment', { label: paymentLabel, amount: money(result.payment) }),
      t('summaryInterest', { amount: money(result.totalInterest) }),
      t('summaryPaid', { amount: money(result.totalPaid) }),
    ];
    if (sooner && extraCents) lines.push(t('summaryExtra', { amount: money(extraCents), sooner }));
    return lines.join('\n');
  };

  const years = result ? Math.ceil(result.rows.length / perYear) : 0;
  const page = Math.min(yearIndex, Math.max(0, years - 1));
  const pageRows = result ? result.rows.slice(page * perYear, (page + 1) * perYear) : [];
  const yearItems = Array.from({ length: years }, (_, i) => {
    const first = i * perYear + 1;
    const last = Math.min((i + 1) * perYear, result?.rows.length ?? 0);
    return { id: String(i), label: t('yearOption', { year: i + 1, first, last, count: last - first + 1 }) };
  });
  const headers = [t('colNumber'), t('colPayment'), t('colPrincipal'), t('colInterest'), t('colBalance')];
  const hint = error ? t('fixInput') : t('enterLoan');

  return (
    <div className={styles.root}>
      <div className={styles.layout}>
        <Card title={t('loan')} headingLevel={2} className={styles.inputArea}>
          <Stack gap="md">
            <TextField
              label={t('principal')}
              description={t('principalHelp')}
              value={principalText}
              onChange={setPrincipalText}
              isInvalid={principalError !== null}
              errorMessage={principalError}
              inputMode="decimal"
              autoComplete="off"
            />
            <TextField
              label={t('rate')}
              description={t('rateHelp')}
              value={rateText}
              onChange={setRateText}
              isInvalid={rateError !== null}
              errorMessage={rateError}
              inputMode="decimal"
              autoComplete="off"
            />
            <div className={styles.termRow}>
              <TextField
                label={t('term')}
                description={t('termHelp', { unit: settings.unit })}
                value={termText}
                onChange={setTermText}
                isInvalid={termError !== null}
                errorMessage={termError}
                inputMode="numeric"
                autoComplete="off"
                className={styles.termField}
              />
              <RadioGroup
                label={t('termUnit')}
                orientation="horizontal"
                options={[
                  { value: 'years', label: t('years') },
                  { value: 'months', label: t('months') },
                ]}
                value={settings.unit}
                onChange={chooseUnit}
              />
            </div>
          </Stack>
        </Card>

        <Card title={t('result')} headingLevel={2} className={styles.resultArea}>
          {result ? (
            <Stack gap="md">
              <div role="status" className={styles.status}>
                <FigureList>
                  <Figure label={paymentLabel} value={money(result.payment)} note={result.baseline ? t('withExtra', { amount: money(result.payment + (extraCents ?? 0n)) }) : null} main />
                  <Figure label={t('totalInterest')} value={money(result.totalInterest)} />
                  <Figure label={t('totalPaid')} value={money(result.totalPaid)} />
                  <Figure label={t('payoff')} value={t('payoffValue', { payments: result.rows.length, duration: duration(monthsOf(result.rows.length)) })} />
                </FigureList>
                {sooner ? <p className={styles.saved}>{sooner}</p> : null}
                <p className={styles.note}>{t('roundingRule', { last: money(result.rows.at(-1)?.payment ?? 0n) })}</p>
              </div>
              <div className={styles.actions}>
                <CopyButton size="sm" label={t('copySummary')} text={summary} />
              </div>
            </Stack>
          ) : (
            <p role="status" className={styles.hint}>
              {hint}
            </p>
          )}
        </Card>

        <Card title={t('options')} headingLevel={2} className={styles.optionsArea}>
          <Stack gap="md">
            <Select
              label={t('frequency')}
              items={FREQUENCIES.map((id) => ({ id, label: t(`frequency.${id}` as LoanCalculatorMessage) }))}
              selectedKey={settings.frequency}
              onSelectionChange={(key) => isFrequency(key) && setSettings((current) => ({ ...current, frequency: key }))}
              description={t('frequencyHelp')}
            />
            <TextField
              label={t('extra', { frequency: settings.frequency })}
              description={t('extraHelp')}
              value={extraText}
              onChange={setExtraText}
              isInvalid={extraError !== null}
              errorMessage={extraError}
              inputMode="decimal"
              autoComplete="off"
            />
          </Stack>
        </Card>

        {result ? (
          <Card
            title={t('schedule')}
            headingLevel={2}
            description={t('scheduleHelp', { payments: result.rows.length })}
            className={styles.scheduleArea}
            actions={
              <PlainButton size="sm" icon={Download} onPress={() => downloadText(CSV_FILENAME, scheduleCsv(result.rows, headers), 'text/csv;charset=utf-8')}>
                {t('downloadCsv')}
              </PlainButton>
            }
          >
            <Stack gap="md">
              <div className={styles.pager}>
                <Select label={t('year')} items={yearItems} selectedKey={String(page)} onSelectionChange={(key) => setYearIndex(Number(key))} className={styles.yearSelect} />
                <div className={styles.pagerButtons}>
                  <PlainButton size="sm" icon={PreviousIcon} isDisabled={page === 0} onPress={() => setYearIndex(page - 1)}>
                    {t('previousYear')}
                  </PlainButton>
                  <PlainButton size="sm" icon={NextIcon} isDisabled={page >= years - 1} onPress={() => setYearIndex(page + 1)}>
                    {t('nextYear')}
                  </PlainButton>
                </div>
              </div>
              {/* A wide table scrolls inside its own box on a narrow phone, never the page. */}
              <div className={styles.tableWrap} role="region" aria-labelledby={captionId} tabIndex={0}>
                <table className={styles.table}>
                  <caption id={captionId} className={styles.caption}>
                    {t('tableCaption', {
                      year: page + 1,
                      years,
                      first: formatNumber(locale, page * perYear + 1),
                      last: formatNumber(locale, page * perYear + pageRows.length),
                    })}
                  </caption>
                  <thead>
                    <tr>
                      {headers.map((header) => (
                        <th key={header} scope="col">
                          {header}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {pageRows.map((row) => (
                      <tr key={row.number}>
                        <th scope="row">{formatNumber(locale, row.number)}</th>
                        <td>{money(row.payment)}</td>
                        <td>{money(row.principal)}</td>
                        <td>{money(row.interest)}</td>
                        <td>{money(row.balance)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </Stack>
          </Card>
        ) : null}
      </div>
    </div>
  );
}
