import type { ToolApi } from '../api';

/** The JSONPath query's public inputs and its change event (see src/tools/api.ts). */
export const api = {
  inputs: [
    { name: 'initial-text', type: 'string', default: '', description: 'The JSON document to query.' },
    { name: 'expression', type: 'string', default: '$..book[?@.price < 10].title', description: 'The JSONPath expression (RFC 9535).' },
  ],
  events: [
    {
      name: 'toolshed-change',
      description: 'When the result changes: its status, the matching values and their normalized paths, and the problem, if any.',
      detail: '{ status: "empty" | "working" | "ok" | "error"; count: number; values: unknown[]; paths: string[]; error: string | null }',
    },
  ],
} as const satisfies ToolApi;
