import type { ToolApi } from '../api';

// Plain data, no import of the generator: /docs/api and the manifest read every declaration. A unit
// test checks these lists and limits against the generator's own.
export const API_MODES = ['numbers', 'dice', 'coins', 'pick', 'shuffle'] as const;
const LARGEST = 9007199254740991;

/** The random generator's public inputs and its change event (see src/tools/api.ts). */
export const api = {
  inputs: [
    { name: 'mode', type: 'enum', values: API_MODES, default: 'numbers', description: 'What to draw: numbers in a range, dice, coin flips, a pick from a list, or the list shuffled.' },
    { name: 'min', type: 'number', default: 1, min: -LARGEST, max: LARGEST, integer: true, description: 'Lowest number of the range (a whole number within ±(2^53 − 1)).' },
    { name: 'max', type: 'number', default: 100, min: -LARGEST, max: LARGEST, integer: true, description: 'Highest number of the range; the range may hold up to 2^53 numbers.' },
    { name: 'count', type: 'number', default: 1, min: 1, max: 1000, integer: true, description: 'How many numbers a draw makes, 1 to 1,000.' },
    { name: 'unique', type: 'boolean', default: false, description: 'No repeats: each number at most once (the count must fit the range).' },
    { name: 'sorted', type: 'boolean', default: false, description: 'Sort the numbers ascending.' },
    { name: 'dice', type: 'string', default: '2d6', maxLength: 20, description: 'Dice as NdM with an optional +K or −K, e.g. 2d6, d20, 3d6+2 (1–100 dice, 2–1,000 sides).' },
    { name: 'coins', type: 'number', default: 1, min: 1, max: 1000, integer: true, description: 'How many coins to flip, 1 to 1,000.' },
    { name: 'pick', type: 'number', default: 1, min: 1, max: 10000, integer: true, description: 'How many entries to pick from the list, each at most once.' },
    { name: 'list', type: 'string', default: '', maxLength: 5000, description: 'The list to pick from or shuffle, one entry a line.' },
  ],
  events: [
    {
      name: 'toolshed-change',
      description: 'The settings and the latest draw of the chosen mode (null before the first draw), after every change and draw.',
      detail:
        '{ mode: "numbers" | "dice" | "coins" | "pick" | "shuffle"; min: number; max: number; count: number; unique: boolean; sorted: boolean; dice: string; coins: number; pick: number; values: string[] | null; total: number | null; error: string | null }',
    },
  ],
  linkNote: 'A link carries the settings and the list, never a result: it opens ready to draw again.',
} as const satisfies ToolApi;
