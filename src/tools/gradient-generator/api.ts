import type { ToolApi } from '../api';

// Literal lists, not imports from gradient-generator.ts: the docs page reads every api.ts eagerly
// and must not carry the tool's logic (unit tests check they match).

/** The gradient generator's public inputs and its change event (see src/tools/api.ts). */
export const api = {
  inputs: [
    { name: 'type', type: 'enum', values: ['linear', 'radial', 'conic'], default: 'linear', description: 'Gradient type: linear, radial or conic.' },
    { name: 'angle', type: 'number', integer: true, min: 0, max: 360, default: 90, description: 'Direction of a linear gradient or start angle of a conic one, in degrees.' },
    { name: 'shape', type: 'enum', values: ['circle', 'ellipse'], default: 'circle', description: 'Shape of a radial gradient.' },
    { name: 'position', type: 'enum', values: ['center', 'top', 'bottom', 'left', 'right', 'top left', 'top right', 'bottom left', 'bottom right'], default: 'center', description: 'Center of a radial or conic gradient.' },
    { name: 'repeating', type: 'boolean', default: false, description: 'Repeat the stops across the box (repeating-*-gradient).' },
    { name: 'interpolation', type: 'enum', values: ['srgb', 'oklab', 'oklch'], default: 'srgb', description: 'Color space the colors are mixed in; srgb writes nothing (the browser default).' },
    {
      name: 'stops',
      type: 'string',
      default: '#2563eb 0%, #db2777 100%',
      maxLength: 400,
      description: '2–8 hex color stops with optional positions, e.g. "#ff0000 0%, #0000ff 100%". Invalid lists keep the default.',
    },
    {
      name: 'property',
      type: 'enum',
      values: ['background', 'background-image'],
      default: 'background',
      description: 'The CSS property the declaration is written for: background or background-image.',
    },
  ],
  events: [
    {
      name: 'toolshed-change',
      description: 'The CSS and the gradient after every change.',
      detail:
        '{ css: string; declaration: string; type: "linear" | "radial" | "conic"; angle: number; shape: "circle" | "ellipse"; position: string; repeating: boolean; interpolation: "srgb" | "oklab" | "oklch"; stops: { color: string; position: number }[] }',
    },
  ],
} as const satisfies ToolApi;
