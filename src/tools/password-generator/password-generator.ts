/**
 * Password generation and strength rating (product-spec §3, §4, §5, §9; DECISIONS.md: uniform
 * picks from crypto.getRandomValues with rejection sampling, one character per chosen class,
 * unbiased Fisher–Yates shuffle). Pure functions: no React, no DOM.
 */

import { createRandomInt, cryptoRandom, shuffle, type RandomSource } from '../random';

// The uniform random code is shared with the random generator (src/tools/random.ts); re-exported
// so this tool's screen, stories and tests keep their imports.
export { createRandomInt, cryptoRandom, seededRandom, shuffle, type RandomSource } from '../random';

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
