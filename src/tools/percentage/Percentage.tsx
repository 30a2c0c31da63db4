import { useEffect, useEffectEvent, useState } from 'react';
import { ArrowLeftRight, RotateCcw, TrendingDown, TrendingUp } from 'lucide-react';
import { Badge } from '../../ui/components/Badge';
import { Button } from '../../ui/components/Button';
import { Card } from '../../ui/components/Card';
import { CopyButton } from '../../ui/components/CopyButton';
import { Inline, Stack } from '../../ui/components/Layout';
import { Select } from '../../ui/components/Select';
import { Tab, TabList, TabPanel, Tabs } from '../../ui/components/Tabs';
import { TextField } from '../../ui/components/TextField';
import { useRememberedSettings } from '../../ui/useRememberedSettings';
import {
  DEFAULT_PRECISION,
  MAX_INPUT_LENGTH,
  MAX_PRECISION,
  MODES,
  MODE_IDS,
  calculate,
  isMode,
  isPrecision,
  parseNumber,
  type Direction,
  type Mode,
  type PercentageResult,
} from './percentage';
import * as styles from './Percentage.css';
import { useShareState } from '../share-state';
import { percentageWords, usePercentageMessages, type PercentageMessage } from './i18n';
import { englishNumberText } from '../../i18n/numbers';
import type { Translate } from '../../i18n/catalog';

/** What the tool reports (the embed's `toolshed-change` event detail). */
export interface PercentageChange {
  mode: Mode;
  x: string;
  y: string;
  decimals: number;
  /** The rounded result as plain decimal text ("33.3333"), null without a result. */
  result: string | null;
  value: number | null;
  /** False when rounding dropped digits. */
  exact: boolean | null;
  /** Only for % change. */
  direction: Direction | null;
  /** The first field error, e.g. the zero-divisor message. */
  error: string | null;
}

export interface PercentageProps {
  /** Calculator to open: of, what or change (embed: `mode`). */
  mode?: string;
  /** Initial X (embed: `x`); anything but a number leaves the field empty. */
  x?: string | number;
  /** Initial Y (embed: `y`). */
  y?: string | number;
  /** Decimal places, 0–10 (embed: `decimals`). */
  decimals?: string | number;
  onChange?: (change: PercentageChange) => void;
}

interface Settings {
  mode: Mode;
  precision: number;
}

type Values = Record<Mode, { x: string; y: string }>;

const DEFAULTS: Settings = { mode: 'of', precision: DEFAULT_PRECISION };

function parseSettings(stored: unknown): Partial<Settings> {
  if (typeof stored !== 'object' || stored === null) return {};
  const { mode, precision } = stored as Record<string, unknown>;
  return { ...(isMode(mode) ? { mode } : {}), ...(isPrecision(precision) ? { precision } : {}) };
}

/** A prop as a field's starting text: numbers and numeric strings pass, the rest start empty. */
function initialValue(value: string | number | undefined): string {
  if (value === undefined) return '';
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim();
  return text.length <= MAX_INPUT_LENGTH && parseNumber(text).status === 'ok' ? text : '';
}

function givenSettings(mode: string | undefined, decimals: string | number | undefined): Partial<Settings> {
  const precision = typeof decimals === 'string' && decimals.trim() !== '' ? Number(decimals) : decimals;
  return { ...(isMode(mode) ? { mode } : {}), ...(isPrecision(precision) ? { precision } : {}) };
}

const DIRECTION_BADGE: Record<Direction, { tone: 'success' | 'danger' | 'neutral'; label: PercentageMessage }> = {
  increase: { tone: 'success', label: 'increase' },
  decrease: { tone: 'danger', label: 'decrease' },
  none: { tone: 'neutral', label: 'noChangeBadge' },
};

export default function Percentage({ mode: modeProp, x, y, decimals, onChange }: PercentageProps) {
  const [given] = useState(() => givenSettings(modeProp, decimals));
  const [settings, setSettings] = useRememberedSettings<Settings>('percentage', DEFAULTS, parseSettings, given);
  const { mode, precision } = settings;
  const t = usePercentageMessages();
  const { locale } = t;
  // A given value is plain decimal text; trading the marks writes it the page's way ("12,5").
  const [values, setValues] = useState<Values>(() => {
    const empty = Object.fromEntries(MODE_IDS.map((id) => [id, { x: '', y: '' }])) as Values;
    return { ...empty, [given.mode ?? DEFAULTS.mode]: { x: englishNumberText(locale, initialValue(x)), y: englishNumberText(locale, initialValue(y)) } };
  });

  const current = values[mode];
  // Fields hold the text as typed (German "12,5"); links, the change event and the arithmetic read
  // it the English way (englishNumberText trades the comma and the point, and maps Arabic digits).
  const xText = englishNumberText(locale, current.x);
  const yText = englishNumberText(locale, current.y);
  useShareState({ mode, x: xText, y: yText, decimals: precision });
  const result = calculate(mode, xText, yText, precision, percentageWords(t));
  const precisionItems = Array.from({ length: MAX_PRECISION + 1 }, (_, count) => ({ id: String(count), label: t('decimalPlaces', { count }) }));
  const setField = (field: 'x' | 'y', text: string) => setValues((all) => ({ ...all, [mode]: { ...all[mode], [field]: text } }));

  const reportChange = useEffectEvent((detail: PercentageChange) => onChange?.(detail));
  const ok = result.status === 'ok' ? result : null;
  const plain = ok?.plain ?? null;
  const exact = ok?.exact ?? null;
  const direction = ok?.direction ?? null;
  const error = result.status === 'invalid' ? (result.errors.x ?? result.errors.y ?? null) : null;
  useEffect(() => {
    reportChange({ mode, x: xText, y: yText, decimals: precision, result: plain, value: plain === null ? null : Number(plain), exact, direction, error });
  }, [mode, xText, yText, precision, plain, exact, direction, error]);

  return (
    <div className={styles.root}>
      <Tabs selectedKey={mode} onSelectionChange={(key) => isMode(key) && setSettings((s) => ({ ...s, mode: key }))}>
        <TabList aria-label={t('calculation')} className={styles.tabList}>
          {MODES.map((m) => (
            <Tab key={m.id} id={m.id}>
              {t(`mode.${m.id}`)}
            </Tab>
          ))}
        </TabList>
        {MODES.map((m) => (
          <TabPanel key={m.id} id={m.id} className={styles.panel}>
            <div className={styles.layout}>
              <Card title={t('values')} headingLevel={2}>
                <Stack gap="md">
                  <TextField
                    label={t(`x.${m.id}`)}
                    value={current.x}
                    onChange={(text) => setField('x', text)}
                    inputMode="decimal"
                    autoComplete="off"
                    isInvalid={result.status === 'invalid' && result.errors.x !== undefined}
                    errorMessage={result.status === 'invalid' ? result.errors.x : undefined}
                  />
                  <TextField
                    label={t(`y.${m.id}`)}
                    value={current.y}
                    onChange={(text) => setField('y', text)}
                    inputMode="decimal"
                    autoComplete="off"
                    isInvalid={result.status === 'invalid' && result.errors.y !== undefined}
                    errorMessage={result.status === 'invalid' ? result.errors.y : undefined}
                  />
                  <Select
                    label={t('roundTo')}
                    items={precisionItems}
                    selectedKey={String(precision)}
                    onSelectionChange={(key) => {
                      const next = Number(key);
                      if (isPrecision(next)) setSettings((s) => ({ ...s, precision: next }));
                    }}
                  />
                  <Inline gap="sm">
                    <Button
                      icon={ArrowLeftRight}
                      onPress={() => setValues((all) => ({ ...all, [mode]: { x: all[mode].y, y: all[mode].x } }))}
                      isDisabled={current.x === '' && current.y === ''}
                    >
                      {t('swap')}
                    </Button>
                    <Button icon={RotateCcw} onPress={() => setValues((all) => ({ ...all, [mode]: { x: '', y: '' } }))} isDisabled={current.x === '' && current.y === ''}>
                      {t('clearAll')}
                    </Button>
                  </Inline>
                </Stack>
              </Card>
              <Card title={t('result')} headingLevel={2} actions={<CopyButton size="sm" label={t('copyResult')} text={() => ok?.copy ?? ''} isDisabled={!ok} />}>
                <ResultBody result={result} t={t} />
              </Card>
            </div>
          </TabPanel>
        ))}
      </Tabs>
    </div>
  );
}

/**
 * The figure, then the result as a sentence in a polite live region that stays mounted, so
 * each new result (or the reason there is none) is read out. Field errors announce themselves.
 */
function ResultBody({ result, t }: { result: PercentageResult; t: Translate<PercentageMessage> }) {
  const ok = result.status === 'ok' ? result : null;
  const badge = ok?.direction ? DIRECTION_BADGE[ok.direction] : null;
  let message: string;
  if (ok) message = ok.sentence;
  else if (result.status === 'empty') message = result.message;
  else message = t('fixField');
  return (
    <Stack gap="sm">
      {ok ? (
        <div className={styles.figureRow}>
          <p className={styles.figure} data-testid="percentage-result">
            {ok.display}
          </p>
          {badge ? (
            <Badge tone={badge.tone} icon={ok.direction === 'increase' ? TrendingUp : ok.direction === 'decrease' ? TrendingDown : undefined}>
              {t(badge.label)}
            </Badge>
          ) : null}
        </div>
      ) : null}
      <p role="status" aria-live="polite" className={ok ? styles.sentence : styles.muted}>
        {message}
      </p>
      {ok?.difference != null ? <p className={styles.muted}>{t('difference', { difference: ok.difference })}</p> : null}
      {ok && !ok.exact ? <p className={styles.muted}>{t('rounded')}</p> : null}
    </Stack>
  );
}
