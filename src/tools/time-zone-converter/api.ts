import type { ToolApi } from '../api';

/** The time zone converter's public inputs and its change event (see src/tools/api.ts). */
export const api = {
  inputs: [
    { name: 'date', type: 'string', default: '', maxLength: 10, description: 'Date of the time to convert, as YYYY-MM-DD (e.g. 2026-07-01). Empty: today.' },
    { name: 'time', type: 'string', default: '', maxLength: 5, description: 'Clock time to convert, 24-hour HH:MM (e.g. 09:00). Empty: now.' },
    { name: 'from', type: 'string', default: '', maxLength: 64, description: 'IANA time zone of the date and time (e.g. America/New_York). Empty: the visitor’s own zone.' },
    {
      name: 'zones',
      type: 'string',
      default: '',
      maxLength: 800,
      description: 'Comma-separated IANA time zones to show it in, after the visitor’s own zone (e.g. Europe/Berlin,Asia/Tokyo). Unknown zones are left out.',
    },
  ],
  events: [
    {
      name: 'toolshed-change',
      description: 'The time in every shown zone after each change; null while the date or time is missing or invalid.',
      detail:
        '{ date: string | null; time: string | null; from: string; zones: string[]; dst: "exact" | "gap" | "overlap" | null; instant: string | null; times: { zone: string; date: string; time: string; offset: string }[]; commonHours: number[] }',
    },
  ],
} as const satisfies ToolApi;
