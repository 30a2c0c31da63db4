/**
 * Numbers in the page's locale (issue #31): "1.234,5" in German, "1 234" in French. Whole numbers
 * (counts, sizes, nearly every number a page shows while it loads) are grouped from a small table,
 * so no page creates an Intl object while it loads (issue #9); anything else goes to an
 * `Intl.NumberFormat` made at first use. tests/unit/i18n/numbers.test.ts checks the table against
 * Intl for every locale.
 */
import { INTL_LOCALE, type Locale } from './locales';

interface Grouping {
  /** The grouping separator. */
  group: string;
  /** Digits before the first separator appears: 2 means 1234 stays ungrouped ("1234", "12.345"). */
  minimumDigits: 1 | 2;
  /** Before a negative number (Arabic marks it left-to-right). */
  minus: string;
}

const COMMA: Grouping = { group: ',', minimumDigits: 1, minus: '-' };
const DOT: Grouping = { group: '.', minimumDigits: 1, minus: '-' };
const DOT_FROM_5: Grouping = { group: '.', minimumDigits: 2, minus: '-' };

const GROUPING: Record<Locale, Grouping> = {
  en: COMMA,
  es: DOT_FROM_5,
  'pt-BR': DOT,
  fr: { group: '\u202f', minimumDigits: 1, minus: '-' },
  de: DOT,
  it: DOT_FROM_5,
  ja: COMMA,
  'zh-Hans': COMMA,
  ru: { group: '\u00a0', minimumDigits: 1, minus: '-' },
  ar: { group: ',', minimumDigits: 1, minus: '\u200e-' },
};

/** Whole-number digits grouped as `locale` groups them ("1234567" → "1.234.567" in German). */
export function groupDigitsIn(locale: Locale, digits: string): string {
  const { group, minimumDigits } = GROUPING[locale];
  if (digits.length < 4 || (minimumDigits === 2 && digits.length < 5)) return digits;
  return digits.replace(/\B(?=(\d{3})+$)/g, group);
}

const formatters = new Map<string, Intl.NumberFormat>();

/** One `Intl.NumberFormat` per locale and option set, created the first time a value needs it. */
export function localeNumberFormat(locale: Locale, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale} ${JSON.stringify(Object.entries(options ?? {}).sort(([a], [b]) => (a < b ? -1 : 1)))}`;
  let formatter = formatters.get(key);
  if (!formatter) formatters.set(key, (formatter = new Intl.NumberFormat(INTL_LOCALE[locale], options)));
  return formatter;
}

/** `n` as the locale writes it; whole numbers without Intl, exactly as Intl would write them. */
export function formatNumber(locale: Locale, n: number, options?: Intl.NumberFormatOptions): string {
  if (options === undefined && Number.isSafeInteger(n)) {
    const digits = groupDigitsIn(locale, String(Math.abs(n)));
    return n < 0 ? `${GROUPING[locale].minus}${digits}` : digits;
  }
  return localeNumberFormat(locale, options).format(n);
}

/** Each locale's decimal mark as Intl writes it (tests/unit/i18n/numbers.test.ts checks the table). */
const DECIMAL: Record<Locale, '.' | ','> = { en: '.', es: ',', 'pt-BR': ',', fr: ',', de: ',', it: ',', ja: '.', 'zh-Hans': '.', ru: ',', ar: '.' };

/**
 * A number with at most `maximumFractionDigits` decimals, grouped and marked the locale's way,
 * without Intl (a page creates no Intl object while it loads, issue #9): 4.48 → "4,48" in German.
 * Values too large or small for plain decimal text go through Intl.
 */
export function formatDecimal(locale: Locale, n: number, maximumFractionDigits: number): string {
  const factor = 10 ** maximumFractionDigits;
  const rounded = Math.round(Math.abs(n) * factor) / factor;
  const text = String(rounded);
  if (!Number.isFinite(rounded) || text.includes('e')) return formatNumber(locale, n, { maximumFractionDigits });
  const [whole = '0', fraction] = text.split('.');
  const digits = `${groupDigitsIn(locale, whole)}${fraction ? `${DECIMAL[locale]}${fraction}` : ''}`;
  return n < 0 && rounded !== 0 ? `${GROUPING[locale].minus}${digits}` : digits;
}

/** The locale's decimal mark ("," in German), from a table: reading a typed number starts no Intl. */
export function decimalMark(locale: Locale): string {
  return DECIMAL[locale];
}

/** Arabic-Indic and Persian digits, and the Arabic decimal and group marks, as people may type them. */
const NATIVE_DIGITS = /[\u0660-\u0669\u06f0-\u06f9\u066b\u066c]/g;
const nativeDigit = (c: string): string => {
  const code = c.charCodeAt(0);
  if (code === 0x066b) return '.';
  if (code === 0x066c) return ',';
  return String(code >= 0x06f0 ? code - 0x06f0 : code - 0x0660);
};

/**
 * Number text typed the locale's way, rewritten the English way, so one parser (and its messages)
 * serves every locale: in a decimal-comma locale the comma and the point trade places ("1.234,5" →
 * "1,234.5", "0,7" → "0.7"; a point typed as the decimal mark becomes the comma English would
 * misuse, "0.7" → "0,7", which the parser then explains). Native digits become ASCII digits.
 * Anything else (spaces, signs, exponents) is left as it is.
 */
export function englishNumberText(locale: Locale, text: string): string {
  const ascii = text.replace(NATIVE_DIGITS, nativeDigit);
  return DECIMAL[locale] === ',' ? ascii.replace(/[.,]/g, (mark) => (mark === '.' ? ',' : '.')) : ascii;
}

/**
 * Plain number text (digits, "-", one ".", an exponent: what toFixed/toExponential write) with the
 * locale's decimal mark, ungrouped, so it can be typed back as it is: "1.778" → "1,778" in German.
 */
export function localeNumberText(locale: Locale, text: string): string {
  return DECIMAL[locale] === ',' ? text.replace('.', ',') : text;
}

/**
 * A number typed the locale's way, or NaN: "0,7" and "1.234,5" in German, "1,234.5" in English,
 * "1 234,5" in French; a leading + and surrounding spaces are allowed. Grouping separators are
 * accepted only in groups of three, so "0,7" in English (a list, or a typo) is not 7.
 */
export function parseLocaleNumber(locale: Locale, text: string): number {
  const decimal = decimalMark(locale);
  const group = GROUPING[locale].group;
  let s = text.trim().replace(/^\+/, '').replace(/\u200e/g, '').replace(/[\u2212\u2012]/, '-');
  // Spaces of every kind count as the French and Russian separators.
  const groupClass = /\s|\u202f|\u00a0/.test(group) ? '[\\s\\u202f\\u00a0]' : `\\${group}`;
  const shape = new RegExp(`^-?(\\d{1,3}(${groupClass}\\d{3})+|\\d+)(\\${decimal}\\d+)?$`);
  if (!shape.test(s)) return Number.NaN;
  s = s.replace(new RegExp(groupClass, 'g'), '').replace(decimal, '.');
  return Number(s);
}

/**
 * A number as it is being typed or shown by a calculator ("-1234567.8", "0.", "1.5e+21"), grouped
 * and marked the locale's way: "-1.234.567,8" in German, "1 234 567,8" in French, "1234,5" in
 * Spanish (which groups from five digits). Scientific notation keeps its digits, with the
 * locale's decimal mark. Unlike `englishNumberText`, which only trades the marks, the grouping is
 * the locale's own.
 */
export function localeDisplayNumber(locale: Locale, display: string): string {
  const match = /^(-?)(\d+)(\.?)(\d*)$/.exec(display);
  if (!match) return localeNumberText(locale, display);
  const [, sign = '', whole = '', point, fraction = ''] = match;
  return `${sign}${groupDigitsIn(locale, whole)}${point ? DECIMAL[locale] : ''}${fraction}`;
}
