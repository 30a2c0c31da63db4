/**
 * What both hash tools know about the algorithms without the hashing code itself: names,
 * digest lengths, encodings and formatting. Pure: no React, no DOM. The engine (hashing.ts,
 * with @noble/hashes) is loaded on first use so it stays out of the page's first load.
 */
import { englishFormatter } from '../../ui/format';

export const ALGORITHM_IDS = ['md5', 'sha1', 'sha256', 'sha384', 'sha512', 'sha3-256', 'sha3-512'] as const;
export type AlgorithmId = (typeof ALGORITHM_IDS)[number];

export interface Algorithm {
  id: AlgorithmId;
  label: string;
  /** Digest length in bytes. */
  bytes: number;
}

export const ALGORITHMS: readonly Algorithm[] = [
  { id: 'md5', label: 'MD5', bytes: 16 },
  { id: 'sha1', label: 'SHA-1', bytes: 20 },
  { id: 'sha256', label: 'SHA-256', bytes: 32 },
  { id: 'sha384', label: 'SHA-384', bytes: 48 },
  { id: 'sha512', label: 'SHA-512', bytes: 64 },
  { id: 'sha3-256', label: 'SHA3-256', bytes: 32 },
  { id: 'sha3-512', label: 'SHA3-512', bytes: 64 },
];

const byId = new Map(ALGORITHMS.map((a) => [a.id, a]));
export const algorithm = (id: AlgorithmId): Algorithm => byId.get(id)!;
export const isAlgorithmId = (value: unknown): value is AlgorithmId => typeof value === 'string' && byId.has(value as AlgorithmId);

export type Digests = Partial<Record<AlgorithmId, Uint8Array>>;

// ---------------------------------------------------------------------------------------------
// Encodings

export const OUTPUT_FORMATS = ['hex', 'hex-upper', 'base64'] as const;
export type OutputFormat = (typeof OUTPUT_FORMATS)[number];

const HEX = '0123456789abcdef';

export function toHex(bytes: Uint8Array): string {
  let out = '';
  for (const byte of bytes) out += HEX[byte >> 4]! + HEX[byte & 15]!;
  return out;
}

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

export function toBase64(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const [a, b, c] = [bytes[i]!, bytes[i + 1], bytes[i + 2]];
    const n = (a << 16) | ((b ?? 0) << 8) | (c ?? 0);
    out += B64[n >> 18]! + B64[(n >> 12) & 63]! + (b === undefined ? '=' : B64[(n >> 6) & 63]!) + (c === undefined ? '=' : B64[n & 63]!);
  }
  return out;
}

export function encodeDigest(bytes: Uint8Array, format: OutputFormat): string {
  if (format === 'base64') return toBase64(bytes);
  const hex = toHex(bytes);
  return format === 'hex-upper' ? hex.toUpperCase() : hex;
}

/** Strict hex: an even number of 0-9/a-f (any case); null otherwise. */
export function fromHex(text: string): Uint8Array | null {
  if (text.length % 2 !== 0 || !/^[0-9a-fA-F]*$/.test(text)) return null;
  const out = new Uint8Array(text.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = Number.parseInt(text.slice(i * 2, i * 2 + 2), 16);
  return out;
}

/** Standard or URL-safe Base64, padding optional; null when malformed. */
export function fromBase64(text: string): Uint8Array | null {
  const body = text.replace(/=+$/, '');
  if (text.length - body.length > 2 || body.length % 4 === 1 || !/^[A-Za-z0-9+/_-]*$/.test(body)) return null;
  if (text.length !== body.length && text.length % 4 !== 0) return null;
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of body) {
    const n = B64.indexOf(char === '-' ? '+' : char === '_' ? '/' : char);
    value = (value << 6) | n;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((value >> bits) & 255);
    }
  }
  // Leftover bits must be zero, or two different strings would decode to the same bytes.
  if ((value & ((1 << bits) - 1)) !== 0) return null;
  return Uint8Array.from(bytes);
}

export const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text);

export const KEY_FORMATS = ['text', 'hex', 'base64'] as const;
export type KeyFormat = (typeof KEY_FORMATS)[number];

export type KeyResult = { ok: true; bytes: Uint8Array } | { ok: false; message: string };

/** An HMAC key as typed: UTF-8 text, hex (spaces allowed) or Base64. */
export function decodeKey(text: string, format: KeyFormat): KeyResult {
  if (format === 'text') return { ok: true, bytes: utf8(text) };
  const compact = text.replace(/\s+/g, '');
  const bytes = format === 'hex' ? fromHex(compact.replace(/^0x/i, '')) : fromBase64(compact);
  if (bytes) return { ok: true, bytes };
  return {
    ok: false,
    message: format === 'hex' ? 'Enter the key as hex digits (0–9, a–f), two per byte.' : 'Enter the key as Base64 (A–Z, a–z, 0–9, + and /).',
  };
}

// ---------------------------------------------------------------------------------------------
// Presentation helpers shared by both tools

/** One decimal at most, grouped the English way; its Intl formatter is made at the first call, not at import (issue #9). */
const oneDecimal = (n: number) => englishFormatter({ maximumFractionDigits: 1 }).format(n);

export type ByteUnit = 'kB' | 'MB' | 'GB' | 'TB';

/** The words and number writing of sizes and times; the tools pass their page's (i18n.ts), English by default. */
export interface ByteWords {
  /** A number with at most one decimal, written the locale's way ("209.7"). */
  decimal: (n: number) => string;
  /** A size under one kilobyte: "3 bytes". */
  bytes: (count: number) => string;
  /** A larger size: "209.7 MB" (`value` already written by `decimal`). */
  size: (value: string, unit: ByteUnit) => string;
  milliseconds: (value: string) => string;
  seconds: (value: string) => string;
  /** A time and the rate in megabytes per second: "2.4 s (87.3 MB/s)". */
  timeAndRate: (time: string, rate: string) => string;
}

export const ENGLISH_BYTE_WORDS: ByteWords = {
  decimal: oneDecimal,
  bytes: (count) => `${count} ${count === 1 ? 'byte' : 'bytes'}`,
  size: (value, unit) => `${value} ${unit}`,
  milliseconds: (value) => `${value} ms`,
  seconds: (value) => `${value} s`,
  timeAndRate: (time, rate) => `${time} (${rate} MB/s)`,
};

/** 1,000-based units like `ls -h --si` and most download pages: "209.7 MB". */
export function formatBytes(bytes: number, words: ByteWords = ENGLISH_BYTE_WORDS): string {
  if (!Number.isFinite(bytes) || bytes < 0) return words.bytes(0);
  if (bytes < 1000) return words.bytes(bytes);
  const units: ByteUnit[] = ['kB', 'MB', 'GB', 'TB'];
  let value = bytes / 1000;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit++;
  }
  return words.size(words.decimal(value), units[unit]!);
}

/** "2.4 s (87.3 MB/s)"; the rate is left out for instant jobs where it would be noise. */
export function formatSpeed(bytes: number, ms: number, words: ByteWords = ENGLISH_BYTE_WORDS): string {
  const seconds = Math.max(ms, 0) / 1000;
  const time = seconds < 1 ? words.milliseconds(String(Math.round(seconds * 1000))) : words.seconds(words.decimal(seconds));
  if (seconds < 0.05 || bytes <= 0) return time;
  return words.timeAndRate(time, words.decimal(bytes / 1e6 / seconds));
}
