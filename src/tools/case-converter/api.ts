import type { ToolApi } from '../api';

/** The case converter's public inputs and its change event (see src/tools/api.ts). */
export const api = {
  inputs: [
    { name: 'initial-text', type: 'string', default: '', description: 'Text the converter starts with.', maxLength: 100_000 },
    {
      name: 'per-line',
      type: 'boolean',
      default: true,
      description: 'Convert each line separately (a list of names stays a list); false treats the whole text as one phrase.',
    },
  ],
  events: [
    {
      name: 'toolshed-change',
      description: 'The whole text in every case, after every change to the text or the per-line setting.',
      detail:
        '{ text: string; perLine: boolean; cases: { lower: string; upper: string; title: string; sentence: string; camel: string; pascal: string; snake: string; constant: string; kebab: string; dot: string; path: string; header: string; alternating: string; inverse: string } }',
    },
  ],
} as const satisfies ToolApi;
