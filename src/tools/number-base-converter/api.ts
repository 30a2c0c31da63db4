import type { ToolApi } from '../api';

/** The number base converter's public inputs and its change event (see src/tools/api.ts). */
export const api = {
  inputs: [
    {
      name: 'value',
      type: 'string',
      default: '',
      maxLength: 100000,
      description: 'The number, written in the base `from` names (e.g. 255, ff, -1); with `from` left at 10, a 0x, 0o or 0b prefix puts it in that base’s field.',
    },
    {
      name: 'from',
      type: 'number',
      default: 10,
      min: 2,
      max: 36,
      integer: true,
      description: 'The base `value` is written in: 2, 8, 10 or 16 fill that field; any other base fills the Other Base field in that base.',
    },
    {
      name: 'base',
      type: 'number',
      default: 36,
      min: 2,
      max: 36,
      integer: true,
      description: 'The base of the Other Base field.',
    },
    {
      name: 'grouping',
      type: 'enum',
      values: ['none', 'space', 'underscore'],
      default: 'space',
      description: 'How digits are grouped on screen: not at all, or in 3s (octal, decimal) and 4s (other bases) with spaces or underscores.',
    },
    {
      name: 'uppercase',
      type: 'boolean',
      default: false,
      description: 'Letters A–Z instead of a–z in hexadecimal and the other bases above 10.',
    },
  ],
  events: [
    {
      name: 'toolshed-change',
      description: 'The number in every base after every change: digits without grouping, letters in lowercase, "-" before a negative number; null while the input is empty or invalid.',
      detail:
        '{ value: string; from: number; base: number; decimal: string | null; hexadecimal: string | null; binary: string | null; octal: string | null; other: string | null; bits: number | null; twosComplement: { 8: string | null; 16: string | null; 32: string | null; 64: string | null }; error: string | null }',
    },
  ],
} as const satisfies ToolApi;
