import type { ToolApi } from '../api';

export const api = {
  inputs: [
    { name: 'initial-color', type: 'string', default: '#3b82f6', maxLength: 7, description: 'Starting color: six hex digits, with or without #.' },
    { name: 'initial-tab', type: 'enum', values: ['picker', 'palette', 'converter'], default: 'picker', description: 'The tab that opens first.' },
  ],
  events: [
    {
      name: 'toolshed-change',
      description: 'When the color changes: its hex value, its alpha (below 1 only for a translucent color typed in Any Color), every format and the 8-color palette.',
      detail: '{ hex: string; alpha: number; formats: { HEX: string; RGB: string; RGBA: string; HSL: string; HSLA: string; HSV: string; CMYK: string; OKLCH: string }; palette: string[] }',
    },
  ],
} as const satisfies ToolApi;
