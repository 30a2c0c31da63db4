import type { ToolApi } from '../api';

/** The favicon generator's public inputs and its change event (see src/tools/api.ts). */
export const api = {
  inputs: [
    { name: 'text', type: 'string', default: 'T', maxLength: 32, description: 'The letter(s) or emoji drawn on the icon (1–2 characters).' },
    { name: 'background', type: 'string', default: '#2563eb', maxLength: 7, description: 'Icon background color, #rrggbb; also the manifest theme and background color.' },
    { name: 'color', type: 'string', default: '#ffffff', maxLength: 7, description: 'Color of the letter, #rrggbb.' },
    { name: 'shape', type: 'enum', values: ['square', 'rounded', 'circle'], default: 'rounded', description: 'Outline of the icon.' },
    { name: 'name', type: 'string', default: 'My Site', maxLength: 100, description: 'Site name written into site.webmanifest.' },
  ],
  events: [
    {
      name: 'toolshed-change',
      description: 'When a new icon set is ready (after any change to the source, colors, shape or name).',
      detail:
        '{ source: "text" | "image"; text: string | null; background: string; color: string; shape: "square" | "rounded" | "circle"; name: string; files: string[] }',
    },
  ],
  linkNote: 'An uploaded image is never put in a link.',
} as const satisfies ToolApi;
