import type { ToolApi } from '../api';

/** The Base64 tool's public inputs and its change event (see src/tools/api.ts). */
export const api = {
  inputs: [
    { name: 'mode', type: 'enum', values: ['encode', 'decode'], default: 'encode', description: 'Encode text to Base64, or decode Base64 (or a data: URL).' },
    {
      name: 'input',
      type: 'string',
      default: '',
      description: 'Text to encode or Base64 to decode. It may be a credential, so it is never put in share links or stored.',
      maxLength: 1_000_000,
      secret: true,
    },
    { name: 'url-safe', type: 'boolean', default: false, description: 'Encode with the URL-safe alphabet (- and _ instead of + and /).' },
    { name: 'padding', type: 'boolean', default: true, description: 'End encoded output with = padding to a multiple of four characters.' },
  ],
  events: [
    {
      name: 'toolshed-change',
      description: 'The result after every change: of the text box, or of a file once it has been read.',
      detail:
        '{ source: "text" | "file"; mode: "encode" | "decode"; output: string; error: string | null; byteLength: number; mimeType: string | null }',
      secretFields: ['output'],
    },
  ],
  share: false,
} as const satisfies ToolApi;
