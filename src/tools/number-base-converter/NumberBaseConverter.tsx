import { Fragment, useEffect, useEffectEvent, useState } from 'react';
import { Eraser } from 'lucide-react';
import { TextArea as AriaTextArea, TextField as AriaTextField } from 'react-aria-components';
import { Button } from '../../ui/components/Button';
import { Card } from '../../ui/components/Card';
import { CopyButton } from '../../ui/components/CopyButton';
import { Stack } from '../../ui/components/Layout';
import { Select } from '../../ui/components/Select';
import { Switch } from '../../ui/components/Switch';
import { FieldErrorMessage, FieldLabel } from '../../ui/components/TextField';
import { fieldRoot } from '../../ui/styles.css';
import { useRememberedSettings } from '../../ui/useRememberedSettings';
import { englishNumberText } from '../../i18n/numbers';
import { useShareState } from '../share-state';
import {
  GROUPINGS,
  MAX_BASE,
  MIN_BASE,
  NAMED_BASES,
  WIDTHS,
  bitLength,
  formatInBase,
  groupDigits,
  isBase,
  isGrouping,
  isNamedBase,
  lastDigit,
  parseInBase,
  twosComplement,
  type Grouping,
  type NamedBase,
  type Parsed,
  type Width,
} from './number-base-converter';
import { useNumberBaseConverterMessages, type NumberBaseConverterMessage } from './i18n';
import * as styles from './NumberBaseConverter.css';

export interface NumberBaseConverterProps {
  /** The number to start with, written in base `from` (embed: `value`). */
  value?: string;
  /** The base `value` is written in, 2–36 (embed: `from`); 10 when absent. */
  from?: number;
  /** The Other Base field's base, 2–36 (embed: `base`); anything else: the remembered or default one. */
  base?: number;
  /** `none`, `space` or `underscore` (embed: `grouping`). */
  grouping?: string;
  /** Letters A–Z instead of a–z (embed: `uppercase`). */
  uppercase?: boolean;
  /** Called with the number in every base after every change. */
  onChange?: (detail: NumberBaseConverterChange) => void;
}

export interface NumberBaseConverterChange {
  /** The text in the field typed in last. */
  value: string;
  /** That field's base. */
  from: number;
  /** The Other Base field's base. */
  base: number;
  /** Digits without grouping, lowercase, "-" before a negative number; null while empty or invalid. */
  decimal: string | null;
  hexadecimal: string | null;
  binary: string | null;
  octal: string | null;
  /** The number in the Other Base field's base. */
  other: string | null;
  /** Bits of the number's magnitude (at least 1); null while empty or invalid. */
  bits: number | null;
  /** The two's complement bits per width; null where the number does not fit (or there is none). */
  twosComplement: Record<Width, string | null>;
  /** The message shown next to the field, or null. */
  error: string | null;
}

/** A field: one of the four named bases, or the Other Base field. */
type FieldId = NamedBase | 'custom';

interface Settings {
  base: number;
  grouping: Grouping;
  uppercase: boolean;
}
const DEFAULTS: Settings = { base: 36, grouping: 'space', uppercase: false };

/** Stored settings are untrusted: keep only what is valid. */
const parseSettings = (stored: unknown): Partial<Settings> => {
  if (typeof stored !== 'object' || stored === null) return {};
  const record = stored as Record<string, unknown>;
  return {
    ...(isBase(record.base) ? { base: record.base } : {}),
    ...(isGrouping(record.grouping) ? { grouping: record.grouping } : {}),
    ...(typeof record.uppercase === 'boolean' ? { uppercase: record.uppercase } : {}),
  };
};

const PREFIXED = /^\s*[-+\u2212]?\s*0([xob])/i;
const PREFIX_FIELD: Record<string, NamedBase> = { x: 16, o: 8, b: 2 };

/** The field a given value starts in: its `from` base's, or (from 10) the field its 0x/0o/0b prefix names. */
function initialField(value: string, from: number | undefined): FieldId {
  if (from !== undefined && isBase(from) && from !== 10) return isNamedBase(from) ? from : 'custom';
  const prefix = PREFIXED.exec(value)?.[1]?.toLowerCase();
  return (prefix && PREFIX_FIELD[prefix]) || 10;
}

/** Placeholder examples: the same number, 255, in each field's base. */
const EXAMPLES: Record<NamedBase, string> = { 10: '255', 16: 'ff or 0xff', 2: '1111 1111', 8: '377 or 0o377' };

/**
 * A long number, cut where a line may wrap: after each grouping separator it has, or every 8
 * digits when it has none. `<wbr>` adds nothing to the text, so copying gives it as shown.
 */
function Breakable({ text }: { text: string }) {
  const pieces = /[ _]/.test(text) ? text.split(/(?<=[ _])/) : (text.match(/.{1,8}/g) ?? [text]);
  return (
    <>
      {pieces.map((piece, i) => (
        <Fragment key={i}>
          {i > 0 ? <wbr /> : null}
          {piece}
        </Fragment>
      ))}
    </>
  );
}

interface BaseFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (text: string) => void;
  error: string | null;
  placeholder?: string;
  copyLabel: string;
}

/**
 * A number field that wraps (at its digit groups) instead of scrolling sideways, so a 64-bit
 * binary number stays readable on a phone; Enter adds no line. Its copy button sits by the label.
 */
function BaseField({ id, label, value, onChange, error, placeholder, copyLabel }: BaseFieldProps) {
  return (
    <AriaTextField value={value} onChange={onChange} isInvalid={error !== null} className={fieldRoot}>
      <div className={styles.fieldHeader}>
        <FieldLabel>{label}</FieldLabel>
        <CopyButton size="sm" variant="ghost" iconOnly label={copyLabel} text={value} isDisabled={value.trim() === ''} />
      </div>
      <AriaTextArea
        rows={1}
        dir="ltr"
        spellCheck={false}
        autoComplete="off"
        autoCapitalize="off"
        autoCorrect="off"
        placeholder={placeholder}
        className={styles.numberInput}
        data-testid={`field-${id}`}
        onKeyDown={(event) => {
          if (event.key === 'Enter') event.preventDefault();
        }}
      />
      <FieldErrorMessage>{error}</FieldErrorMessage>
    </AriaTextField>
  );
}

export default function NumberBaseConverter({ value, from, base, grouping, uppercase, onChange }: NumberBaseConverterProps) {
  const t = useNumberBaseConverterMessages();
  const { locale } = t;
  const startField = initialField(value ?? '', from);
  // A `from` outside the four named bases is the Other Base field's base, whatever `base` says.
  const givenBase = startField === 'custom' ? from : isBase(base) ? base : undefined;
  const given: Partial<Settings> = {
    ...(givenBase !== undefined ? { base: givenBase } : {}),
    ...(isGrouping(grouping) ? { grouping } : {}),
    ...(typeof uppercase === 'boolean' ? { uppercase } : {}),
  };
  const [settings, setSettings] = useRememberedSettings('number-base-converter', DEFAULTS, parseSettings, given);
  const [input, setInput] = useState<{ text: string; field: FieldId }>(() => ({ text: value ?? '', field: startField }));

  const baseOf = (field: FieldId) => (field === 'custom' ? settings.base : field);
  const typedBase = baseOf(input.field);
  const parsed = parseInBase(englishNumberText(locale, input.text), typedBase);
  const number = parsed.status === 'ok' ? parsed.value : null;
  const format = (base: number) => (number === null ? '' : formatInBase(number, base, settings));

  const fieldName = (field: FieldId) => (field === 'custom' ? t('field.custom', { base: settings.base }) : t(`field.${field}`));
  const errorText = (result: Parsed, field: FieldId): string | null => {
    if (result.status !== 'invalid') return null;
    const base = baseOf(field);
    switch (result.reason) {
      case 'invalidDigit': {
        const char = result.char ?? '';
        if (field !== 'custom') return t(`invalid.${field}`, { char });
        const uses = base <= 10 ? t('uses.digits', { base, last: lastDigit(base) }) : base === 11 ? t('uses.letter', { base }) : t('uses.letters', { base, last: lastDigit(base) });
        return `${t('invalid.base', { char, base })} ${uses}`;
      }
      case 'wrongPrefix':
        return t(`prefix.${result.prefixBase ?? 16}`);
      default:
        return t(result.reason);
    }
  };
  const error = errorText(parsed, input.field);

  const textOf = (field: FieldId) => (field === input.field ? input.text : format(baseOf(field)));
  const twos = WIDTHS.map((width) => ({ width, result: number === null ? null : twosComplement(number, width) }));
  const bits = number === null ? null : Math.max(1, bitLength(number));

  const reportChange = useEffectEvent((detail: NumberBaseConverterChange) => onChange?.(detail));
  const plain = (base: number) => (number === null ? null : formatInBase(number, base));
  const detail: NumberBaseConverterChange = {
    value: input.text,
    from: typedBase,
    base: settings.base,
    decimal: plain(10),
    hexadecimal: plain(16),
    binary: plain(2),
    octal: plain(8),
    other: plain(settings.base),
    bits,
    twosComplement: Object.fromEntries(twos.map(({ width, result }) => [width, result?.status === 'ok' ? result.bits : null])) as Record<Width, string | null>,
    error,
  };
  const detailKey = JSON.stringify(detail);
  useEffect(() => {
    reportChange(JSON.parse(detailKey) as NumberBaseConverterChange);
  }, [detailKey]);

  useShareState({ value: input.text, from: typedBase, base: settings.base, grouping: settings.grouping, uppercase: settings.uppercase });

  const chooseBase = (id: string) => {
    const next = Number(id);
    if (!isBase(next)) return;
    setSettings((current) => ({ ...current, base: next }));
    // The number stays; typed in the Other Base field, it is rewritten in the new base.
    if (input.field === 'custom' && number !== null) setInput({ field: 'custom', text: formatInBase(number, next, settings) });
  };

  const field = (id: FieldId) => {
    const name = fieldName(id);
    return (
      <BaseField
        key={id}
        id={id === 'custom' ? 'other' : String(id)}
        label={name}
        value={textOf(id)}
        onChange={(text) => setInput({ text, field: id })}
        error={id === input.field ? error : null}
        placeholder={id === 'custom' ? undefined : t('example', { example: EXAMPLES[id] })}
        copyLabel={t('copyField', { name })}
      />
    );
  };

  const baseItems = Array.from({ length: MAX_BASE - MIN_BASE + 1 }, (_, i) => ({ id: String(i + MIN_BASE), label: t('baseOption', { base: i + MIN_BASE }) }));
  const groupingItems = GROUPINGS.map((id) => ({ id, label: t(`grouping.${id}` as NumberBaseConverterMessage) }));
  // A number inside a sentence: its groups never split across lines, and in Arabic it is isolated
  // left to right so its minus sign stays in front.
  const decimal = (n: bigint) => {
    const text = formatInBase(n, 10, { grouping: settings.grouping }).replace(/ /g, '\u00a0');
    return locale === 'ar' ? `\u2066${text}\u2069` : text;
  };
  const hexOptions = { grouping: settings.grouping, uppercase: settings.uppercase };
  const bitGroups = (bitText: string) => patternText(bitText, hexOptions);

  return (
    <div className={styles.root}>
      <div className={styles.layout}>
        <Card
          title={t('convert')}
          headingLevel={2}
          actions={
            <Button size="sm" variant="secondary" icon={Eraser} onPress={() => setInput({ text: '', field: input.field })} isDisabled={input.text === ''}>
              {t('clearAll')}
            </Button>
          }
        >
          <Stack gap="md">
            {NAMED_BASES.map((id) => field(id))}
            <div className={styles.otherBase}>
              <Select
                label={t('otherBase')}
                items={baseItems}
                selectedKey={String(settings.base)}
                onSelectionChange={chooseBase}
                description={t('otherBaseHelp')}
                className={styles.baseSelect}
              />
              {field('custom')}
            </div>
            <p className={number !== null ? styles.summary : styles.hint} role="status" data-testid="base-summary">
              {number !== null && bits !== null
                ? t(number < 0n ? 'readFromNegative' : 'readFrom', { field: fieldName(input.field), bits })
                : error
                  ? t('fixNumber', { field: fieldName(input.field) })
                  : t('typeNumber')}
            </p>
            <div className={styles.settingsRow}>
              <Select
                label={t('grouping')}
                items={groupingItems}
                selectedKey={settings.grouping}
                onSelectionChange={(id) => {
                  if (isGrouping(id)) setSettings((current) => ({ ...current, grouping: id }));
                }}
                description={t('groupingHelp')}
                className={styles.settingField}
              />
              <Switch
                isSelected={settings.uppercase}
                onChange={(selected) => setSettings((current) => ({ ...current, uppercase: selected }))}
                description={t('uppercaseHelp')}
                className={styles.settingField}
              >
                {t('uppercase')}
              </Switch>
            </div>
          </Stack>
        </Card>

        <Card title={t('twos')} headingLevel={2} description={number !== null ? t('twosDescription') : undefined}>
          {number === null ? (
            <p className={styles.hint}>{error ? t('fixNumberBits') : t('typeNumberBits')}</p>
          ) : (
            <ul className={styles.widthList}>
              {twos.map(({ width, result }) => (
                <li key={width} className={styles.widthItem} data-testid={`bits-${width}`}>
                  <h3 className={styles.widthTitle}>{t('width', { width })}</h3>
                  {result?.status === 'ok' ? (
                    <>
                      <div className={styles.bitsRow}>
                        <div className={styles.bitsText}>
                          <p className={styles.bitsLabel}>{t('bitsBinary')}</p>
                          {/* Bit patterns read left to right in every language, wrapped lines included. */}
                          <p className={styles.bitsValue} dir="ltr" data-testid={`bits-${width}-binary`}>
                            <Breakable text={bitGroups(result.bits)} />
                          </p>
                        </div>
                        <CopyButton size="sm" variant="ghost" iconOnly label={t('copyBits', { width })} text={bitGroups(result.bits)} />
                      </div>
                      <div className={styles.bitsRow}>
                        <div className={styles.bitsText}>
                          <p className={styles.bitsLabel}>{t('bitsHex')}</p>
                          <p className={styles.bitsValue} dir="ltr" data-testid={`bits-${width}-hex`}>
                            <Breakable text={patternText(result.hex, hexOptions)} />
                          </p>
                        </div>
                        <CopyButton size="sm" variant="ghost" iconOnly label={t('copyHexBits', { width })} text={patternText(result.hex, hexOptions)} />
                      </div>
                      <p className={styles.readings}>
                        {t('signedUnsigned', { signed: decimal(result.signed), unsigned: decimal(result.unsigned) })}
                      </p>
                    </>
                  ) : result?.status === 'tooWide' ? (
                    <p className={styles.hint}>{t('tooWide', { width, min: decimal(result.min), max: decimal(result.max) })}</p>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>
    </div>
  );
}

/** A fixed-width bit pattern in binary or hexadecimal (leading zeros kept), in the case and grouping chosen. */
function patternText(digits: string, { grouping, uppercase }: { grouping: Grouping; uppercase: boolean }): string {
  return groupDigits(uppercase ? digits.toUpperCase() : digits, 4, grouping === 'none' ? '' : grouping === 'space' ? ' ' : '_');
}
