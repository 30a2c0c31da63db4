import type { ToolApi } from '../api';

/** The date calculator's public inputs and its change event (see src/tools/api.ts). */
export const api = {
  inputs: [
    {
      name: 'mode',
      type: 'enum',
      values: ['between', 'add'],
      default: 'between',
      description: 'Which calculation shows: "between" (the difference between two dates) or "add" (a date plus or minus an amount).',
    },
    { name: 'start', type: 'string', default: '', maxLength: 10, description: 'Start date of the difference, as YYYY-MM-DD (e.g. 2026-01-05). Anything else starts empty.' },
    { name: 'end', type: 'string', default: '', maxLength: 10, description: 'End date of the difference, as YYYY-MM-DD; it may be before the start.' },
    { name: 'include-end', type: 'boolean', default: false, description: 'Count the end date too (one more day), e.g. 1–31 January is then 31 days.' },
    { name: 'date', type: 'string', default: '', maxLength: 10, description: 'Date to add to or subtract from, as YYYY-MM-DD.' },
    { name: 'operation', type: 'enum', values: ['add', 'subtract'], default: 'add', description: 'Add the amount to the date or subtract it.' },
    { name: 'amount', type: 'number', default: 1, min: 0, max: 9999999, integer: true, description: 'How many units to add or subtract (a whole number).' },
    {
      name: 'unit',
      type: 'enum',
      values: ['days', 'weeks', 'months', 'years', 'businessDays'],
      default: 'days',
      description:
        'Unit of the amount. Months and years keep the day of the month, or take the month’s last day when it is shorter (2024-01-31 + 1 month = 2024-02-29); business days are Monday to Friday.',
    },
  ],
  events: [
    {
      name: 'toolshed-change',
      description: 'Both results after every change; dates are YYYY-MM-DD, and a result is null while its dates are missing or invalid.',
      detail:
        '{ mode: "between" | "add"; start: string | null; end: string | null; includeEnd: boolean; difference: { direction: "forward" | "backward" | "same"; years: number; months: number; days: number; totalMonths: number; totalDays: number; weeks: number; extraDays: number; businessDays: number; startWeekday: string; endWeekday: string } | null; date: string | null; operation: "add" | "subtract"; amount: number | null; unit: "days" | "weeks" | "months" | "years" | "businessDays"; result: string | null; monthEndRule: boolean; error: string | null }',
    },
  ],
} as const satisfies ToolApi;
