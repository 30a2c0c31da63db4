import { generateKeyPairSync } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cleanToken,
  decodeBase64,
  decodeJwt,
  describeTimeState,
  encodeBase64Url,
  encodeJwt,
  explainClaims,
  formatClaimsText,
  formatLocal,
  formatRelative,
  formatUtc,
  timeState,
  type DecodedJwt,
  type JsonObject,
} from '../../../src/tools/jwt-decoder/jwt-decoder';
import { certificateSpki, derToJose, parsePublicKey, spkiInfo, wrapPkcs1 } from '../../../src/tools/jwt-decoder/keys';
import { verifyJwt, type KeyInput } from '../../../src/tools/jwt-decoder/verify';

const { subtle } = globalThis.crypto;

// RFC 7519 §3.1 (signed with the HMAC key of RFC 7515 appendix A.1).
const RFC_TOKEN =
  'eyJ0eXAiOiJKV1QiLA0KICJhbGciOiJIUzI1NiJ9.eyJpc3MiOiJqb2UiLA0KICJleHAiOjEzMDA4MTkzODAsDQogImh0dHA6Ly9leGFtcGxlLmNvbS9pc19yb290Ijp0cnVlfQ.dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
const RFC_KEY = 'AyM1SysPpbyDfgZld3umj1qzKObwVMkoqQ-EstJQLr_T-1qS0gZH75aKtMN3Yj0iPS4hcgUuTwjAzZr1Z9CAow';

// A self-signed P-256 certificate (openssl req -x509) and two ES256 tokens signed with its key:
// one with the JOSE raw r‖s signature, one with the same kind of signature DER-encoded.
const CERT = `-----BEGIN CERTIFICATE-----
MIIBhzCCAS2gAwIBAgIUPUg98PLDQ05grLmoO2WLlHyVwWwwCgYIKoZIzj0EAwIw
GDEWMBQGA1UEAwwNdG9vbHNoZWQgdGVzdDAgFw0yNjExMjMxMTEwMjlaGA8yMTI2
MTAzMDExMTAyOVowGDEWMBQGA1UEAwwNdG9vbHNoZWQgdGVzdDBZMBMGByqGSM49
AgEGCCqGSM49AwEHA0IABFk3ws8q2AyBYTX4WHsCklfbn5+61fV5UrqFEvj/D063
TiP4LYUlK/GrIl1v3H0y20Vers1Ad2iyG1bokDV4umCjUzBRMB0GA1UdDgQWBBRU
U2kzpzaoW+XmkfkQ83vHwpcDNTAfBgNVHSMEGDAWgBRUU2kzpzaoW+XmkfkQ83vH
wpcDNTAPBgNVHRMBAf8EBTADAQH/MAoGCCqGSM49BAMCA0gAMEUCIQDAqwrzKge3
UGB0v15KoLrOLbxS9v44i+QTLFOj5YQuqQIgBHpNOdedCUqgjO3lIKFRAaZnfO6U
qgAKbjcqP35/ZvM=
-----END CERTIFICATE-----`;
const CERT_TOKEN =
  'eyJhbGciOiJFUzI1NiIsInR5cCI6IkpXVCIsImtpZCI6ImNlcnQtMSJ9.eyJzdWIiOiJjZXJ0LXVzZXIiLCJpYXQiOjE3MDAwMDAwMDB9.WQItxmzjGlSP1w4fRCq9VlSdRTTH96_hc9MUvElZkDAOnTs01ewyAf5IW76SQqafdKlwxNFqeTyNQxiY4TTASg';
const CERT_TOKEN_DER =
  'eyJhbGciOiJFUzI1NiIsInR5cCI6IkpXVCIsImtpZCI6ImNlcnQtMSJ9.eyJzdWIiOiJjZXJ0LXVzZXIiLCJpYXQiOjE3MDAwMDAwMDB9.MEUCIDUf-MvjWuXiLP2s3OTryUBE2HcvLd8jUxDlMTrZzKvbAiEAgrHkNEm3tBnY1xN2NA_7mrRFz2bQhJFIbyz2NPw4cfI';

function decoded(token: string): DecodedJwt {
  const result = decodeJwt(token);
  if (result.status !== 'ok') throw new Error(`not decodable: ${JSON.stringify(result)}`);
  return result.token;
}

const noKey: KeyInput = { secret: '', secretEncoding: 'text', publicKey: '' };

async function sign(header: JsonObject, payload: JsonObject, algorithm: AlgorithmIdentifier | EcdsaParams | RsaPssParams, key: CryptoKey) {
  const input = `${encodeBase64Url(JSON.stringify(header))}.${encodeBase64Url(JSON.stringify(payload))}`;
  const signature = new Uint8Array(await subtle.sign(algorithm, key, new TextEncoder().encode(input)));
  return `${input}.${encodeBase64Url(signature)}`;
}

const toPem = (label: string, der: ArrayBuffer | Uint8Array) =>
  `-----BEGIN ${label}-----\n${Buffer.from(der instanceof Uint8Array ? der : new Uint8Array(der)).toString('base64').replace(/.{64}/g, '$&\n')}\n-----END ${label}-----`;

async function hsToken(secret: string, alg = 'HS256', hash = 'SHA-256') {
  const key = await subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash }, false, ['sign']);
  return sign({ alg, typ: 'JWT' }, { sub: '1234567890', name: 'John Doe', iat: 1516239022 }, 'HMAC', key);
}

describe('decodeJwt', () => {
  it('decodes the RFC 7519 §3.1 example', () => {
    const token = decoded(RFC_TOKEN);
    expect(token.header).toEqual({ typ: 'JWT', alg: 'HS256' });
    expect(token.payload).toEqual({ iss: 'joe', exp: 1300819380, 'http://example.com/is_root': true });
    expect(token.alg).toBe('HS256');
    expect(token.parts[2]).toBe('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk');
    expect(token.signature).toHaveLength(32);
  });

  it('ignores a Bearer prefix, quotes and line breaks', () => {
    expect(cleanToken(` Bearer ${RFC_TOKEN.slice(0, 40)}\n${RFC_TOKEN.slice(40)} `)).toBe(RFC_TOKEN);
    expect(cleanToken(`"${RFC_TOKEN}"`)).toBe(RFC_TOKEN);
    expect(decodeJwt(`Authorization: Bearer ${RFC_TOKEN}`).status).toBe('ok');
  });

  it('is empty for blank input', () => {
    expect(decodeJwt('  \n ')).toEqual({ status: 'empty' });
  });

  it('names the number of parts', () => {
    expect(decodeJwt('abc.def')).toEqual({ status: 'error', part: 'token', message: 'The token has 2 parts; a JWT has 3 (header.payload.signature).', reason: { id: 'partCount', count: 2 } });
    expect(decodeJwt('abc')).toMatchObject({ message: 'The token has 1 part; a JWT has 3 (header.payload.signature).' });
    expect(decodeJwt('a.b.c.d.e')).toMatchObject({ part: 'token', message: expect.stringContaining('encrypted JWT (JWE)') });
  });

  it('names the part and position of bad Base64URL', () => {
    const [h, p, s] = RFC_TOKEN.split('.');
    const badPayload = `${h}.${p?.slice(0, 16)}*${p?.slice(17)}.${s}`;
    expect(decodeJwt(badPayload)).toEqual({
      status: 'error',
      part: 'payload',
      message: 'Payload: not valid Base64URL at character 17 ("*").',
      reason: { id: 'notBase64Url', part: 'payload', problem: { id: 'badChar', position: 17, char: '"*"' } },
    });
    expect(decodeJwt(`ab+c.${p}.${s}`)).toMatchObject({ part: 'header', message: 'Header: not valid Base64URL at character 3 ("+" belongs to standard Base64, not Base64URL).' });
    expect(decodeJwt(`${h}.${p}.abc$`)).toMatchObject({ part: 'signature', message: 'Signature: not valid Base64URL at character 4 ("$").' });
    expect(decodeJwt(`${h}.${p}.abcde`)).toMatchObject({ part: 'signature', message: expect.stringContaining('its length (5 characters) is not possible') });
  });

  it('names the part that is not JSON or not an object', () => {
    const payload = encodeBase64Url('{"sub":"x"}');
    const result = decodeJwt(`${encodeBase64Url('{"alg":"HS256",}')}.${payload}.`);
    expect(result).toMatchObject({ status: 'error', part: 'header' });
    expect(result.status === 'error' && result.message).toMatch(/^Header: not valid JSON: .+/);
    expect(decodeJwt(`${encodeBase64Url('{"alg":"none"}')}.${encodeBase64Url('not json')}.`)).toMatchObject({ part: 'payload', message: expect.stringMatching(/^Payload: not valid JSON: /) });
    expect(decodeJwt(`${encodeBase64Url('[1,2]')}.${payload}.`)).toMatchObject({ part: 'header', message: 'Header: valid JSON, but not a JSON object ({ … }), which a JWT header must be.' });
    expect(decodeJwt(`.${payload}.`)).toMatchObject({ part: 'header', message: 'Header: empty. A JWT needs a header between the dots.' });
    expect(decodeJwt(`${encodeBase64Url('{"alg":"none"}')}.${encodeBase64Url(new Uint8Array([0xff, 0xfe]))}.`)).toMatchObject({ part: 'payload', message: 'Payload: not valid UTF-8 text once decoded.' });
  });

  it('round-trips any JSON objects through encodeJwt', () => {
    const object = fc.dictionary(fc.string(), fc.jsonValue(), { maxKeys: 6 }) as fc.Arbitrary<JsonObject>;
    fc.assert(
      fc.property(object, object, fc.uint8Array({ maxLength: 80 }), (header, payload, signature) => {
        const result = decodeJwt(encodeJwt(header, payload, signature));
        expect(result.status).toBe('ok');
        if (result.status !== 'ok') return;
        // Through JSON, -0 becomes 0: compare what JSON itself keeps.
        expect(result.token.header).toEqual(JSON.parse(JSON.stringify(header)));
        expect(result.token.payload).toEqual(JSON.parse(JSON.stringify(payload)));
        expect([...result.token.signature]).toEqual([...signature]);
      }),
    );
  });

  it('Base64URL encodes and decodes any bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), (bytes) => {
        const text = encodeBase64Url(bytes);
        expect(text).toMatch(/^[A-Za-z0-9_-]*$/);
        expect(text).toBe(Buffer.from(bytes).toString('base64url'));
        const back = decodeBase64(text);
        expect(back.ok && [...back.bytes]).toEqual([...bytes]);
      }),
    );
    expect(decodeBase64('aGk=', 'standard')).toMatchObject({ ok: true, bytes: new Uint8Array([104, 105]) });
  });
});

describe('claims and time', () => {
  const now = Date.UTC(2024, 0, 15, 12, 0, 0);
  const at = (iso: string) => Date.parse(iso) / 1000;

  it('explains the registered claims with UTC dates', () => {
    const claims = explainClaims({ iss: 'joe', aud: ['a', 'b'], exp: 1300819380, custom: 1, jti: 42 });
    expect(claims.map((c) => c.name)).toEqual(['iss', 'aud', 'exp', 'jti']);
    expect(claims[1]).toMatchObject({ label: 'Audience', value: '["a","b"]' });
    expect(claims[2]).toMatchObject({ label: 'Expiration time', value: '1300819380', time: 1300819380000 });
    expect(claims[3]).toMatchObject({ value: '42', problem: 'Should be a string.' });
    expect(formatUtc(1300819380000)).toBe('2011-03-22 18:43:00 UTC');
    expect(explainClaims({ exp: '2024-01-01' })[0]).toMatchObject({ time: null, problem: 'Should be a NumericDate: seconds since 1970-01-01 UTC as a number.' });
    expect(explainClaims({ exp: 1e20 })[0]?.time).toBeNull();
  });

  it('says expired, not yet valid or valid against a fixed now', () => {
    expect(timeState({ exp: at('2024-01-15T11:00:00Z') }, now)).toBe('expired');
    expect(timeState({ exp: now / 1000 }, now)).toBe('expired');
    expect(timeState({ nbf: at('2024-01-17T12:00:00Z'), exp: at('2024-02-01T00:00:00Z') }, now)).toBe('not-yet-valid');
    expect(timeState({ nbf: at('2024-01-01T00:00:00Z'), exp: at('2024-01-15T15:00:00Z') }, now)).toBe('valid');
    expect(timeState({ iat: 1 }, now)).toBe('no-time-limit');
    expect(timeState({ exp: 'soon' }, now)).toBe('no-time-limit');
    expect(describeTimeState({ exp: at('2024-01-13T12:00:00Z') }, now)).toBe('Expired 2 days ago.');
    expect(describeTimeState({ exp: at('2024-01-15T15:00:00Z') }, now)).toBe('Expires in 3 hours.');
    expect(describeTimeState({ nbf: at('2024-01-15T12:05:00Z') }, now)).toBe('Becomes valid in 5 minutes.');
  });

  it('formats relative and local times', () => {
    expect(formatRelative(now + 3 * 3600_000 + 59_000, now)).toBe('in 3 hours');
    expect(formatRelative(now - 2 * 86_400_000, now)).toBe('2 days ago');
    expect(formatRelative(now - 400 * 86_400_000, now)).toBe('1 year ago');
    expect(formatRelative(now + 500, now)).toBe('just now');
    expect(formatLocal(1300819380000, 'UTC')).toBe('Mar 22, 2011, 6:43:00 PM UTC');
    const text = formatClaimsText(explainClaims({ sub: 'x', exp: at('2024-01-15T15:00:00Z') }), now, 'UTC');
    expect(text.split('\n')).toEqual(['Subject (sub)          x', 'Expiration time (exp)  1705330800 = 2024-01-15 15:00:00 UTC (in 3 hours; local Jan 15, 2024, 3:00:00 PM UTC)']);
  });
});

describe('verifyJwt: HMAC', () => {
  it('verifies the RFC example with its Base64URL key', async () => {
    const result = await verifyJwt(decoded(RFC_TOKEN), { ...noKey, secret: RFC_KEY, secretEncoding: 'base64' });
    expect(result).toMatchObject({ status: 'verified', title: 'Signature verified' });
  });

  it('HS256: true with the right secret, false with a wrong one', async () => {
    const token = decoded(await hsToken('a-very-long-secret-of-32-bytes!!'));
    expect(await verifyJwt(token, { ...noKey, secret: 'a-very-long-secret-of-32-bytes!!' })).toEqual({
      status: 'verified',
      title: 'Signature verified',
      message: 'The signature matches this secret (HS256).',
      notes: [],
      reason: { id: 'verifiedSecret', alg: 'HS256' },
      noteReasons: [],
    });
    expect(await verifyJwt(token, { ...noKey, secret: 'wrong' })).toMatchObject({ status: 'invalid', title: 'Invalid signature' });
    expect(await verifyJwt(token, noKey)).toMatchObject({ status: 'needs-key', message: 'Enter the secret to verify the signature.' });
  });

  it('HS384 and HS512, and a note for short secrets', async () => {
    const token = decoded(await hsToken('short', 'HS512', 'SHA-512'));
    const result = await verifyJwt(token, { ...noKey, secret: 'short' });
    expect(result.status).toBe('verified');
    expect(result.notes[0]).toMatch(/^The secret is 5 bytes; RFC 7518 asks for at least 64 \(512 bits\) with HS512/);
    expect((await verifyJwt(decoded(await hsToken('s3', 'HS384', 'SHA-384')), { ...noKey, secret: 's3' })).status).toBe('verified');
  });

  it('reports a secret that is not Base64', async () => {
    const result = await verifyJwt(decoded(RFC_TOKEN), { ...noKey, secret: 'abc$', secretEncoding: 'base64' });
    expect(result).toMatchObject({ status: 'key-error', message: 'The secret is not valid Base64 at character 4 ("$"). Choose Text if it is a plain passphrase.' });
  });
});

describe('verifyJwt: public keys', () => {
  it('RS256 with a PEM and with a JWK, true and false', async () => {
    const pair = await subtle.generateKey({ name: 'RSASSA-PKCS1-v1_5', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' }, true, ['sign', 'verify']);
    const token = decoded(await sign({ alg: 'RS256', typ: 'JWT' }, { sub: 'rs' }, 'RSASSA-PKCS1-v1_5', pair.privateKey));
    const pem = toPem('PUBLIC KEY', await subtle.exportKey('spki', pair.publicKey));
    const jwk = JSON.stringify({ ...(await subtle.exportKey('jwk', pair.publicKey)), use: 'sig', kid: 'k1' });
    expect(await verifyJwt(token, { ...noKey, publicKey: pem })).toMatchObject({ status: 'verified', message: 'The signature matches this PEM public key (RS256).' });
    expect(await verifyJwt(token, { ...noKey, publicKey: jwk })).toMatchObject({ status: 'verified', message: 'The signature matches this JWK (RS256).' });

    const other = await subtle.generateKey({ name: 'RSASSA-PKCS1-v1_5', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' }, true, ['sign', 'verify']);
    const otherPem = toPem('PUBLIC KEY', await subtle.exportKey('spki', other.publicKey));
    expect(await verifyJwt(token, { ...noKey, publicKey: otherPem })).toMatchObject({ status: 'invalid', title: 'Invalid signature' });
    // A changed payload no longer matches the right key.
    const [h, , s] = token.parts;
    expect(await verifyJwt(decoded(`${h}.${encodeBase64Url('{"sub":"admin"}')}.${s}`), { ...noKey, publicKey: pem })).toMatchObject({ status: 'invalid' });
  });

  it('PS256 with a JWK set picked by kid, and a PKCS#1 RSA PUBLIC KEY', async () => {
    const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const signer = await subtle.importKey('pkcs8', privateKey.export({ type: 'pkcs8', format: 'der' }), { name: 'RSA-PSS', hash: 'SHA-256' }, false, ['sign']);
    const token = decoded(await sign({ alg: 'PS256', kid: 'b' }, { sub: 'ps' }, { name: 'RSA-PSS', saltLength: 32 }, signer));
    const jwk = publicKey.export({ format: 'jwk' });
    const set = JSON.stringify({ keys: [{ kty: 'EC', kid: 'a', crv: 'P-256', x: 'x', y: 'y' }, { ...jwk, kid: 'b' }] });
    expect(await verifyJwt(token, { ...noKey, publicKey: set })).toMatchObject({ status: 'verified', message: 'The signature matches this JWK "b" from the key set (PS256).' });
    const pkcs1 = toPem('RSA PUBLIC KEY', publicKey.export({ type: 'pkcs1', format: 'der' }));
    expect(await verifyJwt(token, { ...noKey, publicKey: pkcs1 })).toMatchObject({ status: 'verified' });
    expect([...wrapPkcs1(publicKey.export({ type: 'pkcs1', format: 'der' }))]).toEqual([...publicKey.export({ type: 'spki', format: 'der' })]);
    const missing = JSON.stringify({ keys: [{ ...jwk, kid: 'z' }] });
    expect(await verifyJwt(token, { ...noKey, publicKey: missing })).toMatchObject({ status: 'key-error', message: 'The key set has 1 key and none has the token\'s key ID (kid) "b".' });
  });

  it('ES256 sign + verify round trip (JOSE raw r‖s), and mismatched keys', async () => {
    const pair = await subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify']);
    const token = decoded(await sign({ alg: 'ES256' }, { sub: 'es', exp: 2000000000 }, { name: 'ECDSA', hash: 'SHA-256' }, pair.privateKey));
    expect(token.signature).toHaveLength(64);
    const pem = toPem('PUBLIC KEY', await subtle.exportKey('spki', pair.publicKey));
    expect(await verifyJwt(token, { ...noKey, publicKey: pem })).toMatchObject({ status: 'verified' });
    const jwk = await subtle.exportKey('jwk', pair.publicKey);
    expect(await verifyJwt(token, { ...noKey, publicKey: JSON.stringify(jwk) })).toMatchObject({ status: 'verified' });
    expect(await verifyJwt(token, { ...noKey, publicKey: JSON.stringify({ ...jwk, alg: 'ES384' }) })).toMatchObject({ status: 'key-error', message: 'The JWK is meant for ES384, but the token says ES256.' });

    const p384 = await subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-384' }, true, ['sign', 'verify']);
    const p384Pem = toPem('PUBLIC KEY', await subtle.exportKey('spki', p384.publicKey));
    expect(await verifyJwt(token, { ...noKey, publicKey: p384Pem })).toMatchObject({ status: 'key-error', message: 'ES256 needs an EC P-256 public key; this is an EC P-384 key.' });
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 }).publicKey.export({ type: 'spki', format: 'pem' }) as string;
    expect(await verifyJwt(token, { ...noKey, publicKey: rsa })).toMatchObject({ status: 'key-error', message: 'ES256 needs an EC P-256 public key; this is an RSA key.' });
  });

  it('ES512 uses 66-byte halves', async () => {
    const pair = await subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-521' }, true, ['sign', 'verify']);
    const token = decoded(await sign({ alg: 'ES512' }, { sub: 'es' }, { name: 'ECDSA', hash: 'SHA-512' }, pair.privateKey));
    expect(token.signature).toHaveLength(132);
    expect(await verifyJwt(token, { ...noKey, publicKey: JSON.stringify(await subtle.exportKey('jwk', pair.publicKey)) })).toMatchObject({ status: 'verified' });
  });

  it('reads the public key out of an X.509 certificate', async () => {
    expect(await verifyJwt(decoded(CERT_TOKEN), { ...noKey, publicKey: CERT })).toMatchObject({ status: 'verified', message: 'The signature matches this X.509 certificate (ES256).' });
    const der = Buffer.from(CERT.replace(/-----[^-]+-----|\s/g, ''), 'base64');
    const spki = certificateSpki(der);
    expect(spki && spkiInfo(spki)).toEqual({ keyType: 'EC', curve: 'P-256' });
  });

  it('verifies a DER-encoded ECDSA signature but warns that JOSE wants r‖s', async () => {
    const result = await verifyJwt(decoded(CERT_TOKEN_DER), { ...noKey, publicKey: CERT });
    expect(result.status).toBe('verified');
    expect(result.notes[0]).toMatch(/^The signature is DER-encoded\. JWS requires the raw r‖s form/);
    expect(derToJose(new Uint8Array([0x30, 0x06, 0x02, 0x01, 0x05, 0x02, 0x01, 0x07]), 2)).toEqual(new Uint8Array([0, 5, 0, 7]));
    expect(derToJose(new Uint8Array([1, 2, 3]), 32)).toBeNull();
  });

  it('flags alg none, unknown algorithms, private keys and bad keys', async () => {
    const none = decoded(encodeJwt({ alg: 'none' }, { sub: 'x' }));
    expect(await verifyJwt(none, noKey)).toMatchObject({ status: 'unsigned', title: 'Unsigned token (alg: none)', notes: [] });
    expect(await verifyJwt(decoded(encodeJwt({ alg: 'XY256' }, {}, new Uint8Array([1]))), noKey)).toMatchObject({ status: 'unsupported' });
    expect(await verifyJwt(decoded(encodeJwt({ typ: 'JWT' }, {}, new Uint8Array([1]))), noKey)).toMatchObject({ status: 'unsupported', message: expect.stringContaining('no "alg"') });
    expect(await verifyJwt(decoded(encodeJwt({ alg: 'RS256' }, {})), noKey)).toMatchObject({ status: 'invalid', message: 'The token has no signature, though its header says RS256 (RSA PKCS#1 v1.5 with SHA-256).' });
    const rs = decoded(encodeJwt({ alg: 'RS256' }, {}, new Uint8Array([1])));
    expect(await verifyJwt(rs, noKey)).toMatchObject({ status: 'needs-key' });
    expect(await verifyJwt(rs, { ...noKey, publicKey: '-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----' })).toMatchObject({ status: 'key-error', message: expect.stringMatching(/^This is a private key\./) });
    expect(await verifyJwt(rs, { ...noKey, publicKey: 'hello' })).toMatchObject({ status: 'key-error', message: 'Paste a PEM public key (-----BEGIN PUBLIC KEY-----), an X.509 certificate or a JWK.' });
    expect(await verifyJwt(rs, { ...noKey, publicKey: '{"kty":' })).toMatchObject({ status: 'key-error', message: expect.stringMatching(/^The key looks like a JWK but is not valid JSON: /) });
    expect(await verifyJwt(rs, noKey, null)).toMatchObject({ status: 'unsupported', message: 'Signature checks need WebCrypto, which browsers only offer on secure (https) pages.' });
    expect(parsePublicKey('{"kty":"oct","k":"abc"}')).toMatchObject({ ok: false, message: expect.stringContaining('symmetric (oct) key') });
  });
});
