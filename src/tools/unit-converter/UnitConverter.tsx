import { useEffect, useEffectEvent, useState } from 'react';
import type { Decimal } from './unit-converter';
import { ArrowDownUp } from 'lucide-react';
import { Button } from '../../ui/components/Button';
import { BreakableNumber } from '../../ui/components/BreakableNumber';
import { Card } from '../../ui/components/Card';
import { CopyButton } from '../../ui/components/CopyButton';
import { Stack } from '../../ui/components/Layout';
import { Select } from '../../ui/components/Select';
import { TextField } from '../../ui/components/TextField';
import { useRememberedSettings } from '../../ui/useRememberedSettings';
import { useShareState } from '../share-state';
import {
  CATEGORIES,
  DEFAULT_SETTINGS,
  UNITS,
  allUnits,
  categoryLabel,
  convertText,
  formatDecimals,
  formatNumber,
  isDecimals,
  MAX_DECIMALS,
  formatTable,
  initialValue,
  quantity,
  resolveSettings,
  unitById,
  type CategoryId,
  type Decimals,
  type UnitSettings,
} from './unit-converter';
import * as styles from './UnitConverter.css';

export interface UnitConverterProps {
  /** Initial category id, e.g. `temperature` (embed: `category`). */
  category?: string;
  /** Initial unit converted from, e.g. `in` (embed: `from`). */
  from?: string;
  /** Initial unit converted to, e.g. `cm` (embed: `to`). */
  to?: string;
  /** Initial amount in the `from` unit, as decimal text or a number (embed: `value`). */
  value?: string | number;
  /** Called with the conversion after every change. */
  onChange?: (detail: UnitConverterChange) => void;
}

export interface UnitConverterChange extends UnitSettings {
  /** The amount in `from` (≤ 15 significant digits); null while empty or invalid. */
  value: string | null;
  /** The amount in `to`; null while empty or invalid. */
  result: string | null;
  /** The message shown next to the field, or null. */
  error: string | null;
}

type Side = 'from' | 'to';

const CATEGORY_ITEMS = CATEGORIES.map(({ id, label }) => ({ id, label }));
const unitItems = (category: CategoryId) => UNITS[category].map((unit) => ({ id: unit.id, label: `${unit.name} (${unit.symbol})` }));

/** What is remembered: the units and the Decimals choice (never the amount). */
interface StoredSettings extends UnitSettings {
  decimals: Decimals;
}
const DEFAULT_STORED: StoredSettings = { ...DEFAULT_SETTINGS, decimals: 'auto' };

/** Stored settings are untrusted: keep only a valid category/from/to trio and a valid Decimals. */
const parseStored = (stored: unknown): Partial<StoredSettings> => {
  if (!stored || typeof stored !== 'object') return {};
  const record = stored as Record<string, unknown>;
  return { ...resolveSettings(record), ...(isDecimals(record.decimals) ? { decimals: record.decimals } : {}) };
};

const DECIMAL_ITEMS = [
  { id: 'auto', label: 'Auto', description: 'Up to 15 significant digits' },
  ...Array.from({ length: MAX_DECIMALS + 1 }, (_, n) => ({ id: String(n), label: String(n) })),
];

export default function UnitConverter({ category, from, to, value, onChange }: UnitConverterProps) {
  // Units given as props (attributes, share links) win over remembered ones.
  const given = category === undefined && from === undefined && to === undefined ? {} : resolveSettings({ category, from, to });
  const [stored, setSettings] = useRememberedSettings<StoredSettings>('unit-converter', DEFAULT_STORED, parseStored, given);
  const { decimals, ...settings } = stored;
  const shown = (value: Decimal) => formatDecimals(value, decimals);
  // The text in the field the user typed in last; the other field is computed from it.
  const [input, setInput] = useState<{ text: string; side: Side }>(() => ({ text: initialValue(value) ?? '1', side: 'from' }));

  const fromUnit = unitById(settings.from)!;
  const toUnit = unitById(settings.to)!;
  const typedUnit = input.side === 'from' ? fromUnit : toUnit;
  const conversion = convertText(input.text, typedUnit, input.side === 'from' ? toUnit : fromUnit);
  const ok = conversion.status === 'ok';
  const error = conversion.status === 'invalid' ? conversion.message : null;
  const computed = ok ? shown(conversion.result) : '';
  const fromText = input.side === 'from' ? input.text : computed;
  const toText = input.side === 'to' ? input.text : computed;
  // What the change event and share links carry: full precision, whatever Decimals shows.
  const fromValue = ok ? (input.side === 'from' ? formatNumber(conversion.value) : conversion.text) : null;
  const toValue = ok ? (input.side === 'to' ? formatNumber(conversion.value) : conversion.text) : null;
  // What the page shows: the typed amount as typed, every computed amount with the chosen decimals.
  const shownFrom = ok ? (input.side === 'from' ? formatNumber(conversion.value) : computed) : null;
  const shownTo = ok ? (input.side === 'to' ? formatNumber(conversion.value) : computed) : null;
  const rows = ok ? allUnits(conversion.value, typedUnit, decimals) : [];

  const reportChange = useEffectEvent((detail: UnitConverterChange) => onChange?.(detail));
  const { category: currentCategory, from: currentFrom, to: currentTo } = settings;
  useEffect(() => {
    reportChange({ category: currentCategory, from: currentFrom, to: currentTo, value: fromValue, result: toValue, error });
  }, [currentCategory, currentFrom, currentTo, fromValue, toValue, error]);

  // A share link carries the amount in From (as typed there, or as computed from To).
  useShareState({ ...settings, value: input.side === 'from' ? input.text : (fromValue ?? undefined) });

  const chooseCategory = (next: string) => {
    const resolved = resolveSettings({ category: next });
    if (resolved.category !== settings.category) setSettings((current) => ({ ...current, ...resolved }));
  };
  const chooseDecimals = (id: string) => setSettings((current) => ({ ...current, decimals: id === 'auto' ? 'auto' : Number(id) }));
  const chooseUnit = (side: Side, id: string) => setSettings((current) => ({ ...current, [side]: id }));

  // Swap turns the conversion around: the amount in From stays and To is recalculated.
  const swap = () => {
    setSettings((current) => ({ ...current, from: current.to, to: current.from }));
    // Full precision, not the rounded text, so Decimals never changes the amount.
    if (input.side === 'to' && ok) setInput({ text: conversion.text, side: 'from' });
  };

  const resultText = (side: Side) => (side === 'from' ? quantity(shownFrom ?? '', fromUnit) : quantity(shownTo ?? '', toUnit));
  const resultSide: Side = input.side === 'from' ? 'to' : 'from';

  const sideFields = (side: Side) => {
    const isTyped = input.side === side;
    const word = side === 'from' ? 'From' : 'To';
    return (
      <div className={styles.sideRow}>
        <TextField
          label={word}
          value={side === 'from' ? fromText : toText}
          onChange={(text) => setInput({ text, side })}
          isInvalid={isTyped && error !== null}
          errorMessage={isTyped ? error : null}
          autoComplete="off"
        />
        <Select
          label={`${word} unit`}
          items={unitItems(settings.category)}
          selectedKey={settings[side]}
          onSelectionChange={(id) => chooseUnit(side, id)}
        />
      </div>
    );
  };

  return (
    <div className={styles.root}>
      <div className={styles.layout}>
        <Card title="Convert" headingLevel={2}>
          <Stack gap="md">
            <div className={styles.settingsRow}>
              <Select label="Category" items={CATEGORY_ITEMS} selectedKey={settings.category} onSelectionChange={chooseCategory} />
              <Select
                label="Decimals"
                items={DECIMAL_ITEMS}
                selectedKey={String(decimals)}
                onSelectionChange={chooseDecimals}
                description={decimals === 'auto' ? 'Up to 15 digits' : `${decimals} after the point`}
              />
            </div>
            {sideFields('from')}
            <div className={styles.swapRow}>
              <Button size="sm" variant="ghost" icon={ArrowDownUp} onPress={swap}>
                Swap Units
              </Button>
            </div>
            {sideFields('to')}
            <div className={styles.resultRow}>
              <p className={ok ? styles.result : styles.resultHint} role="status">
                {ok ? (
                  <>
                    <BreakableNumber value={resultText(input.side)} /> = <BreakableNumber value={resultText(resultSide)} />
                  </>
                ) : error
                    ? 'Fix the amount to see the conversion.'
                    : 'Type an amount in either field.'}
              </p>
              <CopyButton size="sm" label="Copy Result" text={() => resultText(resultSide)} isDisabled={!ok} />
            </div>
          </Stack>
        </Card>

        <Card
          title="All Units"
          headingLevel={2}
          description={ok ? `Each ${categoryLabel(settings.category).toLowerCase()} unit, all equal to ${resultText(input.side)}` : undefined}
          actions={<CopyButton size="sm" label="Copy Table" text={() => (ok ? formatTable(conversion.value, typedUnit, decimals) : '')} isDisabled={!ok} />}
        >
          {ok ? (
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">Unit</th>
                  <th scope="col">Amount</th>
                  <th scope="col" className={styles.actionCell}>
                    <span className={styles.unitSymbol}>Copy</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => {
                  const text = quantity(row.text, row.unit);
                  const current = row.unit.id === settings.from || row.unit.id === settings.to;
                  return (
                    <tr key={row.unit.id} className={current ? styles.currentRow : undefined}>
                      <th scope="row">{row.unit.name}</th>
                      <td className={styles.valueCell}>
                        {/* A no-break space keeps the symbol on the number's line. */}
                        <BreakableNumber value={row.text} />
                        {'\u00a0'}
                        <span className={styles.unitSymbol}>{row.unit.symbol}</span>
                      </td>
                      <td className={styles.actionCell}>
                        <CopyButton size="sm" variant="ghost" iconOnly label={`Copy ${text}`} text={text} />
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          ) : (
            <p className={styles.muted}>{error ? 'Fix the amount to see it in every unit.' : 'Type an amount to see it in every unit.'}</p>
          )}
        </Card>
      </div>
    </div>
  );
}
