import type { ToolApi } from '../api';

/** The image resizer's public inputs and its change event (see src/tools/api.ts). */
export const api = {
  inputs: [
    {
      name: 'width',
      type: 'number',
      default: 0,
      min: 0,
      max: 16_384,
      integer: true,
      description: "Width a chosen image starts at, in px; 0 keeps the image's width (or follows the height while the aspect ratio is locked).",
    },
    {
      name: 'height',
      type: 'number',
      default: 0,
      min: 0,
      max: 16_384,
      integer: true,
      description: "Height a chosen image starts at, in px; 0 keeps the image's height (or follows the width while the aspect ratio is locked).",
    },
    { name: 'format', type: 'enum', values: ['png', 'jpeg', 'webp'], default: 'png', description: 'Output format of the resized image.' },
    { name: 'quality', type: 'number', default: 85, min: 0, max: 100, integer: true, description: 'JPEG and WebP quality, 0–100.' },
    {
      name: 'fit',
      type: 'enum',
      values: ['contain', 'cover', 'stretch'],
      default: 'contain',
      description: 'How the image fills a width × height box while the aspect ratio is unlocked.',
    },
    { name: 'lock-aspect', type: 'boolean', default: true, description: 'Keep the original aspect ratio while editing width or height.' },
  ],
  events: [
    {
      name: 'toolshed-change',
      description: 'The new image is ready (after choosing an image or changing a setting).',
      detail:
        '{ fileName: string; originalWidth: number; originalHeight: number; originalBytes: number; width: number; height: number; bytes: number; format: "png" | "jpeg" | "webp"; quality: number; fit: "contain" | "cover" | "stretch" }',
    },
  ],
  share: false,
} as const satisfies ToolApi;
