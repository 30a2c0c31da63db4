/**
 * Signature checks with WebCrypto (RFC 7518 §3): HS*, RS*, PS*, ES* and EdDSA. No React, no
 * DOM; `subtle` is passed in so tests (Node) and pages (browser) share the code.
 */
import { ALGORITHMS, algorithmFamily, decodeBase64, type Base64Problem, type DecodedJwt, type SecretEncoding } from './jwt-decoder';
import { derToJose, describeKey, parsePublicKey, type KeyNote, type KeyReason, type KeySource, type KeyType, type ParsedKey } from './keys';

export { SECRET_ENCODINGS, type SecretEncoding } from './jwt-decoder';

export interface KeyInput {
  /** HMAC secret, for HS256/384/512. */
  secret: string;
  secretEncoding: SecretEncoding;
  /** PEM, certificate or JWK, for RS/PS/ES/EdDSA. */
  publicKey: string;
}

export type VerifyStatus = 'verified' | 'invalid' | 'unsigned' | 'needs-key' | 'key-error' | 'unsupported';

/** The verdict's explanation by id and details (the page words it in its language; `message` is the English). */
export type VerifyReason =
  | KeyReason
  | { id: 'secretNotBase64'; problem: Base64Problem }
  | { id: 'needsSecret' }
  | { id: 'emptySecret' }
  | { id: 'verifiedSecret'; alg: string }
  | { id: 'invalidSecret' }
  | { id: 'pssOnly' }
  | { id: 'wrongKey'; alg: string; need: 'rsa' | 'ec' | 'ed'; curve: string; keyType: KeyType; keyCurve: string | null }
  | { id: 'jwkForOtherAlg'; alg: string; keyAlg: string }
  | { id: 'needsPublicKey' }
  | { id: 'noEd25519' }
  | { id: 'importFailed'; source: KeySource; detail: string | null }
  | { id: 'ecSize'; alg: string; expected: number; half: number; actual: number }
  | { id: 'verifiedKey'; source: KeySource; alg: string }
  | { id: 'invalidKey' }
  | { id: 'unsigned' }
  | { id: 'noAlg' }
  | { id: 'unknownAlg'; alg: string }
  | { id: 'noWebCrypto' }
  | { id: 'noSignature'; alg: string }
  | { id: 'checkFailed'; detail: string | null };

/** Extra advice by id (`notes` are the English). */
export type VerifyNote =
  | KeyNote
  | { id: 'shortSecret'; bytes: number; min: number; bits: number; alg: string }
  | { id: 'looksBase64' }
  | { id: 'derSignature' }
  | { id: 'noneWithSignature' };

export interface VerifyResult {
  status: VerifyStatus;
  title: string;
  message: string;
  /** Extra advice (a weak secret, a DER-encoded signature, a private JWK). */
  notes: string[];
  reason: VerifyReason;
  /** The notes by id, in the same order. */
  noteReasons: VerifyNote[];
}

interface Note {
  text: string;
  id: VerifyNote;
}

type Hash = 'SHA-256' | 'SHA-384' | 'SHA-512';
type Spec =
  | { kind: 'hmac'; hash: Hash; bytes: number }
  | { kind: 'rsa'; hash: Hash; params: RsaPssParams | Algorithm }
  | { kind: 'ec'; hash: Hash; curve: string; size: number }
  | { kind: 'ed' };

const HASHES: Record<string, Hash> = { '256': 'SHA-256', '384': 'SHA-384', '512': 'SHA-512' };
const EC_CURVES: Record<string, { curve: string; size: number }> = { '256': { curve: 'P-256', size: 32 }, '384': { curve: 'P-384', size: 48 }, '512': { curve: 'P-521', size: 66 } };

function algorithmSpec(alg: string): Spec | null {
  if (alg === 'EdDSA') return { kind: 'ed' };
  const match = /^(HS|RS|PS|ES)(256|384|512)$/.exec(alg);
  if (!match) return null;
  const [, family, bits = '256'] = match;
  const hash = HASHES[bits] ?? 'SHA-256';
  const bytes = Number(bits) / 8;
  if (family === 'HS') return { kind: 'hmac', hash, bytes };
  if (family === 'RS') return { kind: 'rsa', hash, params: { name: 'RSASSA-PKCS1-v1_5' } };
  if (family === 'PS') return { kind: 'rsa', hash, params: { name: 'RSA-PSS', saltLength: bytes } };
  const ec = EC_CURVES[bits] ?? { curve: 'P-256', size: 32 };
  return { kind: 'ec', hash, ...ec };
}

const result = (status: VerifyStatus, title: string, message: string, reason: VerifyReason, notes: Note[] = []): VerifyResult => ({
  status,
  title,
  message,
  notes: notes.map((note) => note.text),
  reason,
  noteReasons: notes.map((note) => note.id),
});
const keyError = (message: string, reason: VerifyReason, notes: Note[] = []) => result('key-error', 'Cannot use this key', message, reason, notes);
const keyNotes = (key: Extract<ParsedKey, { ok: true }>): Note[] => key.notes.map((text, i) => ({ text, id: key.noteIds[i] ?? { id: 'privateJwk' } }));

/** The secret's bytes: UTF-8 text, or Base64 (standard or URL alphabet). */
export function secretBytes(secret: string, encoding: SecretEncoding): { ok: true; bytes: Uint8Array<ArrayBuffer> } | { ok: false; message: string; problem: Base64Problem } {
  if (encoding === 'text') return { ok: true, bytes: new TextEncoder().encode(secret) };
  const decoded = decodeBase64(secret.replace(/\s+/g, '').replace(/-/g, '+').replace(/_/g, '/'), 'standard');
  if (!decoded.ok) return { ok: false, message: `The secret is not valid Base64 ${decoded.reason}. Choose Text if it is a plain passphrase.`, problem: decoded.problem };
  return { ok: true, bytes: decoded.bytes };
}

const looksBase64 = (s: string) => s.length >= 16 && s.length % 4 !== 1 && /^[A-Za-z0-9+/_-]+={0,2}$/.test(s) && /\d/.test(s) && /[A-Z]/.test(s) && /[a-z]/.test(s);

async function verifyHmac(spec: Extract<Spec, { kind: 'hmac' }>, token: DecodedJwt, key: KeyInput, data: Uint8Array<ArrayBuffer>, subtle: SubtleCrypto): Promise<VerifyResult> {
  if (key.secret === '') return result('needs-key', 'Not verified', 'Enter the secret to verify the signature.', { id: 'needsSecret' });
  const secret = secretBytes(key.secret, key.secretEncoding);
  if (!secret.ok) return keyError(secret.message, { id: 'secretNotBase64', problem: secret.problem });
  if (secret.bytes.length === 0) return keyError('The secret decodes to no bytes at all.', { id: 'emptySecret' });
  const notes: Note[] = [];
  const alg = token.alg ?? '';
  if (secret.bytes.length < spec.bytes) {
    const bytes = secret.bytes.length;
    notes.push({
      text: `The secret is ${bytes} ${bytes === 1 ? 'byte' : 'bytes'}; RFC 7518 asks for at least ${spec.bytes} (${spec.bytes * 8} bits) with ${alg}. Short secrets can be guessed offline from any token.`,
      id: { id: 'shortSecret', bytes, min: spec.bytes, bits: spec.bytes * 8, alg },
    });
  }
  const cryptoKey = await subtle.importKey('raw', secret.bytes, { name: 'HMAC', hash: spec.hash }, false, ['verify']);
  if (await subtle.verify('HMAC', cryptoKey, token.signature, data)) return result('verified', 'Signature verified', `The signature matches this secret (${alg}).`, { id: 'verifiedSecret', alg }, notes);
  if (key.secretEncoding === 'text' && looksBase64(key.secret)) notes.push({ text: 'This secret looks Base64-encoded: if it is, choose Base64 as its encoding.', id: { id: 'looksBase64' } });
  return result('invalid', 'Invalid signature', 'The signature does not match this secret: the token was changed, or it was signed with another secret.', { id: 'invalidSecret' }, notes);
}

function keyMismatch(alg: string, spec: Exclude<Spec, { kind: 'hmac' }>, key: Extract<ParsedKey, { ok: true }>): { message: string; reason: VerifyReason } | null {
  const needs: Record<Exclude<Spec, { kind: 'hmac' }>['kind'], { type: KeyType; text: string }> = {
    rsa: { type: 'RSA', text: 'an RSA public key' },
    ec: { type: 'EC', text: `an EC ${spec.kind === 'ec' ? spec.curve : ''} public key` },
    ed: { type: 'OKP', text: 'an Ed25519 public key' },
  };
  const need = needs[spec.kind];
  if (key.keyType === 'RSA-PSS') {
    return { message: 'This key is marked RSA-PSS only (id-RSASSA-PSS), which browsers cannot import. Export it as a plain RSA public key (rsaEncryption).', reason: { id: 'pssOnly' } };
  }
  const wrongCurve = (spec.kind === 'ec' && key.curve !== spec.curve) || (spec.kind === 'ed' && key.curve !== 'Ed25519');
  if (key.keyType !== need.type || wrongCurve) {
    return {
      message: `${alg} needs ${need.text}; this is ${describeKey(key.keyType, key.curve)}.`,
      reason: { id: 'wrongKey', alg, need: spec.kind, curve: spec.kind === 'ec' ? spec.curve : '', keyType: key.keyType, keyCurve: key.curve },
    };
  }
  if (key.format === 'jwk' && key.alg !== null && key.alg !== alg) {
    return { message: `The JWK is meant for ${key.alg}, but the token says ${alg}.`, reason: { id: 'jwkForOtherAlg', alg, keyAlg: key.alg } };
  }
  return null;
}

async function verifyPublic(alg: string, spec: Exclude<Spec, { kind: 'hmac' }>, token: DecodedJwt, publicKey: string, data: Uint8Array<ArrayBuffer>, subtle: SubtleCrypto): Promise<VerifyResult> {
  if (publicKey.trim() === '') return result('needs-key', 'Not verified', 'Paste the public key (PEM, certificate or JWK) to verify the signature.', { id: 'needsPublicKey' });
  const kid = typeof token.header.kid === 'string' ? token.header.kid : null;
  const key = parsePublicKey(publicKey, kid);
  if (!key.ok) return keyError(key.message, key.reason);
  const notes = keyNotes(key);
  const mismatch = keyMismatch(alg, spec, key);
  if (mismatch) return keyError(mismatch.message, mismatch.reason, notes);

  const importParams =
    spec.kind === 'rsa' ? { name: spec.params.name, hash: spec.hash } : spec.kind === 'ec' ? { name: 'ECDSA', namedCurve: spec.curve } : { name: 'Ed25519' };
  let cryptoKey: CryptoKey;
  try {
    cryptoKey = key.format === 'jwk' ? await subtle.importKey('jwk', key.jwk, importParams, false, ['verify']) : await subtle.importKey('spki', key.der, importParams, false, ['verify']);
  } catch (error) {
    if (spec.kind === 'ed' && error instanceof Error && error.name === 'NotSupportedError') {
      return result('unsupported', 'Cannot verify', 'This browser cannot verify EdDSA (Ed25519) signatures yet.', { id: 'noEd25519' });
    }
    const detail = error instanceof Error && error.message ? error.message : null;
    return keyError(`The browser could not import this ${key.source}${detail !== null ? `: ${detail}` : '.'}`, { id: 'importFailed', source: key.sourceId, detail }, notes);
  }

  let signature = token.signature;
  const verifyParams: AlgorithmIdentifier | RsaPssParams | EcdsaParams = spec.kind === 'rsa' ? spec.params : spec.kind === 'ec' ? { name: 'ECDSA', hash: spec.hash } : { name: 'Ed25519' };
  if (spec.kind === 'ec' && signature.length !== spec.size * 2) {
    const converted = derToJose(signature, spec.size);
    if (!converted) {
      return result(
        'invalid',
        'Invalid signature',
        `${alg} signatures are ${spec.size * 2} bytes (r and s, ${spec.size} bytes each); this one is ${signature.length} bytes.`,
        { id: 'ecSize', alg, expected: spec.size * 2, half: spec.size, actual: signature.length },
        notes,
      );
    }
    signature = converted;
    notes.push({
      text: 'The signature is DER-encoded. JWS requires the raw r‖s form (RFC 7518 §3.4), so most libraries will reject this token even though the math checks out.',
      id: { id: 'derSignature' },
    });
  }
  const ok = await subtle.verify(verifyParams, cryptoKey, signature, data);
  if (ok) return result('verified', 'Signature verified', `The signature matches this ${key.source} (${alg}).`, { id: 'verifiedKey', source: key.sourceId, alg }, notes);
  return result('invalid', 'Invalid signature', 'The signature does not match this key: the token was changed, or it was signed with another key.', { id: 'invalidKey' }, notes);
}

/** Checks the token's signature against a secret or public key. Never throws. */
export async function verifyJwt(token: DecodedJwt, key: KeyInput, subtle: SubtleCrypto | null = globalThis.crypto?.subtle ?? null): Promise<VerifyResult> {
  const { alg } = token;
  const family = algorithmFamily(alg);
  if (family === 'none') {
    const extra: Note[] =
      token.signature.length > 0 ? [{ text: 'Its header says "none" yet it carries a signature, which no verifier will check.', id: { id: 'noneWithSignature' } }] : [];
    return result(
      'unsigned',
      'Unsigned token (alg: none)',
      'It has no signature: anyone can change its contents. Never accept an unsigned token where a signed one is expected.',
      { id: 'unsigned' },
      extra,
    );
  }
  if (alg === null) return result('unsupported', 'Cannot verify', 'The header has no "alg" (algorithm) member, so there is no way to know how the token was signed.', { id: 'noAlg' });
  const spec = algorithmSpec(alg);
  if (!spec) return result('unsupported', 'Cannot verify', `"${alg}" is not an algorithm this tool can verify: HS, RS, PS or ES with 256, 384 or 512, or EdDSA.`, { id: 'unknownAlg', alg });
  if (!subtle) return result('unsupported', 'Cannot verify', 'Signature checks need WebCrypto, which browsers only offer on secure (https) pages.', { id: 'noWebCrypto' });
  if (token.signature.length === 0) return result('invalid', 'Invalid signature', `The token has no signature, though its header says ${alg} (${ALGORITHMS[alg] ?? alg}).`, { id: 'noSignature', alg });

  const data = new TextEncoder().encode(`${token.parts[0]}.${token.parts[1]}`);
  try {
    if (spec.kind === 'hmac') return await verifyHmac(spec, token, key, data, subtle);
    return await verifyPublic(alg, spec, token, key.publicKey, data, subtle);
  } catch (error) {
    const detail = error instanceof Error && error.message ? error.message : null;
    return keyError(`The check failed${detail !== null ? `: ${detail}` : '.'}`, { id: 'checkFailed', detail });
  }
}
