import type { ToolApi } from '../api';

/** The age calculator's public inputs and its change event (see src/tools/api.ts). */
export const api = {
  inputs: [
    {
      name: 'birth-date',
      type: 'string',
      default: '',
      description: 'Birth date the calculator starts with, as YYYY-MM-DD (e.g. 1990-05-15). Anything else starts empty.',
      maxLength: 10,
    },
    {
      name: 'as-of',
      type: 'string',
      default: '',
      description: 'Date the age is measured on, as YYYY-MM-DD. Empty or invalid: today in the visitor’s time zone.',
      maxLength: 10,
    },
  ],
  events: [
    {
      name: 'toolshed-change',
      description: 'The result after every change to either date (first sent once the tool has read today’s date).',
      detail:
        '{ birthDate: string | null; asOf: string | null; error: string | null; age: { years: number; months: number; days: number; totalMonths: number; totalWeeks: number; extraDays: number; totalDays: number; totalHours: number; bornWeekday: string; nextBirthday: string; nextBirthdayWeekday: string; daysUntilNextBirthday: number; nextAge: number; leapDayBirth: boolean } | null }',
    },
  ],
} as const satisfies ToolApi;
