import type { ToolApi } from '../api';

/** The SVG optimizer's public inputs and its change event (see src/tools/api.ts). */
export const api = {
  inputs: [
    { name: 'initial-text', type: 'string', default: '', description: 'SVG markup to start with.' },
    { name: 'precision', type: 'number', default: 3, min: 0, max: 8, integer: true, description: 'Decimals kept when numbers are rounded (0–8).' },
    { name: 'multipass', type: 'boolean', default: false, description: 'Repeat the optimization until the output stops getting smaller.' },
  ],
  events: [
    {
      name: 'toolshed-change',
      description: 'When the result changes: its status, the optimized SVG, both sizes in bytes and what was removed as unsafe.',
      detail: '{ status: "empty" | "working" | "ok" | "invalid"; svg: string; bytesBefore: number; bytesAfter: number; removed: string[]; problem: string }',
    },
  ],
} as const satisfies ToolApi;
