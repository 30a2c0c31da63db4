import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import {
  AMBIGUOUS,
  DEFAULT_SETTINGS,
  DIGITS,
  LENGTH_DEFAULT,
  LENGTH_MAX,
  LENGTH_MIN,
  LOWERCASE,
  NO_CLASS_ERROR,
  PRESETS,
  RECENT_LIMIT,
  SIMILAR,
  STORAGE_KEY,
  SYMBOLS,
  UPPERCASE,
  addRecent,
  characterPool,
  classCharacters,
  clampLength,
  createRandomInt,
  cryptoRandom,
  entropyBits,
  generatePassword,
  matchingPreset,
  parseStoredSettings,
  passwordStrength,
  presetById,
  sanitizeSettings,
  seededRandom,
  selectedClasses,
  shuffle,
  strengthPoints,
  type PasswordSettings,
  type RandomSource,
} from '../../../src/tools/password-generator/password-generator';
import { SCENARIOS, STRONG_MIN_SECONDS, combinationsLog10, crackSeconds } from '../../../src/tools/crack-time';

/** A source that hands out the given values in order (and fails loudly when they run out). */
function scripted(values: number[]): RandomSource {
  let i = 0;
  return (array) => {
    for (let k = 0; k < array.length; k++) array[k] = i < values.length ? values[i++]! : 0xdeadbeef;
  };
}

const settingsArb: fc.Arbitrary<PasswordSettings> = fc.record({
  length: fc.integer({ min: LENGTH_MIN, max: LENGTH_MAX }),
  uppercase: fc.boolean(),
  lowercase: fc.boolean(),
  numbers: fc.boolean(),
  symbols: fc.boolean(),
  excludeSimilar: fc.boolean(),
  excludeAmbiguous: fc.boolean(),
});

const only = (patch: Partial<PasswordSettings>): PasswordSettings => ({
  ...DEFAULT_SETTINGS,
  uppercase: false,
  lowercase: false,
  numbers: false,
  symbols: false,
  ...patch,
});

describe('constants from the spec (§5, §9)', () => {
  it('has the exact character sets and exclusion lists', () => {
    expect(SYMBOLS).toBe('!@#$%^&*()_+-=[]{}|;:,.<>?');
    expect(UPPERCASE).toBe('ABCDEFGHIJKLMNOPQRSTUVWXYZ');
    expect(LOWERCASE).toBe('abcdefghijklmnopqrstuvwxyz');
    expect(DIGITS).toBe('0123456789');
    expect([...SIMILAR].sort()).toEqual(['0', '1', 'L', 'O', 'i', 'l', 'o']);
    // brackets, braces, parentheses, slashes, quotes, backtick, tilde, comma, semicolon, dot, angle brackets
    expect([...AMBIGUOUS].sort()).toEqual(['"', "'", '(', ')', ',', '.', '/', ';', '<', '>', '[', '\\', ']', '`', '{', '}', '~'].sort());
  });

  it('has length 4 to 50, default 12, recent list of 5 and the exact error message', () => {
    expect([LENGTH_MIN, LENGTH_MAX, LENGTH_DEFAULT, RECENT_LIMIT]).toEqual([4, 50, 12, 5]);
    expect(DEFAULT_SETTINGS.length).toBe(12);
    expect(NO_CLASS_ERROR).toBe('Please select at least one character type');
    expect(STORAGE_KEY).toBe('toolshed:password-generator');
  });

  it('has the four presets with the spec values', () => {
    const flags = (s: PasswordSettings) =>
      [s.length, s.uppercase, s.lowercase, s.numbers, s.symbols, s.excludeSimilar, s.excludeAmbiguous] as const;
    expect(PRESETS.map((p) => [p.name, ...flags(p.settings)])).toEqual([
      ['Basic', 8, true, true, true, false, false, false],
      ['Strong', 12, true, true, true, true, false, false],
      ['Ultra Secure', 16, true, true, true, true, true, true],
      ['PIN', 6, false, false, true, false, false, false],
    ]);
  });

  it('finds presets by id and recognises settings that match one', () => {
    expect(presetById('ultra-secure')?.name).toBe('Ultra Secure');
    expect(presetById(' PIN ')?.name).toBe('PIN');
    expect(presetById('nope')).toBeUndefined();
    expect(matchingPreset(DEFAULT_SETTINGS)?.name).toBe('Strong');
    expect(matchingPreset({ ...DEFAULT_SETTINGS, length: 13 })).toBeUndefined();
    for (const preset of PRESETS) expect(matchingPreset(preset.settings)).toBe(preset);
  });
});

describe('character classes and exclusions', () => {
  it('removes i l 1 L o 0 O when excluding similar characters', () => {
    const similar = { excludeSimilar: true, excludeAmbiguous: false };
    expect(classCharacters('uppercase', similar)).toBe('ABCDEFGHIJKMNPQRSTUVWXYZ');
    expect(classCharacters('lowercase', similar)).toBe('abcdefghjkmnpqrstuvwxyz');
    expect(classCharacters('numbers', similar)).toBe('23456789');
    expect(classCharacters('symbols', similar)).toBe(SYMBOLS);
  });

  it('removes brackets, braces, parentheses, comma, semicolon, dot and angle brackets from the symbols', () => {
    expect(classCharacters('symbols', { excludeSimilar: false, excludeAmbiguous: true })).toBe('!@#$%^&*_+-=|:?');
    expect(classCharacters('lowercase', { excludeSimilar: false, excludeAmbiguous: true })).toBe(LOWERCASE);
  });

  it('builds the pool from the selected classes only', () => {
    expect(characterPool(DEFAULT_SETTINGS)).toBe(UPPERCASE + LOWERCASE + DIGITS + SYMBOLS);
    expect(characterPool(only({ numbers: true }))).toBe(DIGITS);
    expect(characterPool(only({}))).toBe('');
    expect(selectedClasses({ ...DEFAULT_SETTINGS, lowercase: false })).toEqual(['uppercase', 'numbers', 'symbols']);
  });
});

describe('createRandomInt (rejection sampling)', () => {
  it('gives each outcome exactly once over all masked values (no modulo bias)', () => {
    for (let max = 1; max <= 130; max++) {
      const mask = 2 ** Math.ceil(Math.log2(max)) - 1;
      // Feed every masked value once, the ones ≥ max first (high bits set too, so only the
      // masked low bits may matter): rejection skips those; a modulo would map them onto repeats.
      const low = Array.from({ length: mask + 1 }, (_, v) => v);
      const values = [...low.filter((v) => v >= max), ...low.filter((v) => v < max)].map((v) => (v | 0xabc00000) >>> 0);
      const randomInt = createRandomInt(scripted(values));
      const counts = new Array<number>(max).fill(0);
      const accepted = values.filter((v) => (v & mask) < max).length;
      for (let k = 0; k < accepted; k++) counts[randomInt(max)]!++;
      expect(counts).toEqual(new Array<number>(max).fill(1));
    }
  });

  it('rejects a draw at or above max and draws again', () => {
    // 26, 31 and 27 are ≥ 26 after masking with 31: a modulo would have returned 0, 5 and 1.
    const randomInt = createRandomInt(scripted([26, 31, 27, 5, 32 + 3]));
    expect(randomInt(26)).toBe(5);
    expect(randomInt(26)).toBe(3);
  });

  it('asks the source for 64 values at a time, not one call per character', () => {
    const calls: number[] = [];
    const randomInt = createRandomInt((array) => {
      calls.push(array.length);
      array.fill(3);
    });
    for (let k = 0; k < 100; k++) randomInt(10);
    expect(calls).toEqual([64, 64]);
  });

  it('handles the full 32-bit range and refuses bad bounds', () => {
    expect(createRandomInt(scripted([0xffffffff]))(2 ** 32)).toBe(0xffffffff);
    expect(createRandomInt(scripted([0x80000001]))(2 ** 31 + 2)).toBe(0x80000001);
    expect(() => createRandomInt(scripted([]))(0)).toThrow(RangeError);
    expect(() => createRandomInt(scripted([]))(1.5)).toThrow(RangeError);
  });
});

describe('shuffle (Fisher–Yates)', () => {
  it('produces each of the n! orders exactly once over all choice sequences', () => {
    const n = 5;
    const seen = new Map<string, number>();
    // Enumerate every sequence of choices j_i ∈ [0, i] the algorithm can make.
    const sequences: number[][] = [[]];
    for (let i = n - 1; i > 0; i--) {
      const next: number[][] = [];
      for (const seq of sequences) for (let j = 0; j <= i; j++) next.push([...seq, j]);
      sequences.splice(0, sequences.length, ...next);
    }
    for (const seq of sequences) {
      let k = 0;
      const asked: number[] = [];
      const order = shuffle([0, 1, 2, 3, 4], (max) => {
        asked.push(max);
        return seq[k++]!;
      }).join('');
      // Position i swaps with a random j ≤ i: ranges 5, 4, 3, 2 (a naive shuffle asks for 5 each time).
      expect(asked).toEqual([5, 4, 3, 2]);
      seen.set(order, (seen.get(order) ?? 0) + 1);
    }
    expect(seen.size).toBe(120);
    expect([...seen.values()].every((c) => c === 1)).toBe(true);
  });

  it('is a permutation of its input', () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), fc.integer(), (items, seed) => {
        const shuffled = shuffle([...items], createRandomInt(seededRandom(seed)));
        expect([...shuffled].sort()).toEqual([...items].sort());
      }),
    );
  });
});

describe('generatePassword', () => {
  it('asks for at least one character type', () => {
    expect(generatePassword(only({ length: 20 }))).toEqual({ ok: false, error: 'Please select at least one character type' });
  });

  it('uses crypto.getRandomValues by default and never Math.random', () => {
    const getRandomValues = vi.spyOn(globalThis.crypto, 'getRandomValues');
    const random = vi.spyOn(Math, 'random');
    const result = generatePassword(DEFAULT_SETTINGS);
    expect(result.ok).toBe(true);
    expect(getRandomValues).toHaveBeenCalled();
    expect(random).not.toHaveBeenCalled();
    getRandomValues.mockRestore();
    random.mockRestore();
  });

  it('is reproducible with a seeded source and differs between seeds', () => {
    const a = generatePassword(DEFAULT_SETTINGS, seededRandom(7));
    expect(a).toEqual(generatePassword(DEFAULT_SETTINGS, seededRandom(7)));
    expect(a).not.toEqual(generatePassword(DEFAULT_SETTINGS, seededRandom(8)));
  });

  it('clamps the length to 4–50', () => {
    const pw = (length: number) => {
      const r = generatePassword({ ...DEFAULT_SETTINGS, length }, seededRandom(1));
      return r.ok ? r.password : '';
    };
    expect(pw(1)).toHaveLength(4);
    expect(pw(500)).toHaveLength(50);
    expect(pw(Number.NaN)).toHaveLength(12);
  });

  it('has the requested length, every selected class, and only allowed characters', () => {
    fc.assert(
      fc.property(settingsArb, fc.integer(), (settings, seed) => {
        const result = generatePassword(settings, seededRandom(seed));
        const classes = selectedClasses(settings);
        if (classes.length === 0) {
          expect(result.ok).toBe(false);
          return;
        }
        if (!result.ok) throw new Error(result.error);
        expect(result.password).toHaveLength(settings.length);
        for (const cls of classes) {
          const chars = classCharacters(cls, settings);
          expect([...result.password].some((c) => chars.includes(c))).toBe(true);
        }
        const pool = characterPool(settings);
        for (const c of result.password) expect(pool).toContain(c);
        if (settings.excludeSimilar) for (const c of SIMILAR) expect(result.password).not.toContain(c);
        if (settings.excludeAmbiguous) for (const c of AMBIGUOUS) expect(result.password).not.toContain(c);
        if (!settings.uppercase) expect(result.password).not.toMatch(/[A-Z]/);
        if (!settings.lowercase) expect(result.password).not.toMatch(/[a-z]/);
        if (!settings.numbers) expect(result.password).not.toMatch(/[0-9]/);
        if (!settings.symbols) expect(result.password).toMatch(/^[A-Za-z0-9]*$/);
      }),
      { numRuns: 500 },
    );
  });

  it('keeps those guarantees with the real crypto source too', () => {
    for (const preset of PRESETS) {
      for (let k = 0; k < 200; k++) {
        const result = generatePassword(preset.settings, cryptoRandom);
        if (!result.ok) throw new Error(result.error);
        expect(result.password).toHaveLength(preset.settings.length);
        for (const cls of selectedClasses(preset.settings)) {
          expect([...result.password].some((c) => classCharacters(cls, preset.settings).includes(c))).toBe(true);
        }
      }
    }
  });
});

/** Chi-square goodness-of-fit statistic; a character outside the expected set fails outright. */
function chiSquare(observed: Map<string, number>, expected: Map<string, number>): number {
  for (const key of observed.keys()) if (!expected.has(key)) return Number.POSITIVE_INFINITY;
  let sum = 0;
  for (const [key, e] of expected) sum += ((observed.get(key) ?? 0) - e) ** 2 / e;
  return sum;
}

/**
 * Critical values χ²(1 − α, df) at α = 0.0001 (scipy.stats.chi2.ppf(0.9999, df)): a correct
 * generator fails about once in 10,000 samples, a biased one fails every time (see the control).
 */
const CRITICAL: Record<number, number> = { 3: 21.11, 25: 60.14, 69: 121.44, 87: 144.79 };

/**
 * The statistic of a fresh sample, and of a second independent one if the first reaches the critical
 * value: a correct generator then fails once in 10^8 runs instead of 10^4 (CI met the 10^4), and a
 * biased one still fails both.
 */
function chiSquareOfTwo(sample: () => number, critical: number): number {
  const first = sample();
  return first < critical ? first : sample();
}

function count(passwords: Iterable<string>): Map<string, number> {
  const counts = new Map<string, number>();
  for (const pw of passwords) for (const c of pw) counts.set(c, (counts.get(c) ?? 0) + 1);
  return counts;
}

/**
 * Expected count of each character: one guaranteed pick from its own class per password
 * plus (length − classes) picks from the whole pool.
 */
function expectedCounts(settings: PasswordSettings, passwords: number): Map<string, number> {
  const classes = selectedClasses(settings);
  const pool = characterPool(settings);
  const expected = new Map<string, number>();
  for (const cls of classes) {
    const chars = classCharacters(cls, settings);
    for (const c of chars) expected.set(c, passwords * (1 / chars.length + (settings.length - classes.length) / pool.length));
  }
  return expected;
}

function* generateMany(settings: PasswordSettings, n: number, source: RandomSource = cryptoRandom) {
  for (let k = 0; k < n; k++) {
    const result = generatePassword(settings, source);
    if (!result.ok) throw new Error(result.error);
    yield result.password;
  }
}

describe('chi-square uniformity over ≥ 1,000,000 generated characters (crypto source)', () => {
  const PASSWORDS = 20_000; // × 50 characters = 1,000,000

  it('a single class (lowercase) is uniform', () => {
    const settings = only({ lowercase: true, length: 50 });
    const sample = () => {
      const counts = count(generateMany(settings, PASSWORDS));
      const total = [...counts.values()].reduce((a, b) => a + b, 0);
      expect(total).toBe(1_000_000);
      return chiSquare(counts, new Map([...LOWERCASE].map((c) => [c, total / 26])));
    };
    expect(chiSquareOfTwo(sample, CRITICAL[25]!)).toBeLessThan(CRITICAL[25]!);
  });

  it('all four classes match the one-per-class + uniform-pool distribution', () => {
    const settings = { ...DEFAULT_SETTINGS, length: 50 };
    const expected = expectedCounts(settings, PASSWORDS);
    expect(expected.size).toBe(88);
    expect(chiSquareOfTwo(() => chiSquare(count(generateMany(settings, PASSWORDS)), expected), CRITICAL[87]!)).toBeLessThan(CRITICAL[87]!);
  });

  it('Ultra Secure (both exclusions) matches it too, and no excluded character ever appears', () => {
    const settings = { ...PRESETS[2]!.settings, length: 50 };
    const expected = expectedCounts(settings, PASSWORDS);
    expect(expected.size).toBe(70);
    const sample = () => {
      const counts = count(generateMany(settings, PASSWORDS));
      for (const c of SIMILAR + AMBIGUOUS) expect(counts.has(c)).toBe(false);
      return chiSquare(counts, expected);
    };
    expect(chiSquareOfTwo(sample, CRITICAL[69]!)).toBeLessThan(CRITICAL[69]!);
  });

  it('the guaranteed characters land in every position equally often (the shuffle is unbiased)', () => {
    // Length 4 with four classes: each password is one character of each class in some order.
    const settings = { ...DEFAULT_SETTINGS, length: 4 };
    const expected = new Map(['0', '1', '2', '3'].map((p) => [p, 25_000]));
    const sample = () => {
      const positions = new Map<string, number>();
      for (const pw of generateMany(settings, 100_000)) {
        const at = pw.search(/[0-9]/);
        positions.set(String(at), (positions.get(String(at)) ?? 0) + 1);
      }
      return chiSquare(positions, expected);
    };
    expect(chiSquareOfTwo(sample, CRITICAL[3]!)).toBeLessThan(CRITICAL[3]!);
  });

  it('would catch a biased generator (negative control: modulo of a byte)', () => {
    const bytes = new Uint8Array(1_000_000);
    for (let offset = 0; offset < bytes.length; offset += 65_536) globalThis.crypto.getRandomValues(bytes.subarray(offset, offset + 65_536));
    const counts = new Map<string, number>();
    for (const b of bytes) {
      const c = LOWERCASE[b % 26]!;
      counts.set(c, (counts.get(c) ?? 0) + 1);
    }
    const expected = new Map([...LOWERCASE].map((c) => [c, 1_000_000 / 26]));
    expect(chiSquare(counts, expected)).toBeGreaterThan(CRITICAL[25]!);
  });
});

describe('passwordStrength (spec §5)', () => {
  it.each([
    ['', 0, 'No password', 0],
    ['a', 1, 'Very Weak', 16.67],
    ['aB', 2, 'Very Weak', 33.34],
    ['aB1', 3, 'Weak', 50.01],
    ['aB1!', 4, 'Fair', 66.68],
    ['aB1!aaaa', 5, 'Good', 83.35],
    ['aB1!aaaaaaaa', 6, 'Very Strong', 100],
    ['abcdefghijkl', 3, 'Weak', 50.01],
    ['12345678', 2, 'Very Weak', 33.34],
    ['!!!!', 1, 'Very Weak', 16.67],
    ['ABCDEFGH1234', 4, 'Fair', 66.68],
  ])('%j → %i points, %s, bar %d', (password, points, label, bar) => {
    expect(passwordStrength(password)).toEqual({ points, label, bar });
  });

  it('counts a point per rule: length ≥ 8, upper, lower, digit, other, length ≥ 12', () => {
    expect(strengthPoints('aaaaaaa')).toBe(1); // 7 long: lower only
    expect(strengthPoints('aaaaaaaa')).toBe(2); // 8 long
    expect(strengthPoints('aaaaaaaaaaa')).toBe(2); // 11 long
    expect(strengthPoints('aaaaaaaaaaaa')).toBe(3); // 12 long
    expect(strengthPoints(' ')).toBe(1); // a space is non-alphanumeric
    expect(strengthPoints('é')).toBe(1); // so is a non-ASCII letter
  });

  it('always has 0–6 points, a bar of points × 16.67 (100 at 6) and a matching label', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 60 }), (password) => {
        const { points, label, bar } = passwordStrength(password);
        expect(points).toBeGreaterThanOrEqual(0);
        expect(points).toBeLessThanOrEqual(6);
        expect(bar).toBeCloseTo(points === 6 ? 100 : points * 16.67, 6);
        expect(label).toBe(['Very Weak', 'Very Weak', 'Very Weak', 'Weak', 'Fair', 'Good', 'Very Strong'][points]);
      }),
    );
  });

  it('rates every generated Strong-preset password Very Strong', () => {
    for (const pw of generateMany(PRESETS[1]!.settings, 200)) expect(passwordStrength(pw).label).toBe('Very Strong');
  });
});

describe('entropyBits', () => {
  it('is length × log2(pool), one decimal', () => {
    expect(entropyBits(12, 88)).toBe(77.5);
    expect(entropyBits(6, 10)).toBe(19.9);
    expect(entropyBits(16, characterPool(PRESETS[2]!.settings).length)).toBe(Math.round(16 * Math.log2(24 + 23 + 8 + 15) * 10) / 10);
    expect(entropyBits(0, 88)).toBe(0);
    expect(entropyBits(10, 1)).toBe(0);
  });
});

describe('Time to Crack beside the strength label', () => {
  it('property: "Very Strong" never stands beside a crack time under a day in any scenario', () => {
    fc.assert(
      fc.property(settingsArb, fc.integer(), (settings, seed) => {
        const result = generatePassword(settings, seededRandom(seed));
        if (!result.ok || passwordStrength(result.password).label !== 'Very Strong') return;
        // The card's guesses: pool^length (src/tools/crack-time.ts).
        const log10 = combinationsLog10([...result.password].length, characterPool(settings).length);
        for (const s of SCENARIOS) expect(crackSeconds(log10, s)).toBeGreaterThanOrEqual(STRONG_MIN_SECONDS);
      }),
      { numRuns: 500 },
    );
  });
});

describe('recent passwords', () => {
  it('prepends and keeps at most 5, newest first', () => {
    let recent: string[] = [];
    for (const pw of ['a', 'b', 'c', 'd', 'e', 'f', 'g']) recent = addRecent(recent, pw);
    expect(recent).toEqual(['g', 'f', 'e', 'd', 'c']);
  });

  it('never exceeds 5 and always starts with the newest', () => {
    fc.assert(
      fc.property(fc.array(fc.string(), { maxLength: 20 }), (passwords) => {
        const recent = passwords.reduce<string[]>((list, pw) => addRecent(list, pw), []);
        expect(recent).toEqual([...passwords].reverse().slice(0, 5));
      }),
    );
  });
});

describe('settings from storage and embed attributes', () => {
  it('keeps valid values, clamps the length and ignores the rest', () => {
    expect(sanitizeSettings({ length: 99, symbols: false, excludeSimilar: 'true', bogus: 1 })).toEqual({
      ...DEFAULT_SETTINGS,
      length: 50,
      symbols: false,
      excludeSimilar: true,
    });
    expect(sanitizeSettings({ length: '20' }).length).toBe(20);
    expect(sanitizeSettings({ length: 'abc', uppercase: 'yes' })).toEqual(DEFAULT_SETTINGS);
    expect(sanitizeSettings(null)).toEqual(DEFAULT_SETTINGS);
    expect(clampLength(3.6)).toBe(4);
  });

  it('reads stored settings and survives garbage', () => {
    expect(parseStoredSettings(JSON.stringify(PRESETS[3]!.settings))).toEqual(PRESETS[3]!.settings);
    expect(parseStoredSettings(null)).toBeNull();
    expect(parseStoredSettings('{not json')).toBeNull();
    expect(parseStoredSettings('42')).toBeNull();
  });

  it('round-trips any settings through storage', () => {
    fc.assert(
      fc.property(settingsArb, (settings) => {
        expect(parseStoredSettings(JSON.stringify(settings))).toEqual(settings);
      }),
    );
  });
});
