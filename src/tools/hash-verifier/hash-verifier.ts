/**
 * The hash verifier's logic: reading an expected digest or a `sha256sum`-style list, picking
 * the line for a file, detecting the algorithm and comparing in constant time. Pure: no
 * React, no DOM. Hashing is the generator's shared engine.
 */
import { ALGORITHM_IDS, algorithm as algorithmById, fromBase64, fromHex, isAlgorithmId, toBase64, toHex, type AlgorithmId } from '../hash-generator/algorithms';

export const VERIFY_ALGORITHMS = ['auto', ...ALGORITHM_IDS] as const;
export type VerifyAlgorithm = (typeof VERIFY_ALGORITHMS)[number];
export const isVerifyAlgorithm = (value: unknown): value is VerifyAlgorithm => value === 'auto' || isAlgorithmId(value);

/** Digest length in bytes → the algorithm that length usually means (SHA-3 only when named). */
const BY_LENGTH: Readonly<Record<number, AlgorithmId>> = { 16: 'md5', 20: 'sha1', 32: 'sha256', 48: 'sha384', 64: 'sha512' };
const HEX_LENGTHS = new Set(Object.keys(BY_LENGTH).map((n) => Number(n) * 2));

/** The messages of a refused or unfinished verification; the screen passes its locale's (i18n.ts). */
export interface VerifierWords {
  notAHash: string;
  badLine: (line: number) => string;
  /** A list of `count` lines and no file to pick one by. */
  listNeedsFile: (count: number) => string;
  noLineNames: (fileName: string) => string;
  /** `label`'s digest is `wanted` hex characters; the given one `got`. */
  wrongLength: (label: string, wanted: number, got: number) => string;
  pasteExpected: string;
}

export const ENGLISH: VerifierWords = {
  notAHash: 'Not a hash: expected 32, 40, 64, 96 or 128 hex characters (MD5, SHA-1, SHA-256, SHA-384, SHA-512) or their Base64.',
  badLine: (line) => `Line ${line} is not a hash or a checksum line (“<hash>  <file name>”).`,
  listNeedsFile: (count) => `The list has ${count} lines: hash a file to pick its line by name, or paste a single hash.`,
  noLineNames: (fileName) => `No line in the list names ${fileName}.`,
  wrongLength: (label, wanted, got) => `A ${label} hash is ${wanted} hex characters; this one is ${got}.`,
  pasteExpected: 'Paste the expected hash to compare.',
};

export const detectAlgorithm = (bytes: number): AlgorithmId | null => BY_LENGTH[bytes] ?? null;

export interface ParsedDigest {
  bytes: Uint8Array;
  encoding: 'hex' | 'base64';
}

/**
 * One digest as written: hex in any case (spaces, or colons between byte pairs, allowed) or
 * Base64 (standard or URL-safe). Only lengths of a known digest count, so a random word is
 * never mistaken for a hash. Hex wins where both readings are possible.
 */
export function parseDigest(text: string): ParsedDigest | null {
  let compact = text.replace(/\s+/g, '');
  if (/^[0-9a-f]{2}(?::[0-9a-f]{2})+$/i.test(compact)) compact = compact.replace(/:/g, '');
  if (/^[0-9a-f]+$/i.test(compact) && HEX_LENGTHS.has(compact.length)) return { bytes: fromHex(compact)!, encoding: 'hex' };
  const bytes = fromBase64(compact);
  if (bytes && compact.length >= 20 && BY_LENGTH[bytes.length]) return { bytes, encoding: 'base64' };
  return null;
}

export interface ChecksumEntry {
  /** 1-based line number in the pasted text. */
  line: number;
  digest: ParsedDigest;
  /** The file name on the line; null for a bare hash. */
  name: string | null;
  /** Named on the line (BSD `SHA256 (name) = …` form); null otherwise. */
  algorithm: AlgorithmId | null;
}

const BSD_NAMES: Readonly<Record<string, AlgorithmId>> = {
  MD5: 'md5',
  SHA1: 'sha1',
  SHA256: 'sha256',
  SHA384: 'sha384',
  SHA512: 'sha512',
  'SHA3-256': 'sha3-256',
  'SHA3-512': 'sha3-512',
};

/** GNU coreutils escapes names holding a backslash or newline and marks the line with a leading '\'. */
const unescapeName = (name: string) => name.replace(/\\(\\|n|r)/g, (_, c: string) => (c === 'n' ? '\n' : c === 'r' ? '\r' : '\\'));

export type ExpectedInput =
  | { kind: 'empty' }
  | { kind: 'single'; digest: ParsedDigest }
  | { kind: 'list'; entries: ChecksumEntry[] }
  | { kind: 'invalid'; message: string };

/**
 * What the user pasted: nothing, one hash (whitespace anywhere is ignored), or lines of
 * `<hash>  <name>` / `<hash> *<name>` (`*` = binary mode) / `ALGO (name) = <hash>`, with
 * CRLF or LF endings; blank lines and `#` comments are skipped.
 */
export function parseExpected(text: string, words: VerifierWords = ENGLISH): ExpectedInput {
  if (text.trim() === '') return { kind: 'empty' };
  // Only hex digits and spacing that add up to a digest: one hash pasted in groups or across
  // lines ("<first half> <second half>" would otherwise read as an MD5 and a file name).
  if (/^[0-9a-f\s:]+$/i.test(text)) {
    const grouped = parseDigest(text);
    if (grouped) return { kind: 'single', digest: grouped };
  }
  const entries: ChecksumEntry[] = [];
  let firstBad: number | null = null;
  text.split(/\r\n|\r|\n/).forEach((raw, index) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) return;
    const bsd = /^([A-Za-z0-9-]+) ?\((.*)\) ?= ?(\S+)$/.exec(line);
    const bsdAlgorithm = bsd ? BSD_NAMES[bsd[1]!.toUpperCase().replace(/^SHA-(?=\d)/, 'SHA')] : undefined;
    if (bsd && bsdAlgorithm) {
      const digest = parseDigest(bsd[3]!);
      if (digest) entries.push({ line: index + 1, digest, name: bsd[2]!, algorithm: bsdAlgorithm });
      else firstBad ??= index + 1;
      return;
    }
    // coreutils writes "<hash> <mode><name>" with mode ' ' (text) or '*' (binary); other tools use any whitespace.
    const gnu = /^(\\?)(\S+) [ *](.+)$/.exec(line) ?? /^(\\?)(\S+)\s+\*?(.+)$/.exec(line);
    const digest = parseDigest(gnu ? gnu[2]! : line);
    if (!digest) {
      firstBad ??= index + 1;
      return;
    }
    const name = gnu ? (gnu[1] ? unescapeName(gnu[3]!) : gnu[3]!) : null;
    entries.push({ line: index + 1, digest, name, algorithm: null });
  });
  if (firstBad === null && entries.length === 1 && entries[0]!.name === null && entries[0]!.algorithm === null) {
    return { kind: 'single', digest: entries[0]!.digest };
  }
  if (firstBad === null && entries.length > 0) return { kind: 'list', entries };
  // A hash broken into groups ("d41d8cd9 8f00b204 …") is one digest, not a line with a name.
  const whole = parseDigest(text);
  if (whole) return { kind: 'single', digest: whole };
  if (entries.length === 0 && firstBad === 1 && !/\n/.test(text.trim())) {
    return { kind: 'invalid', message: words.notAHash };
  }
  return { kind: 'invalid', message: words.badLine(firstBad ?? 1) };
}

const baseName = (path: string) => path.replace(/^.*[\\/]/, '');

export type EntryChoice = { ok: true; entry: ChecksumEntry; nameMismatch: boolean } | { ok: false; message: string };

/** The list line for `fileName` (by base name, exact first, then ignoring case); one line is used whatever it names. */
export function pickEntry(entries: readonly ChecksumEntry[], fileName: string | null, words: VerifierWords = ENGLISH): EntryChoice {
  if (fileName !== null) {
    const exact = entries.find((e) => e.name !== null && baseName(e.name) === fileName);
    const loose = exact ?? entries.find((e) => e.name !== null && baseName(e.name).toLowerCase() === fileName.toLowerCase());
    if (loose) return { ok: true, entry: loose, nameMismatch: false };
  }
  if (entries.length === 1) {
    const only = entries[0]!;
    return { ok: true, entry: only, nameMismatch: fileName !== null && only.name !== null };
  }
  if (fileName === null) {
    return { ok: false, message: words.listNeedsFile(entries.length) };
  }
  return { ok: false, message: words.noLineNames(fileName) };
}

/**
 * Equal in time that depends only on the length: every byte is XORed into one accumulator
 * with no early exit, so how long it takes says nothing about where the first difference is.
 * (Lengths are public: they follow from the algorithm.)
 */
export function constantTimeEqual(a: ArrayLike<number>, b: ArrayLike<number>): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a[i]! ^ b[i]!;
  return difference === 0;
}

export type Plan =
  | {
      ok: true;
      algorithm: AlgorithmId;
      /** Where the algorithm came from, for the screen. */
      algorithmSource: 'length' | 'line' | 'chosen';
      expected: ParsedDigest;
      entry: ChecksumEntry | null;
      nameMismatch: boolean;
    }
  | { ok: false; kind: 'incomplete' | 'invalid'; message: string };

/** Everything needed before hashing: which digest to compare with and which algorithm makes it. */
export function planVerification(expectedText: string, chosen: VerifyAlgorithm, fileName: string | null, words: VerifierWords = ENGLISH): Plan {
  const parsed = parseExpected(expectedText, words);
  if (parsed.kind === 'empty') return { ok: false, kind: 'incomplete', message: words.pasteExpected };
  if (parsed.kind === 'invalid') return { ok: false, kind: 'invalid', message: parsed.message };
  let entry: ChecksumEntry | null = null;
  let nameMismatch = false;
  let digest: ParsedDigest;
  if (parsed.kind === 'list') {
    const choice = pickEntry(parsed.entries, fileName, words);
    if (!choice.ok) return { ok: false, kind: fileName === null ? 'incomplete' : 'invalid', message: choice.message };
    ({ entry, nameMismatch } = choice);
    digest = entry.digest;
  } else {
    digest = parsed.digest;
  }
  const length = digest.bytes.length;
  let algorithm: AlgorithmId;
  let algorithmSource: 'length' | 'line' | 'chosen';
  if (entry?.algorithm) {
    algorithm = entry.algorithm;
    algorithmSource = 'line';
  } else if (chosen !== 'auto') {
    algorithm = chosen;
    algorithmSource = 'chosen';
  } else {
    algorithm = detectAlgorithm(length)!;
    algorithmSource = 'length';
  }
  const wanted = algorithmById(algorithm).bytes;
  if (wanted !== length) {
    const { label } = algorithmById(algorithm);
    return { ok: false, kind: 'invalid', message: words.wrongLength(label, wanted * 2, length * 2) };
  }
  return { ok: true, algorithm, algorithmSource, expected: digest, entry, nameMismatch };
}

/** A digest written the way the expected one was: lowercase hex, or Base64. */
export const writeLike = (bytes: Uint8Array, encoding: ParsedDigest['encoding']) => (encoding === 'hex' ? toHex(bytes) : toBase64(bytes));

export type VerifyStatus = 'match' | 'mismatch' | 'pending' | 'incomplete' | 'invalid';

/** The `toolshed-change` detail. */
export interface HashVerifierChange {
  status: VerifyStatus;
  algorithm: AlgorithmId | null;
  /** Lowercase hex of the expected and computed digests (null until known). */
  expected: string | null;
  actual: string | null;
  fileName: string | null;
  /** The list line compared, 1-based; null for a single pasted hash. */
  line: number | null;
}
