import type { ToolApi } from '../api';

// Plain data, no import of the converter (it brings decimal.js-light): /docs/api and the manifest read
// every declaration. A unit test checks these lists against the converter's own.
export const API_CATEGORY_IDS = ['length', 'mass', 'temperature', 'area', 'volume', 'speed', 'time', 'data', 'energy', 'pressure'] as const;
export const API_UNIT_IDS = ['nm', 'um', 'mm', 'cm', 'm', 'km', 'in', 'ft', 'yd', 'mi', 'nmi', 'ug', 'mg', 'g', 'kg', 't', 'oz', 'lb', 'st', 'short-ton', 'long-ton', 'c', 'f', 'k', 'r', 'mm2', 'cm2', 'm2', 'ha', 'km2', 'in2', 'ft2', 'yd2', 'ac', 'mi2', 'ml', 'cl', 'l', 'm3', 'cm3', 'in3', 'ft3', 'tsp', 'tbsp', 'floz', 'cup', 'pt', 'qt', 'gal', 'uk-floz', 'uk-pt', 'uk-gal', 'mps', 'kmh', 'mph', 'kn', 'fps', 'ns', 'us', 'ms', 's', 'min', 'h', 'd', 'wk', 'mo', 'yr', 'bit', 'kbit', 'mbit', 'gbit', 'b', 'kb', 'mb', 'gb', 'tb', 'pb', 'kib', 'mib', 'gib', 'tib', 'pib', 'ev', 'erg', 'j', 'kj', 'mj', 'cal', 'kcal', 'wh', 'kwh', 'btu', 'ftlbf', 'pa', 'hpa', 'kpa', 'mpa', 'mbar', 'bar', 'atm', 'psi', 'torr', 'mmhg', 'inhg'] as const;

/** The unit converter's public inputs and its change event (see src/tools/api.ts). */
export const api = {
  inputs: [
    { name: 'category', type: 'enum', values: API_CATEGORY_IDS, default: 'length', description: 'Kind of quantity. Without it, the category of `from` is used.' },
    { name: 'from', type: 'enum', values: API_UNIT_IDS, default: 'in', description: 'Unit converted from (e.g. in, mi, c, kib); a unit outside the category falls back to its default.' },
    { name: 'to', type: 'enum', values: API_UNIT_IDS, default: 'cm', description: 'Unit converted to (e.g. cm, km, f, b).' },
    { name: 'value', type: 'string', default: '1', maxLength: 100, description: 'Amount in the `from` unit, as decimal text (e.g. 0.7 or 1.5e3); kept exact.' },
  ],
  events: [
    {
      name: 'toolshed-change',
      description: 'The conversion after every change; amounts are decimal text with at most 15 significant digits.',
      detail:
        '{ category: string; from: string; to: string; value: string | null; result: string | null; error: string | null }',
    },
  ],
} as const satisfies ToolApi;
