import type { ToolApi } from '../api';

/** The word counter's public inputs and its change event (see src/tools/api.ts). */
export const api = {
  inputs: [
    { name: 'initial-text', type: 'string', default: '', description: 'Text the counter starts with.', maxLength: 100_000 },
  ],
  events: [
    {
      name: 'toolshed-change',
      description: 'Fresh statistics after every change to the text.',
      detail:
        '{ characters: number; charactersNoSpaces: number; words: number; sentences: number; paragraphs: number; lines: number; bytes: number; averageWordsPerSentence: number; readingTime: number; speakingTime: number; readability: "Easy" | "Moderate" | "Difficult" | "Very Difficult" | null; keywords: { word: string; count: number; percent: number }[] }',
    },
  ],
} as const satisfies ToolApi;
