import type { ToolApi } from '../api';

export const api = {
  inputs: [
    { name: 'initial-preset', type: 'enum', values: ['basic', 'strong', 'ultra-secure', 'pin'], default: 'strong', description: 'A preset that sets every option at once; the inputs below change it where they differ from their defaults.' },
    { name: 'initial-length', type: 'number', integer: true, min: 4, max: 50, default: 12, description: 'Password length, 4 to 50 characters (12, the default, keeps the preset’s length).' },
    { name: 'uppercase', type: 'boolean', default: true, description: 'Use uppercase letters A–Z (false leaves them out).' },
    { name: 'lowercase', type: 'boolean', default: true, description: 'Use lowercase letters a–z (false leaves them out).' },
    { name: 'numbers', type: 'boolean', default: true, description: 'Use digits 0–9 (false leaves them out).' },
    { name: 'symbols', type: 'boolean', default: true, description: 'Use symbols such as ! @ # $ (false leaves them out).' },
    { name: 'exclude-similar', type: 'boolean', default: false, description: 'Leave out look-alike characters (i, l, 1, L, o, 0, O).' },
    { name: 'exclude-ambiguous', type: 'boolean', default: false, description: 'Leave out brackets, slashes, quotes and punctuation that are easy to misread or mistype.' },
  ],
  events: [
    {
      name: 'toolshed-change',
      description: 'With every new password, its strength and entropy, and the settings that made it (a secret: handle it with care).',
      detail:
        '{ password: string; strength: string; entropyBits: number; settings: { length: number; uppercase: boolean; lowercase: boolean; numbers: boolean; symbols: boolean; excludeSimilar: boolean; excludeAmbiguous: boolean }; error: string | null }',
      secretFields: ['password'],
    },
  ],
  linkNote: 'Only the settings go in the link: your password is never put in one.',
} as const satisfies ToolApi;
