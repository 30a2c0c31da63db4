import type { ToolApi } from '../api';

// Plain data, no import of the calculator (it brings decimal.js-light): /docs/api and the manifest read
// every declaration. A unit test checks this list against the calculator's own.
export const API_CURRENCIES = ['USD', 'EUR', 'GBP', 'CHF', 'CAD', 'AUD', 'JPY', 'INR', 'SAR', 'AED', 'EGP'] as const;

/** The tip calculator's public inputs and its change event (see src/tools/api.ts). */
export const api = {
  inputs: [
    { name: 'bill', type: 'string', default: '', maxLength: 40, description: 'The bill before the tip, as decimal text (e.g. 84.60 or 1,234.50).' },
    { name: 'tip', type: 'number', default: 15, min: 0, max: 100, description: 'Tip in percent (0–100, up to two decimals); 10, 15, 18, 20 and 25 are presets, anything else is a custom tip.' },
    { name: 'people', type: 'number', default: 1, min: 1, max: 100, integer: true, description: 'How many people split the bill.' },
    {
      name: 'round',
      type: 'enum',
      values: ['none', 'person', 'total'],
      default: 'none',
      description: 'Round up: "none" (shares rounded up to the cent), "person" (each share up to a whole amount) or "total" (the total up to a whole amount); what rounding adds goes to the tip.',
    },
    {
      name: 'currency',
      type: 'enum',
      values: API_CURRENCIES,
      default: 'USD',
      description: 'Currency of the amounts. Without it (and nothing remembered), EUR on a German page and USD otherwise.',
    },
  ],
  events: [
    {
      name: 'toolshed-change',
      description: 'The split after every change; amounts are plain decimal text with the currency’s digits (e.g. "33.28").',
      detail:
        '{ bill: string | null; tip: number | null; people: number; round: "none" | "person" | "total"; currency: string; tipAmount: string | null; total: string | null; perPerson: string | null; error: string | null }',
    },
  ],
} as const satisfies ToolApi;
