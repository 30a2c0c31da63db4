import type { ToolApi } from '../api';

/** The TOTP generator's public inputs and its change event (see src/tools/api.ts). */
export const api = {
  inputs: [
    {
      name: 'secret',
      type: 'string',
      default: '',
      maxLength: 2000,
      secret: true,
      description: 'A Base32 secret or an otpauth://totp/ URI to start with. A secret: never put in a link, stored only when the user turns on Remember on This Device.',
    },
    { name: 'algorithm', type: 'enum', values: ['SHA1', 'SHA256', 'SHA512'], default: 'SHA1', description: 'HMAC algorithm (an otpauth URI sets its own).' },
    { name: 'digits', type: 'enum', values: ['6', '8'], default: '6', description: 'Code length (an otpauth URI sets its own).' },
    { name: 'period', type: 'number', default: 30, min: 1, max: 3600, integer: true, description: 'Seconds per code (an otpauth URI sets its own).' },
  ],
  events: [
    {
      name: 'toolshed-change',
      description: 'The settings and whether a code is showing, after every change. It never carries the secret or a code.',
      detail: '{ algorithm: "SHA1" | "SHA256" | "SHA512"; digits: 6 | 8; period: number; showingCode: boolean; secretError: boolean; verification: "valid" | "invalid" | null; remembered: boolean }',
    },
  ],
  linkNote: 'Your secret is never put in a link.',
} as const satisfies ToolApi;
