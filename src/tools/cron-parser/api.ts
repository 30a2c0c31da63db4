import type { ToolApi } from '../api';

/** The cron parser's public inputs and its change event (see src/tools/api.ts). */
export const api = {
  inputs: [
    {
      name: 'expression',
      type: 'string',
      default: '',
      maxLength: 200,
      description: 'A cron expression: 5 fields (minute hour day-of-month month day-of-week), 6 with a seconds field first, or a macro such as @daily (e.g. */15 9-17 * * 1-5).',
    },
    {
      name: 'zone',
      type: 'string',
      default: '',
      maxLength: 64,
      description: 'The IANA time zone the run times are given in (e.g. Europe/Berlin or UTC); empty or unknown: the viewer’s own zone.',
    },
  ],
  events: [
    {
      name: 'toolshed-change',
      description: 'The reading after every change: the description, the next 10 run times as ISO 8601 with the zone’s offset, and each invalid field with its message.',
      detail:
        '{ expression: string; zone: string; valid: boolean; description: string | null; nextRuns: string[]; invalidFields: string[]; error: string | null }',
    },
  ],
} as const satisfies ToolApi;
