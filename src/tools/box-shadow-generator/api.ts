import type { ToolApi } from '../api';

// Literal values, not imports from box-shadow-generator.ts: the docs page reads every api.ts
// eagerly and must not carry the tool's logic (a unit test checks they match).

/** The box-shadow generator's public inputs and its change event (see src/tools/api.ts). */
export const api = {
  inputs: [
    {
      name: 'layers',
      type: 'string',
      default: '0_4_6_-1_000000_10.0_2_4_-2_000000_10',
      maxLength: 400,
      description: '1–10 layers joined by ".", each x_y_blur_spread_rrggbb_opacity (px, %), "i" first when inset. Invalid text keeps the default.',
    },
    { name: 'box-color', type: 'string', default: '#ffffff', maxLength: 7, description: 'Preview card color, #rrggbb.' },
    { name: 'background-color', type: 'string', default: '#e2e8f0', maxLength: 7, description: 'Color behind the card, #rrggbb.' },
    { name: 'corner-radius', type: 'number', integer: true, min: 0, max: 64, default: 12, description: 'Card corner radius in px.' },
  ],
  events: [
    {
      name: 'toolshed-change',
      description: 'The CSS and layers after every change.',
      detail:
        '{ css: string; declaration: string; layers: { x: number; y: number; blur: number; spread: number; color: string; opacity: number; inset: boolean }[] }',
    },
  ],
} as const satisfies ToolApi;
