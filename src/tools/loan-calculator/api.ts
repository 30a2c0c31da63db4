import type { ToolApi } from '../api';

/** The loan calculator's public inputs and its change event (see src/tools/api.ts). */
export const api = {
  inputs: [
    { name: 'principal', type: 'string', default: '', maxLength: 40, description: 'The amount borrowed, as decimal text with up to two decimals (e.g. 200000 or 200,000.00).' },
    { name: 'rate', type: 'string', default: '', maxLength: 20, description: 'The yearly interest rate in percent, 0–100 with up to four decimals (e.g. 6 or 6.125).' },
    { name: 'term', type: 'number', default: 30, min: 1, max: 600, integer: true, description: 'The term: 1–50 years, or 1–600 months when unit is "months".' },
    { name: 'unit', type: 'enum', values: ['years', 'months'], default: 'years', description: 'Whether the term is in years or in months.' },
    {
      name: 'frequency',
      type: 'enum',
      values: ['monthly', 'semimonthly', 'biweekly', 'weekly'],
      default: 'monthly',
      description: 'How often a payment is made: 12, 24, 26 or 52 times a year; the rate per payment is the yearly rate divided by that.',
    },
    { name: 'extra', type: 'string', default: '', maxLength: 40, description: 'An extra amount paid with every payment (decimal text); it repays principal and shortens the term.' },
  ],
  events: [
    {
      name: 'toolshed-change',
      description: 'The result after every change; amounts are plain decimal text with two decimals (e.g. "1199.10").',
      detail:
        '{ principal: string | null; rate: string | null; term: number | null; unit: "years" | "months"; frequency: "monthly" | "semimonthly" | "biweekly" | "weekly"; extra: string | null; payment: string | null; totalInterest: string | null; totalPaid: string | null; payments: number | null; paymentsSaved: number; monthsSaved: number; interestSaved: string | null; error: string | null }',
    },
  ],
} as const satisfies ToolApi;
