import type { ToolApi } from '../api';

/** The URL encoder's public inputs and its change event (see src/tools/api.ts). */
export const api = {
  inputs: [
    { name: 'mode', type: 'enum', values: ['encode', 'decode'], default: 'encode', description: 'Percent-encode the input, or decode it.' },
    {
      name: 'scope',
      type: 'enum',
      values: ['component', 'url'],
      default: 'component',
      description: 'component escapes everything but letters, digits and - _ . ! ~ * \' ( ) (encodeURIComponent); url keeps a URL\'s structure (encodeURI).',
    },
    { name: 'input', type: 'string', default: '', description: 'Text to encode or decode to start with. URLs can carry tokens, so it is never put in share links or stored.', maxLength: 1_000_000, secret: true },
    { name: 'plus-as-space', type: 'boolean', default: false, description: 'When decoding, read + as a space, as HTML form data writes it.' },
  ],
  events: [
    {
      name: 'toolshed-change',
      description: 'The result after every change to the text or the options.',
      detail: '{ mode: "encode" | "decode"; scope: "component" | "url"; output: string; error: string | null }',
      secretFields: ['output'],
    },
  ],
  share: false,
} as const satisfies ToolApi;
