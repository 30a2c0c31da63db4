/**
 * The hash generator's settings and text output. Pure: no React, no DOM. Hashing itself is in
 * hashing.ts, shared with the hash verifier.
 */
import {
  ALGORITHMS,
  ALGORITHM_IDS,
  KEY_FORMATS,
  OUTPUT_FORMATS,
  algorithm,
  encodeDigest,
  isAlgorithmId,
  type AlgorithmId,
  type Digests,
  type KeyFormat,
  type OutputFormat,
} from './algorithms';

export interface HashSettings {
  /** Algorithms to compute, in catalogue order. */
  algorithms: AlgorithmId[];
  format: OutputFormat;
  keyFormat: KeyFormat;
}

/** SHA-3 is off by default: in pure JS it is several times slower than the rest on big files. */
export const DEFAULT_ALGORITHMS: AlgorithmId[] = ['md5', 'sha1', 'sha256', 'sha384', 'sha512'];

export const DEFAULT_SETTINGS: HashSettings = { algorithms: DEFAULT_ALGORITHMS, format: 'hex', keyFormat: 'text' };

/** Text longer than this (UTF-8 bytes) is hashed in slices with a progress bar, so typing never waits on it. */
export const SYNC_TEXT_LIMIT = 64 * 1024;

/** Keeps known ids once each, in catalogue order; null when nothing valid is left. */
export function normalizeAlgorithms(values: readonly unknown[]): AlgorithmId[] | null {
  const wanted = new Set(values.filter(isAlgorithmId));
  const list = ALGORITHM_IDS.filter((id) => wanted.has(id));
  return list.length > 0 ? list : null;
}

/** `"sha256, md5"` (the embed attribute) or an array (React) → the algorithm list, or null. */
export function parseAlgorithmList(value: string | readonly string[] | undefined): AlgorithmId[] | null {
  if (value === undefined) return null;
  const parts = typeof value === 'string' ? value.split(/[\s,]+/) : value;
  return normalizeAlgorithms(parts.map((p) => p.trim().toLowerCase().replace(/^sha-(?=\d)/, 'sha').replace(/^sha3(?=\d)/, 'sha3-')));
}

const isFormat = (v: unknown): v is OutputFormat => typeof v === 'string' && (OUTPUT_FORMATS as readonly string[]).includes(v);
const isKeyFormat = (v: unknown): v is KeyFormat => typeof v === 'string' && (KEY_FORMATS as readonly string[]).includes(v);

/** Remembered settings are untrusted: keep only the valid parts. */
export function parseSettings(stored: unknown): Partial<HashSettings> {
  if (typeof stored !== 'object' || stored === null) return {};
  const s = stored as Record<string, unknown>;
  const out: Partial<HashSettings> = {};
  const algorithms = Array.isArray(s.algorithms) ? normalizeAlgorithms(s.algorithms) : null;
  if (algorithms) out.algorithms = algorithms;
  if (isFormat(s.format)) out.format = s.format;
  if (isKeyFormat(s.keyFormat)) out.keyFormat = s.keyFormat;
  return out;
}

/** Settings given as props (strings from the embed, typed values from React); invalid ones are dropped. */
export function givenSettings(props: { algorithms?: string | readonly string[]; format?: string; keyFormat?: string }): Partial<HashSettings> {
  const out: Partial<HashSettings> = {};
  const algorithms = parseAlgorithmList(props.algorithms);
  if (algorithms) out.algorithms = algorithms;
  if (isFormat(props.format)) out.format = props.format;
  if (isKeyFormat(props.keyFormat)) out.keyFormat = props.keyFormat;
  return out;
}

export interface DigestRow {
  id: AlgorithmId;
  label: string;
  value: string;
}

export function digestRows(digests: Digests, format: OutputFormat): DigestRow[] {
  return ALGORITHMS.flatMap(({ id, label }) => {
    const bytes = digests[id];
    return bytes ? [{ id, label, value: encodeDigest(bytes, format) }] : [];
  });
}

/** "Copy all": one `LABEL  value` line per digest, labels padded so the values line up. */
export function formatAll(rows: readonly DigestRow[], hmac: boolean): string {
  const labels = rows.map((r) => (hmac ? `HMAC-${r.label}` : r.label));
  const width = Math.max(0, ...labels.map((l) => l.length)) + 2;
  return rows.map((r, i) => `${`${labels[i]}:`.padEnd(width + 1)}${r.value}`).join('\n');
}

export const digestLabel = (id: AlgorithmId, hmac: boolean) => (hmac ? `HMAC-${algorithm(id).label}` : algorithm(id).label);

/** The `toolshed-change` detail. */
export interface HashGeneratorChange {
  source: 'text' | 'file';
  /** The hashed file's name; null for text. */
  fileName: string | null;
  /** Bytes hashed (UTF-8 bytes for text). */
  bytes: number;
  format: OutputFormat;
  hmac: boolean;
  /** Algorithm id → encoded digest; empty while there is nothing (valid) to hash or a file is still hashing. */
  digests: Partial<Record<AlgorithmId, string>>;
}

export function changeDetail(base: Omit<HashGeneratorChange, 'digests'>, rows: readonly DigestRow[]): HashGeneratorChange {
  return { ...base, digests: Object.fromEntries(rows.map((r) => [r.id, r.value])) };
}
