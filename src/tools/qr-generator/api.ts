import type { ToolApi } from '../api';

export const api = {
  inputs: [
    { name: 'type', type: 'enum', values: ['url', 'text', 'wifi', 'email', 'sms', 'phone', 'location', 'contact'], default: 'url', description: 'What the code holds.' },
    { name: 'text', type: 'string', default: 'https://example.com', maxLength: 4000, description: 'The URL, plain text or phone number to encode.' },
    { name: 'size', type: 'enum', values: ['128', '256', '512', '1024'], default: '256', description: 'Image size in pixels.' },
    { name: 'foreground', type: 'string', default: '#000000', maxLength: 7, description: 'Color of the modules, #rrggbb.' },
    { name: 'background', type: 'string', default: '#ffffff', maxLength: 7, description: 'Background color, #rrggbb.' },
    { name: 'error-correction', type: 'enum', values: ['L', 'M', 'Q', 'H'], default: 'M', description: 'Error correction level.' },
    { name: 'margin', type: 'number', integer: true, min: 0, max: 16, default: 4, description: 'Quiet zone around the code, in modules.' },
  ],
  events: [
    {
      name: 'toolshed-change',
      description: 'When the encoded content or the look changes; content and version are null while there is no code.',
      detail: '{ content: string | null; version: number | null; type: string; size: number; foreground: string; background: string; errorCorrection: "L" | "M" | "Q" | "H"; margin: number }',
    },
  ],
} as const satisfies ToolApi;
