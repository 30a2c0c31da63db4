import type { ToolApi } from '../api';

/** The YAML/JSON converter's public inputs and its change event (see src/tools/api.ts). */
export const api = {
  inputs: [
    { name: 'initial-text', type: 'string', default: '', description: 'YAML or JSON to start with, matching the direction.' },
    { name: 'direction', type: 'enum', values: ['yaml-to-json', 'json-to-yaml'], default: 'yaml-to-json', description: 'Which way to convert.' },
    { name: 'indent', type: 'enum', values: ['2', '4'], default: '2', description: 'Spaces per level in the JSON or YAML written.' },
  ],
  events: [
    {
      name: 'toolshed-change',
      description: 'When the result changes: its status, the converted text, the number of YAML documents read and the problem, if any.',
      detail: '{ status: "empty" | "working" | "ok" | "error"; output: string; documents: number; error: string | null }',
    },
  ],
} as const satisfies ToolApi;
