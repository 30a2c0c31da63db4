import type { ToolApi } from '../api';

// Plain data, no import of the calculator (it brings decimal.js-light): /docs/api and the manifest read
// every declaration. A unit test checks these lists against the calculator's own.
export const API_CURRENCIES = ['USD', 'EUR', 'GBP', 'CHF', 'CAD', 'AUD', 'JPY', 'INR', 'SAR', 'AED', 'EGP'] as const;

/** The discount calculator's public inputs and its change event (see src/tools/api.ts). */
export const api = {
  inputs: [
    { name: 'price', type: 'string', default: '', maxLength: 40, description: 'The price before discounts and tax, as decimal text (e.g. 100 or 1,234.50).' },
    { name: 'discount', type: 'string', default: '', maxLength: 40, description: 'The discount: a percentage (0–100, up to two decimals) or an amount, as `discount-type` says.' },
    { name: 'discount-type', type: 'enum', values: ['percent', 'amount'], default: 'percent', description: 'Whether `discount` is a percentage or an amount of money.' },
    {
      name: 'second',
      type: 'string',
      default: '',
      maxLength: 40,
      description: 'An optional second discount, taken off what the first leaves (20 then 10 percent is 28 percent off, not 30); empty for none.',
    },
    { name: 'second-type', type: 'enum', values: ['percent', 'amount'], default: 'percent', description: 'Whether `second` is a percentage or an amount of money.' },
    { name: 'tax', type: 'number', default: 0, min: 0, max: 100, description: 'Sales tax in percent (0–100, up to three decimals, e.g. 8.875); 0 for none.' },
    {
      name: 'tax-mode',
      type: 'enum',
      values: ['after', 'before'],
      default: 'after',
      description: 'Charge the tax on the discounted price ("after" the discount) or on the full price ("before" it, as where a coupon does not lower the taxable price).',
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
      description: 'The result after every change; amounts are plain decimal text with the currency’s digits (e.g. "72.00"), percentages plain text (e.g. "28").',
      detail:
        '{ currency: string; discounted: string | null; savings: string | null; percentOff: string | null; taxAmount: string | null; final: string | null; error: string | null }',
    },
  ],
} as const satisfies ToolApi;
