/**
 * TOTP (RFC 6238) and HOTP (RFC 4226), Base32 (RFC 4648) and `otpauth://` URIs. Pure: no React,
 * no DOM. The HMAC runs on WebCrypto (`crypto.subtle`); a page without it (a non-secure host page
 * of an embed) falls back to the hash generator's JavaScript HMAC, loaded only then.
 */

export const ALGORITHMS = ['SHA1', 'SHA256', 'SHA512'] as const;
export type Algorithm = (typeof ALGORITHMS)[number];
export const DIGITS = [6, 8] as const;
export type Digits = (typeof DIGITS)[number];
export const DEFAULT_PERIOD = 30;
export const MIN_PERIOD = 1;
export const MAX_PERIOD = 3600;

export interface TotpSettings {
  algorithm: Algorithm;
  digits: Digits;
  /** Seconds per step. */
  period: number;
}

export const DEFAULT_SETTINGS: TotpSettings = { algorithm: 'SHA1', digits: 6, period: DEFAULT_PERIOD };

/** Where the secret is kept while Remember on This Device is on (the settings, never the secret, live under `toolshed:totp-generator`). */
export const REMEMBER_KEY = 'toolshed:totp-generator:secret';

export const isAlgorithm = (value: unknown): value is Algorithm => typeof value === 'string' && (ALGORITHMS as readonly string[]).includes(value);
export const isDigits = (value: unknown): value is Digits => value === 6 || value === 8;
export const isPeriod = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= MIN_PERIOD && value <= MAX_PERIOD;

/** The algorithm's name as people write it: SHA-1, SHA-256, SHA-512. */
export const algorithmLabel = (algorithm: Algorithm) => `SHA-${algorithm.slice(3)}`;

/** Reads remembered or given settings, keeping only valid values. */
export function parseSettings(stored: unknown): Partial<TotpSettings> {
  if (typeof stored !== 'object' || stored === null) return {};
  const { algorithm, digits, period } = stored as Record<string, unknown>;
  return {
    ...(isAlgorithm(algorithm) ? { algorithm } : {}),
    ...(isDigits(digits) ? { digits } : {}),
    ...(isPeriod(period) ? { period } : {}),
  };
}

// ---------------------------------------------------------------------------------------------
// Base32 (RFC 4648 §6)

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export type Base32Result = { ok: true; bytes: Uint8Array } | { ok: false; reason: 'empty' } | { ok: false; reason: 'invalid'; characters: string[] } | { ok: false; reason: 'length' };

/**
 * Base32 to bytes. Spaces, hyphens, lowercase and trailing `=` padding are tolerated (secrets are
 * often shown in groups, e.g. `JBSW Y3DP EHPK 3PXP`); any other character is named.
 */
export function base32Decode(text: string): Base32Result {
  const cleaned = text.replace(/[\s-]+/g, '').toUpperCase().replace(/=+$/, '');
  if (cleaned === '') return { ok: false, reason: 'empty' };
  const invalid = [...new Set([...cleaned].filter((c) => !BASE32.includes(c)))];
  if (invalid.length > 0) return { ok: false, reason: 'invalid', characters: invalid };
  // 1, 3 and 6 characters of a final group cannot hold whole bytes.
  if ([1, 3, 6].includes(cleaned.length % 8)) return { ok: false, reason: 'length' };
  const bytes = new Uint8Array(Math.floor((cleaned.length * 5) / 8));
  let buffer = 0;
  let bits = 0;
  let index = 0;
  for (const c of cleaned) {
    buffer = ((buffer << 5) | BASE32.indexOf(c)) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      bytes[index++] = (buffer >> bits) & 0xff;
    }
  }
  return { ok: true, bytes };
}

/** Bytes to Base32, without padding (as otpauth URIs write secrets) unless `pad`. */
export function base32Encode(bytes: Uint8Array, pad = false): string {
  let out = '';
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = ((buffer << 8) | byte) & 0xffff;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      out += BASE32[(buffer >> bits) & 31];
    }
  }
  if (bits > 0) out += BASE32[(buffer << (5 - bits)) & 31];
  if (pad) while (out.length % 8 !== 0) out += '=';
  return out;
}

// ---------------------------------------------------------------------------------------------
// otpauth:// URIs (the Key Uri Format of Google Authenticator)

export interface OtpauthFields extends TotpSettings {
  /** Base32, as written in the URI (normalized: uppercase, no spaces or padding). */
  secret: string;
  issuer: string;
  account: string;
}

export type OtpauthProblem = 'not-otpauth' | 'hotp' | 'no-secret' | 'bad-secret' | 'bad-algorithm' | 'bad-digits' | 'bad-period';
export type OtpauthResult = { ok: true; fields: OtpauthFields } | { ok: false; reason: OtpauthProblem; value?: string };

export const looksLikeUri = (text: string) => /^\s*otpauth:/i.test(text);

const decode = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/** Reads `otpauth://totp/Issuer:account?secret=…&issuer=…&algorithm=…&digits=…&period=…`. */
export function parseOtpauth(uri: string): OtpauthResult {
  const match = /^otpauth:\/\/([^/?#]*)\/?([^?#]*)(?:\?([^#]*))?/i.exec(uri.trim());
  if (!match) return { ok: false, reason: 'not-otpauth' };
  const type = match[1]!.toLowerCase();
  if (type === 'hotp') return { ok: false, reason: 'hotp' };
  if (type !== 'totp') return { ok: false, reason: 'not-otpauth' };
  const label = decode(match[2]!.replace(/\+/g, '%20'));
  const params = new URLSearchParams(match[3] ?? '');
  const secretText = params.get('secret') ?? '';
  if (secretText.trim() === '') return { ok: false, reason: 'no-secret' };
  const secret = base32Decode(secretText);
  if (!secret.ok) return { ok: false, reason: 'bad-secret', value: secretText };
  const colon = label.indexOf(':');
  const labelIssuer = colon >= 0 ? label.slice(0, colon).trim() : '';
  const account = (colon >= 0 ? label.slice(colon + 1) : label).trim();
  const issuer = (params.get('issuer') ?? labelIssuer).trim();

  const algorithmText = params.get('algorithm');
  const algorithm = algorithmText === null ? DEFAULT_SETTINGS.algorithm : algorithmText.toUpperCase().replace('-', '');
  if (!isAlgorithm(algorithm)) return { ok: false, reason: 'bad-algorithm', value: algorithmText ?? '' };
  const digitsText = params.get('digits');
  const digits = digitsText === null ? DEFAULT_SETTINGS.digits : Number(digitsText.trim());
  if (!isDigits(digits)) return { ok: false, reason: 'bad-digits', value: digitsText ?? '' };
  const periodText = params.get('period');
  const period = periodText === null ? DEFAULT_PERIOD : Number(periodText.trim());
  if (!isPeriod(period)) return { ok: false, reason: 'bad-period', value: periodText ?? '' };
  return { ok: true, fields: { secret: base32Encode(secret.bytes), issuer, account, algorithm, digits, period } };
}

/** The `otpauth://totp/…` URI for these fields (what an authenticator app scans). */
export function buildOtpauth(fields: OtpauthFields): string {
  const label = fields.issuer ? `${encodeURIComponent(fields.issuer)}:${encodeURIComponent(fields.account)}` : encodeURIComponent(fields.account);
  const params = new URLSearchParams({ secret: fields.secret });
  if (fields.issuer) params.set('issuer', fields.issuer);
  params.set('algorithm', fields.algorithm);
  params.set('digits', String(fields.digits));
  params.set('period', String(fields.period));
  return `otpauth://totp/${label}?${params.toString().replace(/\+/g, '%20')}`;
}

// ---------------------------------------------------------------------------------------------
// The secret field: Base32 or a URI

export type SecretInput =
  | { kind: 'empty' }
  | { kind: 'secret'; bytes: Uint8Array }
  | { kind: 'uri'; fields: OtpauthFields; bytes: Uint8Array }
  | { kind: 'error'; problem: Exclude<Base32Result, { ok: true }> | Exclude<OtpauthResult, { ok: true }> };

/** What the secret field holds: nothing, a Base32 secret, a TOTP URI, or why it is neither. */
export function readSecretInput(text: string): SecretInput {
  if (text.trim() === '') return { kind: 'empty' };
  if (looksLikeUri(text)) {
    const parsed = parseOtpauth(text);
    if (!parsed.ok) return { kind: 'error', problem: parsed };
    const bytes = base32Decode(parsed.fields.secret);
    return bytes.ok ? { kind: 'uri', fields: parsed.fields, bytes: bytes.bytes } : { kind: 'error', problem: bytes };
  }
  const secret = base32Decode(text);
  return secret.ok ? { kind: 'secret', bytes: secret.bytes } : { kind: 'error', problem: secret };
}

// ---------------------------------------------------------------------------------------------
// HOTP and TOTP

/** An HMAC: key and message in, the MAC out. */
export type Hmac = (algorithm: Algorithm, key: Uint8Array, message: Uint8Array) => Promise<Uint8Array>;

const WEBCRYPTO_HASH: Record<Algorithm, string> = { SHA1: 'SHA-1', SHA256: 'SHA-256', SHA512: 'SHA-512' };
const JS_HASH = { SHA1: 'sha1', SHA256: 'sha256', SHA512: 'sha512' } as const;

/** HMAC on WebCrypto. */
export const webCryptoHmac: Hmac = async (algorithm, key, message) => {
  const subtle = globalThis.crypto.subtle;
  const cryptoKey = await subtle.importKey('raw', key as Uint8Array<ArrayBuffer>, { name: 'HMAC', hash: WEBCRYPTO_HASH[algorithm] }, false, ['sign']);
  return new Uint8Array(await subtle.sign('HMAC', cryptoKey, message as Uint8Array<ArrayBuffer>));
};

/** HMAC in plain JavaScript: the hash generator's engine (@noble/hashes), loaded on first use. */
export const javaScriptHmac: Hmac = async (algorithm, key, message) => {
  const { createHasher } = await import('../hash-generator/hashing');
  const hasher = createHasher(JS_HASH[algorithm], key);
  hasher.update(message);
  return hasher.digest();
};

/** WebCrypto where the page has it (secure contexts), otherwise the JavaScript HMAC. */
export const defaultHmac: Hmac = (algorithm, key, message) =>
  (typeof globalThis.crypto?.subtle?.importKey === 'function' ? webCryptoHmac : javaScriptHmac)(algorithm, key, message);

/** The 8-byte big-endian counter. Counters up to 2^53 (far beyond any clock). */
export function counterBytes(counter: number): Uint8Array {
  const bytes = new Uint8Array(8);
  const view = new DataView(bytes.buffer);
  view.setUint32(0, Math.floor(counter / 2 ** 32));
  view.setUint32(4, counter >>> 0);
  return bytes;
}

/** RFC 4226 §5.3: dynamic truncation of the MAC to `digits` decimal digits. */
export function truncate(mac: Uint8Array, digits: number): string {
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = ((mac[offset]! & 0x7f) << 24) | (mac[offset + 1]! << 16) | (mac[offset + 2]! << 8) | mac[offset + 3]!;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

export async function hotp(key: Uint8Array, counter: number, algorithm: Algorithm, digits: number, hmac: Hmac = defaultHmac): Promise<string> {
  return truncate(await hmac(algorithm, key, counterBytes(counter)), digits);
}

/** The time step at `timeMs` (RFC 6238: T0 = 0). */
export const stepAt = (timeMs: number, period: number) => Math.floor(timeMs / 1000 / period);

/** Whole seconds left in the step at `timeMs` (period … 1). */
export const secondsLeft = (timeMs: number, period: number) => period - (Math.floor(timeMs / 1000) % period);

/** Milliseconds until the next step starts. */
export const msUntilNextStep = (timeMs: number, period: number) => period * 1000 - (timeMs % (period * 1000));

export async function totp(key: Uint8Array, timeMs: number, settings: TotpSettings, hmac: Hmac = defaultHmac): Promise<string> {
  return hotp(key, stepAt(timeMs, settings.period), settings.algorithm, settings.digits, hmac);
}

/** The current code and the next one. */
export async function codesAt(key: Uint8Array, timeMs: number, settings: TotpSettings, hmac: Hmac = defaultHmac): Promise<{ step: number; current: string; next: string }> {
  const step = stepAt(timeMs, settings.period);
  const [current, next] = await Promise.all([
    hotp(key, step, settings.algorithm, settings.digits, hmac),
    hotp(key, step + 1, settings.algorithm, settings.digits, hmac),
  ]);
  return { step, current, next };
}

export type CodeCheck = { status: 'empty' } | { status: 'malformed' } | { status: 'valid'; offset: -1 | 0 | 1 } | { status: 'invalid' };

/** A code as typed: spaces dropped. */
export const cleanCode = (text: string) => text.replace(/\s+/g, '');

/** Checks a typed code against the steps before, at and after `timeMs` (a ±1 step window). */
export async function verifyCode(key: Uint8Array, code: string, timeMs: number, settings: TotpSettings, hmac: Hmac = defaultHmac): Promise<CodeCheck> {
  const typed = cleanCode(code);
  if (typed === '') return { status: 'empty' };
  if (!new RegExp(`^\\d{${settings.digits}}$`).test(typed)) return { status: 'malformed' };
  const step = stepAt(timeMs, settings.period);
  for (const offset of [0, -1, 1] as const) {
    if ((await hotp(key, step + offset, settings.algorithm, settings.digits, hmac)) === typed) return { status: 'valid', offset };
  }
  return { status: 'invalid' };
}

/** 123456 → "123 456", 12345678 → "1234 5678". */
export const groupCode = (code: string) => (code.length > 4 ? `${code.slice(0, code.length / 2)} ${code.slice(code.length / 2)}` : code);
