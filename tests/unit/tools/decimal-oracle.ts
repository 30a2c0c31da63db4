/**
 * Regression oracles for the tools that compute in exact decimals (unit converter, percentage,
 * tip and discount calculators). Each fixture in ./fixtures/<id>-decimal-oracle.json holds inputs
 * (random, edge and garbage text, in several locales) with a digest of the outputs the decimal.js
 * 10.6.0 implementation gave for them, so that moving the tools to decimal.js-light (a subset, with
 * no NaN, Infinity or -0) is checked to give the same outputs, byte for byte, for every one of those
 * inputs. The runners below made the fixtures and replay them: change one and its fixture no longer
 * says anything. The fixtures are not regenerated from the code they test.
 *
 * Decimal values are recorded as `toExponential()` (every digit, sign and exponent), so internal
 * values (the 40-digit conversion result, the exact tip) have to match too, not only what is shown.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { LOCALES, type Locale } from '../../../src/i18n/locales';
import * as unit from '../../../src/tools/unit-converter/unit-converter';
import * as percentage from '../../../src/tools/percentage/percentage';
import * as tip from '../../../src/tools/tip-calculator/tip-calculator';
import * as discount from '../../../src/tools/discount-calculator/discount-calculator';

export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
/** One input and a digest of what the runner returned for it (full outputs would make the fixtures megabytes). */
export type OracleCase = [input: Json, output: string];
/** One fixture: a note on where it came from, then the cases by runner name. */
export interface Oracle {
  about: string;
  groups: Record<string, OracleCase[]>;
}

export function readOracle(id: string): Oracle {
  return JSON.parse(readFileSync(new URL(`./fixtures/${id}-decimal-oracle.json`, import.meta.url), 'utf8')) as Oracle;
}

/** 64 bits of SHA-256 over the output's JSON. */
export const digest = (output: Json): string => createHash('sha256').update(JSON.stringify(output)).digest('hex').slice(0, 16);

/**
 * Runs every case; returns the first few whose output differs (the input and what it gives now),
 * so a failure shows them. `changed` picks the inputs whose output changed on purpose (each test
 * file says which and checks what they give now).
 */
export function mismatches<I>(cases: readonly OracleCase[], run: (input: I) => Json, changed: (input: I) => boolean = () => false, limit = 10): { in: Json; now: Json }[] {
  const found: { in: Json; now: Json }[] = [];
  for (const [input, output] of cases) {
    if (changed(input as I)) continue;
    let now: Json;
    try {
      now = run(input as I);
    } catch (error) {
      now = { threw: String(error) };
    }
    if (digest(now) !== output) found.push({ in: input, now });
    if (found.length >= limit) break;
  }
  return found;
}

const dec = (value: { toExponential(): string }): string => value.toExponential();
export const isLocale = (value: string): value is Locale => (LOCALES as readonly string[]).includes(value);
const locale = (value: string): Locale => (isLocale(value) ? value : 'en');
/** Numbers travel as text so NaN, ±Infinity and -0 survive JSON. */
const num = (text: string): number => Number(text);

// ---- unit converter ----------------------------------------------------------------------------

/** text, locale, from unit, to unit, decimals ('auto' or 0–10). */
export type UnitCase = [text: string, locale: string, from: string, to: string, decimals: string];

export function runUnitConverter([text, loc, fromId, toId, decimalsText]: UnitCase): Json {
  const from = unit.unitById(fromId)!;
  const to = unit.unitById(toId)!;
  const decimals: unit.Decimals = decimalsText === 'auto' ? 'auto' : Number(decimalsText);
  const c = unit.convertAmount(text, from, to, locale(loc));
  const out: { [key: string]: Json } = { s: c.status };
  if (c.status === 'invalid') {
    out.r = c.reason;
    if (c.reason === 'belowZero') out.floor = c.floor;
  }
  if (c.status === 'ok') {
    out.v = dec(c.value);
    out.x = dec(c.result);
    out.t = c.text;
    out.d = unit.formatDecimals(c.result, decimals);
  }
  // The English readers, and what an attribute or link may pass.
  const english = unit.convertText(text, from, to);
  out.en = english.status === 'ok' ? english.text : english.status === 'invalid' ? english.message : '';
  out.init = unit.initialValue(text);
  return out;
}

/** A whole "Copy table" and the formatters on one exact value (decimal text). */
export type UnitTableCase = [value: string, from: string, decimals: string];

export function runUnitTable([value, fromId, decimalsText]: UnitTableCase): Json {
  const decimals: unit.Decimals = decimalsText === 'auto' ? 'auto' : Number(decimalsText);
  const v = new unit.Decimal(value);
  const from = unit.unitById(fromId)!;
  const floor = unit.absoluteZero(from);
  return {
    n: unit.formatNumber(v),
    d: unit.formatDecimals(v, decimals),
    table: unit.formatTable(v, from, decimals),
    floor: floor ? dec(floor) : null,
  };
}

/** initialValue with a number (attribute, share link). */
export function runUnitInitial(n: string): Json {
  return unit.initialValue(num(n));
}

// ---- percentage --------------------------------------------------------------------------------

/** mode, x, y, precision. */
export type PercentageCase = [mode: string, x: string, y: string, precision: number];

export function runPercentage([mode, x, y, precision]: PercentageCase): Json {
  const result = percentage.calculate(percentage.isMode(mode) ? mode : 'of', x, y, precision);
  const parsed = percentage.parseNumber(x);
  return {
    r: result as unknown as Json,
    p: parsed.status === 'ok' ? dec(parsed.value) : parsed.status === 'invalid' ? parsed.message : '',
  };
}

// ---- tip calculator ----------------------------------------------------------------------------

/** text, locale, max decimals (the amount reader, and the same text as a custom tip). */
export type TipParseCase = [text: string, locale: string, maxDecimals: number];

const amount = (r: tip.AmountResult | tip.TipResult | discount.PercentResult): Json =>
  r.status === 'ok' ? dec(r.value) : r.status === 'invalid' ? `!${r.reason}` : '';

export function runTipParse([text, loc, maxDecimals]: TipParseCase): Json {
  const l = locale(loc);
  return { a: amount(tip.parseAmount(text, l, maxDecimals)), t: amount(tip.parseTip(text, l)), p: tip.parsePeople(text, l) };
}

/** bill, tip percent, people, rounding, currency (the parsed values the screen passes on). */
export type TipSplitCase = [bill: string, tipPercent: string, people: number, rounding: string, currency: string];

export function runTipSplit([bill, tipPercent, people, rounding, currency]: TipSplitCase): Json {
  const code = tip.isCurrency(currency) ? currency : 'USD';
  const s = tip.splitBill({
    bill: new tip.Decimal(bill),
    tipPercent: new tip.Decimal(tipPercent),
    people,
    rounding: tip.isRounding(rounding) ? rounding : 'none',
    currency: code,
  });
  const fields = ['tip', 'effectivePercent', 'total', 'perPerson', 'shares', 'over'] as const;
  const out: { [key: string]: Json } = {};
  for (const field of fields) out[field] = [dec(s[field]), tip.plainAmount(s[field], code), tip.plainPercent(s[field])];
  return out;
}

/** validTip and validPeople with a number (attribute, share link, remembered setting). */
export function runTipNumber(n: string): Json {
  return [tip.validTip(num(n)), tip.validPeople(num(n))];
}

// ---- discount calculator -----------------------------------------------------------------------

/** text, locale, max decimals. */
export type DiscountParseCase = [text: string, locale: string, maxDecimals: number];

export function runDiscountParse([text, loc, maxDecimals]: DiscountParseCase): Json {
  return amount(discount.parsePercent(text, locale(loc), maxDecimals));
}

/** price, first kind, first value, second kind ('' for none), second value, tax percent, tax mode, currency. */
export type DiscountCase = [price: string, firstKind: string, first: string, secondKind: string, second: string, tax: string, taxMode: string, currency: string];

export function runDiscount([price, firstKind, first, secondKind, second, tax, taxMode, currency]: DiscountCase): Json {
  const code = discount.isCurrency(currency) ? currency : 'USD';
  const D = discount.Decimal;
  const kind = (k: string): discount.DiscountKind => (discount.isDiscountKind(k) ? k : 'percent');
  const input: discount.DiscountInput = {
    price: new D(price),
    first: { kind: kind(firstKind), value: new D(first) },
    second: secondKind === '' ? null : { kind: kind(secondKind), value: new D(second) },
    taxPercent: new D(tax),
    taxMode: discount.isTaxMode(taxMode) ? taxMode : 'after',
    currency: code,
  };
  const r = discount.applyDiscounts(input);
  const fields = ['firstOff', 'secondOff', 'discounted', 'savings', 'percentOff', 'taxable', 'tax', 'final'] as const;
  const out: { [key: string]: Json } = {};
  for (const field of fields) out[field] = [dec(r[field]), discount.plainAmount(r[field], code)];
  out.pct = discount.plainPercent(r.percentOff);
  const combined = discount.combinedPercent(input.first.value, input.second?.value ?? new D(0));
  out.combined = [dec(combined), discount.plainPercent(combined), discount.plainPercent(combined, 2)];
  out.tooLarge = discount.amountTooLarge(input);
  return out;
}

/** validTax with a number. */
export function runDiscountNumber(n: string): Json {
  return discount.validTax(num(n));
}

/** Each fixture's groups and the runner that produced (and replays) them. */
export const RUNNERS = {
  'unit-converter': { convert: runUnitConverter, table: runUnitTable, initial: runUnitInitial },
  percentage: { calculate: runPercentage },
  'tip-calculator': { parse: runTipParse, split: runTipSplit, number: runTipNumber },
  'discount-calculator': { parse: runDiscountParse, apply: runDiscount, number: runDiscountNumber },
} as const;
export type OracleTool = keyof typeof RUNNERS;
