import type { ToolApi } from '../api';

/** The percentage calculator's public inputs and its change event (see src/tools/api.ts). */
export const api = {
  inputs: [
    {
      name: 'mode',
      type: 'enum',
      values: ['of', 'what', 'change'],
      default: 'of',
      description: 'Calculator to open: "of" (X% of Y), "what" (X is what % of Y) or "change" (% change from X to Y).',
    },
    { name: 'x', type: 'string', default: '', maxLength: 40, description: 'First value (X) as a decimal number, e.g. 12.5; anything else leaves the field empty.' },
    { name: 'y', type: 'string', default: '', maxLength: 40, description: 'Second value (Y) as a decimal number, e.g. 80; anything else leaves the field empty.' },
    { name: 'decimals', type: 'number', default: 4, min: 0, max: 10, integer: true, description: 'Decimal places results are rounded to (half up).' },
  ],
  events: [
    {
      name: 'toolshed-change',
      description: 'The result after every change to the values, the calculator or the rounding.',
      detail:
        '{ mode: "of" | "what" | "change"; x: string; y: string; decimals: number; result: string | null; value: number | null; exact: boolean | null; direction: "increase" | "decrease" | "none" | null; error: string | null }',
    },
  ],
} as const satisfies ToolApi;
