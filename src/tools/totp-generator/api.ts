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
      description: 'Base32 secret or otpauth URI.',
    },
    { name: 'algorithm', type: 'enum', values: ['SHA1', 'SHA256', 'SHA512'], default: 'SHA1', description: 'HMAC algorithm.' },
    { name: 'digits', type: 'enum', values: ['6', '8'], default: '6', description: 'Code length.' },
    { name: 'period', type: 'number', default: 30, min: 1, max: 3600, integer: true, description: 'Seconds per code.' },
  ],
  events: [
    {
      name: 'toolshed-change',
      description: 'Settings and whether a code shows.',
      detail: '{ algorithm: "SHA1" | "SHA256" | "SHA512"; digits: 6 | 8; period: number; showingCode: boolean; secretError: boolean; verification: "valid" | "invalid" | null; remembered: boolean }',
    },
  ],
  linkNote: 'Your secret is never put in a link.',
} as const satisfies ToolApi;
