import type { ToolApi } from '../api';

/** The timestamp converter's public inputs and its change event (see src/tools/api.ts). */
export const api = {
  inputs: [
    {
      name: 'value',
      type: 'string',
      default: '',
      maxLength: 100,
      description: 'Unix time (e.g. 1700000000, 1700000000000) or a date-time in ISO 8601 or RFC 2822 (e.g. 2023-11-14T22:13:20Z).',
    },
    {
      name: 'unit',
      type: 'enum',
      values: ['auto', 's', 'ms', 'us'],
      default: 'auto',
      description: 'How a number is read: auto (by size: under 1e11 seconds, under 1e14 milliseconds, under 1e17 microseconds), s, ms or us.',
    },
  ],
  events: [
    {
      name: 'toolshed-change',
      description: 'The conversion after every change; Unix times are exact decimal text (to the microsecond), null while the input is empty or invalid.',
      detail:
        '{ value: string; unit: "auto" | "s" | "ms" | "us"; readAs: "s" | "ms" | "us" | "iso" | "rfc2822" | null; seconds: string | null; milliseconds: string | null; microseconds: string | null; iso: string | null; rfc2822: string | null; error: string | null }',
    },
  ],
} as const satisfies ToolApi;
