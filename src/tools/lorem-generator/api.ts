import type { ToolApi } from '../api';

/** The lorem ipsum generator's public inputs and its change event (see src/tools/api.ts). */
export const api = {
  inputs: [
    { name: 'unit', type: 'enum', values: ['paragraphs', 'sentences', 'words'], default: 'paragraphs', description: 'What to count: paragraphs, sentences or words.' },
    { name: 'count', type: 'number', default: 3, min: 1, max: 5000, integer: true, description: 'How many of the unit: up to 100 paragraphs, 500 sentences or 5,000 words.' },
    { name: 'format', type: 'enum', values: ['plain', 'html'], default: 'plain', description: 'Plain text (paragraphs separated by a blank line) or HTML (each paragraph in <p>).' },
    { name: 'start-with-lorem', type: 'boolean', default: true, description: 'Open with the classic “Lorem ipsum dolor sit amet…” sentence.' },
    { name: 'seed', type: 'string', default: '', maxLength: 100, description: 'Any text; the same seed always gives the same text. Empty: new random text.' },
  ],
  events: [
    {
      name: 'toolshed-change',
      description: 'The generated text and what it was made from, after every change.',
      detail:
        '{ text: string; unit: "paragraphs" | "sentences" | "words"; count: number; format: "plain" | "html"; startWithLorem: boolean; seed: string; words: number; sentences: number; paragraphs: number }',
    },
  ],
} as const satisfies ToolApi;
