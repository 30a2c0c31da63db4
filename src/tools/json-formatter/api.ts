import type { ToolApi } from '../api';

export const api = {
  inputs: [
    { name: 'initial-text', type: 'string', default: '', description: 'JSON to start with.' },
    { name: 'indent', type: 'enum', values: ['2', '4', 'tab'], default: '2', description: 'Indent of the formatted output.' },
    { name: 'sort-keys', type: 'boolean', default: false, description: 'Sort object keys in the outputs and the tree.' },
  ],
  events: [
    {
      name: 'toolshed-change',
      description: 'When the result changes: validity (null while blank), the error message and both outputs.',
      detail: '{ valid: boolean | null; error: string | null; formatted: string; minified: string }',
    },
  ],
} as const satisfies ToolApi;
