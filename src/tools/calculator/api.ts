import type { ToolApi } from '../api';

export const api = {
  inputs: [{ name: 'initial-value', type: 'number', default: 0, description: 'The number shown when the calculator opens.' }],
  events: [
    {
      name: 'toolshed-change',
      description: 'After every key: the display, the pending expression, any error and the memory.',
      detail: '{ display: string; value: number | null; expression: string; error: string | null; memory: number | null }',
    },
  ],
} as const satisfies ToolApi;
