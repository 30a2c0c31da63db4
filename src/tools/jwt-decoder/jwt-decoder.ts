/**
 * Decoding JSON Web Tokens (RFC 7519 / RFC 7515 compact serialisation), explaining their
 * registered claims and judging their time window. Pure functions: no React, no DOM.
 * Signature checks are in verify.ts.
 */

export type JsonObject = Record<string, unknown>;
export type TokenPart = 'header' | 'payload' | 'signature';

export const PART_NAMES: Record<TokenPart, string> = { header: 'Header', payload: 'Payload', signature: 'Signature' };

// ── Base64URL ─────────────────────────────────────────────────────────────────

const URL_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const URL_VALUES = new Map([...URL_ALPHABET].map((c, i) => [c, i]));
const STD_VALUES = new Map([...URL_ALPHABET.slice(0, 62), '+', '/'].map((c, i) => [c, i]));

/** Why text is not Base64: an id and its details, so the page can say it in its language (`reason` is the English). */
export type Base64Problem =
  | { id: 'standardChar'; position: number; char: string }
  | { id: 'misplacedPadding'; position: number }
  | { id: 'badChar'; position: number; char: string }
  | { id: 'badLength'; length: number };

export type Base64Result = { ok: true; bytes: Uint8Array<ArrayBuffer> } | { ok: false; reason: string; problem: Base64Problem };

/**
 * Decodes Base64URL (`alphabet: 'url'`, as JWTs use it) or standard Base64 (`'standard'`, as
 * PEM and many secrets use it). Trailing `=` padding is tolerated. The reason names the first
 * bad character by its 1-based position.
 */
export function decodeBase64(text: string, alphabet: 'url' | 'standard' = 'url'): Base64Result {
  const values = alphabet === 'url' ? URL_VALUES : STD_VALUES;
  const body = text.replace(/={1,2}$/, '');
  const bytes = new Uint8Array(Math.floor((body.length * 3) / 4));
  let buffer = 0;
  let bits = 0;
  let out = 0;
  for (let i = 0; i < body.length; i++) {
    const char = body[i] ?? '';
    const value = values.get(char);
    if (value === undefined) {
      const position = i + 1;
      const problem: Base64Problem =
        alphabet === 'url' && (char === '+' || char === '/')
          ? { id: 'standardChar', position, char }
          : char === '='
            ? { id: 'misplacedPadding', position }
            : { id: 'badChar', position, char: JSON.stringify(char) };
      const hint =
        problem.id === 'standardChar'
          ? ` ("${char}" belongs to standard Base64, not Base64URL)`
          : problem.id === 'misplacedPadding'
            ? ' ("=" padding may only come at the end)'
            : ` (${JSON.stringify(char)})`;
      return { ok: false, reason: `at character ${position}${hint}`, problem };
    }
    buffer = (buffer << 6) | value;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes[out++] = (buffer >> bits) & 0xff;
    }
  }
  if (body.length % 4 === 1) {
    return { ok: false, reason: `its length (${body.length} ${body.length === 1 ? 'character' : 'characters'}) is not possible in Base64URL; a character is missing or extra`, problem: { id: 'badLength', length: body.length } };
  }
  return { ok: true, bytes };
}

/** Base64URL without padding, as JWTs use it. */
export function encodeBase64Url(input: Uint8Array | string): string {
  const bytes = typeof input === 'string' ? new TextEncoder().encode(input) : input;
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const [a = 0, b = 0, c = 0] = [bytes[i], bytes[i + 1], bytes[i + 2]];
    const n = (a << 16) | (b << 8) | c;
    const chars = i + 1 >= bytes.length ? 2 : i + 2 >= bytes.length ? 3 : 4;
    for (let k = 0; k < chars; k++) out += URL_ALPHABET[(n >> (18 - 6 * k)) & 63];
  }
  return out;
}

// ── Decoding ──────────────────────────────────────────────────────────────────

export interface DecodedJwt {
  /** The three Base64URL parts as pasted (after removing whitespace and a "Bearer " prefix). */
  parts: [header: string, payload: string, signature: string];
  header: JsonObject;
  payload: JsonObject;
  signature: Uint8Array<ArrayBuffer>;
  /** `alg` from the header, or null when it is missing or not a string. */
  alg: string | null;
}

/** Why a token could not be decoded: an id and its details (the page words it in its language). */
export type DecodeReason =
  | { id: 'partCount'; count: number }
  | { id: 'encrypted'; count: number }
  | { id: 'emptyPart'; part: 'header' | 'payload' }
  | { id: 'notBase64Url'; part: TokenPart; problem: Base64Problem }
  | { id: 'notUtf8'; part: 'header' | 'payload' }
  | { id: 'notJson'; part: 'header' | 'payload'; detail: string | null }
  | { id: 'notObject'; part: 'header' | 'payload' };

export type DecodeResult =
  | { status: 'empty' }
  | { status: 'ok'; token: DecodedJwt }
  | { status: 'error'; part: TokenPart | 'token'; message: string; reason: DecodeReason };

/** Tokens are often copied with a "Bearer " prefix, quotes or line breaks: none of them are part of the JWT. */
export function cleanToken(input: string): string {
  return input
    .trim()
    .replace(/^(?:authorization:\s*)?bearer\s+/i, '')
    .replace(/^["']|["']$/g, '')
    .replace(/\s+/g, '');
}

function partCountMessage(count: number): string {
  const has = `The token has ${count} ${count === 1 ? 'part' : 'parts'}`;
  if (count === 5) return `${has}: it looks like an encrypted JWT (JWE), which only its recipient can read. A signed JWT has 3 (header.payload.signature).`;
  return `${has}; a JWT has 3 (header.payload.signature).`;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

function decodeJsonPart(part: 'header' | 'payload', text: string): { ok: true; value: JsonObject } | { ok: false; message: string; reason: DecodeReason } {
  const name = PART_NAMES[part];
  if (text === '') return { ok: false, message: `${name}: empty. A JWT needs a ${part} between the dots.`, reason: { id: 'emptyPart', part } };
  const decoded = decodeBase64(text, 'url');
  if (!decoded.ok) return { ok: false, message: `${name}: not valid Base64URL ${decoded.reason}.`, reason: { id: 'notBase64Url', part, problem: decoded.problem } };
  let json: string;
  try {
    json = utf8.decode(decoded.bytes);
  } catch {
    return { ok: false, message: `${name}: not valid UTF-8 text once decoded.`, reason: { id: 'notUtf8', part } };
  }
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch (error) {
    // The parser's own words (the browser's language) follow the tool's.
    const detail = error instanceof Error ? error.message : null;
    return { ok: false, message: `${name}: not valid JSON: ${detail ?? 'it cannot be parsed'}`, reason: { id: 'notJson', part, detail } };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { ok: false, message: `${name}: valid JSON, but not a JSON object ({ … }), which a JWT ${part} must be.`, reason: { id: 'notObject', part } };
  }
  return { ok: true, value: value as JsonObject };
}

/** Splits and decodes a compact JWT. Never throws; a broken token names the broken part. */
export function decodeJwt(input: string): DecodeResult {
  const token = cleanToken(input);
  if (token === '') return { status: 'empty' };
  const parts = token.split('.');
  if (parts.length !== 3) {
    const count = parts.length;
    return { status: 'error', part: 'token', message: partCountMessage(count), reason: { id: count === 5 ? 'encrypted' : 'partCount', count } };
  }
  const [headerText = '', payloadText = '', signatureText = ''] = parts;

  const header = decodeJsonPart('header', headerText);
  if (!header.ok) return { status: 'error', part: 'header', message: header.message, reason: header.reason };
  const payload = decodeJsonPart('payload', payloadText);
  if (!payload.ok) return { status: 'error', part: 'payload', message: payload.message, reason: payload.reason };
  const signature = decodeBase64(signatureText, 'url');
  if (!signature.ok) {
    return { status: 'error', part: 'signature', message: `Signature: not valid Base64URL ${signature.reason}.`, reason: { id: 'notBase64Url', part: 'signature', problem: signature.problem } };
  }

  const alg = typeof header.value.alg === 'string' ? header.value.alg : null;
  return {
    status: 'ok',
    token: { parts: [headerText, payloadText, signatureText], header: header.value, payload: payload.value, signature: signature.bytes, alg },
  };
}

/** Header and payload as a compact JWT with the given (possibly empty) signature; the inverse of decodeJwt. */
export function encodeJwt(header: JsonObject, payload: JsonObject, signature: Uint8Array = new Uint8Array()): string {
  return `${encodeBase64Url(JSON.stringify(header))}.${encodeBase64Url(JSON.stringify(payload))}.${encodeBase64Url(signature)}`;
}

export const prettyJson = (value: unknown) => JSON.stringify(value, null, 2);

// ── Algorithms ────────────────────────────────────────────────────────────────

export const ALGORITHMS: Record<string, string> = {
  HS256: 'HMAC with SHA-256',
  HS384: 'HMAC with SHA-384',
  HS512: 'HMAC with SHA-512',
  RS256: 'RSA PKCS#1 v1.5 with SHA-256',
  RS384: 'RSA PKCS#1 v1.5 with SHA-384',
  RS512: 'RSA PKCS#1 v1.5 with SHA-512',
  PS256: 'RSA-PSS with SHA-256',
  PS384: 'RSA-PSS with SHA-384',
  PS512: 'RSA-PSS with SHA-512',
  ES256: 'ECDSA with P-256 and SHA-256',
  ES384: 'ECDSA with P-384 and SHA-384',
  ES512: 'ECDSA with P-521 and SHA-512',
  EdDSA: 'EdDSA (Ed25519)',
  none: 'No signature (unsecured)',
};

/** How an HMAC secret is written: UTF-8 text or Base64 (the check itself is verify.ts, loaded later). */
export const SECRET_ENCODINGS = ['text', 'base64'] as const;
export type SecretEncoding = (typeof SECRET_ENCODINGS)[number];

export type AlgorithmFamily = 'hmac' | 'public-key' | 'none' | 'unknown';

export function algorithmFamily(alg: string | null): AlgorithmFamily {
  if (alg === null) return 'unknown';
  if (alg.toLowerCase() === 'none') return 'none';
  if (/^HS(256|384|512)$/.test(alg)) return 'hmac';
  if (/^(RS|PS|ES)(256|384|512)$/.test(alg) || alg === 'EdDSA') return 'public-key';
  return 'unknown';
}

// ── Claims and time ──────────────────────────────────────────────────────────

/** Registered claims (RFC 7519 §4.1), in the RFC's order. */
export const REGISTERED_CLAIMS = [
  { name: 'iss', label: 'Issuer', text: 'Who created and signed the token.' },
  { name: 'sub', label: 'Subject', text: 'Whom the token is about, usually a user or client ID.' },
  { name: 'aud', label: 'Audience', text: 'Who the token is meant for; a recipient not listed must reject it.' },
  { name: 'exp', label: 'Expiration time', text: 'The token must not be accepted on or after this time.' },
  { name: 'nbf', label: 'Not before', text: 'The token must not be accepted before this time.' },
  { name: 'iat', label: 'Issued at', text: 'When the token was issued.' },
  { name: 'jti', label: 'JWT ID', text: 'A unique identifier, so the token can be recognized if replayed.' },
] as const;

export type ClaimName = (typeof REGISTERED_CLAIMS)[number]['name'];
const DATE_CLAIMS = new Set<ClaimName>(['exp', 'nbf', 'iat']);

/** The largest time a JavaScript date can hold, in seconds (±100,000,000 days from 1970). */
const MAX_SECONDS = 8.64e12;

/** A NumericDate (seconds since 1970, UTC) as milliseconds, or null when it is not one. */
export function numericDate(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= MAX_SECONDS ? value * 1000 : null;
}

/** `2018-01-18 01:30:22 UTC`: the same on every machine, so it can be prerendered. */
export function formatUtc(ms: number): string {
  return `${new Date(ms).toISOString().replace('T', ' ').replace(/\.\d{3}Z$/, '')} UTC`;
}

/** Local time in the viewer's (or the given) time zone, written the way `locale` (an Intl tag) writes it; only called after hydration. */
export function formatLocal(ms: number, timeZone?: string, locale = 'en-US'): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'long', timeZone }).format(new Date(ms));
}

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365.25 * 24 * 3600],
  ['month', 30.44 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];
// Created at the first time shown, not at import: the first Intl object in a page loads ICU's data (issue #9).
const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();

/** The distance from now in the largest unit that fits, rounded (`{ value: -2, unit: 'day' }`), or null under a second. */
export function relativeTime(ms: number, now: number): { value: number; unit: Intl.RelativeTimeFormatUnit } | null {
  const seconds = (ms - now) / 1000;
  const size = Math.abs(seconds);
  if (size < 1) return null;
  for (const [unit, length] of UNITS) {
    if (size >= length) return { value: Math.sign(seconds) * Math.round(size / length), unit };
  }
  return null;
}

/**
 * "in 3 hours", "2 days ago", "just now": the largest unit that fits, rounded, in `locale` (an
 * Intl tag; `justNow` is its words for under a second).
 */
export function formatRelative(ms: number, now: number, locale = 'en', justNow = 'just now'): string {
  const relative = relativeTime(ms, now);
  if (!relative) return justNow;
  let format = relativeFormats.get(locale);
  if (!format) relativeFormats.set(locale, (format = new Intl.RelativeTimeFormat(locale, { numeric: 'always' })));
  return format.format(relative.value, relative.unit);
}

export interface ClaimView {
  name: ClaimName;
  label: string;
  text: string;
  /** The value as shown: a string as is, anything else as JSON. */
  value: string;
  /** For exp, nbf and iat: the time in milliseconds, or null when the value is not a NumericDate. */
  time?: number | null;
  /** Why the value does not follow the RFC, if it does not. */
  problem?: string;
}

/** What a registered claim's value should be, by the id the page words it with. */
export const CLAIM_PROBLEMS = {
  numericDate: 'Should be a NumericDate: seconds since 1970-01-01 UTC as a number.',
  stringOrArray: 'Should be a string or an array of strings.',
  string: 'Should be a string.',
} as const;
export type ClaimProblem = keyof typeof CLAIM_PROBLEMS;

/** The id of a problem text explainClaims gave (`ClaimView.problem`). */
export const claimProblemId = (problem: string): ClaimProblem | undefined =>
  (Object.keys(CLAIM_PROBLEMS) as ClaimProblem[]).find((id) => CLAIM_PROBLEMS[id] === problem);

function claimProblem(name: ClaimName, value: unknown): string | undefined {
  if (DATE_CLAIMS.has(name)) return numericDate(value) === null ? CLAIM_PROBLEMS.numericDate : undefined;
  if (name === 'aud') {
    const ok = typeof value === 'string' || (Array.isArray(value) && value.every((v) => typeof v === 'string'));
    return ok ? undefined : CLAIM_PROBLEMS.stringOrArray;
  }
  return typeof value === 'string' ? undefined : CLAIM_PROBLEMS.string;
}

/** The registered claims present in the payload, explained. */
export function explainClaims(payload: JsonObject): ClaimView[] {
  return REGISTERED_CLAIMS.filter((c) => Object.hasOwn(payload, c.name)).map((claim) => {
    const raw = payload[claim.name];
    const view: ClaimView = {
      name: claim.name,
      label: claim.label,
      text: claim.text,
      value: typeof raw === 'string' ? raw : (JSON.stringify(raw) ?? String(raw)),
    };
    if (DATE_CLAIMS.has(claim.name)) view.time = numericDate(raw);
    const problem = claimProblem(claim.name, raw);
    if (problem) view.problem = problem;
    return view;
  });
}

export type TimeState = 'expired' | 'not-yet-valid' | 'valid' | 'no-time-limit';

export const TIME_STATE_LABELS: Record<TimeState, string> = {
  expired: 'Expired',
  'not-yet-valid': 'Not yet valid',
  valid: 'Valid time window',
  'no-time-limit': 'No expiry',
};

/**
 * Where `now` falls against exp and nbf (RFC 7519 §4.1.4–5): expired on or after exp, not yet
 * valid before nbf. Claims that are not NumericDates are ignored here (explainClaims flags them).
 */
export function timeState(payload: JsonObject, now: number): TimeState {
  const exp = numericDate(payload.exp);
  const nbf = numericDate(payload.nbf);
  if (exp !== null && now >= exp) return 'expired';
  if (nbf !== null && now < nbf) return 'not-yet-valid';
  if (exp !== null || nbf !== null) return 'valid';
  return 'no-time-limit';
}

/** One sentence about the time window, e.g. "Expired 2 days ago (exp)". */
export function describeTimeState(payload: JsonObject, now: number): string {
  const exp = numericDate(payload.exp);
  const nbf = numericDate(payload.nbf);
  switch (timeState(payload, now)) {
    case 'expired':
      return `Expired ${formatRelative(exp ?? now, now)}.`;
    case 'not-yet-valid':
      return `Becomes valid ${formatRelative(nbf ?? now, now)}.`;
    case 'valid':
      return exp !== null ? `Expires ${formatRelative(exp, now)}.` : 'Valid from its not-before time, with no expiry.';
    case 'no-time-limit':
      return 'The token has no expiration time (exp): it never expires by itself.';
  }
}

/** The words of the copied claims (English by default; the page passes its locale's). */
export interface ClaimsTextWords {
  label: (claim: ClaimView) => string;
  relative: (ms: number, now: number) => string;
  local: (ms: number, timeZone?: string) => string;
  /** The note after a time: "(in 3 hours; local Jan 15, 2024, 3:00:00 PM UTC)". */
  timeNote: (relative: string, local: string) => string;
}

const ENGLISH_CLAIMS_WORDS: ClaimsTextWords = {
  label: (claim) => claim.label,
  relative: (ms, now) => formatRelative(ms, now),
  local: (ms, timeZone) => formatLocal(ms, timeZone),
  timeNote: (relative, local) => `(${relative}; local ${local})`,
};

/** The explained claims as plain text (what "Copy" on the claims card puts on the clipboard). */
export function formatClaimsText(claims: readonly ClaimView[], now: number | null, timeZone?: string, words: ClaimsTextWords = ENGLISH_CLAIMS_WORDS): string {
  const width = Math.max(0, ...claims.map((c) => words.label(c).length + c.name.length + 5));
  return claims
    .map((c) => {
      let value = c.value;
      if (c.time != null) {
        value = `${c.value} = ${formatUtc(c.time)}`;
        if (now !== null) value += ` ${words.timeNote(words.relative(c.time, now), words.local(c.time, timeZone))}`;
      }
      return `${`${words.label(c)} (${c.name})`.padEnd(width)}${value}`;
    })
    .join('\n');
}
