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
  convertAmount,
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
  type AmountConversion,
  type TableText,
  type Unit,
  type UnitSettings,
} from './unit-converter';
import * as styles from './UnitConverter.css';
import { useUnitConverterMessages, type UnitConverterMessage } from './i18n';
import { englishNumberText, localeNumberText } from '../../i18n/numbers';

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

const categoryKey = (id: CategoryId) => `category.${id}` as UnitConverterMessage;
const unitKey = (unit: Unit) => `unit.${unit.id}` as UnitConverterMessage;

export default function UnitConverter({ category, from, to, value, onChange }: UnitConverterProps) {
  // Units given as props (attributes, share links) win over remembered ones.
  const given = category === undefined && from === undefined && to === undefined ? {} : resolveSettings({ category, from, to });
  const [stored, setSettings] = useRememberedSettings<StoredSettings>('unit-converter', DEFAULT_STORED, parseStored, given);
  const { decimals, ...settings } = stored;
  const t = useUnitConverterMessages();
  const { locale } = t;
  // Amounts on screen and in the fields are written the locale's way ("1,778" in German) and read
  // back the same way; the change event and share links carry plain decimal text ("1.778").
  const localize = (text: string) => localeNumberText(locale, text);
  const shown = (value: Decimal) => localize(formatDecimals(value, decimals));
  // The text in the field the user typed in last; the other field is computed from it. A given
  // value is plain decimal text: englishNumberText only trades the marks, so it also turns plain
  // text into the locale's (each way is the other's inverse).
  const [input, setInput] = useState<{ text: string; side: Side }>(() => ({ text: englishNumberText(locale, initialValue(value) ?? '1'), side: 'from' }));

  const fromUnit = unitById(settings.from)!;
  const toUnit = unitById(settings.to)!;
  const typedUnit = input.side === 'from' ? fromUnit : toUnit;
  const conversion = convertAmount(input.text, typedUnit, input.side === 'from' ? toUnit : fromUnit, locale);
  const ok = conversion.status === 'ok';
  const errorText = (refused: Extract<AmountConversion, { status: 'invalid' }>) =>
    'floor' in refused ? t('belowZero', { floor: localize(refused.floor).replace(/^-/, '\u2212'), symbol: typedUnit.symbol }) : t(refused.reason);
  const error = conversion.status === 'invalid' ? errorText(conversion) : null;
  const computed = ok ? shown(conversion.result) : '';
  const fromText = input.side === 'from' ? input.text : computed;
  const toText = input.side === 'to' ? input.text : computed;
  // What the change event and share links carry: full precision, whatever Decimals shows.
  const fromValue = ok ? (input.side === 'from' ? formatNumber(conversion.value) : conversion.text) : null;
  const toValue = ok ? (input.side === 'to' ? formatNumber(conversion.value) : conversion.text) : null;
  // What the page shows: the typed amount as typed, every computed amount with the chosen decimals.
  const shownFrom = ok ? (input.side === 'from' ? localize(formatNumber(conversion.value)) : computed) : null;
  const shownTo = ok ? (input.side === 'to' ? localize(formatNumber(conversion.value)) : computed) : null;
  const rows = ok ? allUnits(conversion.value, typedUnit, decimals) : [];

  const reportChange = useEffectEvent((detail: UnitConverterChange) => onChange?.(detail));
  const { category: currentCategory, from: currentFrom, to: currentTo } = settings;
  useEffect(() => {
    reportChange({ category: currentCategory, from: currentFrom, to: currentTo, value: fromValue, result: toValue, error });
  }, [currentCategory, currentFrom, currentTo, fromValue, toValue, error]);

  // A share link carries the amount in From (as typed there, or as computed from To).
  useShareState({ ...settings, value: input.side === 'from' ? englishNumberText(locale, input.text) : (fromValue ?? undefined) });

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
    if (input.side === 'to' && ok) setInput({ text: localize(conversion.text), side: 'from' });
  };

  const resultText = (side: Side) => (side === 'from' ? quantity(shownFrom ?? '', fromUnit) : quantity(shownTo ?? '', toUnit));
  const resultSide: Side = input.side === 'from' ? 'to' : 'from';

  const sideFields = (side: Side) => {
    const isTyped = input.side === side;
    const word = side === 'from' ? t('from') : t('to');
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
          label={side === 'from' ? t('fromUnit') : t('toUnit')}
          items={unitItems}
          selectedKey={settings[side]}
          onSelectionChange={(id) => chooseUnit(side, id)}
        />
      </div>
    );
  };

  const categoryItems = CATEGORIES.map(({ id }) => ({ id, label: t(categoryKey(id)) }));
  const unitItems = UNITS[settings.category].map((unit) => ({ id: unit.id, label: `${t(unitKey(unit))} (${unit.symbol})` }));
  const decimalItems = [
    { id: 'auto', label: t('decimalsAuto'), description: t('decimalsAutoDescription') },
    ...Array.from({ length: MAX_DECIMALS + 1 }, (_, n) => ({ id: String(n), label: t.number(n) })),
  ];
  const tableText: TableText = {
    heading: (id, amount) => t('tableHeading', { category: t(categoryKey(id)), amount }),
    unitName: (unit) => t(unitKey(unit)),
    number: localize,
  };
  // English lowercases the category inside a sentence ("Each length unit"); German nouns keep their capital.
  const categoryName = locale === 'de' ? t(categoryKey(settings.category)) : t(categoryKey(settings.category)).toLowerCase();

  return (
    <div className={styles.root}>
      <div className={styles.layout}>
        <Card title={t('convert')} headingLevel={2}>
          <Stack gap="md">
            <div className={styles.settingsRow}>
              <Select label={t('category')} items={categoryItems} selectedKey={settings.category} onSelectionChange={chooseCategory} />
              <Select
                label={t('decimals')}
                items={decimalItems}
                selectedKey={String(decimals)}
                onSelectionChange={chooseDecimals}
                description={decimals === 'auto' ? t('decimalsAutoHelp') : t('decimalsFixedHelp', { decimals })}
              />
            </div>
            {sideFields('from')}
            <div className={styles.swapRow}>
              <Button size="sm" variant="ghost" icon={ArrowDownUp} onPress={swap}>
                {t('swapUnits')}
              </Button>
            </div>
            {sideFields('to')}
            <div className={styles.resultRow}>
              <p className={ok ? styles.result : styles.resultHint} role="status">
                {ok ? (
                  <>
                    <bdi>
                      <BreakableNumber value={resultText(input.side)} />
                    </bdi>{' '}
                    ={' '}
                    <bdi>
                      <BreakableNumber value={resultText(resultSide)} />
                    </bdi>
                  </>
                ) : error
                    ? t('fixAmount')
                    : t('typeAmount')}
              </p>
              <CopyButton size="sm" label={t('copyResult')} text={() => resultText(resultSide)} isDisabled={!ok} />
            </div>
          </Stack>
        </Card>

        <Card
          title={t('allUnits')}
          headingLevel={2}
          description={ok ? t('allUnitsDescription', { category: categoryName, amount: resultText(input.side) }) : undefined}
          actions={<CopyButton size="sm" label={t('copyTable')} text={() => (ok ? formatTable(conversion.value, typedUnit, decimals, tableText) : '')} isDisabled={!ok} />}
        >
          {ok ? (
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t('unit')}</th>
                  <th scope="col">{t('amount')}</th>
                  <th scope="col" className={styles.actionCell}>
                    <span className={styles.unitSymbol}>{t('copy')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => {
                  const text = quantity(localize(row.text), row.unit);
                  const current = row.unit.id === settings.from || row.unit.id === settings.to;
                  return (
                    <tr key={row.unit.id} className={current ? styles.currentRow : undefined}>
                      <th scope="row">{t(unitKey(row.unit))}</th>
                      <td className={styles.valueCell}>
                        {/* A no-break space keeps the symbol on the number's line. */}
                        <BreakableNumber value={localize(row.text)} />
                        {'\u00a0'}
                        <span className={styles.unitSymbol}>{row.unit.symbol}</span>
                      </td>
                      <td className={styles.actionCell}>
                        <CopyButton size="sm" variant="ghost" iconOnly label={t('copyRow', { amount: text })} text={text} />
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          ) : (
            <p className={styles.muted}>{error ? t('fixAmountTable') : t('typeAmountTable')}</p>
          )}
        </Card>
      </div>
    </div>
  );
}
