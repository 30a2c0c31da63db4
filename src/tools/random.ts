/**
 * Uniform random integers from crypto.getRandomValues with rejection sampling (no modulo bias),
 * and an unbiased Fisher–Yates shuffle: the one copy the password generator and the random
 * generator share (DECISIONS.md; TOOLS.md "the same code as the password generator").
 * Pure functions: no React, no DOM.
 */

/**
 * Fills the array with uniformly random 32-bit values. `crypto.getRandomValues` satisfies it;
 * tests and stories pass a seeded source so output is reproducible.
 */
export type RandomSource = (array: Uint32Array<ArrayBuffer>) => void;

export const cryptoRandom: RandomSource = (array) => {
  globalThis.crypto.getRandomValues(array);
};

/** The largest `max` createRandomInt accepts: every integer below it is exact in a double. */
export const RANDOM_INT_LIMIT = 2 ** 53;

const BUFFER_SIZE = 64;
const TWO_32 = 2 ** 32;

/**
 * Uniform integers in [0, max) from a RandomSource, for max up to 2^53. Rejection sampling: mask
 * each draw down to the smallest power of two ≥ max and retry when the result is ≥ max, so every
 * outcome has exactly the same probability (no modulo bias). Above 2^32 a draw is two 32-bit
 * values: the masked high part and all 32 low bits. Draws are buffered so a long password costs a
 * few calls to the source, not one per character.
 */
export function createRandomInt(source: RandomSource): (max: number) => number {
  const buffer = new Uint32Array(BUFFER_SIZE);
  let index = BUFFER_SIZE;
  const next = () => {
    if (index === BUFFER_SIZE) {
      source(buffer);
      index = 0;
    }
    return buffer[index++]!;
  };
  return (max) => {
    if (!Number.isInteger(max) || max < 1 || max > RANDOM_INT_LIMIT) throw new RangeError(`max must be an integer in 1..2^53, got ${max}`);
    if (max === 1) return 0;
    if (max > TWO_32) {
      // Smallest all-ones mask over the high bits of max - 1 (at most 21 bits, so `&` is safe).
      const highMask = 2 ** Math.ceil(Math.log2(max / TWO_32)) - 1;
      for (;;) {
        const value = (next() & highMask) * TWO_32 + next();
        if (value < max) return value;
      }
    }
    // Smallest all-ones mask covering max - 1 (e.g. max 26 → 31).
    const mask = 2 ** Math.ceil(Math.log2(max)) - 1;
    for (;;) {
      // `>>> 0` keeps the AND unsigned for masks of 2^31 and above.
      const value = mask >= 2 ** 31 ? next() : (next() & mask) >>> 0;
      if (value < max) return value;
    }
  };
}

/** Unbiased Fisher–Yates: each of the n! orders is equally likely. Shuffles in place. */
export function shuffle<T>(items: T[], randomInt: (max: number) => number): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

/**
 * A small seeded generator (mulberry32) for reproducible output in tests and stories.
 * Not for real passwords or draws: real ones always come from crypto.getRandomValues.
 */
export function seededRandom(seed: number): RandomSource {
  let state = seed >>> 0;
  return (array) => {
    for (let i = 0; i < array.length; i++) {
      state = (state + 0x6d2b79f5) >>> 0;
      let t = state;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      array[i] = (t ^ (t >>> 14)) >>> 0;
    }
  };
}
