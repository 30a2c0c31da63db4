/**
 * UUIDs (RFC 9562: v1, v4, v5, v7) and ULIDs: settings, v4 (the default kind), formatting (case,
 * hyphens), and a validator that names the version, the variant and, for the time-based kinds,
 * the embedded time. The other kinds are made with the `uuid` and `ulid` packages in generate.ts,
 * loaded after the page starts. Pure functions: no React, no DOM. Randomness and the clock come
 * from an `Entropy` the caller may replace (tests); by default crypto.getRandomValues and Date.now.
 */

export const KINDS = ['v4', 'v7', 'v1', 'v5', 'ulid'] as const;
export type Kind = (typeof KINDS)[number];

export const MIN_COUNT = 1;
export const MAX_COUNT = 1000;

/** The namespaces RFC 9562 defines (appendix A), by the id the tool and its attribute use. */
export const NAMESPACES = {
  dns: '6ba7b810-9dad-11d1-80b4-00c04fd430c8',
  url: '6ba7b811-9dad-11d1-80b4-00c04fd430c8',
  oid: '6ba7b812-9dad-11d1-80b4-00c04fd430c8',
  x500: '6ba7b814-9dad-11d1-80b4-00c04fd430c8',
} as const;
export type NamespaceId = keyof typeof NAMESPACES;
export const NAMESPACE_IDS = Object.keys(NAMESPACES) as NamespaceId[];

export interface GeneratorSettings {
  kind: Kind;
  /** How many values (v4, v7, v1, ULID); v5 makes one per name. */
  count: number;
  uppercase: boolean;
  /** UUIDs only: 8-4-4-4-12 with hyphens, or 32 hex digits. ULIDs have none. */
  hyphens: boolean;
  /** v5: one of NAMESPACE_IDS, or a UUID of your own. */
  namespace: string;
}

export const DEFAULT_SETTINGS: GeneratorSettings = { kind: 'v4', count: 5, uppercase: false, hyphens: true, namespace: 'dns' };

/** v5's name when none is given: the RFC's own example domain. */
export const DEFAULT_NAMES = 'example.com';

export const isKind = (value: unknown): value is Kind => typeof value === 'string' && (KINDS as readonly string[]).includes(value);
export const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= MIN_COUNT && value <= MAX_COUNT;
export const clampCount = (value: number) => Math.min(MAX_COUNT, Math.max(MIN_COUNT, Math.round(value)));

/** Stored settings are untrusted: keep only the valid ones. */
export function parseSettings(stored: unknown): Partial<GeneratorSettings> {
  if (!stored || typeof stored !== 'object') return {};
  const r = stored as Record<string, unknown>;
  return {
    ...(isKind(r.kind) ? { kind: r.kind } : {}),
    ...(isCount(r.count) ? { count: r.count } : {}),
    ...(typeof r.uppercase === 'boolean' ? { uppercase: r.uppercase } : {}),
    ...(typeof r.hyphens === 'boolean' ? { hyphens: r.hyphens } : {}),
    ...(typeof r.namespace === 'string' && namespaceBytes(r.namespace) ? { namespace: r.namespace } : {}),
  };
}

// ---------------------------------------------------------------------------------------------
// Bytes and text

const HEX = '0123456789abcdef';

/** 16 bytes as UUID text: lower or upper case, with or without the 8-4-4-4-12 hyphens. */
export function formatUuid(bytes: Uint8Array, options: { uppercase?: boolean; hyphens?: boolean } = {}): string {
  let out = '';
  for (let i = 0; i < 16; i++) {
    if (options.hyphens !== false && (i === 4 || i === 6 || i === 8 || i === 10)) out += '-';
    const byte = bytes[i] ?? 0;
    out += HEX[byte >> 4]! + HEX[byte & 15]!;
  }
  return options.uppercase ? out.toUpperCase() : out;
}

/** A generated value in the chosen case and form (`value` is a canonical UUID or a ULID). */
export function formatValue(value: string, kind: Kind, options: { uppercase: boolean; hyphens: boolean }): string {
  if (kind === 'ulid') return options.uppercase ? value.toUpperCase() : value.toLowerCase();
  const text = options.hyphens ? value : value.replace(/-/g, '');
  return options.uppercase ? text.toUpperCase() : text.toLowerCase();
}

/**
 * UUID text (any case; hyphens in the 8-4-4-4-12 places or none; braces or a `urn:uuid:` prefix
 * allowed) to its 16 bytes; null when it is not one. Any bytes, whatever their version bits.
 */
export function parseUuid(text: string): Uint8Array | null {
  const digits = stripUuid(text);
  if (digits === null) return null;
  const bytes = new Uint8Array(16);
  for (let i = 0; i < 16; i++) bytes[i] = Number.parseInt(digits.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

const HYPHENATED = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const PLAIN = /^[0-9a-f]{32}$/i;

/** Removes the wrapping a UUID is often written with: spaces, `urn:uuid:`, braces. */
function unwrap(text: string): string {
  let t = text.trim();
  if (/^urn:uuid:/i.test(t)) t = t.slice(9);
  if (t.startsWith('{') && t.endsWith('}')) t = t.slice(1, -1);
  return t.trim();
}

/** The 32 hex digits of a UUID written in any accepted form; null otherwise. */
function stripUuid(text: string): string | null {
  const t = unwrap(text);
  if (HYPHENATED.test(t)) return t.replace(/-/g, '').toLowerCase();
  if (PLAIN.test(t)) return t.toLowerCase();
  return null;
}

/** A namespace id (dns, url, oid, x500) or a UUID of one's own, as the 16 bytes v5 hashes with. */
export function namespaceBytes(namespace: string): Uint8Array | null {
  const known = (NAMESPACES as Record<string, string>)[namespace];
  return parseUuid(known ?? namespace);
}

// ---------------------------------------------------------------------------------------------
// Generating

/** Where the randomness and the time come from. */
export interface Entropy {
  /** Milliseconds since 1970 (Date.now). */
  now: () => number;
  /** `length` random bytes (crypto.getRandomValues). */
  bytes: (length: number) => Uint8Array;
}

export const browserEntropy: Entropy = {
  now: () => Date.now(),
  bytes: (length) => crypto.getRandomValues(new Uint8Array(length)),
};

/** The kinds that need randomness (v5 is computed from its name). */
export type RandomKind = Exclude<Kind, 'v5'>;

/** A v4 UUID (RFC 9562 §5.4) from 16 random bytes: the version and variant bits set, as `uuid`'s v4 does. */
export function uuidV4(random: Uint8Array): string {
  const bytes = random.slice(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  return formatUuid(bytes);
}

/** `count` v4 UUIDs (standard form): the default kind, with no package to load. */
export const v4Uuids = (count: number, entropy: Entropy = browserEntropy): string[] => Array.from({ length: clampCount(count) }, () => uuidV4(entropy.bytes(16)));

/** v5's result: its values, or why there are none (the values are made in generate.ts). */
export type NameBased = { ok: true; values: string[] } | { ok: false; reason: 'namespace' | 'noNames' | 'tooManyNames' };

/** v5's names: one a line, surrounding spaces and empty lines dropped. */
export const nameLines = (names: string) =>
  names
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');

// ---------------------------------------------------------------------------------------------
// Validating

export type Variant = 'ncs' | 'rfc' | 'microsoft' | 'future';

export type InvalidReason = 'badHexChar' | 'badUlidChar' | 'length' | 'hyphens' | 'ulidTooLate';

export type Inspection =
  | { status: 'empty' }
  | {
      status: 'uuid';
      /** Lower case, hyphenated. */
      canonical: string;
      /** 'nil' and 'max' are the two special UUIDs (all zeros, all ones). */
      special: 'nil' | 'max' | null;
      variant: Variant;
      /** The version nibble; meaningful for the RFC variant (1–8), otherwise just the bits. */
      version: number;
      /** Milliseconds since 1970 for v1, v6 and v7; null for the others. */
      time: number | null;
      /** The same 128 bits as a ULID. */
      ulid: string;
    }
  | { status: 'ulid'; canonical: string; time: number; uuid: string }
  | { status: 'invalid'; reason: InvalidReason; char?: string; position?: number; length?: number };

/** Crockford's Base32 as ULIDs use it (no I, L, O, U). */
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** 16 bytes as a ULID: their 128 bits in 26 Crockford Base32 digits (so the first is at most 7). */
function bytesToUlid(bytes: Uint8Array): string {
  let bits = 0n;
  for (const byte of bytes) bits = (bits << 8n) | BigInt(byte);
  let out = '';
  for (let i = 0; i < 26; i++) {
    out = CROCKFORD[Number(bits & 31n)]! + out;
    bits >>= 5n;
  }
  return out;
}

/** A ULID's 128 bits (upper-case Crockford digits, the first at most 7) as 16 bytes. */
function ulidToBytes(ulid: string): Uint8Array {
  let bits = 0n;
  for (const char of ulid) bits = (bits << 5n) | BigInt(CROCKFORD.indexOf(char));
  const bytes = new Uint8Array(16);
  for (let i = 15; i >= 0; i--) {
    bytes[i] = Number(bits & 255n);
    bits >>= 8n;
  }
  return bytes;
}

/** A ULID's time: its first 10 digits, 48 bits of milliseconds since 1970. */
function ulidTime(ulid: string): number {
  let ms = 0;
  for (const char of ulid.slice(0, 10)) ms = ms * 32 + CROCKFORD.indexOf(char);
  return ms;
}

/** 100-ns ticks between 1582-10-15 (the Gregorian reform, v1/v6's epoch) and 1970-01-01. */
const GREGORIAN_OFFSET = 0x01b21dd213814000n;

export function variantOf(byte8: number): Variant {
  if ((byte8 & 0x80) === 0) return 'ncs';
  if ((byte8 & 0xc0) === 0x80) return 'rfc';
  if ((byte8 & 0xe0) === 0xc0) return 'microsoft';
  return 'future';
}

/** The time a v1, v6 or v7 UUID carries, in ms since 1970 (v1/v6: 100-ns ticks, rounded down). */
export function uuidTime(bytes: Uint8Array, version: number): number | null {
  const b = (i: number) => BigInt(bytes[i]!);
  if (version === 7) {
    let ms = 0;
    for (let i = 0; i < 6; i++) ms = ms * 256 + bytes[i]!;
    return ms;
  }
  let ticks: bigint;
  if (version === 1) {
    const low = (b(0) << 24n) | (b(1) << 16n) | (b(2) << 8n) | b(3);
    const mid = (b(4) << 8n) | b(5);
    const high = ((b(6) & 0x0fn) << 8n) | b(7);
    ticks = (high << 48n) | (mid << 32n) | low;
  } else if (version === 6) {
    const high = (b(0) << 24n) | (b(1) << 16n) | (b(2) << 8n) | b(3);
    const mid = (b(4) << 8n) | b(5);
    const low = ((b(6) & 0x0fn) << 8n) | b(7);
    ticks = (high << 28n) | (mid << 12n) | low;
  } else {
    return null;
  }
  const since1970 = ticks - GREGORIAN_OFFSET;
  // Floor division for times before 1970.
  const ms = since1970 >= 0n ? since1970 / 10000n : -((-since1970 + 9999n) / 10000n);
  return Number(ms);
}

/** A time in ms since 1970 as ISO 8601 in UTC (no Intl: the page makes no Intl object while it loads). */
export const isoTime = (ms: number) => new Date(ms).toISOString();

/** Reads a UUID (any case, with or without hyphens, braces or urn:uuid:) or a ULID. */
export function inspect(text: string): Inspection {
  const t = unwrap(text);
  if (t === '') return { status: 'empty' };
  const compact = t.replace(/-/g, '');
  // 26 characters without hyphens is a ULID's length; a UUID has 32 hex digits.
  if (!t.includes('-') && compact.length === 26) return inspectUlid(t);
  for (let i = 0; i < t.length; i++) {
    const char = t[i]!;
    if (char !== '-' && !/[0-9a-f]/i.test(char)) return { status: 'invalid', reason: 'badHexChar', char, position: i + 1 };
  }
  if (compact.length !== 32) return { status: 'invalid', reason: 'length', length: compact.length };
  const bytes = parseUuid(t);
  if (!bytes) return { status: 'invalid', reason: 'hyphens' };
  const canonical = formatUuid(bytes);
  const special = bytes.every((x) => x === 0) ? 'nil' : bytes.every((x) => x === 0xff) ? 'max' : null;
  const variant = variantOf(bytes[8]!);
  const version = bytes[6]! >> 4;
  const time = special === null && variant === 'rfc' ? uuidTime(bytes, version) : null;
  return { status: 'uuid', canonical, special, variant, version, time, ulid: bytesToUlid(bytes) };
}

function inspectUlid(text: string): Inspection {
  const upper = text.toUpperCase();
  for (let i = 0; i < upper.length; i++) {
    if (!CROCKFORD.includes(upper[i]!)) return { status: 'invalid', reason: 'badUlidChar', char: text[i]!, position: i + 1 };
  }
  // 26 Base32 characters hold 130 bits; a ULID has 128, so the first character is at most 7.
  if (upper[0]! > '7') return { status: 'invalid', reason: 'ulidTooLate' };
  return { status: 'ulid', canonical: upper, time: ulidTime(upper), uuid: formatUuid(ulidToBytes(upper)) };
}

/** The plain-text report of an inspection that Copy Details copies (English words by default). */
export interface InspectionText {
  label: (key: 'type' | 'version' | 'variant' | 'time' | 'unixMs' | 'canonical' | 'asUlid' | 'asUuid') => string;
  kind: (inspection: Extract<Inspection, { status: 'uuid' | 'ulid' }>) => string;
  version: (inspection: Extract<Inspection, { status: 'uuid' }>) => string;
  variant: (variant: Variant) => string;
}

const ENGLISH_LABELS = {
  type: 'Type',
  version: 'Version',
  variant: 'Variant',
  time: 'Time (UTC)',
  unixMs: 'Unix time (ms)',
  canonical: 'Standard form',
  asUlid: 'Same bits as a ULID',
  asUuid: 'Same bits as a UUID',
} as const;

const ENGLISH_VERSIONS: Record<number, string> = {
  1: 'time and node',
  2: 'DCE security',
  3: 'from a name (MD5)',
  4: 'random',
  5: 'from a name (SHA-1)',
  6: 'reordered time',
  7: 'Unix time, sortable',
  8: 'custom',
};

const ENGLISH_VARIANTS: Record<Variant, string> = {
  rfc: 'RFC 9562, the standard (10xx)',
  ncs: 'NCS, reserved for old Apollo IDs (0xxx)',
  microsoft: 'Microsoft GUID, reserved (110x)',
  future: 'Reserved for the future (111x)',
};

/** The validator's words in English (the page passes its locale's). */
export const englishInspectionText: InspectionText = {
  label: (key) => ENGLISH_LABELS[key],
  kind: (inspection) =>
    inspection.status === 'ulid' ? 'ULID' : inspection.special === 'nil' ? 'Nil UUID (all zeros)' : inspection.special === 'max' ? 'Max UUID (all ones)' : 'UUID',
  version: ({ version, variant }) =>
    variant !== 'rfc'
      ? `${version}: the version bits only count in the RFC 9562 variant`
      : `${version}: ${ENGLISH_VERSIONS[version] ?? 'not defined by RFC 9562'}`,
  variant: (variant) => ENGLISH_VARIANTS[variant],
};

/** Rows of (label, value) for a valid inspection, in the order the page shows them. */
export function inspectionRows(inspection: Extract<Inspection, { status: 'uuid' | 'ulid' }>, words: InspectionText = englishInspectionText): [string, string][] {
  const rows: [string, string][] = [[words.label('type'), words.kind(inspection)]];
  if (inspection.status === 'uuid') {
    if (inspection.special === null) {
      rows.push([words.label('version'), words.version(inspection)]);
      rows.push([words.label('variant'), words.variant(inspection.variant)]);
    }
    if (inspection.time !== null) {
      rows.push([words.label('time'), isoTime(inspection.time)]);
      rows.push([words.label('unixMs'), String(inspection.time)]);
    }
    rows.push([words.label('canonical'), inspection.canonical]);
    rows.push([words.label('asUlid'), inspection.ulid]);
  } else {
    rows.push([words.label('time'), isoTime(inspection.time)]);
    rows.push([words.label('unixMs'), String(inspection.time)]);
    rows.push([words.label('canonical'), inspection.canonical]);
    rows.push([words.label('asUuid'), inspection.uuid]);
  }
  return rows;
}

/** The download's file name. */
export const downloadName = (kind: Kind) => (kind === 'ulid' ? 'ulids.txt' : 'uuids.txt');
