/**
 * Unit conversion in exact decimal arithmetic (src/tools/exact-decimal.ts): `0.7 in` is `1.778 cm`, never
 * `1.7779999999999998`. Every unit is `base = (value + offset) × factor`, the factor a
 * decimal or a ratio (`5/9`, `1000/3600`) so that thirds and ninths stay exact until the one
 * division of a conversion. Pure functions: no React, no DOM.
 */
import { englishNumberText } from '../../i18n/numbers';
import type { Locale } from '../../i18n/locales';
import { decimalArithmetic, exponentOf, plain as plainText } from '../exact-decimal';

/** A private Decimal: 40 significant digits inside, so 15 shown digits are always right. */
const arithmetic = decimalArithmetic(40);
export const { Decimal } = arithmetic;
export type Decimal = InstanceType<typeof Decimal>;
const { plus, minus, times, div } = arithmetic;

/** The most significant digits ever shown or copied. */
export const MAX_SIGNIFICANT_DIGITS = 15;
/** Inputs beyond 10^±1000 are refused: results stay finite and readable. */
export const MAX_EXPONENT = 1000;

export const CATEGORIES = [
  { id: 'length', label: 'Length' },
  { id: 'mass', label: 'Mass' },
  { id: 'temperature', label: 'Temperature' },
  { id: 'area', label: 'Area' },
  { id: 'volume', label: 'Volume' },
  { id: 'speed', label: 'Speed' },
  { id: 'time', label: 'Time' },
  { id: 'data', label: 'Digital storage' },
  { id: 'energy', label: 'Energy' },
  { id: 'pressure', label: 'Pressure' },
] as const;

export type CategoryId = (typeof CATEGORIES)[number]['id'];
export const CATEGORY_IDS: readonly CategoryId[] = CATEGORIES.map((c) => c.id);

export interface Unit {
  /** Short, stable, unique across all categories (`in`, `cm`, `c`, `kib`). */
  id: string;
  name: string;
  symbol: string;
  category: CategoryId;
  /** Numerator and denominator of the factor to the category's base unit. */
  num: Decimal;
  den: Decimal;
  /** Added before scaling (temperatures only). */
  offset: Decimal;
}

type UnitSpec = [id: string, name: string, symbol: string, factor: string, offset?: string];

// Factors are exact by definition (international yard and pound 1959, US customary and
// imperial volumes, IEC binary prefixes, the SI eV) unless the name says otherwise.
const SPECS: Record<CategoryId, UnitSpec[]> = {
  length: [
    ['nm', 'Nanometer', 'nm', '1e-9'],
    ['um', 'Micrometer', 'µm', '1e-6'],
    ['mm', 'Millimeter', 'mm', '0.001'],
    ['cm', 'Centimeter', 'cm', '0.01'],
    ['m', 'Meter', 'm', '1'],
    ['km', 'Kilometer', 'km', '1000'],
    ['in', 'Inch', 'in', '0.0254'],
    ['ft', 'Foot', 'ft', '0.3048'],
    ['yd', 'Yard', 'yd', '0.9144'],
    ['mi', 'Mile', 'mi', '1609.344'],
    ['nmi', 'Nautical mile', 'nmi', '1852'],
  ],
  mass: [
    ['ug', 'Microgram', 'µg', '1e-9'],
    ['mg', 'Milligram', 'mg', '1e-6'],
    ['g', 'Gram', 'g', '0.001'],
    ['kg', 'Kilogram', 'kg', '1'],
    ['t', 'Tonne', 't', '1000'],
    ['oz', 'Ounce', 'oz', '0.028349523125'],
    ['lb', 'Pound', 'lb', '0.45359237'],
    ['st', 'Stone', 'st', '6.35029318'],
    ['short-ton', 'Short ton (US)', 'US ton', '907.18474'],
    ['long-ton', 'Long ton (UK)', 'UK ton', '1016.0469088'],
  ],
  temperature: [
    ['c', 'Celsius', '°C', '1', '273.15'],
    ['f', 'Fahrenheit', '°F', '5/9', '459.67'],
    ['k', 'Kelvin', 'K', '1'],
    ['r', 'Rankine', '°R', '5/9'],
  ],
  area: [
    ['mm2', 'Square millimeter', 'mm²', '1e-6'],
    ['cm2', 'Square centimeter', 'cm²', '1e-4'],
    ['m2', 'Square meter', 'm²', '1'],
    ['ha', 'Hectare', 'ha', '1e4'],
    ['km2', 'Square kilometer', 'km²', '1e6'],
    ['in2', 'Square inch', 'in²', '0.00064516'],
    ['ft2', 'Square foot', 'ft²', '0.09290304'],
    ['yd2', 'Square yard', 'yd²', '0.83612736'],
    ['ac', 'Acre', 'ac', '4046.8564224'],
    ['mi2', 'Square mile', 'mi²', '2589988.110336'],
  ],
  volume: [
    ['ml', 'Milliliter', 'mL', '0.001'],
    ['cl', 'Centiliter', 'cL', '0.01'],
    ['l', 'Liter', 'L', '1'],
    ['m3', 'Cubic meter', 'm³', '1000'],
    ['cm3', 'Cubic centimeter', 'cm³', '0.001'],
    ['in3', 'Cubic inch', 'in³', '0.016387064'],
    ['ft3', 'Cubic foot', 'ft³', '28.316846592'],
    ['tsp', 'Teaspoon (US)', 'tsp', '0.00492892159375'],
    ['tbsp', 'Tablespoon (US)', 'tbsp', '0.01478676478125'],
    ['floz', 'Fluid ounce (US)', 'US fl oz', '0.0295735295625'],
    ['cup', 'Cup (US)', 'cup', '0.2365882365'],
    ['pt', 'Pint (US)', 'US pt', '0.473176473'],
    ['qt', 'Quart (US)', 'US qt', '0.946352946'],
    ['gal', 'Gallon (US)', 'US gal', '3.785411784'],
    ['uk-floz', 'Fluid ounce (imperial)', 'imp fl oz', '0.0284130625'],
    ['uk-pt', 'Pint (imperial)', 'imp pt', '0.56826125'],
    ['uk-gal', 'Gallon (imperial)', 'imp gal', '4.54609'],
  ],
  speed: [
    ['mps', 'Meter per second', 'm/s', '1'],
    ['kmh', 'Kilometer per hour', 'km/h', '1000/3600'],
    ['mph', 'Mile per hour', 'mph', '1609.344/3600'],
    ['kn', 'Knot', 'kn', '1852/3600'],
    ['fps', 'Foot per second', 'ft/s', '0.3048'],
  ],
  time: [
    ['ns', 'Nanosecond', 'ns', '1e-9'],
    ['us', 'Microsecond', 'µs', '1e-6'],
    ['ms', 'Millisecond', 'ms', '0.001'],
    ['s', 'Second', 's', '1'],
    ['min', 'Minute', 'min', '60'],
    ['h', 'Hour', 'h', '3600'],
    ['d', 'Day', 'd', '86400'],
    ['wk', 'Week', 'wk', '604800'],
    ['mo', 'Month (average, 30.436875 d)', 'mo', '2629746'],
    ['yr', 'Year (Gregorian, 365.2425 d)', 'yr', '31556952'],
  ],
  data: [
    ['bit', 'Bit', 'bit', '1/8'],
    ['kbit', 'Kilobit', 'kbit', '125'],
    ['mbit', 'Megabit', 'Mbit', '125000'],
    ['gbit', 'Gigabit', 'Gbit', '125000000'],
    ['b', 'Byte', 'B', '1'],
    ['kb', 'Kilobyte', 'kB', '1e3'],
    ['mb', 'Megabyte', 'MB', '1e6'],
    ['gb', 'Gigabyte', 'GB', '1e9'],
    ['tb', 'Terabyte', 'TB', '1e12'],
    ['pb', 'Petabyte', 'PB', '1e15'],
    ['kib', 'Kibibyte', 'KiB', '1024'],
    ['mib', 'Mebibyte', 'MiB', '1048576'],
    ['gib', 'Gibibyte', 'GiB', '1073741824'],
    ['tib', 'Tebibyte', 'TiB', '1099511627776'],
    ['pib', 'Pebibyte', 'PiB', '1125899906842624'],
  ],
  energy: [
    ['ev', 'Electronvolt', 'eV', '1.602176634e-19'],
    ['erg', 'Erg', 'erg', '1e-7'],
    ['j', 'Joule', 'J', '1'],
    ['kj', 'Kilojoule', 'kJ', '1000'],
    ['mj', 'Megajoule', 'MJ', '1e6'],
    ['cal', 'Calorie (thermochemical)', 'cal', '4.184'],
    ['kcal', 'Kilocalorie (food Calorie)', 'kcal', '4184'],
    ['wh', 'Watt-hour', 'Wh', '3600'],
    ['kwh', 'Kilowatt-hour', 'kWh', '3600000'],
    ['btu', 'British thermal unit (IT)', 'BTU', '1055.05585262'],
    ['ftlbf', 'Foot-pound force', 'ft⋅lbf', '1.3558179483314004'],
  ],
  pressure: [
    ['pa', 'Pascal', 'Pa', '1'],
    ['hpa', 'Hectopascal', 'hPa', '100'],
    ['kpa', 'Kilopascal', 'kPa', '1000'],
    ['mpa', 'Megapascal', 'MPa', '1e6'],
    ['mbar', 'Millibar', 'mbar', '100'],
    ['bar', 'Bar', 'bar', '1e5'],
    ['atm', 'Standard atmosphere', 'atm', '101325'],
    ['psi', 'Pound per square inch', 'psi', '4.4482216152605/0.00064516'],
    ['torr', 'Torr', 'Torr', '101325/760'],
    ['mmhg', 'Millimeter of mercury', 'mmHg', '133.322387415'],
    ['inhg', 'Inch of mercury', 'inHg', '3386.388640341'],
  ],
};

function toUnit(category: CategoryId, [id, name, symbol, factor, offset = '0']: UnitSpec): Unit {
  const [num, den = '1'] = factor.split('/');
  return { id, name, symbol, category, num: new Decimal(num!), den: new Decimal(den), offset: new Decimal(offset) };
}

export const UNITS: Readonly<Record<CategoryId, readonly Unit[]>> = Object.fromEntries(
  CATEGORY_IDS.map((category) => [category, SPECS[category].map((spec) => toUnit(category, spec))]),
) as Record<CategoryId, Unit[]>;

const UNITS_BY_ID = new Map(CATEGORY_IDS.flatMap((category) => UNITS[category].map((unit) => [unit.id, unit] as const)));

/** Every unit id, category by category (the embed's `from` and `to` values). */
export const UNIT_IDS: readonly string[] = [...UNITS_BY_ID.keys()];

export const DEFAULT_PAIRS: Readonly<Record<CategoryId, readonly [from: string, to: string]>> = {
  length: ['in', 'cm'],
  mass: ['lb', 'kg'],
  temperature: ['c', 'f'],
  area: ['m2', 'ft2'],
  volume: ['l', 'gal'],
  speed: ['kmh', 'mph'],
  time: ['h', 'min'],
  data: ['gb', 'gib'],
  energy: ['kcal', 'kj'],
  pressure: ['bar', 'psi'],
};

export const unitById = (id: string): Unit | undefined => UNITS_BY_ID.get(id);
export const isCategory = (id: unknown): id is CategoryId => typeof id === 'string' && (CATEGORY_IDS as readonly string[]).includes(id);
export const categoryLabel = (id: CategoryId) => CATEGORIES.find((c) => c.id === id)!.label;

/** The converted number: exact up to 40 significant digits. */
export function convert(value: Decimal, from: Unit, to: Unit): Decimal {
  // One division, last: (v + a) × nA × dB / (dA × nB) − b; each step rounded to 40 digits.
  return minus(div(times(times(plus(value, from.offset), from.num), to.den), times(from.den, to.num)), to.offset);
}

/** Lowest value a unit can take, or null when any value is possible (only temperatures have a floor). */
export function absoluteZero(unit: Unit): Decimal | null {
  return unit.category === 'temperature' ? unit.offset.negated() : null;
}

export type ParseResult = { status: 'empty' } | { status: 'ok'; value: Decimal } | { status: 'invalid'; message: string };

/** Why an amount is refused: the screen says it in its locale, `parseNumber` in English. */
export type InvalidReason = 'notANumber' | 'decimalComma' | 'grouping' | 'range';
export type AmountResult = { status: 'empty' } | { status: 'ok'; value: Decimal } | { status: 'invalid'; reason: InvalidReason };

const NUMBER = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i;
/** Spaces people group digits with: space, no-break, narrow no-break, thin and punctuation spaces. */
const GROUP_SPACES = /[ \u00a0\u202f\u2009\u2008]/;
/** Digits in groups of three after one to three leading digits, e.g. "1,234,567" or "1 234". */
const GROUPED = /^\d{1,3}(?:(,|[ \u00a0\u202f\u2009\u2008])\d{3})(?:\1\d{3})*(?=\.|e|$)/i;

export const MESSAGES = {
  notANumber: 'Enter a number, e.g. 12, -3.5 or 1.2e6.',
  decimalComma: 'Use a point for decimals, e.g. 1.5; a comma only groups thousands, as in 1,000.',
  grouping: 'Group digits in threes, e.g. 1,000,000 or 1 000 000.',
} as const;

/**
 * Reads what a person typed: spaces around it, an optional sign (a leading "+" or a typographic
 * minus too), digits grouped in threes by commas or spaces ("1,000", "1 000", with thin or
 * no-break spaces), one decimal point, optional exponent (`1.5e-3`). A decimal comma is
 * explained, not guessed.
 */
export function parseNumber(text: string): ParseResult {
  const parsed = parseAmount(text);
  if (parsed.status !== 'invalid') return parsed;
  return { status: 'invalid', message: parsed.reason === 'range' ? RANGE_MESSAGE : MESSAGES[parsed.reason] };
}

const RANGE_MESSAGE = `Enter a number between 1e-${MAX_EXPONENT} and 1e${MAX_EXPONENT} in size.`;

/**
 * parseNumber in a locale: the text is read the locale's way (`0,7` and `1.234,5` in German,
 * Arabic-Indic digits in Arabic; src/i18n/numbers.ts), and a refusal says why as a reason the
 * screen words in its locale. In a decimal-comma locale "decimalComma" means a point was typed
 * where the comma belongs.
 */
export function parseAmount(typed: string, locale: Locale = 'en'): AmountResult {
  const text = englishNumberText(locale, typed);
  const trimmed = text.trim().replace(/[−–]/g, '-');
  if (trimmed === '') return { status: 'empty' };
  const sign = /^[+-]/.test(trimmed) ? trimmed.charAt(0) : '';
  const body = trimmed.slice(sign.length).trimStart();
  if (/^[+-]/.test(body)) return { status: 'invalid', reason: 'notANumber' };
  let plain = body;
  if (/[,]/.test(body) || GROUP_SPACES.test(body)) {
    const grouped = GROUPED.exec(body);
    if (grouped) plain = grouped[0].replace(/[^0-9]/g, '') + body.slice(grouped[0].length);
    if (!grouped || /[,]/.test(plain) || GROUP_SPACES.test(plain)) {
      // "1,5" or "3,14": a decimal comma; "1,0000" or "12 34": groups that are not threes.
      if (/^\d+,\d{1,2}$|^\d+,\d{4,}$|^\d*,\d+$/.test(body) && !/,.*,/.test(body)) return { status: 'invalid', reason: 'decimalComma' };
      if (/^[\d, \u00a0\u202f\u2009\u2008]+(?:\.\d*)?$/.test(body)) return { status: 'invalid', reason: 'grouping' };
      return { status: 'invalid', reason: 'notANumber' };
    }
  }
  const cleaned = `${sign === '+' ? '' : sign}${plain}`;
  if (!NUMBER.test(cleaned)) return { status: 'invalid', reason: 'notANumber' };
  // The exponent is read from the text: "1e9999999999999999" is refused here, not by the constructor.
  const exponent = exponentOf(cleaned);
  if (exponent === null) return { status: 'ok', value: new Decimal(0) };
  if (Math.abs(exponent) > MAX_EXPONENT) return { status: 'invalid', reason: 'range' };
  return { status: 'ok', value: new Decimal(cleaned) };
}

/**
 * At most 15 significant digits, trailing zeros dropped; plain notation from 1e-6 up to
 * 1e21 and exponent notation (`6.21371192237334e-13`) beyond, so the text can be typed back.
 */
export function formatNumber(value: Decimal): string {
  const rounded = value.toSignificantDigits(MAX_SIGNIFICANT_DIGITS);
  if (rounded.isZero()) return '0';
  const exponent = rounded.exponent();
  return exponent >= 21 || exponent < -6 ? rounded.toExponential() : plainText(rounded);
}

/** "Decimals": `auto` (up to 15 significant digits) or a fixed number of decimal places. */
export type Decimals = 'auto' | number;
export const MAX_DECIMALS = 10;
export const isDecimals = (value: unknown): value is Decimals =>
  value === 'auto' || (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_DECIMALS);

/**
 * A result with the chosen decimals: `auto` is formatNumber; N rounds half up to N decimal
 * places and shows all N ("2.50"), but never more than 15 significant digits (the digits past
 * those would be invented) and never "-0.00". Numbers from 1e21 up stay in exponent notation.
 */
export function formatDecimals(value: Decimal, decimals: Decimals): string {
  if (decimals === 'auto') return formatNumber(value);
  const significant = value.toSignificantDigits(MAX_SIGNIFICANT_DIGITS);
  if (significant.abs().greaterThanOrEqualTo('1e21')) return formatNumber(value);
  // Digits before the point use up the 15 first: 123456789.123… gets at most 6 decimals.
  const places = significant.isZero() ? decimals : Math.max(0, Math.min(decimals, MAX_SIGNIFICANT_DIGITS - 1 - significant.exponent()));
  const rounded = significant.toDecimalPlaces(places);
  const text = rounded.abs().toFixed(places);
  return rounded.isZero() || !rounded.isNegative() ? text : `-${text}`;
}

/** Number of significant digits in a formatted number (what the 15-digit rule is about). */
export function significantDigits(text: string): number {
  const mantissa = text.replace(/^-/, '').replace(/e.*$/i, '').replace('.', '');
  return mantissa.replace(/^0+/, '').replace(/0+$/, '').length || 1;
}

const MINUS = '\u2212';
/** For messages: a typographic minus. */
const signed = (text: string) => text.replace(/^-/, MINUS);

export type ConversionResult =
  | { status: 'empty' }
  | { status: 'invalid'; message: string }
  | { status: 'ok'; value: Decimal; result: Decimal; text: string };

/** Checks the input against its unit and converts it. Never throws. */
export function convertText(text: string, from: Unit, to: Unit): ConversionResult {
  const converted = convertAmount(text, from, to);
  if (converted.status !== 'invalid') return converted;
  if (converted.reason === 'belowZero') return { status: 'invalid', message: `Below absolute zero (${signed(converted.floor)} ${from.symbol}).` };
  return { status: 'invalid', message: converted.reason === 'range' ? RANGE_MESSAGE : MESSAGES[converted.reason] };
}

export type AmountConversion =
  | { status: 'empty' }
  | { status: 'invalid'; reason: InvalidReason }
  /** `floor` is the unit's absolute zero as plain number text ("-273.15"). */
  | { status: 'invalid'; reason: 'belowZero'; floor: string }
  | { status: 'ok'; value: Decimal; result: Decimal; text: string };

/** convertText in a locale (see parseAmount): refusals are reasons, the amounts stay exact decimals. */
export function convertAmount(text: string, from: Unit, to: Unit, locale: Locale = 'en'): AmountConversion {
  const parsed = parseAmount(text, locale);
  if (parsed.status !== 'ok') return parsed;
  const floor = absoluteZero(from);
  if (floor && parsed.value.lessThan(floor)) return { status: 'invalid', reason: 'belowZero', floor: formatNumber(floor) };
  const result = convert(parsed.value, from, to);
  return { status: 'ok', value: parsed.value, result, text: formatNumber(result) };
}

export interface TableRow {
  unit: Unit;
  text: string;
}

/** The quantity in every unit of its category. */
export function allUnits(value: Decimal, from: Unit, decimals: Decimals = 'auto'): TableRow[] {
  return UNITS[from.category].map((unit) => ({ unit, text: formatDecimals(convert(value, from, unit), decimals) }));
}

export const quantity = (text: string, unit: Unit) => `${text} ${unit.symbol}`;

/** The words and number style of the copied table: English here; the screen passes its locale's. */
export interface TableText {
  /** The first line, given the amount as `quantity` writes it: "Length conversions of 0.7 in". */
  heading: (category: CategoryId, amount: string) => string;
  unitName: (unit: Unit) => string;
  /** Plain number text ("1.778") the locale's way ("1,778" in German). */
  number: (text: string) => string;
}

export const ENGLISH_TABLE_TEXT: TableText = {
  heading: (category, amount) => `${categoryLabel(category)} conversions of ${amount}`,
  unitName: (unit) => unit.name,
  number: (text) => text,
};

/** "Copy table" text: a heading line, a blank line, then one aligned `Name  value symbol` line per unit. */
export function formatTable(value: Decimal, from: Unit, decimals: Decimals = 'auto', words: TableText = ENGLISH_TABLE_TEXT): string {
  const rows = allUnits(value, from, decimals);
  const width = Math.max(...rows.map((row) => words.unitName(row.unit).length)) + 2;
  return [
    words.heading(from.category, quantity(words.number(formatNumber(value)), from)),
    '',
    ...rows.map((row) => `${words.unitName(row.unit).padEnd(width)}${quantity(words.number(row.text), row.unit)}`),
  ].join('\n');
}

export interface UnitSettings {
  category: CategoryId;
  from: string;
  to: string;
}

export const DEFAULT_SETTINGS: UnitSettings = { category: 'length', from: 'in', to: 'cm' };

const unitIn = (category: CategoryId, id: unknown) => typeof id === 'string' && unitById(id)?.category === category;

/**
 * Turns given or stored settings (untrusted) into a valid trio. An explicit category wins;
 * without one, the category of `from` (or `to`) is used; a unit outside the category falls
 * back to that category's default pair.
 */
export function resolveSettings(given: { category?: unknown; from?: unknown; to?: unknown }): UnitSettings {
  const fromUnit = typeof given.from === 'string' ? unitById(given.from) : undefined;
  const toUnit = typeof given.to === 'string' ? unitById(given.to) : undefined;
  const category = isCategory(given.category) ? given.category : (fromUnit?.category ?? toUnit?.category ?? DEFAULT_SETTINGS.category);
  const [defaultFrom, defaultTo] = DEFAULT_PAIRS[category];
  const from = unitIn(category, given.from) ? (given.from as string) : defaultFrom;
  // Without a valid `to`, pick the default partner that differs from `from`.
  const to = unitIn(category, given.to) ? (given.to as string) : from === defaultTo ? defaultFrom : defaultTo;
  return { category, from, to };
}

/** What the embed and share links may pass as `value`: a number or numeric text; anything else → null. */
export function initialValue(given: unknown): string | null {
  if (typeof given === 'number') return Number.isFinite(given) ? formatNumber(new Decimal(given)) : null;
  if (typeof given === 'string' && parseNumber(given).status === 'ok') return given.trim();
  return null;
}
