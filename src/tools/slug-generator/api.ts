import type { ToolApi } from '../api';

/** The slug generator's public inputs and its change event (see src/tools/api.ts). */
export const api = {
  inputs: [
    { name: 'initial-text', type: 'string', default: '', description: 'Title the generator starts with (in bulk mode, one title a line).', maxLength: 100_000 },
    { name: 'bulk', type: 'boolean', default: false, description: 'Bulk mode: every line is a title of its own and gets its own slug, in the same order.' },
    { name: 'separator', type: 'enum', values: ['-', '_', '.'], default: '-', description: 'Character between the words of the slug: "-", "_" or ".".' },
    { name: 'lowercase', type: 'boolean', default: true, description: 'Lower-case the slug; false keeps capital letters as typed.' },
    {
      name: 'max-length',
      type: 'number',
      default: 0,
      min: 0,
      max: 200,
      integer: true,
      description: 'Longest slug in characters, cut at a word boundary (a single longer word is cut); 0 for no limit.',
    },
    { name: 'stop-words', type: 'boolean', default: false, description: 'Remove English stop words (a, an, the, and, of, to…), unless the title has nothing else.' },
  ],
  events: [
    {
      name: 'toolshed-change',
      description: 'The slug after every change to the text or the options (in bulk mode, one slug per line).',
      detail: '{ text: string; bulk: boolean; slug: string; slugs: string[] }',
    },
  ],
} as const satisfies ToolApi;
