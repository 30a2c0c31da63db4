/**
 * Whole numbers of any size (BigInt) read and written in any base from 2 to 36, with digit
 * grouping and the two's complement bit patterns for 8, 16, 32 and 64 bits. Pure: no React, no
 * DOM; a refusal is a reason id (and the character it names), the screen supplies the words.
 */

export const MIN_BASE = 2;
export const MAX_BASE = 36;
/** The four bases with a field of their own. */
export const NAMED_BASES = [10, 16, 2, 8] as const;
export type NamedBase = (typeof NAMED_BASES)[number];
/** The widths the two's complement view shows. */
export const WIDTHS = [8, 16, 32, 64] as const;
export type Width = (typeof WIDTHS)[number];
/** The largest number read: 65,536 bits (19,729 decimal digits), so every keystroke stays quick. */
export const MAX_BITS = 65_536;

export const GROUPINGS = ['none', 'space', 'underscore'] as const;
export type Grouping = (typeof GROUPINGS)[number];
export const isGrouping = (value: unknown): value is Grouping => typeof value === 'string' && (GROUPINGS as readonly string[]).includes(value);

export const isBase = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= MIN_BASE && value <= MAX_BASE;
export const isNamedBase = (base: number): base is NamedBase => (NAMED_BASES as readonly number[]).includes(base);

const DIGITS = '0123456789abcdefghijklmnopqrstuvwxyz';
const PREFIX_BASE: Record<string, 2 | 8 | 16> = { b: 2, o: 8, x: 16 };

export type InvalidReason =
  /** A character that is no digit of the base (named in `char`). */
  | 'invalidDigit'
  /** A 0x, 0o or 0b prefix in a field of another base (`prefix`, `prefixBase`). */
  | 'wrongPrefix'
  /** A decimal point: whole numbers only. */
  | 'notWhole'
  /** A sign after the first digit, or two signs. */
  | 'misplacedSign'
  /** A sign or prefix with no digit after it. */
  | 'noDigits'
  /** More than MAX_BITS bits. */
  | 'tooLarge';

export type Parsed =
  | { status: 'empty' }
  | { status: 'ok'; value: bigint }
  | { status: 'invalid'; reason: InvalidReason; char?: string; prefix?: string; prefixBase?: 2 | 8 | 16 };

/** What separates digit groups in typed text: spaces of every kind, `_`, `,` and `'`. */
const SEPARATOR = /[\s_,'\u00a0\u202f\u2009]/u;
const MINUS = /^[-\u2212\u2012\u2013]$/u;

/** The value of a digit's UTF-16 code in base 36 (either case), or -1. */
function digitOf(code: number): number {
  if (code >= 48 && code <= 57) return code - 48;
  if (code >= 97 && code <= 122) return code - 87;
  if (code >= 65 && code <= 90) return code - 55;
  return -1;
}

const isSeparator = (code: number): boolean =>
  code === 32 || code === 95 || code === 44 || code === 39 || (code >= 9 && code <= 13) || (code > 127 && SEPARATOR.test(String.fromCharCode(code)));

/** Base-`base` digits (already checked) to a BigInt: native for 2, 8, 10 and 16, chunked otherwise. */
function digitsToBigInt(digits: string, base: number): bigint {
  if (base === 10) return BigInt(digits);
  if (base === 16) return BigInt(`0x${digits}`);
  if (base === 8) return BigInt(`0o${digits}`);
  if (base === 2) return BigInt(`0b${digits}`);
  // As many digits per step as a double holds exactly (36^10 < 2^53).
  const chunk = Math.floor(53 / Math.log2(base));
  let value = 0n;
  for (let i = 0; i < digits.length; i += chunk) {
    const part = digits.slice(i, i + chunk);
    value = value * BigInt(base) ** BigInt(part.length) + BigInt(parseInt(part, base));
  }
  return value;
}

/**
 * Reads a whole number written in `base` (2–36): an optional sign (`-`, `−` or `+`), the prefix of
 * the base if it has one (`0x` for 16, `0o` for 8, `0b` for 2, either case), then digits in either
 * case, grouped by spaces, `_`, `,` or `'` as people write them. Never throws.
 */
export function parseInBase(text: string, base: number): Parsed {
  const trimmed = text.trim();
  if (trimmed === '') return { status: 'empty' };
  const end = trimmed.length;
  let i = 0;
  let negative = false;
  const first = trimmed[0] ?? '';
  if (first === '+' || MINUS.test(first)) {
    negative = first !== '+';
    i = 1;
    while (i < end && isSeparator(trimmed.charCodeAt(i))) i++;
  }
  // A prefix: accepted where it names this base; refused (and named) where its letter is no digit here.
  if (trimmed[i] === '0') {
    const prefixLetter = (trimmed[i + 1] ?? '').toLowerCase();
    const prefixBase = PREFIX_BASE[prefixLetter];
    if (prefixBase === base) {
      i += 2;
      if (i >= end) return { status: 'invalid', reason: 'noDigits' };
    } else if (prefixBase !== undefined && digitOf(prefixLetter.charCodeAt(0)) >= base) {
      return { status: 'invalid', reason: 'wrongPrefix', prefix: `0${prefixLetter}`, prefixBase };
    }
  }
  // Digits past this many (leading zeros aside) are more than MAX_BITS: reading stops there, so a
  // pasted megabyte is refused at once. Runs of digits are sliced, not copied one by one.
  const maxDigits = Math.floor(MAX_BITS / Math.log2(base)) + 1;
  const runs: string[] = [];
  let count = 0;
  let runStart = -1;
  let sawDigit = false;
  for (; i <= end; i++) {
    const code = i < end ? trimmed.charCodeAt(i) : -1;
    const digit = code < 0 ? -1 : digitOf(code);
    if (digit >= 0 && digit < base) {
      sawDigit = true;
      // Leading zeros add nothing.
      if (runStart < 0 && (digit !== 0 || count > 0)) runStart = i;
      if (runStart >= 0 && ++count > maxDigits) return { status: 'invalid', reason: 'tooLarge' };
      continue;
    }
    if (runStart >= 0) {
      runs.push(trimmed.slice(runStart, i));
      runStart = -1;
    }
    if (code < 0 || isSeparator(code)) continue;
    const char = String.fromCodePoint(trimmed.codePointAt(i) ?? code);
    if (char === '+' || MINUS.test(char)) return { status: 'invalid', reason: 'misplacedSign', char };
    if (char === '.') return { status: 'invalid', reason: 'notWhole', char };
    return { status: 'invalid', reason: 'invalidDigit', char };
  }
  if (!sawDigit) return { status: 'invalid', reason: 'noDigits' };
  const digits = runs.join('');
  const magnitude = digits === '' ? 0n : digitsToBigInt(digits, base);
  if (bitLength(magnitude) > MAX_BITS) return { status: 'invalid', reason: 'tooLarge' };
  return { status: 'ok', value: negative ? -magnitude : magnitude };
}

/** Bits in |value| (0 has none). */
export function bitLength(value: bigint): number {
  const magnitude = value < 0n ? -value : value;
  return magnitude === 0n ? 0 : magnitude.toString(2).length;
}

/** Digits per group: three for octal and decimal, four for every other base (nibbles in binary and hex). */
export const groupSize = (base: number): number => (base === 8 || base === 10 ? 3 : 4);

const SEPARATOR_OF: Record<Grouping, string> = { none: '', space: ' ', underscore: '_' };

/** `digits` cut into groups of `size` counted from the right, joined by `separator`. */
export function groupDigits(digits: string, size: number, separator: string): string {
  if (separator === '' || digits.length <= size) return digits;
  const head = digits.length % size;
  const groups = head ? [digits.slice(0, head)] : [];
  for (let i = head; i < digits.length; i += size) groups.push(digits.slice(i, i + size));
  return groups.join(separator);
}

export interface FormatOptions {
  grouping?: Grouping;
  /** Letters A–Z instead of a–z (bases above 10). */
  uppercase?: boolean;
}

/** `value` written in `base`: `-` before a negative number, grouped and in the case asked for. */
export function formatInBase(value: bigint, base: number, { grouping = 'none', uppercase = false }: FormatOptions = {}): string {
  const negative = value < 0n;
  let digits = (negative ? -value : value).toString(base);
  if (uppercase) digits = digits.toUpperCase();
  return `${negative ? '-' : ''}${groupDigits(digits, groupSize(base), SEPARATOR_OF[grouping])}`;
}

/** The highest digit of `base` ("1", "9", "f", "z"): what the screen's "uses 0–…" words need. */
export const lastDigit = (base: number): string => DIGITS[base - 1] ?? '';

export type TwosComplement =
  | {
      status: 'ok';
      /** Exactly `width` binary digits, no grouping. */
      bits: string;
      /** Exactly `width / 4` hexadecimal digits, lowercase, no grouping. */
      hex: string;
      /** The pattern read as a signed number. */
      signed: bigint;
      /** The pattern read as an unsigned number. */
      unsigned: bigint;
    }
  | { status: 'tooWide'; min: bigint; max: bigint };

/**
 * `value` as a `width`-bit two's complement pattern. A value fits from −2^(width−1) (signed) to
 * 2^width − 1 (unsigned); 255 and −1 give the same 8 bits.
 */
export function twosComplement(value: bigint, width: number): TwosComplement {
  const size = 1n << BigInt(width);
  const min = -(size >> 1n);
  const max = size - 1n;
  if (value < min || value > max) return { status: 'tooWide', min, max };
  const unsigned = value < 0n ? value + size : value;
  const signed = unsigned >= size >> 1n ? unsigned - size : unsigned;
  return {
    status: 'ok',
    bits: unsigned.toString(2).padStart(width, '0'),
    hex: unsigned.toString(16).padStart(width / 4, '0'),
    signed,
    unsigned,
  };
}
