/**
 * Password generation and strength rating (product-spec §3, §4, §5, §9; DECISIONS.md: uniform
 * picks from crypto.getRandomValues with rejection sampling, one character per chosen class,
 * unbiased Fisher–Yates shuffle). Pure functions: no React, no DOM.
 */

export const LENGTH_MIN = 4;
export const LENGTH_MAX = 50;
export const LENGTH_DEFAULT = 12;
export const RECENT_LIMIT = 5;

export const UPPERCASE = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
export const LOWERCASE = 'abcdefghijklmnopqrstuvwxyz';
export const DIGITS = '0123456789';
export const SYMBOLS = '!@#$%^&*()_+-=[]{}|;:,.<>?';
/** Characters that look alike in many fonts (spec §5). */
export const SIMILAR = 'il1Lo0O';
/** Brackets, braces, parentheses, slashes, quotes, backtick, tilde, comma, semicolon, dot, angle brackets (spec §5). */
export const AMBIGUOUS = '{}[]()/\\\'"`~,;.<>';

export const NO_CLASS_ERROR = 'Please select at least one character type';

export type CharacterClass = 'uppercase' | 'lowercase' | 'numbers' | 'symbols';
export const CHARACTER_CLASSES: readonly CharacterClass[] = ['uppercase', 'lowercase', 'numbers', 'symbols'];

const CLASS_CHARS: Record<CharacterClass, string> = {
  uppercase: UPPERCASE,
  lowercase: LOWERCASE,
  numbers: DIGITS,
  symbols: SYMBOLS,
};

export interface PasswordSettings {
  length: number;
  uppercase: boolean;
  lowercase: boolean;
  numbers: boolean;
  symbols: boolean;
  excludeSimilar: boolean;
  excludeAmbiguous: boolean;
}

export const DEFAULT_SETTINGS: PasswordSettings = {
  length: LENGTH_DEFAULT,
  uppercase: true,
  lowercase: true,
  numbers: true,
  symbols: true,
  excludeSimilar: false,
  excludeAmbiguous: false,
};

export type PresetId = 'basic' | 'strong' | 'ultra-secure' | 'pin';

export interface Preset {
  id: PresetId;
  name: string;
  settings: PasswordSettings;
}

/** Spec §9. Each preset sets every option, so applying one never depends on the previous state. */
export const PRESETS: readonly Preset[] = [
  {
    id: 'basic',
    name: 'Basic',
    settings: { length: 8, uppercase: true, lowercase: true, numbers: true, symbols: false, excludeSimilar: false, excludeAmbiguous: false },
  },
  {
    id: 'strong',
    name: 'Strong',
    settings: { length: 12, uppercase: true, lowercase: true, numbers: true, symbols: true, excludeSimilar: false, excludeAmbiguous: false },
  },
  {
    id: 'ultra-secure',
    name: 'Ultra Secure',
    settings: { length: 16, uppercase: true, lowercase: true, numbers: true, symbols: true, excludeSimilar: true, excludeAmbiguous: true },
  },
  {
    id: 'pin',
    name: 'PIN',
    settings: { length: 6, uppercase: false, lowercase: false, numbers: true, symbols: false, excludeSimilar: false, excludeAmbiguous: false },
  },
];

export function sameSettings(a: PasswordSettings, b: PasswordSettings): boolean {
  return (Object.keys(DEFAULT_SETTINGS) as Array<keyof PasswordSettings>).every((key) => a[key] === b[key]);
}

/** The preset the settings currently equal, if any. */
export function matchingPreset(settings: PasswordSettings): Preset | undefined {
  return PRESETS.find((preset) => sameSettings(preset.settings, settings));
}

export function clampLength(length: number): number {
  if (!Number.isFinite(length)) return LENGTH_DEFAULT;
  return Math.min(LENGTH_MAX, Math.max(LENGTH_MIN, Math.round(length)));
}

/**
 * Settings from untrusted input (localStorage, embed attributes): unknown keys are dropped,
 * wrong types fall back to `base`, the length is clamped to 4–50.
 */
export function sanitizeSettings(input: unknown, base: PasswordSettings = DEFAULT_SETTINGS): PasswordSettings {
  const out = { ...base };
  if (typeof input !== 'object' || input === null) return out;
  const record = input as Record<string, unknown>;
  const length = typeof record.length === 'string' ? Number(record.length) : record.length;
  if (typeof length === 'number' && Number.isFinite(length)) out.length = clampLength(length);
  for (const key of ['uppercase', 'lowercase', 'numbers', 'symbols', 'excludeSimilar', 'excludeAmbiguous'] as const) {
    const value = record[key];
    if (typeof value === 'boolean') out[key] = value;
    else if (value === 'true' || value === 'false') out[key] = value === 'true';
  }
  return out;
}

/** The characters a class contributes after the exclusions. */
export function classCharacters(cls: CharacterClass, settings: Pick<PasswordSettings, 'excludeSimilar' | 'excludeAmbiguous'>): string {
  let chars = CLASS_CHARS[cls];
  if (settings.excludeSimilar) chars = [...chars].filter((c) => !SIMILAR.includes(c)).join('');
  if (settings.excludeAmbiguous) chars = [...chars].filter((c) => !AMBIGUOUS.includes(c)).join('');
  return chars;
}

export function selectedClasses(settings: PasswordSettings): CharacterClass[] {
  return CHARACTER_CLASSES.filter((cls) => settings[cls]);
}

/** Every character the settings allow, in class order. */
export function characterPool(settings: PasswordSettings): string {
  return selectedClasses(settings)
    .map((cls) => classCharacters(cls, settings))
    .join('');
}

/**
 * Fills the array with uniformly random 32-bit values. `crypto.getRandomValues` satisfies it;
 * tests and stories pass a seeded source so output is reproducible.
 */
export type RandomSource = (array: Uint32Array<ArrayBuffer>) => void;

export const cryptoRandom: RandomSource = (array) => {
  globalThis.crypto.getRandomValues(array);
};

const BUFFER_SIZE = 64;

/**
 * Uniform integers in [0, max) from a RandomSource. Rejection sampling: mask each 32-bit draw
 * down to the smallest power of two ≥ max and retry when the result is ≥ max, so every
 * outcome has exactly the same probability (no modulo bias). Draws are buffered so a long
 * password costs a few calls to the source, not one per character.
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
    if (!Number.isInteger(max) || max < 1 || max > 2 ** 32) throw new RangeError(`max must be an integer in 1..2^32, got ${max}`);
    if (max === 1) return 0;
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

export type GenerateResult = { ok: true; password: string } | { ok: false; error: string };

/**
 * A password of `settings.length` (clamped to 4–50) characters: one from each selected class,
 * the rest from the whole pool, then shuffled so the guaranteed characters sit anywhere.
 */
export function generatePassword(settings: PasswordSettings, source: RandomSource = cryptoRandom): GenerateResult {
  const classes = selectedClasses(settings);
  if (classes.length === 0) return { ok: false, error: NO_CLASS_ERROR };
  const length = clampLength(settings.length);
  const randomInt = createRandomInt(source);
  const pick = (chars: string) => chars[randomInt(chars.length)]!;

  const chars = classes.map((cls) => pick(classCharacters(cls, settings)));
  const pool = characterPool(settings);
  while (chars.length < length) chars.push(pick(pool));
  return { ok: true, password: shuffle(chars, randomInt).join('') };
}

export type StrengthLabel = 'Very Weak' | 'Weak' | 'Fair' | 'Good' | 'Very Strong';

export interface Strength {
  /** 0–6, one per rule met (spec §5). */
  points: number;
  /** 'No password' for an empty password. */
  label: StrengthLabel | 'No password';
  /** Bar width 0–100: points × 16.67, exactly 100 at 6 points. */
  bar: number;
}

/** Spec §5: length ≥ 8, uppercase, lowercase, digit, non-alphanumeric, length ≥ 12. */
export function strengthPoints(password: string): number {
  const length = [...password].length;
  return [length >= 8, /[A-Z]/.test(password), /[a-z]/.test(password), /\d/.test(password), /[^A-Za-z0-9]/.test(password), length >= 12].filter(
    Boolean,
  ).length;
}

const LABELS: readonly StrengthLabel[] = ['Very Weak', 'Very Weak', 'Very Weak', 'Weak', 'Fair', 'Good', 'Very Strong'];

export function passwordStrength(password: string): Strength {
  if (password === '') return { points: 0, label: 'No password', bar: 0 };
  const points = strengthPoints(password);
  return { points, label: LABELS[points]!, bar: points === 6 ? 100 : Math.round(points * 16.67 * 100) / 100 };
}

/**
 * Entropy of a password drawn uniformly from `poolSize` characters: length × log2(poolSize),
 * one decimal. (The one-per-class guarantee removes a sliver of the space; this is the
 * conventional figure and an upper bound.)
 */
export function entropyBits(length: number, poolSize: number): number {
  if (length <= 0 || poolSize <= 1) return 0;
  return Math.round(length * Math.log2(poolSize) * 10) / 10;
}

/** Newest first, at most RECENT_LIMIT (spec §4, §9). */
export function addRecent(recent: readonly string[], password: string): string[] {
  return [password, ...recent].slice(0, RECENT_LIMIT);
}

/**
 * A small seeded generator (mulberry32) for reproducible output in tests and stories.
 * Not for real passwords: real ones always come from crypto.getRandomValues.
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

/** Where the settings (never the passwords) are remembered (TOOLS.md). */
export const STORAGE_KEY = 'toolshed:password-generator';

/** Stored settings, or null when there are none or they are unreadable. */
export function parseStoredSettings(raw: string | null): PasswordSettings | null {
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === 'object' && parsed !== null ? sanitizeSettings(parsed) : null;
  } catch {
    return null;
  }
}

export function presetById(id: string): Preset | undefined {
  return PRESETS.find((preset) => preset.id === id.trim().toLowerCase());
}
