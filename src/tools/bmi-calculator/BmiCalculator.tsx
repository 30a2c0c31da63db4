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

const UNIT_OPTIONS = UNITS.map((u) => ({ value: u.id, label: u.label }));

export default function BmiCalculator({ units: unitsProp, height, weight, onChange }: BmiCalculatorProps) {
  const [given] = useState<Partial<Settings>>(() => (isUnits(unitsProp) ? { units: unitsProp } : {}));
  const [settings, setSettings] = useRememberedSettings<Settings>('bmi-calculator', DEFAULTS, parseSettings, given);
  const { units } = settings;
  const [fields, setFields] = useState<BmiFields>(() => fieldsFromProps(given.units ?? DEFAULTS.units, height, weight));

  useShareState({ units, ...measuresFromFields(units, fields) });
  const result = computeBmi(units, fields);
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
    setFields((current) => convertFields(current, next));
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
        <Card title="Your Measurements" headingLevel={2}>
          <Stack gap="md">
            <RadioGroup label="Units" orientation="horizontal" options={UNIT_OPTIONS} value={units} onChange={switchUnits} />
            {units === 'metric' ? (
              <>
                <TextField label="Height (cm)" {...fieldProps('heightCm')} />
                <TextField label="Weight (kg)" {...fieldProps('weightKg')} />
              </>
            ) : (
              <>
                <div className={styles.pair}>
                  <TextField label="Height (ft)" {...fieldProps('feet')} />
                  <TextField label="Height (in)" {...fieldProps('inches')} />
                </div>
                <TextField label="Weight (lb)" {...fieldProps('pounds')} />
              </>
            )}
            <div>
              <Button icon={RotateCcw} onPress={() => setFields(EMPTY_FIELDS)} isDisabled={!hasInput}>
                Clear All
              </Button>
            </div>
          </Stack>
        </Card>
        <Card title="Your BMI" headingLevel={2} actions={<CopyButton size="sm" label="Copy Result" text={() => (ok ? summary(ok) : '')} isDisabled={!ok} />}>
          <Stack gap="md">
            <ResultBody result={result} />
            <CategoryTable current={category} />
          </Stack>
        </Card>
      </div>
      <StatusBanner tone="info" title="For adults only">
        BMI is a screening measure, not a diagnosis. It does not apply to children and teens, to athletes and others with a lot of muscle, or
        during pregnancy. Talk to a health professional about your weight.
      </StatusBanner>
    </div>
  );
}

/** The figure and class, then a sentence in a polite live region that stays mounted. */
function ResultBody({ result }: { result: BmiResult }) {
  const ok = result.status === 'ok' ? result : null;
  let message: string;
  if (ok) message = `Your BMI is ${ok.bmiText}: ${ok.category.label}.`;
  else if (result.status === 'empty') message = result.message;
  else message = 'Fix the highlighted field to see your BMI.';
  return (
    <Stack gap="sm">
      {ok ? (
        <div className={styles.figureRow}>
          <p className={styles.figure} data-testid="bmi-value">
            {ok.bmiText}
          </p>
          <Badge tone={CATEGORY_TONE[ok.category.id]}>{ok.category.label}</Badge>
        </div>
      ) : null}
      <p role="status" aria-live="polite" className={ok ? styles.sentence : styles.muted}>
        {message}
      </p>
      {ok ? <Details result={ok} /> : null}
    </Stack>
  );
}

function Details({ result }: { result: BmiOk }) {
  const { healthy, toHealthy } = result;
  const distance = toHealthy ? `${toHealthy.direction === 'gain' ? 'Gain' : 'Lose'} ${toHealthy.amount} ${healthy.unit}` : 'In range';
  return (
    <StatGrid
      stats={[
        { label: `Healthy weight for ${result.heightText}`, value: `${healthy.min}–${healthy.max} ${healthy.unit}` },
        { label: 'To a healthy BMI', value: distance },
        { label: 'BMI Prime (BMI ÷ 25)', value: result.prime },
      ]}
    />
  );
}

function CategoryTable({ current }: { current: CategoryId | null }) {
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>WHO adult categories</caption>
      <thead>
        <tr>
          <th scope="col">Category</th>
          <th scope="col">BMI</th>
        </tr>
      </thead>
      <tbody>
        {CATEGORIES.map((c) => (
          <tr key={c.id} className={c.id === current ? styles.currentRow : undefined} aria-current={c.id === current ? 'true' : undefined}>
            <th scope="row">
              <span className={styles.rowLabel}>
                {c.label}
                {c.id === current ? <Badge tone="neutral">Your result</Badge> : null}
              </span>
            </th>
            <td>{c.range}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
