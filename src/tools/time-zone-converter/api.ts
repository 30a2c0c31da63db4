import type { ToolApi } from '../api';

/** The time zone converter's public inputs and its change event (see src/tools/api.ts). */
export const api = {
  inputs: [
    { name: 'date', type: 'string', default: '', maxLength: 10, description: 'Date as YYYY-MM-DD; empty: today.' },
    { name: 'time', type: 'string', default: '', maxLength: 5, description: 'Time as 24-hour HH:MM; empty: now.' },
    { name: 'from', type: 'string', default: '', maxLength: 64, description: 'IANA zone of the date and time; empty: the visitor’s.' },
    { name: 'zones', type: 'string', default: '', maxLength: 800, description: 'IANA zones to show, comma-separated (Europe/Berlin,Asia/Tokyo).' },
  ],
  events: [
    {
      name: 'toolshed-change',
      description: 'The time in every zone after each change.',
      detail:
        '{ date: string | null; time: string | null; from: string; zones: string[]; dst: "exact" | "gap" | "overlap" | null; instant: string | null; times: { zone: string; date: string; time: string; offset: string }[]; commonHours: number[] }',
    },
  ],
} as const satisfies ToolApi;
