import type { ToolApi } from '../api';

/** The text diff's public inputs and its change event (see src/tools/api.ts). */
export const api = {
  inputs: [
    { name: 'original', type: 'string', default: '', description: 'The original text.', maxLength: 1_000_000 },
    { name: 'modified', type: 'string', default: '', description: 'The modified text compared with the original.', maxLength: 1_000_000 },
    { name: 'mode', type: 'enum', values: ['line', 'word', 'char'], default: 'line', description: 'Compare by line, word or character.' },
    { name: 'view', type: 'enum', values: ['split', 'unified'], default: 'split', description: 'Side-by-side or unified view.' },
    { name: 'ignore-whitespace', type: 'boolean', default: false, description: 'Treat changes in whitespace as no change.' },
    { name: 'ignore-case', type: 'boolean', default: false, description: 'Treat upper and lower case as equal.' },
  ],
  events: [
    {
      name: 'toolshed-change',
      description: 'Counts (in the unit of the mode) and the unified patch after every finished comparison.',
      detail: '{ mode: "line" | "word" | "char"; added: number; removed: number; unchanged: number; identical: boolean; patch: string }',
    },
  ],
} as const satisfies ToolApi;
