import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  LARGEST,
  MAX_NUMBERS,
  RANGE_LIMIT,
  diceText,
  drawNumbers,
  flipCoins,
  listProblem,
  numbersProblem,
  parseDice,
  parseInteger,
  parseList,
  pickFromList,
  randomIntFrom,
  rollDice,
  seededRandom,
  shuffleList,
} from '../../../src/tools/random-generator/random-generator';
import { createRandomInt } from '../../../src/tools/random';
import * as passwordGenerator from '../../../src/tools/password-generator/password-generator';

/** A source that hands out the given 32-bit values in order (then fails: no value may be drawn beyond them). */
const scripted = (values: number[]) => {
  let at = 0;
  return (array: Uint32Array<ArrayBuffer>) => {
    for (let i = 0; i < array.length; i++) array[i] = at < values.length ? values[at++]! : 0xdeadbeef;
  };
};

/** Pearson's chi-square statistic of observed counts against equal expected counts. */
function chiSquare(counts: readonly number[]): number {
  const total = counts.reduce((a, b) => a + b, 0);
  const expected = total / counts.length;
  return counts.reduce((sum, observed) => sum + (observed - expected) ** 2 / expected, 0);
}
// Chi-square critical values at p = 0.0001 (a true uniform source fails once in 10,000 samples).
const CRITICAL_9_DF = 33.72;
const CRITICAL_5_DF = 25.74;
const CRITICAL_1_DF = 15.14;

/**
 * For the crypto source: the statistic of a fresh sample, and of a second independent one if the
 * first reaches the critical value, so a uniform source fails once in 10^8 runs (CI met a 10^4
 * failure in the password generator's test) and a biased one still fails both.
 */
function chiSquareOfTwo(sample: () => readonly number[], critical: number): number {
  const first = chiSquare(sample());
  return first < critical ? first : chiSquare(sample());
}

describe('one uniform random code for both generators', () => {
  it('the password generator uses the shared functions, not a copy', () => {
    expect(passwordGenerator.createRandomInt).toBe(createRandomInt);
  });

  it('reaches past 2^32 with two draws and rejection (up to 2^53)', () => {
    // max 2^32 + 1: the high part is masked to 1 bit; (1, 5) is 2^32 + 5, rejected; (1, 0) is 2^32.
    expect(createRandomInt(scripted([1, 5, 1, 0]))(2 ** 32 + 1)).toBe(2 ** 32);
    expect(createRandomInt(scripted([0xffffffff, 0xffffffff]))(2 ** 53)).toBe(2 ** 53 - 1);
    expect(createRandomInt(scripted([0, 7]))(2 ** 53)).toBe(7);
    expect(() => createRandomInt(scripted([]))(2 ** 53 + 2)).toThrow(RangeError);
  });

  it('is uniform above 2^32 too (chi-square over 6 equal slices of a 3 × 2^32 range)', () => {
    const randomInt = createRandomInt(seededRandom(7));
    const size = 3 * 2 ** 32;
    const counts = new Array<number>(6).fill(0);
    for (let k = 0; k < 60_000; k++) counts[Math.floor(randomInt(size) / (size / 6))]!++;
    expect(chiSquare(counts)).toBeLessThan(CRITICAL_5_DF);
  });
});

describe('random integers in a range', () => {
  it('is uniform: chi-square over 100,000 draws of 1–10 (crypto.getRandomValues)', () => {
    // 100,000 draws in batches of the largest count the screen allows (1,000).
    const randomInt = randomIntFrom();
    const sample = () => {
      const counts = new Array<number>(10).fill(0);
      for (let batch = 0; batch < 100_000 / MAX_NUMBERS; batch++) {
        const drawn = drawNumbers({ min: 1, max: 10, count: MAX_NUMBERS, unique: false, sorted: false }, randomInt);
        if (!drawn.ok) throw new Error('draw refused');
        for (const value of drawn.values) counts[value - 1]!++;
      }
      expect(counts.reduce((a, b) => a + b, 0)).toBe(100_000);
      return counts;
    };
    expect(chiSquareOfTwo(sample, CRITICAL_9_DF)).toBeLessThan(CRITICAL_9_DF);
  });

  it('stays inside the range, whole, as many as asked (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e6, max: 1e6 }), fc.integer({ min: 0, max: 1e6 }), fc.integer({ min: 1, max: 200 }), fc.boolean(), fc.integer(), (min, span, count, sorted, seed) => {
        const drawn = drawNumbers({ min, max: min + span, count, unique: false, sorted }, randomIntFrom(seededRandom(seed)));
        if (!drawn.ok) return false;
        expect(drawn.values).toHaveLength(count);
        for (const value of drawn.values) {
          expect(Number.isInteger(value)).toBe(true);
          expect(value).toBeGreaterThanOrEqual(min);
          expect(value).toBeLessThanOrEqual(min + span);
        }
        if (sorted) expect(drawn.values).toEqual([...drawn.values].sort((a, b) => a - b));
        return true;
      }),
    );
  });

  it('unique mode never repeats, however full the range (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1000 }), fc.integer({ min: 0, max: 300 }), fc.integer({ min: 0, max: 1 }), fc.integer(), (min, span, fill, seed) => {
        const size = span + 1;
        // From one number up to every number of the range.
        const count = fill === 1 ? size : Math.max(1, Math.floor(size / 3));
        const drawn = drawNumbers({ min, max: min + span, count, unique: true, sorted: false }, randomIntFrom(seededRandom(seed)));
        if (!drawn.ok) return false;
        expect(new Set(drawn.values).size).toBe(count);
        for (const value of drawn.values) expect(value >= min && value <= min + span).toBe(true);
        return true;
      }),
    );
    // The whole range 1–10, unique: a permutation of 1..10.
    const all = drawNumbers({ min: 1, max: 10, count: 10, unique: true, sorted: true }, randomIntFrom(seededRandom(3)));
    expect(all).toEqual({ ok: true, values: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] });
  });

  it('unique mode refuses a count larger than the range, saying how many there are', () => {
    expect(numbersProblem({ min: 1, max: 10, count: 11, unique: true, sorted: false })).toEqual({ reason: 'uniqueTooMany', size: 10 });
    expect(drawNumbers({ min: -2, max: 2, count: 6, unique: true, sorted: false }, randomIntFrom(seededRandom(1)))).toEqual({ ok: false, problem: { reason: 'uniqueTooMany', size: 5 } });
    // Without unique, repeats are allowed: 11 draws of 1–10 are fine.
    expect(numbersProblem({ min: 1, max: 10, count: 11, unique: false, sorted: false })).toBeNull();
  });

  it('refuses the other impossible settings', () => {
    expect(numbersProblem({ min: 5, max: 1, count: 1, unique: false, sorted: false })).toEqual({ reason: 'minAboveMax' });
    expect(numbersProblem({ min: 1, max: 5, count: 0, unique: false, sorted: false })).toEqual({ reason: 'countRange' });
    expect(numbersProblem({ min: 1, max: 5, count: MAX_NUMBERS + 1, unique: false, sorted: false })).toEqual({ reason: 'countRange' });
    // 2^53 numbers is the most a range may hold; one more is too many.
    expect(numbersProblem({ min: 0, max: RANGE_LIMIT - 1, count: 1, unique: false, sorted: false })).toBeNull();
    expect(numbersProblem({ min: -LARGEST, max: LARGEST, count: 1, unique: false, sorted: false })).toEqual({ reason: 'rangeTooLarge' });
  });

  it('draws exactly at the largest bounds', () => {
    const drawn = drawNumbers({ min: LARGEST - 2, max: LARGEST, count: 3, unique: true, sorted: true }, randomIntFrom(seededRandom(9)));
    expect(drawn).toEqual({ ok: true, values: [LARGEST - 2, LARGEST - 1, LARGEST] });
    const low = drawNumbers({ min: 0, max: RANGE_LIMIT - 1, count: 50, unique: false, sorted: false }, randomIntFrom(seededRandom(9)));
    if (!low.ok) throw new Error('refused');
    for (const value of low.values) expect(Number.isSafeInteger(value) && value >= 0).toBe(true);
  });
});

describe('parseInteger', () => {
  it('reads what people type', () => {
    expect(parseInteger('42')).toEqual({ ok: true, value: 42 });
    expect(parseInteger(' +1,000 ')).toEqual({ ok: true, value: 1000 });
    expect(parseInteger('1 000 000')).toEqual({ ok: true, value: 1_000_000 });
    expect(parseInteger('-20')).toEqual({ ok: true, value: -20 });
    expect(parseInteger('\u221220')).toEqual({ ok: true, value: -20 });
    expect(parseInteger('1.000', 'de')).toEqual({ ok: true, value: 1000 });
    expect(parseInteger('٤٢', 'ar')).toEqual({ ok: true, value: 42 });
    expect(Object.is((parseInteger('-0') as { value: number }).value, 0)).toBe(true);
    expect(parseInteger('9,007,199,254,740,991')).toEqual({ ok: true, value: LARGEST });
  });

  it('says why it cannot', () => {
    expect(parseInteger('  ')).toEqual({ ok: false, reason: 'empty' });
    expect(parseInteger('1.5')).toEqual({ ok: false, reason: 'notWhole' });
    expect(parseInteger('1,5', 'de')).toEqual({ ok: false, reason: 'notWhole' });
    expect(parseInteger('12,34')).toEqual({ ok: false, reason: 'grouping' });
    expect(parseInteger('ten')).toEqual({ ok: false, reason: 'notANumber' });
    expect(parseInteger('1e3')).toEqual({ ok: false, reason: 'notANumber' });
    expect(parseInteger('9007199254740992')).toEqual({ ok: false, reason: 'tooLarge' });
    expect(parseInteger('-99999999999999999999')).toEqual({ ok: false, reason: 'tooLarge' });
  });

  it('reads back every safe integer, plain or grouped (property)', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), (n) => {
        expect(parseInteger(String(n))).toEqual({ ok: true, value: n + 0 });
        expect(parseInteger(n.toLocaleString('en-US'))).toEqual({ ok: true, value: n + 0 });
      }),
    );
  });
});

describe('dice', () => {
  it('reads NdM with an optional modifier', () => {
    expect(parseDice('2d6')).toEqual({ ok: true, dice: { count: 2, sides: 6, modifier: 0 } });
    expect(parseDice(' d20 ')).toEqual({ ok: true, dice: { count: 1, sides: 20, modifier: 0 } });
    expect(parseDice('3D6 + 2')).toEqual({ ok: true, dice: { count: 3, sides: 6, modifier: 2 } });
    expect(parseDice('4d10-1')).toEqual({ ok: true, dice: { count: 4, sides: 10, modifier: -1 } });
    expect(parseDice('2W6', 'de')).toEqual({ ok: true, dice: { count: 2, sides: 6, modifier: 0 } });
    expect(parseDice('')).toEqual({ ok: false, reason: 'empty' });
    expect(parseDice('2x6')).toEqual({ ok: false, reason: 'notation' });
    expect(parseDice('0d6')).toEqual({ ok: false, reason: 'diceCount' });
    expect(parseDice('101d6')).toEqual({ ok: false, reason: 'diceCount' });
    expect(parseDice('2d1')).toEqual({ ok: false, reason: 'sides' });
    expect(parseDice('2d1001')).toEqual({ ok: false, reason: 'sides' });
    expect(parseDice('2d6+1001')).toEqual({ ok: false, reason: 'modifier' });
  });

  it('writes the notation back and parses it again (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100 }), fc.integer({ min: 2, max: 1000 }), fc.integer({ min: -1000, max: 1000 }), (count, sides, modifier) => {
        const dice = { count, sides, modifier };
        expect(parseDice(diceText(dice))).toEqual({ ok: true, dice });
      }),
    );
    expect(diceText({ count: 3, sides: 6, modifier: 2 })).toBe('3d6+2');
  });

  it('rolls faces 1..M and totals them with the modifier (property), uniformly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100 }), fc.integer({ min: 2, max: 1000 }), fc.integer({ min: -1000, max: 1000 }), fc.integer(), (count, sides, modifier, seed) => {
        const { rolls, total } = rollDice({ count, sides, modifier }, randomIntFrom(seededRandom(seed)));
        expect(rolls).toHaveLength(count);
        for (const roll of rolls) expect(Number.isInteger(roll) && roll >= 1 && roll <= sides).toBe(true);
        expect(total).toBe(rolls.reduce((a, b) => a + b, 0) + modifier);
      }),
    );
    const randomInt = randomIntFrom();
    const sample = () => {
      const faces = new Array<number>(6).fill(0);
      for (let k = 0; k < 600; k++) for (const roll of rollDice({ count: 100, sides: 6, modifier: 0 }, randomInt).rolls) faces[roll - 1]!++;
      return faces;
    };
    expect(chiSquareOfTwo(sample, CRITICAL_5_DF)).toBeLessThan(CRITICAL_5_DF);
  });
});

describe('coin flips', () => {
  it('counts heads and tails, and is fair', () => {
    const { flips, heads, tails } = flipCoins(1000, randomIntFrom(seededRandom(5)));
    expect(flips).toHaveLength(1000);
    expect(heads + tails).toBe(1000);
    expect(flips.filter((flip) => flip === 'tails')).toHaveLength(tails);
    const sample = () => {
      const many = flipCoins(50_000, randomIntFrom());
      return [many.heads, many.tails];
    };
    expect(chiSquareOfTwo(sample, CRITICAL_1_DF)).toBeLessThan(CRITICAL_1_DF);
    // The scripted source: 0 is heads, 1 is tails.
    expect(flipCoins(3, randomIntFrom(scripted([0, 1, 1]))).flips).toEqual(['heads', 'tails', 'tails']);
  });
});

describe('lists: pick N and shuffle', () => {
  it('reads one entry a line, trimmed, without blank lines', () => {
    expect(parseList('  Ada \n\nGrace\r\nAlan\r\n  \nAda')).toEqual(['Ada', 'Grace', 'Alan', 'Ada']);
    expect(parseList('')).toEqual([]);
  });

  const list = fc.array(fc.string({ minLength: 1, maxLength: 8 }), { minLength: 1, maxLength: 60 });

  it('picks only from the list, each entry at most once (property)', () => {
    fc.assert(
      fc.property(list, fc.nat(), fc.integer(), (items, n, seed) => {
        const count = 1 + (n % items.length);
        const picked = pickFromList(items, count, randomIntFrom(seededRandom(seed)));
        if (!picked.ok) return false;
        expect(picked.items).toHaveLength(count);
        // A multiset inside the list's multiset: every pick is an entry, never more often than listed.
        const left = [...items];
        for (const item of picked.items) {
          const at = left.indexOf(item);
          expect(at).toBeGreaterThanOrEqual(0);
          left.splice(at, 1);
        }
        return true;
      }),
    );
  });

  it('refuses to pick more than the list holds, and an empty list', () => {
    expect(pickFromList(['a', 'b', 'c'], 4, randomIntFrom(seededRandom(1)))).toEqual({ ok: false, problem: { reason: 'pickTooMany', size: 3 } });
    expect(pickFromList([], 1, randomIntFrom(seededRandom(1)))).toEqual({ ok: false, problem: { reason: 'emptyList' } });
    expect(listProblem(['a'], 0)).toEqual({ reason: 'countRange' });
    expect(shuffleList([], randomIntFrom(seededRandom(1)))).toEqual({ ok: false, problem: { reason: 'emptyList' } });
  });

  it('each entry of a list is picked about equally often', () => {
    const items = ['Ada', 'Grace', 'Alan', 'Edsger', 'Barbara', 'Donald'];
    const randomInt = randomIntFrom();
    const sample = () => {
      const counts = new Array<number>(items.length).fill(0);
      for (let k = 0; k < 30_000; k++) {
        const picked = pickFromList(items, 1, randomInt);
        if (picked.ok) counts[items.indexOf(picked.items[0]!)]!++;
      }
      return counts;
    };
    expect(chiSquareOfTwo(sample, CRITICAL_5_DF)).toBeLessThan(CRITICAL_5_DF);
  });

  it('a shuffle is a permutation of the list (property)', () => {
    fc.assert(
      fc.property(list, fc.integer(), (items, seed) => {
        const shuffled = shuffleList(items, randomIntFrom(seededRandom(seed)));
        if (!shuffled.ok) return false;
        expect([...shuffled.items].sort()).toEqual([...items].sort());
        return true;
      }),
    );
  });

  it('every order of three entries is equally likely', () => {
    const randomInt = randomIntFrom();
    const sample = () => {
      const counts = new Map<string, number>();
      for (let k = 0; k < 30_000; k++) {
        const shuffled = shuffleList(['a', 'b', 'c'], randomInt);
        if (shuffled.ok) counts.set(shuffled.items.join(''), (counts.get(shuffled.items.join('')) ?? 0) + 1);
      }
      expect(counts.size).toBe(6);
      return [...counts.values()];
    };
    expect(chiSquareOfTwo(sample, CRITICAL_5_DF)).toBeLessThan(CRITICAL_5_DF);
  });
});

describe('the declared embed API matches the generator', () => {
  it('lists the same modes and limits', async () => {
    const { api, API_MODES } = await import('../../../src/tools/random-generator/api');
    const { MODES, MAX_COINS, MAX_ITEMS } = await import('../../../src/tools/random-generator/random-generator');
    expect(API_MODES).toEqual(MODES);
    const input = (name: string) => api.inputs.find((i) => i.name === name) as { min?: number; max?: number } | undefined;
    expect(input('count')?.max).toBe(MAX_NUMBERS);
    expect(input('coins')?.max).toBe(MAX_COINS);
    expect(input('pick')?.max).toBe(MAX_ITEMS);
    expect(input('max')?.max).toBe(LARGEST);
    expect(input('min')?.min).toBe(-LARGEST);
    expect(parseDice(api.inputs.find((i) => i.name === 'dice')?.default as string).ok).toBe(true);
  });
});
