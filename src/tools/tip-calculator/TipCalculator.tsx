import { useEffect, useEffectEvent, useState } from 'react';
import { Card } from '../../ui/components/Card';
import { CopyButton } from '../../ui/components/CopyButton';
import { Stack } from '../../ui/components/Layout';
import { RadioGroup } from '../../ui/components/RadioGroup';
import { Select } from '../../ui/components/Select';
import { TextField } from '../../ui/components/TextField';
import { useRememberedSettings } from '../../ui/useRememberedSettings';
import { isRtl } from '../../i18n/locales';
import { englishNumberText, formatNumber, localeNumberFormat, localeNumberText } from '../../i18n/numbers';
import { useShareState } from '../share-state';
import {
  CURRENCY_CODES,
  Decimal,
  DEFAULT_TIP,
  MIN_PEOPLE,
  TIP_PRESETS,
  currencyDigits,
  defaultCurrency,
  isCurrency,
  isPreset,
  isRounding,
  parseAmount,
  parsePeople,
  parseTip,
  plainAmount,
  plainPercent,
  splitBill,
  validPeople,
  validTip,
  type CurrencyCode,
  type Rounding,
  type TipSplit,
} from './tip-calculator';
import * as styles from './TipCalculator.css';
import { Figure, FigureList } from '../Figures';
import { useTipCalculatorMessages, type TipCalculatorMessage } from './i18n';

export interface TipCalculatorProps {
  /** Initial bill before the tip, as decimal text, e.g. `84.60` (embed: `bill`). */
  bill?: string;
  /** Initial tip in percent, 0–100 (embed: `tip`). */
  tip?: number;
  /** Initial number of people, 1–100 (embed: `people`). */
  people?: number;
  /** Initial rounding: `none`, `person` or `total` (embed: `round`). */
  round?: string;
  /** Initial currency code, e.g. `EUR` (embed: `currency`); by default the page language's. */
  currency?: string;
  /** Called with the split after every change. */
  onChange?: (detail: TipCalculatorChange) => void;
}

export interface TipCalculatorChange {
  /** The bill as plain decimal text; null while empty or invalid. */
  bill: string | null;
  /** The tip in percent; null while the custom tip is invalid. */
  tip: number | null;
  people: number;
  round: Rounding;
  currency: CurrencyCode;
  /** Amounts as plain decimal text with the currency's digits ("15.23"); null without a result. */
  tipAmount: string | null;
  total: string | null;
  perPerson: string | null;
  /** The message shown next to a field, or null. */
  error: string | null;
}

/**
 * What is remembered: the tip, the rounding and the currency (never the bill or the people). The
 * currency is null until the visitor picks one: the page language's then applies, so a visit to
 * the German page does not turn the English page's dollars into euros.
 */
interface Settings {
  tip: number;
  round: Rounding;
  currency: CurrencyCode | null;
}

const parseStored = (stored: unknown): Partial<Settings> => {
  if (!stored || typeof stored !== 'object') return {};
  const { tip, round, currency } = stored as Record<string, unknown>;
  const valid = validTip(tip);
  return { ...(valid === null ? {} : { tip: valid }), ...(isRounding(round) ? { round } : {}), ...(isCurrency(currency) ? { currency } : {}) };
};

const ROUND_LABEL: Record<Rounding, TipCalculatorMessage> = { none: 'roundNone', person: 'roundPerson', total: 'roundTotal' };
const ROUND_HELP: Record<Rounding, TipCalculatorMessage> = { none: 'roundNoneHelp', person: 'roundPersonHelp', total: 'roundTotalHelp' };
const CUSTOM = 'custom';

export default function TipCalculator({ bill, tip, people, round, currency, onChange }: TipCalculatorProps) {
  const t = useTipCalculatorMessages();
  const { locale } = t;
  // Settings given as props (attributes, share links) win over remembered ones.
  const givenTip = validTip(tip);
  const given: Partial<Settings> = {
    ...(givenTip === null ? {} : { tip: givenTip }),
    ...(isRounding(round) ? { round } : {}),
    ...(isCurrency(currency) ? { currency } : {}),
  };
  const [settings, setSettings] = useRememberedSettings<Settings>(
    'tip-calculator',
    { tip: DEFAULT_TIP, round: 'none', currency: null },
    parseStored,
    given,
  );
  const currencyCode = settings.currency ?? defaultCurrency(locale);
  // Amounts in the fields are typed the locale's way ("84,60" in German); props carry plain text.
  const [billText, setBillText] = useState(() => englishNumberText(locale, bill ?? ''));
  // People are typed too (a text field, not a stepper: the stepper's number parser and formatter
  // cost the page 3 kB); until the text is a valid count the last valid one stands for links.
  const [peopleText, setPeopleText] = useState(() => String(validPeople(people) ?? MIN_PEOPLE));
  const [count, setCount] = useState(() => validPeople(people) ?? MIN_PEOPLE);
  const typedPeople = parsePeople(peopleText, locale);
  const peopleError = typedPeople === null ? t('peopleRange') : null;
  // Custom is chosen by hand, or shown because the tip is not a preset; its text is typed.
  const [customChosen, setCustomChosen] = useState(false);
  const [customText, setCustomText] = useState<string | null>(null);
  const custom = customChosen || !isPreset(settings.tip);
  const localize = (text: string) => localeNumberText(locale, text);
  const customShown = customText ?? localize(String(settings.tip));

  const digits = currencyDigits(currencyCode);
  const billParsed = parseAmount(billText, locale, digits);
  const tipParsed = custom ? parseTip(customShown, locale) : ({ status: 'ok', value: new Decimal(settings.tip) } as const);

  const billError =
    billParsed.status !== 'invalid'
      ? null
      : billParsed.reason === 'tooManyDecimals'
        ? t('tooManyDecimals', { digits, currency: currencyCode })
        : t(billParsed.reason);
  const tipError =
    tipParsed.status !== 'invalid'
      ? null
      : ({ notANumber: t('tipNotANumber'), negative: t('tipNegative'), tooManyDecimals: t('tipDecimals'), tipRange: t('tipRange'), decimalComma: t('decimalComma'), grouping: t('grouping') } as const)[tipParsed.reason];
  // An empty custom tip is a mistake too: the result needs a percentage.
  const tipMissing = custom && tipParsed.status === 'empty';
  const split: TipSplit | null =
    billParsed.status === 'ok' && tipParsed.status === 'ok' && typedPeople !== null
      ? splitBill({ bill: billParsed.value, tipPercent: tipParsed.value, people: count, rounding: settings.round, currency: currencyCode })
      : null;
  const tipPercent = tipParsed.status === 'ok' ? tipParsed.value : null;

  // Currency amounts start ICU, so they are formatted only once there is a result: never while
  // the page loads (the bill starts empty; a share link is applied after hydration).
  const moneyOptions = { style: 'currency', currency: currencyCode } as const;
  const money = (value: Decimal) => formatNumber(locale, Number(plainAmount(value, currencyCode)), moneyOptions);
  // On screen, right to left, the symbol is isolated: "US$" keeps its letters' order beside the
  // number instead of showing as "$US" (the "$" is bidi-neutral). Copies keep Intl's own text.
  const shownMoney = (value: Decimal) =>
    isRtl(locale)
      ? localeNumberFormat(locale, moneyOptions)
          .formatToParts(Number(plainAmount(value, currencyCode)))
          .map((part) => (part.type === 'currency' ? `\u2066${part.value}\u2069` : part.value))
          .join('')
      : money(value);
  const percentText = (value: Decimal) => t('percent', { percent: localize(plainPercent(value)) });

  const error = billError ?? tipError ?? (tipMissing ? t('tipNotANumber') : null) ?? peopleError;
  const detail: TipCalculatorChange = {
    bill: billParsed.status === 'ok' ? billParsed.value.toFixed() : null,
    tip: tipPercent === null ? null : tipPercent.toNumber(),
    people: count,
    round: settings.round,
    currency: currencyCode,
    tipAmount: split ? plainAmount(split.tip, currencyCode) : null,
    total: split ? plainAmount(split.total, currencyCode) : null,
    perPerson: split ? plainAmount(split.perPerson, currencyCode) : null,
    error,
  };
  const reportChange = useEffectEvent((change: TipCalculatorChange) => onChange?.(change));
  const detailKey = JSON.stringify(detail);
  useEffect(() => {
    reportChange(JSON.parse(detailKey) as TipCalculatorChange);
  }, [detailKey]);

  useShareState({
    bill: englishNumberText(locale, billText).trim(),
    tip: tipPercent === null ? settings.tip : tipPercent.toNumber(),
    people: count,
    round: settings.round,
    currency: currencyCode,
  });

  const chooseTip = (value: string) => {
    if (value === CUSTOM) {
      setCustomChosen(true);
      setCustomText(localize(String(settings.tip)));
      return;
    }
    setCustomChosen(false);
    setCustomText(null);
    setSettings((current) => ({ ...current, tip: Number(value) }));
  };
  const typeCustom = (text: string) => {
    setCustomChosen(true);
    setCustomText(text);
    const parsed = parseTip(text, locale);
    if (parsed.status === 'ok') setSettings((current) => ({ ...current, tip: parsed.value.toNumber() }));
  };

  const tipOptions = [
    ...TIP_PRESETS.map((p) => ({ value: String(p), label: t('percent', { percent: String(p) }) })),
    { value: CUSTOM, label: t('custom') },
  ];
  const minor = digits === 0 ? 'whole' : 'cent';
  const roundOptions = (['none', 'person', 'total'] as const).map((id) => ({ value: id, label: t(ROUND_LABEL[id]), description: t(ROUND_HELP[id], { minor }) }));
  const currencyItems = CURRENCY_CODES.map((code) => ({ id: code, label: t(`currency.${code}` as TipCalculatorMessage) }));

  // Rounding up adds to the tip: then its real share of the bill is shown beside the chosen one.
  const rounded = split !== null && tipPercent !== null && settings.round !== 'none' && !split.effectivePercent.eq(tipPercent.toDecimalPlaces(2));
  const summary = () => {
    if (!split || billParsed.status !== 'ok' || tipPercent === null) return '';
    const lines = [
      t('summaryBill', { amount: money(billParsed.value) }),
      t('summaryTip', { percent: percentText(rounded ? split.effectivePercent : tipPercent), amount: money(split.tip) }),
      t('summaryTotal', { amount: money(split.total) }),
    ];
    if (count > 1) lines.push(t('summaryPerPerson', { people: count, amount: money(split.perPerson) }));
    return lines.join('\n');
  };

  const hint = billParsed.status === 'empty' ? t('enterBill') : billError ? t('fixBill') : tipParsed.status !== 'ok' ? t('fixTip') : t('fixPeople');

  return (
    <div className={styles.root}>
      <div className={styles.layout}>
        <Card title={t('billAndTip')} headingLevel={2} className={styles.inputArea}>
          <Stack gap="md">
            <TextField
              label={t('bill')}
              description={t('billHelp', { currency: currencyCode })}
              value={billText}
              onChange={setBillText}
              isInvalid={billError !== null}
              errorMessage={billError}
              inputMode="decimal"
              autoComplete="off"
            />
            <RadioGroup label={t('tip')} orientation="horizontal" options={tipOptions} value={custom ? CUSTOM : String(settings.tip)} onChange={chooseTip} />
            {custom ? (
              <TextField
                label={t('customTip')}
                description={t('customTipHelp')}
                value={customShown}
                onChange={typeCustom}
                isInvalid={tipError !== null || tipMissing}
                errorMessage={tipError ?? (tipMissing ? t('tipNotANumber') : null)}
                inputMode="decimal"
                autoComplete="off"
              />
            ) : null}
          </Stack>
        </Card>

        <Card title={t('result')} headingLevel={2} className={styles.resultArea}>
          {split && tipPercent !== null && billParsed.status === 'ok' ? (
            <Stack gap="md">
              <div role="status" className={styles.status}>
                <FigureList>
                  <Figure label={t('tipLine', { percent: percentText(tipPercent) })} value={shownMoney(split.tip)} note={rounded ? t('roundedTip', { percent: percentText(split.effectivePercent) }) : null} />
                  <Figure label={t('total')} value={shownMoney(split.total)} main={count <= 1} />
                  {count > 1 ? (
                    <Figure label={t('perPerson', { people: count })} value={shownMoney(split.perPerson)} main />
                  ) : null}
                </FigureList>
                {count > 1 ? (
                  <p className={styles.note}>
                    {split.over.isZero()
                      ? t('sharesExact', { people: formatNumber(locale, count), each: shownMoney(split.perPerson), total: shownMoney(split.total) })
                      : t('sharesOver', { people: formatNumber(locale, count), each: shownMoney(split.perPerson), shares: shownMoney(split.shares), over: shownMoney(split.over) })}
                  </p>
                ) : null}
              </div>
              <div className={styles.actions}>
                {count > 1 ? (
                  <CopyButton size="sm" label={t('copyPerPerson')} text={() => money(split.perPerson)} />
                ) : (
                  <CopyButton size="sm" label={t('copyTotal')} text={() => money(split.total)} />
                )}
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
            <TextField
              label={t('people')}
              description={t('peopleHelp')}
              value={peopleText}
              onChange={(text) => {
                setPeopleText(text);
                const valid = parsePeople(text, locale);
                if (valid !== null) setCount(valid);
              }}
              isInvalid={peopleError !== null}
              errorMessage={peopleError}
              inputMode="numeric"
              autoComplete="off"
            />
            <RadioGroup
              label={t('roundUp')}
              options={roundOptions}
              value={settings.round}
              onChange={(value) => isRounding(value) && setSettings((current) => ({ ...current, round: value }))}
            />
            <Select
              label={t('currency')}
              items={currencyItems}
              selectedKey={currencyCode}
              onSelectionChange={(code) => isCurrency(code) && setSettings((current) => ({ ...current, currency: code }))}
              description={t('currencyHelp')}
            />
          </Stack>
        </Card>
      </div>
    </div>
  );
}
