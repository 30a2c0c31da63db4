import type { ToolApi } from '../api';

/** The contrast checker's public inputs and its change event (see src/tools/api.ts). */
export const api = {
  inputs: [
    { name: 'text-color', type: 'string', default: '#777777', maxLength: 200, description: 'Text color, any CSS color: #777, #777777, rgb(), hsl(), oklch(), a name…' },
    { name: 'background-color', type: 'string', default: '#ffffff', maxLength: 200, description: 'Background color, any CSS color.' },
  ],
  events: [
    {
      name: 'toolshed-change',
      description: 'The contrast after every change to either color (null values while a color cannot be read).',
      detail:
        '{ text: string; background: string; ratio: number | null; normalAA: boolean | null; normalAAA: boolean | null; largeAA: boolean | null; largeAAA: boolean | null; uiComponents: boolean | null; apca: number | null }',
    },
  ],
} as const satisfies ToolApi;
