import type { Locale } from '../../i18n/locales';
import { plain as plainText } from '../exact-decimal';
import { Decimal, currencyDigits, money, parseAmount, type AmountReason, type CurrencyCode } from '../tip-calculator/tip-calculator';

const { plus, minus, times, div } = money;

// Money is the tip calculator's: exact decimals (decimal.js-light, 40 digits), the same eleven currencies with their
// minor-unit digits, and the same reader for amounts as people type them in each locale.
export {
  CURRENCIES,
  CURRENCY_CODES,
  Decimal,
  currencyDigits,
  defaultCurrency,
  isCurrency,
  parseAmount,
  plainAmount,
  type AmountReason,
  type AmountResult,
  type CurrencyCode,
} from '../tip-calculator/tip-calculator';

/**
 * Discounts and sales tax in exact decimals. The rules, stated on the page:
 * - a second discount is taken off what the first leaves (stacked, not added: 20 % then 10 % is
 *   28 % off, not 30 %); an amount discount is taken off as it is;
 * - each percentage discount is rounded half up to the currency's smallest unit, before the next
 *   one is worked out;
 * - sales tax is charged on the discounted price ("after the discount", how most shops charge it)
 *   or on the full price ("before the discount", as where a coupon does not lower the taxable
 *   price); the tax is rounded half up to the smallest unit too.
 */

export const DISCOUNT_KINDS = ['percent', 'amount'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];
export const isDiscountKind = (value: unknown): value is DiscountKind => typeof value === 'string' && (DISCOUNT_KINDS as readonly string[]).includes(value);

export const TAX_MODES = ['after', 'before'] as const;
export type TaxMode = (typeof TAX_MODES)[number];
export const isTaxMode = (value: unknown): value is TaxMode => typeof value === 'string' && (TAX_MODES as readonly string[]).includes(value);

/** Decimals a discount percentage may have (12.5, 33.33). */
export const DISCOUNT_DECIMALS = 2;
/** Decimals a sales tax rate may have (New York City's 8.875). */
export const TAX_DECIMALS = 3;

export interface Discount {
  kind: DiscountKind;
  /** Percent (0–100) or an amount of money. */
  value: Decimal;
}

export interface DiscountInput {
  price: Decimal;
  first: Discount;
  /** The optional second discount, taken off what the first leaves. */
  second: Discount | null;
  /** Sales tax in percent (0 for none). */
  taxPercent: Decimal;
  taxMode: TaxMode;
  currency: CurrencyCode;
}

export interface DiscountResult {
  /** What each discount takes off, in money (secondOff is 0 without a second discount). */
  firstOff: Decimal;
  secondOff: Decimal;
  /** The price after the discounts, before tax. */
  discounted: Decimal;
  /** price − discounted: what the discounts save. */
  savings: Decimal;
  /** savings as a percentage of the price, to two decimals (0 for a zero price). */
  percentOff: Decimal;
  /** The price the tax is charged on: the discounted price (after) or the full price (before). */
  taxable: Decimal;
  tax: Decimal;
  /** discounted + tax: what is paid. */
  final: Decimal;
}

const halfUp = (value: Decimal, digits: number) => value.toDecimalPlaces(digits, Decimal.ROUND_HALF_UP);

/** What one discount takes off `base`: a percentage of it rounded half up, or the amount; never more than `base`. */
function off(base: Decimal, discount: Discount, digits: number): Decimal {
  const taken = discount.kind === 'percent' ? halfUp(div(times(base, discount.value), 100), digits) : discount.value;
  return taken.lessThan(base) ? taken : base;
}

/** The discounts, savings, tax and final price (see the rules at the top). */
export function applyDiscounts({ price, first, second, taxPercent, taxMode, currency }: DiscountInput): DiscountResult {
  const digits = currencyDigits(currency);
  const firstOff = off(price, first, digits);
  const afterFirst = minus(price, firstOff);
  const secondOff = second ? off(afterFirst, second, digits) : new Decimal(0);
  const discounted = minus(afterFirst, secondOff);
  const savings = minus(price, discounted);
  const percentOff = price.isZero() ? new Decimal(0) : halfUp(times(div(savings, price), 100), 2);
  const taxable = taxMode === 'after' ? discounted : price;
  const tax = halfUp(div(times(taxable, taxPercent), 100), digits);
  return { firstOff, secondOff, discounted, savings, percentOff, taxable, tax, final: plus(discounted, tax) };
}

/**
 * Two percentage discounts `a` then `b` as one: a + b − a·b/100, exactly (20 then 10 → 28). This
 * is the rate of the price, before any rounding to the cent; the savings' own percentage can
 * differ from it by the rounding of a cent.
 */
export const combinedPercent = (a: Decimal, b: Decimal): Decimal => minus(plus(a, b), div(times(a, b), 100));

/**
 * Is an amount discount larger than what it is taken off: the first than the price, the second
 * than what the first leaves? The screen says so next to the field rather than clamping silently.
 */
export function amountTooLarge(input: DiscountInput): 'first' | 'second' | null {
  if (input.first.kind === 'amount' && input.first.value.gt(input.price)) return 'first';
  if (input.second?.kind === 'amount') {
    const left = minus(input.price, off(input.price, input.first, currencyDigits(input.currency)));
    if (input.second.value.gt(left)) return 'second';
  }
  return null;
}

export type PercentReason = Exclude<AmountReason, 'tooLarge'> | 'percentRange';
export type PercentResult = { status: 'empty' } | { status: 'ok'; value: Decimal } | { status: 'invalid'; reason: PercentReason };

/**
 * A percentage from 0 to 100 as typed, with up to `maxDecimals` decimals ("12.5"; a sales tax of
 * "8.875"); a trailing "%" (or "٪") is allowed, and the locale's decimal mark ("12,5" in German).
 */
export function parsePercent(typed: string, locale: Locale = 'en', maxDecimals = DISCOUNT_DECIMALS): PercentResult {
  // The Arabic percent sign (٪) counts as "%".
  const number = typed.replace(/\s*[%\u066a]\s*$/, '');
  // A percent sign alone is a mistake, not an empty field.
  if (number !== typed && number.trim() === '') return { status: 'invalid', reason: 'notANumber' };
  const parsed = parseAmount(number, locale, maxDecimals);
  if (parsed.status === 'invalid') return parsed.reason === 'tooLarge' ? { status: 'invalid', reason: 'percentRange' } : { status: 'invalid', reason: parsed.reason };
  if (parsed.status === 'ok' && parsed.value.gt(100)) return { status: 'invalid', reason: 'percentRange' };
  return parsed;
}

/** A tax rate given as a number (attribute, share link, remembered): 0–100 with at most three decimals, else null. */
export function validTax(value: unknown): number | null {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > 100) return null;
  return new Decimal(value).decimalPlaces() <= TAX_DECIMALS ? value : null;
}

/** A percentage as plain text without trailing zeros ("28", "12.5", "8.875", "23.4375"). */
export const plainPercent = (value: Decimal, digits = 4): string => plainText(value.toDecimalPlaces(digits, Decimal.ROUND_HALF_UP)).replace(/^-0$/, '0');
