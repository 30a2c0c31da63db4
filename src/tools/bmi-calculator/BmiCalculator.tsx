import { useEffect, useEffectEvent, useState } from 'react';
import { RotateCcw } from 'lucide-react';
import { Badge } from '../../ui/components/Badge';
import { Button } from '../../ui/components/Button';
import { Card } from '../../ui/components/Card';
import { CopyButton } from '../../ui/components/CopyButton';
import { Stack } from '../../ui/components/Layout';
import { RadioGroup } from '../../ui/components/RadioGroup';
import { StatGrid } from '../../ui/components/StatGrid';
import { StatusBanner } from '../../ui/components/StatusBanner';
import { TextField } from '../../ui/components/TextField';
import { useRememberedSettings } from '../../ui/useRememberedSettings';
import {
  CATEGORIES,
  EMPTY_FIELDS,
  UNITS,
  computeBmi,
  convertFields,
  fieldsFromProps,
  isUnits,
  measuresFromFields,
  summary,
  type BmiFields,
  type BmiOk,
  type BmiResult,
  type CategoryId,
  type FieldErrors,
  type Units,
} from './bmi-calculator';
import * as styles from './BmiCalculator.css';
import { useShareState } from '../share-state';
import { bmiNumber, bmiWords, useBmiMessages, type BmiMessage } from './i18n';
import { englishNumberText, localeNumberText } from '../../i18n/numbers';
import type { Translate } from '../../i18n/catalog';

/** What the tool reports (the embed's `toolshed-change` event detail). */
export interface BmiChange {
  units: Units;
  /** BMI to one decimal; null without a result. */
  bmi: number | null;
  category: CategoryId | null;
  /** Healthy weight range for the height, in `unit`. */
  healthyMin: number | null;
  healthyMax: number | null;
  unit: 'kg' | 'lb';
  /** The first field error, e.g. the out-of-range message. */
  error: string | null;
}

export interface BmiCalculatorProps {
  /** metric or us (embed: `units`). */
  units?: string;
  /** Centimetres (metric) or total inches (US) (embed: `height`). */
  height?: string | number;
  /** Kilograms (metric) or pounds (US) (embed: `weight`). */
  weight?: string | number;
  onChange?: (change: BmiChange) => void;
}

interface Settings {
  units: Units;
}

const DEFAULTS: Settings = { units: 'metric' };

function parseSettings(stored: unknown): Partial<Settings> {
  if (typeof stored !== 'object' || stored === null) return {};
  const { units } = stored as Record<string, unknown>;
  return isUnits(units) ? { units } : {};
}

const CATEGORY_TONE: Record<CategoryId, 'success' | 'warning' | 'danger'> = {
  underweight: 'warning',
  normal: 'success',
  overweight: 'warning',
  'obese-1': 'danger',
  'obese-2': 'danger',
  'obese-3': 'danger',
};

/** Each field's text mapped by `f` (typed text ↔ plain decimal text). */
const mapFields = (fields: BmiFields, f: (text: string) => string): BmiFields =>
  Object.fromEntries(Object.entries(fields).map(([name, text]) => [name, f(text)])) as unknown as BmiFields;

export default function BmiCalculator({ units: unitsProp, height, weight, onChange }: BmiCalculatorProps) {
  const [given] = useState<Partial<Settings>>(() => (isUnits(unitsProp) ? { units: unitsProp } : {}));
  const [settings, setSettings] = useRememberedSettings<Settings>('bmi-calculator', DEFAULTS, parseSettings, given);
  const { units } = settings;
  const t = useBmiMessages();
  const { locale } = t;
  // A given value is plain decimal text; the fields show it the page's way ("72,5" in German).
  const [fields, setFields] = useState<BmiFields>(() =>
    mapFields(fieldsFromProps(given.units ?? DEFAULTS.units, height, weight), (text) => localeNumberText(locale, text)),
  );
  // Fields hold the text as typed; links and the arithmetic read it the English way
  // (englishNumberText trades the comma and the point, and maps Arabic digits).
  const plainFields = mapFields(fields, (text) => englishNumberText(locale, text));

  useShareState({ units, ...measuresFromFields(units, plainFields) });
  const result = computeBmi(units, plainFields, bmiWords(t));
  const errors: FieldErrors = result.status === 'invalid' ? result.errors : {};
  const set = (name: keyof BmiFields) => (text: string) => setFields((current) => ({ ...current, [name]: text }));
  const fieldProps = (name: keyof BmiFields) => ({
    value: fields[name],
    onChange: set(name),
    inputMode: 'decimal' as const,
    autoComplete: 'off',
    isInvalid: errors[name] !== undefined,
    errorMessage: errors[name],
  });

  const switchUnits = (next: string) => {
    if (!isUnits(next) || next === units) return;
    setFields((current) => {
      const plain = mapFields(current, (text) => englishNumberText(locale, text));
      const converted = convertFields(plain, next);
      // Converted values are written the page's way; a field left as it was keeps its text as typed.
      return Object.fromEntries(
        (Object.keys(current) as (keyof BmiFields)[]).map((name) => [name, converted[name] === plain[name] ? current[name] : localeNumberText(locale, converted[name])]),
      ) as unknown as BmiFields;
    });
    setSettings((s) => ({ ...s, units: next }));
  };

  const ok = result.status === 'ok' ? result : null;
  const bmi = ok?.bmi ?? null;
  const category = ok?.category.id ?? null;
  const healthyMin = ok ? Number(ok.healthy.min) : null;
  const healthyMax = ok ? Number(ok.healthy.max) : null;
  const error = Object.values(errors)[0] ?? null;
  const reportChange = useEffectEvent((detail: BmiChange) => onChange?.(detail));
  useEffect(() => {
    reportChange({ units, bmi, category, healthyMin, healthyMax, unit: units === 'metric' ? 'kg' : 'lb', error });
  }, [units, bmi, category, healthyMin, healthyMax, error]);

  const hasInput = Object.values(fields).some((v) => v !== '');

  return (
    <div className={styles.root}>
      <div className={styles.layout}>
        <Card title={t('measurements')} headingLevel={2}>
          <Stack gap="md">
            <RadioGroup
              label={t('units')}
              orientation="horizontal"
              options={UNITS.map((u) => ({ value: u.id, label: t(`units.${u.id}`) }))}
              value={units}
              onChange={switchUnits}
            />
            {units === 'metric' ? (
              <>
                <TextField label={t('heightCm')} {...fieldProps('heightCm')} />
                <TextField label={t('weightKg')} {...fieldProps('weightKg')} />
              </>
            ) : (
              <>
                <div className={styles.pair}>
                  <TextField label={t('feet')} {...fieldProps('feet')} />
                  <TextField label={t('inches')} {...fieldProps('inches')} />
                </div>
                <TextField label={t('pounds')} {...fieldProps('pounds')} />
              </>
            )}
            <div>
              <Button icon={RotateCcw} onPress={() => setFields(EMPTY_FIELDS)} isDisabled={!hasInput}>
                {t('clearAll')}
              </Button>
            </div>
          </Stack>
        </Card>
        <Card
          title={t('yourBmi')}
          headingLevel={2}
          actions={<CopyButton size="sm" label={t('copyResult')} text={() => (ok ? summary(ok, bmiWords(t)) : '')} isDisabled={!ok} />}
        >
          <Stack gap="md">
            <ResultBody result={result} t={t} />
            <CategoryTable current={category} t={t} />
          </Stack>
        </Card>
      </div>
      <StatusBanner tone="info" title={t('adultsTitle')}>
        {t('adultsText')}
      </StatusBanner>
    </div>
  );
}

/** The figure and class, then a sentence in a polite live region that stays mounted. */
function ResultBody({ result, t }: { result: BmiResult; t: Translate<BmiMessage> }) {
  const ok = result.status === 'ok' ? result : null;
  const bmiText = ok ? bmiNumber(t, ok.bmiText) : '';
  const categoryLabel = ok ? t(`category.${ok.category.id}`) : '';
  let message: string;
  if (ok) message = t('sentence', { bmi: bmiText, category: categoryLabel });
  else if (result.status === 'empty') message = result.message;
  else message = t('fixField');
  return (
    <Stack gap="sm">
      {ok ? (
        <div className={styles.figureRow}>
          <p className={styles.figure} data-testid="bmi-value">
            {bmiText}
          </p>
          <Badge tone={CATEGORY_TONE[ok.category.id]}>{categoryLabel}</Badge>
        </div>
      ) : null}
      <p role="status" aria-live="polite" className={ok ? styles.sentence : styles.muted}>
        {message}
      </p>
      {ok ? <Details result={ok} t={t} /> : null}
    </Stack>
  );
}

function Details({ result, t }: { result: BmiOk; t: Translate<BmiMessage> }) {
  const { healthy, toHealthy } = result;
  const n = (plain: string) => bmiNumber(t, plain);
  const distance = toHealthy ? t(toHealthy.direction, { amount: t('amount', { amount: n(toHealthy.amount), unit: healthy.unit }) }) : t('inRange');
  return (
    <StatGrid
      stats={[
        // heightText is already in the page's words (computeBmi wrote it with bmiWords).
        { label: t('healthyFor', { height: result.heightText }), value: t('range', { min: n(healthy.min), max: n(healthy.max), unit: healthy.unit }) },
        { label: t('toHealthy'), value: distance },
        { label: t('prime'), value: n(result.prime) },
      ]}
    />
  );
}

function CategoryTable({ current, t }: { current: CategoryId | null; t: Translate<BmiMessage> }) {
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{t('tableCaption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('tableCategory')}</th>
          <th scope="col">{t('tableBmi')}</th>
        </tr>
      </thead>
      <tbody>
        {CATEGORIES.map((c) => (
          <tr key={c.id} className={c.id === current ? styles.currentRow : undefined} aria-current={c.id === current ? 'true' : undefined}>
            <th scope="row">
              <span className={styles.rowLabel}>
                {t(`category.${c.id}`)}
                {c.id === current ? <Badge tone="neutral">{t('yourResult')}</Badge> : null}
              </span>
            </th>
            <td>{t(`bmiRange.${c.id}`)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
