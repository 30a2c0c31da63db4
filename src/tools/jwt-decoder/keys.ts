/**
 * Public keys for signature checks, from what people paste: a PEM public key (SPKI), a PKCS#1
 * "RSA PUBLIC KEY", an X.509 certificate, a JWK or a JWK set. Just enough DER reading to find
 * the SubjectPublicKeyInfo and its key type. Pure functions: no React, no DOM.
 */
import { decodeBase64, type Base64Problem } from './jwt-decoder';

export type KeyType = 'RSA' | 'EC' | 'OKP' | 'oct' | 'RSA-PSS';

/** What the key was read from, by id (`source` is the English). */
export type KeySource = { id: 'pem' } | { id: 'certificate' } | { id: 'pkcs1' } | { id: 'jwk' } | { id: 'jwkFromSet'; kid: string | null };

/** Why a pasted key cannot be used: an id and its details (the page words it in its language). */
export type KeyReason =
  | { id: 'privateKey' }
  | { id: 'pemNotBase64'; label: string; problem: Base64Problem }
  | { id: 'certificateUnreadable' }
  | { id: 'notPublicKeyBlock'; label: string }
  | { id: 'unknownKeyType'; source: KeySource }
  | { id: 'kidNotInSet'; count: number; kid: string }
  | { id: 'noKidInToken'; count: number }
  | { id: 'rsaJwkMembers' }
  | { id: 'ecJwkMembers' }
  | { id: 'okpJwkMembers' }
  | { id: 'symmetricJwk' }
  | { id: 'noKty' }
  | { id: 'unknownKty'; kty: string }
  | { id: 'jwkNotJson'; detail: string | null }
  | { id: 'keyHelp' }
  | { id: 'pemIncomplete' };

/** Advice about a usable key (`notes` are the English). */
export type KeyNote = { id: 'privateJwk' };

export type ParsedKey =
  | { ok: true; format: 'spki'; der: Uint8Array<ArrayBuffer>; keyType: KeyType; curve: string | null; source: string; sourceId: KeySource; notes: string[]; noteIds: KeyNote[] }
  | { ok: true; format: 'jwk'; jwk: JsonWebKey; keyType: KeyType; curve: string | null; alg: string | null; source: string; sourceId: KeySource; notes: string[]; noteIds: KeyNote[] }
  | { ok: false; message: string; reason: KeyReason };

// ── DER ───────────────────────────────────────────────────────────────────────

interface Tlv {
  tag: number;
  start: number;
  contentStart: number;
  end: number;
}

function readTlv(bytes: Uint8Array, offset: number, limit = bytes.length): Tlv | null {
  if (offset + 2 > limit) return null;
  const tag = bytes[offset] ?? 0;
  let length = bytes[offset + 1] ?? 0;
  let p = offset + 2;
  if (length & 0x80) {
    const count = length & 0x7f;
    if (count === 0 || count > 4 || p + count > limit) return null;
    length = 0;
    for (let i = 0; i < count; i++) length = length * 256 + (bytes[p++] ?? 0);
  }
  if (p + length > limit) return null;
  return { tag, start: offset, contentStart: p, end: p + length };
}

function children(bytes: Uint8Array, parent: Tlv): Tlv[] | null {
  const list: Tlv[] = [];
  for (let p = parent.contentStart; p < parent.end; ) {
    const child = readTlv(bytes, p, parent.end);
    if (!child) return null;
    list.push(child);
    p = child.end;
  }
  return list;
}

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

const KEY_OIDS: Record<string, KeyType> = {
  '2a864886f70d010101': 'RSA', // rsaEncryption
  '2a864886f70d01010a': 'RSA-PSS', // id-RSASSA-PSS
  '2a8648ce3d0201': 'EC', // id-ecPublicKey
  '2b6570': 'OKP', // Ed25519
};
const CURVE_OIDS: Record<string, string> = { '2a8648ce3d030107': 'P-256', '2b81040022': 'P-384', '2b81040023': 'P-521' };

/** Key type and curve of a DER SubjectPublicKeyInfo, or null when it is not one. */
export function spkiInfo(der: Uint8Array): { keyType: KeyType; curve: string | null } | null {
  const top = readTlv(der, 0);
  if (!top || top.tag !== 0x30 || top.end !== der.length) return null;
  const [algorithm, key] = children(der, top) ?? [];
  if (!algorithm || algorithm.tag !== 0x30 || !key || key.tag !== 0x03) return null;
  const [oid, params] = children(der, algorithm) ?? [];
  if (!oid || oid.tag !== 0x06) return null;
  const keyType = KEY_OIDS[hex(der.subarray(oid.contentStart, oid.end))];
  if (!keyType) return null;
  if (keyType === 'OKP') return { keyType, curve: 'Ed25519' };
  const curve = keyType === 'EC' && params?.tag === 0x06 ? (CURVE_OIDS[hex(der.subarray(params.contentStart, params.end))] ?? 'an unsupported curve') : null;
  return { keyType, curve };
}

/** The SubjectPublicKeyInfo inside an X.509 certificate (tbsCertificate's 7th field, counting the optional version). */
export function certificateSpki(der: Uint8Array): Uint8Array<ArrayBuffer> | null {
  const top = readTlv(der, 0);
  if (!top || top.tag !== 0x30) return null;
  const [tbs] = children(der, top) ?? [];
  if (!tbs || tbs.tag !== 0x30) return null;
  const fields = children(der, tbs) ?? [];
  const skip = fields[0]?.tag === 0xa0 ? 1 : 0;
  const spki = fields[skip + 5];
  if (!spki || spki.tag !== 0x30) return null;
  return der.slice(spki.start, spki.end);
}

function derLength(length: number): number[] {
  if (length < 0x80) return [length];
  const bytes: number[] = [];
  for (let n = length; n > 0; n = Math.floor(n / 256)) bytes.unshift(n % 256);
  return [0x80 | bytes.length, ...bytes];
}

/** PKCS#1 RSAPublicKey → SubjectPublicKeyInfo (what WebCrypto imports). */
export function wrapPkcs1(pkcs1: Uint8Array): Uint8Array<ArrayBuffer> {
  const algorithm = [0x30, 0x0d, 0x06, 0x09, 0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x01, 0x01, 0x05, 0x00];
  const bitString = [0x03, ...derLength(pkcs1.length + 1), 0x00, ...pkcs1];
  return new Uint8Array([0x30, ...derLength(algorithm.length + bitString.length), ...algorithm, ...bitString]);
}

/**
 * A DER ECDSA signature (SEQUENCE of two INTEGERs) → JOSE's raw r‖s of `size`-byte halves
 * (RFC 7518 §3.4), or null when it is not one.
 */
export function derToJose(signature: Uint8Array, size: number): Uint8Array<ArrayBuffer> | null {
  const top = readTlv(signature, 0);
  if (!top || top.tag !== 0x30 || top.end !== signature.length) return null;
  const ints = children(signature, top);
  if (!ints || ints.length !== 2) return null;
  const out = new Uint8Array(size * 2);
  for (const [i, int] of ints.entries()) {
    if (int.tag !== 0x02) return null;
    let value = signature.subarray(int.contentStart, int.end);
    while (value.length > 0 && value[0] === 0) value = value.subarray(1);
    if (value.length > size) return null;
    out.set(value, i * size + size - value.length);
  }
  return out;
}

// ── Parsing what was pasted ───────────────────────────────────────────────────

export const KEY_HELP = 'Paste a PEM public key (-----BEGIN PUBLIC KEY-----), an X.509 certificate or a JWK.';

function fromPem(label: string, body: string): ParsedKey {
  if (label.includes('PRIVATE KEY')) {
    return {
      ok: false,
      message: 'This is a private key. Paste the matching public key instead: a private key should never be pasted into a web page.',
      reason: { id: 'privateKey' },
    };
  }
  const decoded = decodeBase64(body.replace(/^[\w-]+:.*$/gm, '').replace(/\s+/g, ''), 'standard');
  if (!decoded.ok) return { ok: false, message: `The ${label} block is not valid Base64 ${decoded.reason}.`, reason: { id: 'pemNotBase64', label, problem: decoded.problem } };
  let der = decoded.bytes;
  let source = 'PEM public key';
  let sourceId: KeySource = { id: 'pem' };
  if (label === 'CERTIFICATE') {
    const spki = certificateSpki(der);
    if (!spki) return { ok: false, message: 'The certificate could not be read: it is not a DER X.509 certificate.', reason: { id: 'certificateUnreadable' } };
    der = spki;
    source = 'X.509 certificate';
    sourceId = { id: 'certificate' };
  } else if (label === 'RSA PUBLIC KEY') {
    der = wrapPkcs1(der);
    source = 'PEM RSA public key (PKCS#1)';
    sourceId = { id: 'pkcs1' };
  } else if (label !== 'PUBLIC KEY') {
    return { ok: false, message: `A "${label}" block is not a public key. ${KEY_HELP}`, reason: { id: 'notPublicKeyBlock', label } };
  }
  const info = spkiInfo(der);
  if (!info) return { ok: false, message: `The ${source} could not be read: its key is not RSA, EC or Ed25519.`, reason: { id: 'unknownKeyType', source: sourceId } };
  return { ok: true, format: 'spki', der, ...info, source, sourceId, notes: [], noteIds: [] };
}

const text = (value: unknown) => (typeof value === 'string' ? value : null);

function fromJwk(value: Record<string, unknown>, kid: string | null): ParsedKey {
  const notes: string[] = [];
  const noteIds: KeyNote[] = [];
  let jwk = value;
  let source = 'JWK';
  let sourceId: KeySource = { id: 'jwk' };
  if (Array.isArray(value.keys)) {
    const keys = value.keys.filter((k): k is Record<string, unknown> => typeof k === 'object' && k !== null);
    const match = kid !== null ? keys.find((k) => k.kid === kid) : keys.length === 1 ? keys[0] : undefined;
    if (!match) {
      return kid !== null
        ? {
            ok: false,
            message: `The key set has ${keys.length} ${keys.length === 1 ? 'key' : 'keys'} and none has the token's key ID (kid) "${kid}".`,
            reason: { id: 'kidNotInSet', count: keys.length, kid },
          }
        : {
            ok: false,
            message: `The key set has ${keys.length} keys and the token names none (no kid in its header). Paste the one key to use.`,
            reason: { id: 'noKidInToken', count: keys.length },
          };
    }
    jwk = match;
    source = kid !== null ? `JWK "${kid}" from the key set` : 'JWK from the key set';
    sourceId = { id: 'jwkFromSet', kid };
  }
  const kty = text(jwk.kty);
  const alg = text(jwk.alg);
  if ('d' in jwk) {
    notes.push('This JWK contains a private key ("d"); only its public part was used. Never paste private keys into web pages.');
    noteIds.push({ id: 'privateJwk' });
  }
  // Only the public members: WebCrypto would otherwise refuse a key whose use or key_ops do not say "verify".
  switch (kty) {
    case 'RSA':
      if (!text(jwk.n) || !text(jwk.e)) return { ok: false, message: 'This RSA JWK lacks its "n" or "e" member.', reason: { id: 'rsaJwkMembers' } };
      return { ok: true, format: 'jwk', jwk: { kty, n: text(jwk.n) ?? '', e: text(jwk.e) ?? '' }, keyType: 'RSA', curve: null, alg, source, sourceId, notes, noteIds };
    case 'EC':
      if (!text(jwk.crv) || !text(jwk.x) || !text(jwk.y)) return { ok: false, message: 'This EC JWK lacks its "crv", "x" or "y" member.', reason: { id: 'ecJwkMembers' } };
      return { ok: true, format: 'jwk', jwk: { kty, crv: text(jwk.crv) ?? '', x: text(jwk.x) ?? '', y: text(jwk.y) ?? '' }, keyType: 'EC', curve: text(jwk.crv), alg, source, sourceId, notes, noteIds };
    case 'OKP':
      if (!text(jwk.crv) || !text(jwk.x)) return { ok: false, message: 'This OKP JWK lacks its "crv" or "x" member.', reason: { id: 'okpJwkMembers' } };
      return { ok: true, format: 'jwk', jwk: { kty, crv: text(jwk.crv) ?? '', x: text(jwk.x) ?? '' }, keyType: 'OKP', curve: text(jwk.crv), alg, source, sourceId, notes, noteIds };
    case 'oct':
      return { ok: false, message: 'This is a symmetric (oct) key. Symmetric keys verify HS256/384/512 tokens, through the secret field.', reason: { id: 'symmetricJwk' } };
    default:
      return kty === null
        ? { ok: false, message: 'This JSON has no "kty" member, so it is not a JWK.', reason: { id: 'noKty' } }
        : { ok: false, message: `JWK key type "${kty}" is not one this tool knows (RSA, EC or OKP).`, reason: { id: 'unknownKty', kty } };
  }
}

/** Reads a pasted public key. `kid` (from the token header) picks a key out of a JWK set. */
export function parsePublicKey(input: string, kid: string | null = null): ParsedKey {
  const trimmed = input.trim();
  if (trimmed.startsWith('{')) {
    let value: unknown;
    try {
      value = JSON.parse(trimmed);
    } catch (error) {
      const detail = error instanceof Error ? error.message : null;
      return { ok: false, message: `The key looks like a JWK but is not valid JSON: ${detail ?? 'it cannot be parsed'}`, reason: { id: 'jwkNotJson', detail } };
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return { ok: false, message: KEY_HELP, reason: { id: 'keyHelp' } };
    return fromJwk(value as Record<string, unknown>, kid);
  }
  const pem = /-----BEGIN ([A-Z0-9 ]+)-----([\s\S]*?)-----END \1-----/.exec(trimmed);
  if (pem) return fromPem(pem[1] ?? '', pem[2] ?? '');
  if (trimmed.startsWith('-----BEGIN')) return { ok: false, message: 'The PEM block is incomplete: its -----END …----- line is missing or does not match.', reason: { id: 'pemIncomplete' } };
  // Bare Base64 of a DER SubjectPublicKeyInfo (a PEM body without its armour lines).
  const bare = decodeBase64(trimmed.replace(/\s+/g, ''), 'standard');
  if (bare.ok && spkiInfo(bare.bytes)) return fromPem('PUBLIC KEY', trimmed);
  return { ok: false, message: KEY_HELP, reason: { id: 'keyHelp' } };
}

export function describeKey(keyType: KeyType, curve: string | null): string {
  if (keyType === 'EC') return `an EC ${curve ?? ''} key`.replace('  ', ' ');
  if (keyType === 'OKP') return `an ${curve ?? 'OKP'} key`;
  if (keyType === 'RSA-PSS') return 'an RSA-PSS-only key';
  return keyType === 'RSA' ? 'an RSA key' : 'a symmetric key';
}
