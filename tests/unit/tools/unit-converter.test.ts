import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { api } from '../../../src/tools/unit-converter/api';
import {
  CATEGORY_IDS,
  DEFAULT_PAIRS,
  Decimal,
  MAX_SIGNIFICANT_DIGITS,
  UNITS,
  UNIT_IDS,
  allUnits,
  convert,
  convertText,
  formatDecimals,
  formatNumber,
  formatTable,
  initialValue,
  parseNumber,
  resolveSettings,
  significantDigits,
  unitById,
  type Unit,
} from '../../../src/tools/unit-converter/unit-converter';

const unit = (id: string): Unit => {
  const found = unitById(id);
  if (!found) throw new Error(`no unit ${id}`);
  return found;
};

/** The text shown for `text` in unit `from` converted to `to`, or the message. */
function shown(text: string, from: string, to: string): string {
  const result = convertText(text, unit(from), unit(to));
  return result.status === 'ok' ? result.text : result.status === 'invalid' ? result.message : '';
}

describe('conversions the spec names', () => {
  it.each([
    ['0.7', 'in', 'cm', '1.778'],
    ['1', 'mi', 'km', '1.609344'],
    ['100', 'c', 'f', '212'],
    ['-40', 'c', 'f', '-40'],
    ['-40', 'f', 'c', '-40'],
    ['1', 'kib', 'b', '1024'],
    ['1', 'kb', 'b', '1000'],
  ])('%s %s = %s %s', (value, from, to, expected) => {
    expect(shown(value, from, to)).toBe(expected);
  });
});

describe('one hand-checked conversion in each of the ten categories', () => {
  it.each([
    ['length', '1', 'ft', 'in', '12'],
    ['length', '0.7', 'cm', 'in', '0.275590551181102'], // 0.7 / 2.54 = 0.27559055118110236…
    ['mass', '1', 'lb', 'kg', '0.45359237'],
    ['mass', '1', 'st', 'lb', '14'],
    ['temperature', '0', 'k', 'c', '-273.15'],
    ['temperature', '98.6', 'f', 'c', '37'],
    ['temperature', '0', 'c', 'r', '491.67'],
    ['area', '1', 'ac', 'ft2', '43560'],
    ['area', '1', 'ha', 'm2', '10000'],
    ['volume', '1', 'gal', 'l', '3.785411784'],
    ['volume', '1', 'uk-pt', 'uk-floz', '20'],
    ['volume', '1', 'cup', 'tbsp', '16'],
    ['speed', '36', 'kmh', 'mps', '10'],
    ['speed', '1', 'mps', 'kmh', '3.6'],
    ['speed', '60', 'mph', 'kmh', '96.56064'],
    ['speed', '1', 'kn', 'kmh', '1.852'],
    ['time', '1', 'd', 'min', '1440'],
    ['time', '1', 'yr', 'd', '365.2425'],
    ['data', '1', 'gib', 'mb', '1073.741824'],
    ['data', '1', 'gb', 'gib', '0.931322574615479'], // 1e9 / 2^30 = 0.931322574615478515625
    ['data', '1', 'b', 'bit', '8'],
    ['energy', '1', 'kwh', 'mj', '3.6'],
    ['energy', '1', 'kcal', 'kj', '4.184'],
    ['pressure', '1', 'atm', 'kpa', '101.325'],
    ['pressure', '1', 'atm', 'torr', '760'],
    ['pressure', '1', 'psi', 'pa', '6894.75729316836'], // 6894.757293168361336722…
  ])('%s: %s %s = %s %s', (_category, value, from, to, expected) => {
    expect(shown(value, from, to)).toBe(expected);
  });

  it('covers exactly the ten categories, each with its default pair inside it', () => {
    expect(CATEGORY_IDS).toEqual(['length', 'mass', 'temperature', 'area', 'volume', 'speed', 'time', 'data', 'energy', 'pressure']);
    for (const category of CATEGORY_IDS) {
      const [from, to] = DEFAULT_PAIRS[category];
      expect(unit(from).category).toBe(category);
      expect(unit(to).category).toBe(category);
    }
  });

  it('gives every unit a unique id, so a unit alone names its category', () => {
    const ids = CATEGORY_IDS.flatMap((category) => UNITS[category].map((u) => u.id));
    expect(new Set(ids).size).toBe(ids.length);
    expect(UNIT_IDS).toEqual(ids);
  });
});

describe('parseNumber', () => {
  it('reads signs, decimals, exponents and a typographic minus', () => {
    const value = (text: string) => {
      const result = parseNumber(text);
      return result.status === 'ok' ? result.value.toString() : result.status;
    };
    expect(value(' 12 ')).toBe('12');
    expect(value('-3.5')).toBe('-3.5');
    expect(value('\u22123.5')).toBe('-3.5');
    expect(value('.5')).toBe('0.5');
    expect(value('5.')).toBe('5');
    expect(value('+1.2e6')).toBe('1200000');
    expect(value('-0')).toBe('0');
    expect(value('')).toBe('empty');
    expect(value('   ')).toBe('empty');
  });

  it.each([
    ['abc', 'Enter a number, e.g. 12, -3.5 or 1.2e6.'],
    ['1.2.3', 'Enter a number, e.g. 12, -3.5 or 1.2e6.'],
    ['Infinity', 'Enter a number, e.g. 12, -3.5 or 1.2e6.'],
    ['NaN', 'Enter a number, e.g. 12, -3.5 or 1.2e6.'],
    ['0x10', 'Enter a number, e.g. 12, -3.5 or 1.2e6.'],
    ['1,5', 'Use a point for decimals, e.g. 1.5; a comma only groups thousands, as in 1,000.'],
    ['3,14159', 'Use a point for decimals, e.g. 1.5; a comma only groups thousands, as in 1,000.'],
    ['12 34', 'Group digits in threes, e.g. 1,000,000 or 1 000 000.'],
    ['1,000 000', 'Group digits in threes, e.g. 1,000,000 or 1 000 000.'],
    ['1,00,000', 'Group digits in threes, e.g. 1,000,000 or 1 000 000.'],
    ['1,000abc', 'Enter a number, e.g. 12, -3.5 or 1.2e6.'],
    ['++1', 'Enter a number, e.g. 12, -3.5 or 1.2e6.'],
    ['1e1001', 'Enter a number between 1e-1000 and 1e1000 in size.'],
    ['1e-1001', 'Enter a number between 1e-1000 and 1e1000 in size.'],
  ])('rejects %j with a message', (text, message) => {
    expect(parseNumber(text)).toEqual({ status: 'invalid', message });
  });
});

describe('formatNumber', () => {
  it('shows at most 15 significant digits and drops trailing zeros', () => {
    expect(formatNumber(new Decimal(2).div(3))).toBe('0.666666666666667');
    expect(formatNumber(new Decimal('1.7780000'))).toBe('1.778');
    expect(formatNumber(new Decimal('123456789012345678'))).toBe('123456789012346000');
    expect(formatNumber(new Decimal('-0'))).toBe('0');
  });

  it('switches to exponent notation outside 1e-6 … 1e21', () => {
    expect(formatNumber(new Decimal('0.0000001'))).toBe('1e-7');
    expect(formatNumber(new Decimal('0.00000012'))).toBe('1.2e-7');
    expect(formatNumber(new Decimal('0.000001'))).toBe('0.000001');
    expect(formatNumber(new Decimal('1e21'))).toBe('1e+21');
    expect(formatNumber(new Decimal('1e20'))).toBe('100000000000000000000');
    expect(shown('1', 'nm', 'mi')).toBe('6.21371192237334e-13');
  });

  it('never shows more than 15 significant digits, whatever the conversion', () => {
    const units = CATEGORY_IDS.flatMap((category) => UNITS[category].map((u) => [category, u] as const));
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.nat(units.length - 1), fc.nat(20), (n, i, j) => {
        const [category, from] = units[i]!;
        const to = UNITS[category][j % UNITS[category].length]!;
        const value = new Decimal(n).abs().plus(from.offset); // at or above absolute zero
        const text = formatNumber(convert(value, from, to));
        expect(significantDigits(text)).toBeLessThanOrEqual(MAX_SIGNIFICANT_DIGITS);
        expect(text).not.toMatch(/NaN|Infinity|undefined/);
        expect(parseNumber(text).status).toBe('ok'); // what is shown can be typed back
      }),
    );
  });
});

describe('round trips A → B → A', () => {
  /** Decimal numbers with at most 15 significant digits, as a person would type them. */
  const typed = fc
    .tuple(fc.bigInt({ min: -(10n ** 15n) + 1n, max: 10n ** 15n - 1n }), fc.integer({ min: -12, max: 12 }))
    .map(([digits, exponent]) => new Decimal(digits.toString()).times(new Decimal(10).pow(exponent)));
  const pair = (categories: readonly (typeof CATEGORY_IDS)[number][]) =>
    fc.constantFrom(...categories).chain((category) => fc.tuple(fc.constantFrom(...UNITS[category]), fc.constantFrom(...UNITS[category])));
  const linear = CATEGORY_IDS.filter((c) => c !== 'temperature');

  it('returns A to 15 significant digits at full precision, temperatures included', () => {
    fc.assert(
      fc.property(typed, pair(CATEGORY_IDS), (a, [from, to]) => {
        expect(formatNumber(convert(convert(a, from, to), to, from))).toBe(formatNumber(a));
      }),
      { numRuns: 500 },
    );
  });

  it('returns A within half a unit of the 15th digit through the number shown for B (linear units)', () => {
    // B is shown rounded to 15 digits (relative error ≤ 5e-15); scaling back keeps that bound.
    fc.assert(
      fc.property(typed, pair(linear), (a, [from, to]) => {
        const back = convertText(formatNumber(convert(a, from, to)), to, from);
        expect(back.status).toBe('ok');
        if (back.status !== 'ok' || a.isZero()) return;
        expect(back.result.minus(a).abs().div(a.abs()).lessThanOrEqualTo('5e-15')).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('returns A exactly through the number shown when the units differ by a power of ten', () => {
    const metric = ['nm', 'um', 'mm', 'cm', 'm', 'km'];
    fc.assert(
      fc.property(typed, fc.constantFrom(...metric), fc.constantFrom(...metric), (a, from, to) => {
        const back = convertText(formatNumber(convert(a, unit(from), unit(to))), unit(to), unit(from));
        expect(back.status === 'ok' && back.text).toBe(formatNumber(a));
      }),
    );
  });

  it('returns a temperature typed to 2 decimals exactly through the number shown', () => {
    const celsius = fc.integer({ min: -27315, max: 10_000_000 }).map((n) => new Decimal(n).div(100));
    fc.assert(
      fc.property(celsius, fc.constantFrom(...UNITS.temperature), (c, to) => {
        const shownB = formatNumber(convert(c, unit('c'), to));
        const back = convertText(shownB, to, unit('c'));
        expect(back.status === 'ok' && back.text).toBe(formatNumber(c));
      }),
    );
  });
});

describe('absolute zero', () => {
  it('accepts absolute zero itself and refuses anything colder, in the unit typed', () => {
    expect(shown('-273.15', 'c', 'k')).toBe('0');
    expect(shown('-459.67', 'f', 'k')).toBe('0');
    expect(shown('-273.16', 'c', 'k')).toBe('Below absolute zero (\u2212273.15 °C).');
    expect(shown('-460', 'f', 'c')).toBe('Below absolute zero (\u2212459.67 °F).');
    expect(shown('-1', 'k', 'c')).toBe('Below absolute zero (0 K).');
  });

  it('allows negative values where they make sense mathematically', () => {
    expect(shown('-2', 'm', 'cm')).toBe('-200');
    expect(shown('-10', 'c', 'f')).toBe('14');
  });
});

describe('all units table', () => {
  it('lists the quantity in every unit of its category', () => {
    const rows = allUnits(new Decimal('0.7'), unit('in'));
    expect(rows.map((r) => r.unit.id)).toEqual(UNITS.length.map((u) => u.id));
    expect(Object.fromEntries(rows.map((r) => [r.unit.id, r.text]))).toMatchObject({ in: '0.7', cm: '1.778', mm: '17.78', m: '0.01778', ft: '0.0583333333333333' });
  });

  it('copies as an aligned plain-text table', () => {
    expect(formatTable(new Decimal(1), unit('kib'))).toBe(
      [
        'Digital storage conversions of 1 KiB',
        '',
        'Bit       8192 bit',
        'Kilobit   8.192 kbit',
        'Megabit   0.008192 Mbit',
        'Gigabit   0.000008192 Gbit',
        'Byte      1024 B',
        'Kilobyte  1.024 kB',
        'Megabyte  0.001024 MB',
        'Gigabyte  0.000001024 GB',
        'Terabyte  1.024e-9 TB',
        'Petabyte  1.024e-12 PB',
        'Kibibyte  1 KiB',
        'Mebibyte  0.0009765625 MiB',
        'Gibibyte  9.5367431640625e-7 GiB',
        'Tebibyte  9.31322574615479e-10 TiB',
        'Pebibyte  9.09494701772928e-13 PiB',
      ].join('\n'),
    );
  });
});

describe('settings and initial values from attributes', () => {
  it('keeps a valid trio, infers the category from a unit, and falls back per category', () => {
    expect(resolveSettings({})).toEqual({ category: 'length', from: 'in', to: 'cm' });
    expect(resolveSettings({ category: 'temperature' })).toEqual({ category: 'temperature', from: 'c', to: 'f' });
    expect(resolveSettings({ from: 'kib', to: 'b' })).toEqual({ category: 'data', from: 'kib', to: 'b' });
    expect(resolveSettings({ from: 'f' })).toEqual({ category: 'temperature', from: 'f', to: 'c' });
    expect(resolveSettings({ category: 'mass', from: 'in', to: 'kg' })).toEqual({ category: 'mass', from: 'lb', to: 'kg' });
    expect(resolveSettings({ category: 'nope', from: 'nope', to: 42 })).toEqual({ category: 'length', from: 'in', to: 'cm' });
  });

  it('accepts numeric text or numbers as the initial value, nothing else', () => {
    expect(initialValue('0.7')).toBe('0.7');
    expect(initialValue(' 12 ')).toBe('12');
    expect(initialValue(2.5)).toBe('2.5');
    expect(initialValue(Number.NaN)).toBeNull();
    expect(initialValue('ten')).toBeNull();
    expect(initialValue(undefined)).toBeNull();
  });

  it('declares category, from, to and value with defaults that resolve to themselves', () => {
    const byName = Object.fromEntries(api.inputs.map((input) => [input.name, input]));
    expect(Object.keys(byName)).toEqual(['category', 'from', 'to', 'value']);
    const defaults = { category: byName.category!.default, from: byName.from!.default, to: byName.to!.default };
    expect(resolveSettings(defaults)).toEqual(defaults);
    expect(initialValue(byName.value!.default)).toBe(byName.value!.default);
  });
});

describe('grouped input (issue #30: accept what people type)', () => {
  const value = (text: string) => {
    const result = parseNumber(text);
    return result.status === 'ok' ? result.value.toString() : result.status === 'invalid' ? result.message : 'empty';
  };
  it.each([
    ['1,000', '1000'],
    ['1 000', '1000'],
    ['1\u00a0000', '1000'],
    ['1\u202f000', '1000'],
    ['1\u2009000', '1000'],
    ['+1,000', '1000'],
    ['  +12,345.678  ', '12345.678'],
    ['-1,234,567.5', '-1234567.5'],
    ['\u22121 000', '-1000'],
    ['1,000e3', '1000000'],
    ['100,000,000', '100000000'],
    ['999', '999'],
  ])('%j → %s', (text, expected) => expect(value(text)).toBe(expected));

  it('converts a grouped amount exactly', () => {
    expect(convertText('1,000', unit('m'), unit('km'))).toMatchObject({ status: 'ok', text: '1' });
    expect(convertText('+2 640', unit('ft'), unit('mi'))).toMatchObject({ status: 'ok', text: '0.5' });
  });

  it('grouping never changes the value (property)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 18n }), fc.constantFrom(',', ' ', '\u00a0', '\u202f'), (n, separator) => {
        const plain = n.toString();
        const grouped = plain.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
        const a = parseNumber(plain);
        const b = parseNumber(` +${grouped} `);
        expect(a.status === 'ok' && b.status === 'ok' && a.value.equals(b.value)).toBe(true);
      }),
    );
  });
});

describe('Decimals: auto or 0–10', () => {
  it.each([
    ['2.54', 'auto', '2.54'],
    ['2.54', 0, '3'],
    ['2.54', 1, '2.5'],
    ['2.54', 2, '2.54'],
    ['2.54', 4, '2.5400'],
    ['1.005', 2, '1.01'],
    ['0.6666666666666666666', 4, '0.6667'],
    ['-0.001', 2, '0.00'],
    ['-1.5', 0, '-2'],
    ['0', 3, '0.000'],
    ['123456789.123456789', 10, '123456789.123457'],
    ['1e25', 2, '1e+25'],
    ['0.1', 10, '0.1000000000'],
  ] as const)('%s with %s → %s', (text, decimals, expected) => {
    expect(formatDecimals(new Decimal(text), decimals)).toBe(expected);
  });

  it('applies to the All units table and its copied text', () => {
    expect(allUnits(new Decimal(1), unit('in'), 2).find((row) => row.unit.id === 'cm')?.text).toBe('2.54');
    expect(allUnits(new Decimal(1), unit('in'), 0).find((row) => row.unit.id === 'cm')?.text).toBe('3');
    expect(formatTable(new Decimal(1), unit('in'), 1)).toContain('Centimeter');
    expect(formatTable(new Decimal(1), unit('in'), 1)).toMatch(/Centimeter\s+2\.5 cm/);
  });

  it('N decimals, read back, is within half a unit in the last place (property)', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 14n), max: 10n ** 14n }),
        fc.integer({ min: 0, max: 12 }),
        fc.integer({ min: 0, max: 10 }),
        (mantissa, scale, decimals) => {
          const value = new Decimal(mantissa.toString()).div(new Decimal(10).pow(scale));
          const text = formatDecimals(value, decimals);
          expect(text).not.toMatch(/^-0(\.0*)?$/);
          const back = parseNumber(text);
          if (back.status !== 'ok') throw new Error(`${text} does not parse`);
          // The places actually shown (fewer than N when 15 significant digits come first).
          const shown = text.includes('.') ? text.split('.')[1]!.length : 0;
          const halfUnit = new Decimal(10).pow(-shown).div(2);
          const sig15 = value.toSignificantDigits(MAX_SIGNIFICANT_DIGITS);
          expect(back.value.minus(sig15).abs().lessThanOrEqualTo(halfUnit)).toBe(true);
          expect(back.value.minus(value).abs().lessThanOrEqualTo(halfUnit.plus(value.minus(sig15).abs()))).toBe(true);
        },
      ),
    );
  });
});
