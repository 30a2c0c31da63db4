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
  DISCOUNT_DECIMALS,
  TAX_DECIMALS,
  amountTooLarge,
  applyDiscounts,
  combinedPercent,
  currencyDigits,
  defaultCurrency,
  isCurrency,
  isDiscountKind,
  isTaxMode,
  parseAmount,
  parsePercent,
  plainAmount,
  plainPercent,
  validTax,
  type CurrencyCode,
  type Decimal,
  type Discount,
  type DiscountInput,
  type DiscountKind,
  type DiscountResult,
  type AmountResult,
  type PercentResult,
  type TaxMode,
} from './discount-calculator';
import * as styles from './DiscountCalculator.css';
import { Figure, FigureList } from '../Figures';
import { useDiscountCalculatorMessages, type DiscountCalculatorMessage } from './i18n';

export interface DiscountCalculatorProps {
  /** Initial price before discounts and tax, as decimal text, e.g. `100` (embed: `price`). */
  price?: string;
  /** Initial discount: a percentage or an amount, as `discountType` says (embed: `discount`). */
  discount?: string;
  /** `percent` or `amount` (embed: `discount-type`). */
  discountType?: string;
  /** Initial second discount, taken off what the first leaves; empty for none (embed: `second`). */
  second?: string;
  /** `percent` or `amount` (embed: `second-type`). */
  secondType?: string;
  /** Sales tax in percent, 0–100 with up to three decimals, e.g. `8.875`; 0 for none (embed: `tax`). */
  tax?: number;
  /** Tax on the discounted price (`after` the discount) or on the full price (`before` it) (embed: `tax-mode`). */
  taxMode?: string;
  /** Initial currency code, e.g. `EUR` (embed: `currency`); by default the page language's. */
  currency?: string;
  /** Called with the result after every change. */
  onChange?: (detail: DiscountCalculatorChange) => void;
}

export interface DiscountCalculatorChange {
  currency: CurrencyCode;
  /** Amounts as plain decimal text with the currency's digits ("72.00"); null without a result. */
  discounted: string | null;
  savings: string | null;
  /** The savings as a percentage of the price, plain text ("28"); null without a result. */
  percentOff: string | null;
  taxAmount: string | null;
  final: string | null;
  /** The message shown next to a field, or null. */
  error: string | null;
}

/**
 * What is remembered: the kinds of discount, the tax rate and rule, and the currency (never the
 * price or the discounts). The currency is null until the visitor picks one: the page language's
 * then applies, so a visit to the German page does not turn the English page's dollars into euros.
 */
interface Settings {
  discountType: DiscountKind;
  secondType: DiscountKind;
  tax: number;
  taxMode: TaxMode;
  currency: CurrencyCode | null;
}

const parseStored = (stored: unknown): Partial<Settings> => {
  if (!stored || typeof stored !== 'object') return {};
  const { discountType, secondType, tax, taxMode, currency } = stored as Record<string, unknown>;
  const validRate = validTax(tax);
  return {
    ...(isDiscountKind(discountType) ? { discountType } : {}),
    ...(isDiscountKind(secondType) ? { secondType } : {}),
    ...(validRate === null ? {} : { tax: validRate }),
    ...(isTaxMode(taxMode) ? { taxMode } : {}),
    ...(isCurrency(currency) ? { currency } : {}),
  };
};

/** A field read as an amount or a percentage. */
type Parsed = AmountResult | PercentResult;

type Field = 'price' | 'discount' | 'second' | 'tax';
const FIELDS: readonly Field[] = ['price', 'discount', 'second', 'tax'];

export default function DiscountCalculator({ price, discount, discountType, second, secondType, tax, taxMode, currency, onChange }: DiscountCalculatorProps) {
  const t = useDiscountCalculatorMessages();
  const { locale } = t;
  // Settings given as props (attributes, share links) win over remembered ones.
  const givenTax = validTax(tax);
  const given: Partial<Settings> = {
    ...(isDiscountKind(discountType) ? { discountType } : {}),
    ...(isDiscountKind(secondType) ? { secondType } : {}),
    ...(givenTax === null ? {} : { tax: givenTax }),
    ...(isTaxMode(taxMode) ? { taxMode } : {}),
    ...(isCurrency(currency) ? { currency } : {}),
  };
  const [settings, setSettings] = useRememberedSettings<Settings>(
    'discount-calculator',
    { discountType: 'percent', secondType: 'percent', tax: 0, taxMode: 'after', currency: null },
    parseStored,
    given,
  );
  const code = settings.currency ?? defaultCurrency(locale);
  const digits = currencyDigits(code);
  const localize = (text: string) => localeNumberText(locale, text);

  // Amounts in the fields are typed the locale's way ("12,50" in German); props carry plain text.
  const [texts, setTexts] = useState(() => ({
    price: englishNumberText(locale, price ?? ''),
    discount: englishNumberText(locale, discount ?? ''),
    second: englishNumberText(locale, second ?? ''),
  }));
  const setText = (field: 'price' | 'discount' | 'second', text: string) => setTexts((current) => ({ ...current, [field]: text }));
  // The tax rate is a remembered setting; its text is what was typed, or (null) the setting written
  // out: empty for no tax, so a remembered rate that arrives after the first render shows.
  const [taxTyped, setTaxTyped] = useState<string | null>(null);
  const taxText = taxTyped ?? (settings.tax === 0 ? '' : localize(String(settings.tax)));

  const parsePart = (text: string, kind: DiscountKind): Parsed => (kind === 'percent' ? parsePercent(text, locale, DISCOUNT_DECIMALS) : parseAmount(text, locale, digits));
  const priceParsed = parseAmount(texts.price, locale, digits);
  const firstParsed = parsePart(texts.discount, settings.discountType);
  const secondParsed = parsePart(texts.second, settings.secondType);
  const taxParsed = parsePercent(taxText, locale, TAX_DECIMALS);

  const first: Discount | null = firstParsed.status === 'ok' ? { kind: settings.discountType, value: firstParsed.value } : null;
  const secondDiscount: Discount | null = secondParsed.status === 'ok' ? { kind: settings.secondType, value: secondParsed.value } : null;
  const taxPercent = taxParsed.status === 'ok' ? taxParsed.value : null;
  const input: DiscountInput | null =
    priceParsed.status === 'ok' && first && secondParsed.status !== 'invalid' && taxParsed.status !== 'invalid'
      ? { price: priceParsed.value, first, second: secondDiscount, taxPercent: taxPercent ?? priceParsed.value.times(0), taxMode: settings.taxMode, currency: code }
      : null;
  const tooLarge = input ? amountTooLarge(input) : null;
  const result: DiscountResult | null = input && !tooLarge ? applyDiscounts(input) : null;

  // Amounts start ICU, so they are formatted only once there is something to show: never while
  // the page loads (the price starts empty; a share link is applied after hydration).
  const moneyOptions = { style: 'currency', currency: code } as const;
  const money = (value: Decimal) => formatNumber(locale, Number(plainAmount(value, code)), moneyOptions);
  // On screen, right to left, the symbol is isolated: "US$" keeps its letters' order beside the
  // number instead of showing as "$US" (the "$" is bidi-neutral). Copies keep Intl's own text.
  const shown = (value: Decimal) =>
    isRtl(locale)
      ? localeNumberFormat(locale, moneyOptions)
          .formatToParts(Number(plainAmount(value, code)))
          .map((part) => (part.type === 'currency' ? `\u2066${part.value}\u2069` : part.value))
          .join('')
      : money(value);
  const percentText = (value: Decimal) => t('percent', { percent: localize(plainPercent(value)) });

  const reason = (parsed: Parsed, kind: DiscountKind | 'tax'): string | null => {
    if (parsed.status !== 'invalid') return null;
    switch (parsed.reason) {
      case 'percentRange':
        return kind === 'tax' ? t('taxRange') : t('discountRange');
      case 'tooManyDecimals':
        return kind === 'amount' ? t('tooManyDecimals', { digits, currency: code }) : t('percentDecimals', { digits: kind === 'tax' ? TAX_DECIMALS : DISCOUNT_DECIMALS });
      case 'notANumber':
        return kind === 'amount' ? t('notANumber') : t('percentNotANumber');
      case 'negative':
        return kind === 'amount' ? t('negative') : t('percentNegative');
      default:
        return t(parsed.reason);
    }
  };
  const firstLeaves = input && input.first.kind === 'percent' ? applyDiscounts({ ...input, second: null }).discounted : input ? input.price.minus(input.first.value) : null;
  const errors: Record<Field, string | null> = {
    price: reason(priceParsed, 'amount'),
    discount: reason(firstParsed, settings.discountType) ?? (tooLarge === 'first' && input ? t('overPrice', { amount: shown(input.price) }) : null),
    second: reason(secondParsed, settings.secondType) ?? (tooLarge === 'second' && firstLeaves ? t('overRest', { amount: shown(firstLeaves) }) : null),
    tax: reason(taxParsed, 'tax'),
  };
  const wrongField = FIELDS.find((field) => errors[field] !== null) ?? null;
  const error = wrongField === null ? null : errors[wrongField];

  const detail: DiscountCalculatorChange = {
    currency: code,
    discounted: result ? plainAmount(result.discounted, code) : null,
    savings: result ? plainAmount(result.savings, code) : null,
    percentOff: result ? plainPercent(result.percentOff) : null,
    taxAmount: result ? plainAmount(result.tax, code) : null,
    final: result ? plainAmount(result.final, code) : null,
    error,
  };
  const reportChange = useEffectEvent((change: DiscountCalculatorChange) => onChange?.(change));
  const detailKey = JSON.stringify(detail);
  useEffect(() => {
    reportChange(JSON.parse(detailKey) as DiscountCalculatorChange);
  }, [detailKey]);

  const plain = (text: string) => englishNumberText(locale, text).trim();
  useShareState({
    price: plain(texts.price),
    discount: plain(texts.discount),
    discountType: settings.discountType,
    second: plain(texts.second),
    secondType: settings.secondType,
    tax: settings.tax,
    taxMode: settings.taxMode,
    currency: code,
  });

  const typeTax = (text: string) => {
    setTaxTyped(text);
    const parsed = parsePercent(text, locale, TAX_DECIMALS);
    if (parsed.status !== 'invalid') setSettings((current) => ({ ...current, tax: parsed.status === 'ok' ? parsed.value.toNumber() : 0 }));
  };

  const kindItems = [
    { id: 'percent', label: t('kindPercent') },
    { id: 'amount', label: t('kindAmount', { currency: code }) },
  ];
  const taxOptions = (['after', 'before'] as const).map((id) => ({
    value: id,
    label: t(id === 'after' ? 'taxAfter' : 'taxBefore'),
    description: t(id === 'after' ? 'taxAfterHelp' : 'taxBeforeHelp'),
  }));
  const currencyItems = CURRENCY_CODES.map((c) => ({ id: c, label: t(`currency.${c}` as DiscountCalculatorMessage) }));

  const hasTax = taxPercent !== null && !taxPercent.isZero();
  const partLabel = (part: Discount, format: (value: Decimal) => string) => (part.kind === 'percent' ? percentText(part.value) : format(part.value));
  // Two percentages: the combined rate, exact (20 then 10 → 28), said beside the sum people expect.
  const stacked =
    input?.second && input.first.kind === 'percent' && input.second.kind === 'percent' && !input.first.value.isZero() && !input.second.value.isZero()
      ? { first: input.first.value, second: input.second.value }
      : null;
  // With tax and a discount, the other tax rule's final price, so the difference is in plain sight.
  const other = input && result && hasTax && !result.savings.isZero() ? applyDiscounts({ ...input, taxMode: input.taxMode === 'after' ? 'before' : 'after' }) : null;

  const summary = () => {
    if (!result || !input) return '';
    const lines = [t('summaryPrice', { amount: money(input.price) }), t('summaryDiscount', { what: partLabel(input.first, money), amount: money(result.firstOff) })];
    if (input.second) lines.push(t('summarySecond', { what: partLabel(input.second, money), amount: money(result.secondOff) }));
    lines.push(t('summaryDiscounted', { amount: money(result.discounted) }));
    if (hasTax) {
      const values = { percent: percentText(input.taxPercent), amount: money(result.tax) };
      lines.push(input.taxMode === 'before' ? t('summaryTaxOnFull', values) : t('summaryTax', values));
    }
    lines.push(t('summaryFinal', { amount: money(result.final) }), t('summarySavings', { amount: money(result.savings), percent: percentText(result.percentOff) }));
    return lines.join('\n');
  };

  const hint = wrongField !== null ? t('fixField', { field: wrongField }) : priceParsed.status === 'empty' ? t('enterPrice') : t('enterDiscount');

  // "Type" above each select keeps it level with its field on a phone; the accessible name says which.
  const kindSelect = (field: 'discountType' | 'secondType', name: string) => (
    <Select
      label={t('kind')}
      aria-label={name}
      items={kindItems}
      selectedKey={settings[field]}
      onSelectionChange={(kind) => isDiscountKind(kind) && setSettings((current) => ({ ...current, [field]: kind }))}
    />
  );

  return (
    <div className={styles.root}>
      <div className={styles.layout}>
        <Card title={t('priceAndDiscounts')} headingLevel={2} className={styles.inputArea}>
          <Stack gap="md">
            <TextField
              label={t('price')}
              description={t('priceHelp', { currency: code })}
              value={texts.price}
              onChange={(text) => setText('price', text)}
              isInvalid={errors.price !== null}
              errorMessage={errors.price}
              inputMode="decimal"
              autoComplete="off"
            />
            <div className={styles.pair}>
              <TextField
                label={t('discount')}
                value={texts.discount}
                onChange={(text) => setText('discount', text)}
                isInvalid={errors.discount !== null}
                errorMessage={errors.discount}
                inputMode="decimal"
                autoComplete="off"
              />
              {kindSelect('discountType', t('discountKind'))}
            </div>
            <div className={styles.pair}>
              <TextField
                label={t('second')}
                description={t('secondHelp')}
                value={texts.second}
                onChange={(text) => setText('second', text)}
                isInvalid={errors.second !== null}
                errorMessage={errors.second}
                inputMode="decimal"
                autoComplete="off"
              />
              {kindSelect('secondType', t('secondKind'))}
            </div>
          </Stack>
        </Card>

        <Card title={t('result')} headingLevel={2} className={styles.resultArea}>
          {result && input ? (
            <Stack gap="md">
              <div role="status" className={styles.status}>
                <FigureList>
                  <Figure label={t('price')} value={shown(input.price)} />
                  <Figure label={t('discountLine', { what: partLabel(input.first, shown) })} value={t('minus', { amount: shown(result.firstOff) })} />
                  {input.second ? (
                    <Figure label={t('secondLine', { what: partLabel(input.second, shown) })} value={t('minus', { amount: shown(result.secondOff) })} />
                  ) : null}
                  {hasTax ? (
                    <>
                      <Figure label={t('discounted')} value={shown(result.discounted)} />
                      <Figure label={t('taxLine', { percent: percentText(input.taxPercent) })} value={t('plus', { amount: shown(result.tax) })} note={input.taxMode === 'before' ? t('taxOnFull', { amount: shown(result.taxable) }) : null} />
                    </>
                  ) : null}
                  <Figure label={t('final')} value={shown(result.final)} main />
                  <Figure label={t('savings')} value={shown(result.savings)} note={t('percentOff', { percent: percentText(result.percentOff) })} main />
                </FigureList>
                {stacked ? (
                  <p className={styles.note}>
                    {t('stackedNote', {
                      first: percentText(stacked.first),
                      second: percentText(stacked.second),
                      combined: percentText(combinedPercent(stacked.first, stacked.second)),
                      sum: percentText(stacked.first.plus(stacked.second)),
                    })}
                  </p>
                ) : null}
                {other ? (
                  <p className={styles.note}>
                    {input.taxMode === 'after'
                      ? t('withTaxBefore', { amount: shown(other.final), difference: shown(other.final.minus(result.final)) })
                      : t('withTaxAfter', { amount: shown(other.final), difference: shown(result.final.minus(other.final)) })}
                  </p>
                ) : null}
                <p className={styles.note}>{t('rounding', { minor: digits === 0 ? 'whole' : 'cent' })}</p>
              </div>
              <div className={styles.actions}>
                <CopyButton size="sm" label={t('copyFinal')} text={() => money(result.final)} />
                <CopyButton size="sm" label={t('copySummary')} text={summary} />
              </div>
            </Stack>
          ) : (
            <p role="status" className={styles.hint}>
              {hint}
            </p>
          )}
        </Card>

        <Card title={t('taxAndCurrency')} headingLevel={2} className={styles.optionsArea}>
          <Stack gap="md">
            <TextField
              label={t('tax')}
              description={t('taxHelp')}
              value={taxText}
              onChange={typeTax}
              isInvalid={errors.tax !== null}
              errorMessage={errors.tax}
              inputMode="decimal"
              autoComplete="off"
            />
            <RadioGroup
              label={t('taxMode')}
              options={taxOptions}
              value={settings.taxMode}
              onChange={(mode) => isTaxMode(mode) && setSettings((current) => ({ ...current, taxMode: mode }))}
            />
            <Select
              label={t('currency')}
              items={currencyItems}
              selectedKey={code}
              onSelectionChange={(c) => isCurrency(c) && setSettings((current) => ({ ...current, currency: c }))}
              description={t('currencyHelp')}
            />
          </Stack>
        </Card>
      </div>
    </div>
  );
}
