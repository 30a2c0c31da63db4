import type { ToolApi } from '../api';

/** The text formatter's public inputs and its change event (see src/tools/api.ts). */
export const api = {
  inputs: [
    { name: 'initial-text', type: 'string', default: '', description: 'Text the formatter starts with.', maxLength: 1_000_000 },
    {
      name: 'operations',
      type: 'string',
      default: 'trim,remove-empty',
      description:
        'Steps to start with, comma-separated, in order: trim, remove-empty, dedupe, sort-az, sort-za, sort-natural, sort-length, reverse, shuffle, number, prefix-suffix, replace, collapse-whitespace, line-endings. Unknown ids are skipped.',
      maxLength: 1000,
    },
    {
      name: 'steps',
      type: 'string',
      default: '',
      description:
        'Steps with their options as a JSON array, e.g. [{"kind":"prefix-suffix","prefix":"- ","suffix":""}]; when valid it wins over operations. Share links use it when a step’s options differ from their defaults.',
      maxLength: 10_000,
    },
  ],
  events: [
    {
      name: 'toolshed-change',
      description: 'The result after every change to the text or the steps.',
      detail: '{ output: string; inputLines: number; outputLines: number; operations: string[]; error: string | null }',
    },
  ],
} as const satisfies ToolApi;
