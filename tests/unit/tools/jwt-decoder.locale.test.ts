import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { translator } from '../../../src/i18n/catalog';
import { algorithmName, claimsWords, decodeErrorText, problemText, windowText, type JwtText } from '../../../src/tools/jwt-decoder/i18n';
import { noteText, statusTitle, verifyText } from '../../../src/tools/jwt-decoder/verify-words';
import {
  ALGORITHMS,
  decodeJwt,
  describeTimeState,
  encodeBase64Url,
  encodeJwt,
  explainClaims,
  formatClaimsText,
  type DecodedJwt,
} from '../../../src/tools/jwt-decoder/jwt-decoder';
import { parsePublicKey } from '../../../src/tools/jwt-decoder/keys';
import { verifyJwt, type KeyInput, type VerifyResult } from '../../../src/tools/jwt-decoder/verify';
import en from '../../../src/tools/jwt-decoder/messages/en';
import de from '../../../src/tools/jwt-decoder/messages/de';
import ar from '../../../src/tools/jwt-decoder/messages/ar';

// The compiled catalogs (the Vite plugin compiles every messages/*.ts it loads).
const tEn = translator('en', en) as JwtText;
const tDe = translator('de', de) as JwtText;
const tAr = translator('ar', ar) as JwtText;

const RFC_TOKEN =
  'eyJ0eXAiOiJKV1QiLA0KICJhbGciOiJIUzI1NiJ9.eyJpc3MiOiJqb2UiLA0KICJleHAiOjEzMDA4MTkzODAsDQogImh0dHA6Ly9leGFtcGxlLmNvbS9pc19yb290Ijp0cnVlfQ.dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
const [H = '', P = '', S = ''] = RFC_TOKEN.split('.');

/** Tokens that break in every way decodeJwt names. */
const BROKEN = [
  'abc',
  'abc.def',
  'a.b.c.d',
  'a.b.c.d.e',
  `.${P}.${S}`,
  `${H}..${S}`,
  `ab+c.${P}.${S}`,
  `a=bc.${P}.${S}`,
  `${H}.${P.slice(0, 16)}*${P.slice(17)}.${S}`,
  `${H}.${P}.abcde`,
  `${H}.${P}.abc$`,
  `${encodeBase64Url(new Uint8Array([0xff, 0xfe]))}.${P}.${S}`,
  `${encodeBase64Url('{"alg":')}.${P}.${S}`,
  `${H}.${encodeBase64Url('[1,2]')}.${S}`,
];

const decoded = (token: string): DecodedJwt => {
  const result = decodeJwt(token);
  if (result.status !== 'ok') throw new Error(token);
  return result.token;
};

const noKey: KeyInput = { secret: '', secretEncoding: 'text', publicKey: '' };
const rs = decoded(encodeJwt({ alg: 'RS256' }, {}, new Uint8Array([1])));
const es = decoded(encodeJwt({ alg: 'ES256', kid: 'k9' }, {}, new Uint8Array([1, 2, 3])));

/** Verdicts for every kind of explanation the signature card shows. */
async function verdicts(): Promise<VerifyResult[]> {
  const { subtle } = globalThis.crypto;
  const rsa = await subtle.generateKey({ name: 'RSASSA-PKCS1-v1_5', modulusLength: 1024, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' }, true, ['sign', 'verify']);
  const rsaJwk = JSON.stringify(await subtle.exportKey('jwk', rsa.publicKey));
  const ec = await subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-384' }, true, ['sign', 'verify']);
  const ecJwk = await subtle.exportKey('jwk', ec.publicKey);
  const ecP256 = await subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify']);
  const ecP256Jwk = await subtle.exportKey('jwk', ecP256.publicKey);
  const rfc = decoded(RFC_TOKEN);
  const inputs: Array<[DecodedJwt, KeyInput]> = [
    [rfc, noKey],
    [rfc, { ...noKey, secret: 'AyM1SysPpbyDfgZld3umj1qzKObwVMkoqQ-EstJQLr_T-1qS0gZH75aKtMN3Yj0iPS4hcgUuTwjAzZr1Z9CAow', secretEncoding: 'base64' }],
    [rfc, { ...noKey, secret: 'AyM1SysPpbyDfgZld3umj1qzKObwVMkoqQ' }],
    [rfc, { ...noKey, secret: 'short' }],
    [rfc, { ...noKey, secret: 'abc$', secretEncoding: 'base64' }],
    [rfc, { ...noKey, secret: '==', secretEncoding: 'base64' }],
    [decoded(encodeJwt({ alg: 'none' }, {})), noKey],
    [decoded(encodeJwt({ alg: 'none' }, {}, new Uint8Array([1]))), noKey],
    [decoded(encodeJwt({ typ: 'JWT' }, {}, new Uint8Array([1]))), noKey],
    [decoded(encodeJwt({ alg: 'XY256' }, {}, new Uint8Array([1]))), noKey],
    [decoded(encodeJwt({ alg: 'ES512' }, {})), noKey],
    [rs, noKey],
    [rs, { ...noKey, publicKey: rsaJwk }],
    [rs, { ...noKey, publicKey: JSON.stringify(ecJwk) }],
    [rs, { ...noKey, publicKey: JSON.stringify({ ...JSON.parse(rsaJwk), alg: 'RS512' }) }],
    [rs, { ...noKey, publicKey: JSON.stringify({ ...JSON.parse(rsaJwk), d: 'secret' }) }],
    [es, { ...noKey, publicKey: JSON.stringify(ecP256Jwk) }],
    [es, { ...noKey, publicKey: JSON.stringify({ keys: [ecP256Jwk, ecJwk] }) }],
    [es, { ...noKey, publicKey: JSON.stringify({ keys: [{ ...ecP256Jwk, kid: 'k9' }] }) }],
    [decoded(encodeJwt({ alg: 'EdDSA' }, {}, new Uint8Array([1]))), { ...noKey, publicKey: rsaJwk }],
    [decoded(encodeJwt({ alg: 'EdDSA' }, {}, new Uint8Array([1]))), { ...noKey, publicKey: JSON.stringify({ kty: 'OKP', crv: 'X25519', x: 'abc' }) }],
    ...[
      '-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----',
      '-----BEGIN PUBLIC KEY-----\nAA$A\n-----END PUBLIC KEY-----',
      '-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----',
      '-----BEGIN FOO-----\nAAAA\n-----END FOO-----',
      '-----BEGIN PUBLIC KEY-----\nAAAA\n-----END PUBLIC KEY-----',
      '-----BEGIN RSA PUBLIC KEY-----\nAAAA\n-----END RSA PUBLIC KEY-----',
      '-----BEGIN PUBLIC KEY-----\nAAAA',
      '{"keys":[{"kty":"RSA","kid":"a"},{"kty":"RSA","kid":"b"}]}',
      '{"kty":"RSA"}',
      '{"kty":"EC"}',
      '{"kty":"OKP"}',
      '{"kty":"oct","k":"abc"}',
      '{"n":"x"}',
      '{"kty":"XYZ"}',
      '{"kty":',
      'hello',
    ].map((publicKey): [DecodedJwt, KeyInput] => [rs, { ...noKey, publicKey }]),
  ];
  return Promise.all(inputs.map(([token, key]) => verifyJwt(token, key)));
}

describe('the JWT decoder in English, German and Arabic (issue #31)', () => {
  it('the English catalog words every decoding error exactly as decodeJwt does', () => {
    for (const token of BROKEN) {
      const result = decodeJwt(token);
      expect(result.status, token).toBe('error');
      if (result.status === 'error') expect(decodeErrorText(tEn, result.reason)).toBe(result.message);
    }
    fc.assert(
      fc.property(fc.array(fc.constantFrom('a', 'B', '.', '+', '=', '*', 'e', 'y', 'J', '9', '_'), { maxLength: 24 }), (chars) => {
        const result = decodeJwt(chars.join(''));
        if (result.status === 'error') expect(decodeErrorText(tEn, result.reason)).toBe(result.message);
      }),
    );
  });

  it('the English catalog words every verdict, title and note exactly as verifyJwt does', async () => {
    const results = await verdicts();
    const ids = new Set(results.map((r) => r.reason.id));
    // Every explanation a user can reach with a key input is covered here.
    expect(ids.size).toBeGreaterThanOrEqual(30);
    for (const result of results) {
      expect(statusTitle(tEn, result.status)).toBe(result.title);
      expect(verifyText(tEn, result.reason)).toBe(result.message);
      expect(result.noteReasons.map((note) => noteText(tEn, note))).toEqual(result.notes);
    }
    // A key error straight from the parser reads the same.
    const key = parsePublicKey('{"kty":"oct"}');
    if (!key.ok) expect(verifyText(tEn, key.reason)).toBe(key.message);
  });

  it('German and Arabic translate every verdict and error (nothing is left in English)', async () => {
    const results = await verdicts();
    for (const result of results) {
      for (const t of [tDe, tAr]) {
        expect(verifyText(t, result.reason)).not.toBe(result.message);
        expect(statusTitle(t, result.status)).not.toBe(result.title);
      }
    }
    for (const token of BROKEN) {
      const result = decodeJwt(token);
      if (result.status === 'error') for (const t of [tDe, tAr]) expect(decodeErrorText(t, result.reason)).not.toBe(result.message);
    }
    const twoParts = decodeJwt('abc.def');
    if (twoParts.status === 'error') {
      expect(decodeErrorText(tDe, twoParts.reason)).toBe('Das Token hat 2 Teile; ein JWT hat 3 (header.payload.signature).');
      expect(decodeErrorText(tAr, twoParts.reason)).toBe('يتكوّن الرمز من جزأين، بينما يتكوّن JWT من 3 أجزاء (header.payload.signature).');
    }
  });

  it('algorithm names, time windows and claim problems follow the language', () => {
    for (const alg of Object.keys(ALGORITHMS)) expect(algorithmName(tEn, alg)).toBe(ALGORITHMS[alg]);
    expect(algorithmName(tDe, 'ES384')).toBe('ECDSA mit P-384 und SHA-384');
    expect(algorithmName(tAr, 'HS256')).toBe('HMAC مع SHA-256');
    expect(algorithmName(tDe, 'XY1')).toBeNull();

    const now = Date.parse('2024-01-15T12:00:00Z');
    const at = (iso: string) => Date.parse(iso) / 1000;
    const payloads = [{ exp: at('2024-01-13T12:00:00Z') }, { exp: at('2024-01-15T15:00:00Z') }, { nbf: at('2024-01-15T12:05:00Z') }, { nbf: 1 }, {}];
    for (const payload of payloads) expect(windowText(tEn, payload, now)).toBe(describeTimeState(payload, now));
    expect(windowText(tDe, payloads[0]!, now)).toBe('Abgelaufen vor 2 Tagen.');
    expect(windowText(tDe, payloads[1]!, now)).toBe('Läuft in 3 Stunden ab.');
    expect(windowText(tAr, payloads[1]!, now)).toBe('تنتهي صلاحيته خلال 3 ساعات.');

    for (const claim of explainClaims({ exp: 'soon', aud: 1, iss: 2 })) {
      expect(problemText(tEn, claim.problem ?? '')).toBe(claim.problem);
      expect(problemText(tDe, claim.problem ?? '')).not.toBe(claim.problem);
    }
  });

  it('copies the claims in the page’s language, and in English exactly as before', () => {
    const now = Date.parse('2024-01-15T12:00:00Z');
    const claims = explainClaims({ sub: 'x', exp: Date.parse('2024-01-15T15:00:00Z') / 1000 });
    expect(formatClaimsText(claims, now, 'UTC', claimsWords(tEn))).toBe(formatClaimsText(claims, now, 'UTC'));
    expect(formatClaimsText(claims, now, 'UTC', claimsWords(tDe)).split('\n')).toEqual([
      'Subjekt (sub)     x',
      'Ablaufzeit (exp)  1705330800 = 2024-01-15 15:00:00 UTC (in 3 Stunden; lokal 15.01.2024, 15:00:00 UTC)',
    ]);
  });
});
