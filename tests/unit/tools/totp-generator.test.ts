import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ALGORITHMS,
  base32Decode,
  base32Encode,
  buildOtpauth,
  codesAt,
  groupCode,
  hotp,
  javaScriptHmac,
  msUntilNextStep,
  parseOtpauth,
  parseSettings,
  readSecretInput,
  secondsLeft,
  stepAt,
  totp,
  verifyCode,
  webCryptoHmac,
  type Algorithm,
  type OtpauthFields,
} from '../../../src/tools/totp-generator/totp';

const ascii = (text: string) => new TextEncoder().encode(text);
/** RFC 6238 Appendix B's seeds: 20, 32 and 64 ASCII bytes. */
const SEEDS: Record<Algorithm, Uint8Array> = {
  SHA1: ascii('12345678901234567890'),
  SHA256: ascii('12345678901234567890123456789012'),
  SHA512: ascii('1234567890123456789012345678901234567890123456789012345678901234'),
};

/** RFC 6238 Appendix B: time (s) → 8-digit TOTP for SHA-1, SHA-256, SHA-512, period 30. */
const RFC6238: Array<[number, string, string, string]> = [
  [59, '94287082', '46119246', '90693936'],
  [1111111109, '07081804', '68084774', '25091201'],
  [1111111111, '14050471', '67062674', '99943326'],
  [1234567890, '89005924', '91819424', '93441116'],
  [2000000000, '69279037', '90698825', '38618901'],
  [20000000000, '65353130', '77737706', '47863826'],
];

describe('RFC 6238 test vectors', () => {
  for (const [engine, hmac] of [
    ['WebCrypto', webCryptoHmac],
    ['JavaScript (the hash generator’s HMAC)', javaScriptHmac],
  ] as const) {
    it(`match exactly for SHA-1, SHA-256 and SHA-512 with ${engine}`, async () => {
      for (const [seconds, ...codes] of RFC6238) {
        const got = await Promise.all(ALGORITHMS.map((algorithm) => totp(SEEDS[algorithm], seconds * 1000, { algorithm, digits: 8, period: 30 }, hmac)));
        expect([seconds, ...got]).toEqual([seconds, ...codes]);
      }
    });
  }

  it('the default HMAC (WebCrypto in Node) agrees, and 6 digits are the last six of eight', async () => {
    expect(await totp(SEEDS.SHA1, 59_000, { algorithm: 'SHA1', digits: 8, period: 30 })).toBe('94287082');
    expect(await totp(SEEDS.SHA1, 59_000, { algorithm: 'SHA1', digits: 6, period: 30 })).toBe('287082');
  });
});

describe('RFC 4226 HOTP vectors', () => {
  it('counters 0…9 give the appendix D values', async () => {
    const codes = await Promise.all(Array.from({ length: 10 }, (_, counter) => hotp(SEEDS.SHA1, counter, 'SHA1', 6)));
    expect(codes).toEqual(['755224', '287082', '359152', '969429', '338314', '254676', '287922', '162583', '399871', '520489']);
  });
});

describe('Base32', () => {
  it('decodes the RFC 4648 vectors, tolerating spaces, hyphens, lowercase and padding', () => {
    const text = (value: string) => {
      const result = base32Decode(value);
      return result.ok ? new TextDecoder().decode(result.bytes) : result;
    };
    expect(text('MZXW6YTBOI======')).toBe('foobar');
    expect(text('mzxw 6ytb oi')).toBe('foobar');
    expect(text('MZXW-6YTB-OI==')).toBe('foobar');
    expect(text('MY======')).toBe('f');
    expect(base32Encode(ascii('foobar'), true)).toBe('MZXW6YTBOI======');
    expect(base32Encode(ascii('foobar'))).toBe('MZXW6YTBOI');
  });

  it('names the characters that are not Base32, and refuses an impossible length or nothing', () => {
    expect(base32Decode('JBSW Y3DP 0189')).toEqual({ ok: false, reason: 'invalid', characters: ['0', '1', '8', '9'] });
    expect(base32Decode('ABC')).toEqual({ ok: false, reason: 'length' });
    expect(base32Decode('  ')).toEqual({ ok: false, reason: 'empty' });
  });

  it('round-trips any bytes (property)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 1, maxLength: 80 }), fc.boolean(), (bytes, pad) => {
        const encoded = base32Encode(bytes, pad);
        const decoded = base32Decode(encoded.toLowerCase());
        expect(decoded).toEqual({ ok: true, bytes });
      }),
    );
  });
});

describe('otpauth URIs', () => {
  it('fill every field: issuer, account, secret, algorithm, digits, period', () => {
    const uri = 'otpauth://totp/ACME%20Co:jane.doe@example.com?secret=jbswy3dpehpk3pxp&issuer=ACME%20Co&algorithm=SHA256&digits=8&period=60';
    expect(parseOtpauth(uri)).toEqual({
      ok: true,
      fields: { issuer: 'ACME Co', account: 'jane.doe@example.com', secret: 'JBSWY3DPEHPK3PXP', algorithm: 'SHA256', digits: 8, period: 60 },
    });
  });

  it('use the defaults (SHA-1, 6 digits, 30 s) and the label’s issuer when the parameters are absent', () => {
    expect(parseOtpauth('otpauth://totp/Example:alice?secret=JBSWY3DPEHPK3PXP')).toEqual({
      ok: true,
      fields: { issuer: 'Example', account: 'alice', secret: 'JBSWY3DPEHPK3PXP', algorithm: 'SHA1', digits: 6, period: 30 },
    });
  });

  it('refuse HOTP, a missing or bad secret and unsupported settings with a reason', () => {
    expect(parseOtpauth('otpauth://hotp/Example:alice?secret=JBSWY3DPEHPK3PXP&counter=0')).toEqual({ ok: false, reason: 'hotp' });
    expect(parseOtpauth('otpauth://totp/Example:alice?issuer=Example')).toEqual({ ok: false, reason: 'no-secret' });
    expect(parseOtpauth('otpauth://totp/x?secret=AB1')).toEqual({ ok: false, reason: 'bad-secret', value: 'AB1' });
    expect(parseOtpauth('otpauth://totp/x?secret=JBSWY3DP&algorithm=MD5')).toEqual({ ok: false, reason: 'bad-algorithm', value: 'MD5' });
    expect(parseOtpauth('otpauth://totp/x?secret=JBSWY3DP&digits=7')).toEqual({ ok: false, reason: 'bad-digits', value: '7' });
    expect(parseOtpauth('otpauth://totp/x?secret=JBSWY3DP&period=0')).toEqual({ ok: false, reason: 'bad-period', value: '0' });
    expect(parseOtpauth('otpauth://steam/x?secret=JBSWY3DP')).toEqual({ ok: false, reason: 'not-otpauth' });
  });

  it('build → parse round-trips every field (property)', () => {
    const text = fc.string({ minLength: 1, maxLength: 20 }).filter((s) => s.trim() === s && !s.includes(':'));
    const fields = fc.record<OtpauthFields>({
      secret: fc.uint8Array({ minLength: 10, maxLength: 64 }).map((bytes) => base32Encode(bytes)),
      issuer: fc.oneof(fc.constant(''), text),
      account: text,
      algorithm: fc.constantFrom(...ALGORITHMS),
      digits: fc.constantFrom(6 as const, 8 as const),
      period: fc.integer({ min: 1, max: 3600 }),
    });
    fc.assert(
      fc.property(fields, (value) => {
        expect(parseOtpauth(buildOtpauth(value))).toEqual({ ok: true, fields: value });
      }),
    );
  });

  it('the secret field tells a secret, a URI and an error apart', () => {
    expect(readSecretInput('')).toEqual({ kind: 'empty' });
    expect(readSecretInput('JBSWY3DPEHPK3PXP')).toMatchObject({ kind: 'secret' });
    expect(readSecretInput(' otpauth://totp/a?secret=JBSWY3DPEHPK3PXP')).toMatchObject({ kind: 'uri', fields: { account: 'a' } });
    expect(readSecretInput('otpauth://hotp/a?secret=JBSWY3DPEHPK3PXP')).toEqual({ kind: 'error', problem: { ok: false, reason: 'hotp' } });
  });
});

describe('time steps and verification', () => {
  it('a step starts exactly at a multiple of the period', () => {
    expect(stepAt(29_999, 30)).toBe(0);
    expect(stepAt(30_000, 30)).toBe(1);
    expect(secondsLeft(30_000, 30)).toBe(30);
    expect(secondsLeft(59_999, 30)).toBe(1);
    expect(msUntilNextStep(59_001, 30)).toBe(999);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_000_000_000_000 }), fc.integer({ min: 1, max: 3600 }), (now, period) => {
        expect(stepAt(now + msUntilNextStep(now, period), period)).toBe(stepAt(now, period) + 1);
        expect(stepAt(now + msUntilNextStep(now, period) - 1, period)).toBe(stepAt(now, period));
      }),
    );
  });

  it('codesAt gives the current and the next code', async () => {
    expect(await codesAt(SEEDS.SHA1, 59_000, { algorithm: 'SHA1', digits: 8, period: 30 })).toEqual({ step: 1, current: '94287082', next: '37359152' });
  });

  it('accepts a code of the step before, at or after now, and no other', async () => {
    const settings = { algorithm: 'SHA1' as const, digits: 6 as const, period: 30 };
    const key = SEEDS.SHA1;
    // Step 2 at 75 s: counters 1, 2, 3 are 287082, 359152, 969429.
    expect(await verifyCode(key, '359 152', 75_000, settings)).toEqual({ status: 'valid', offset: 0 });
    expect(await verifyCode(key, '287082', 75_000, settings)).toEqual({ status: 'valid', offset: -1 });
    expect(await verifyCode(key, '969429', 75_000, settings)).toEqual({ status: 'valid', offset: 1 });
    expect(await verifyCode(key, '755224', 75_000, settings)).toEqual({ status: 'invalid' });
    expect(await verifyCode(key, '12345', 75_000, settings)).toEqual({ status: 'malformed' });
    expect(await verifyCode(key, ' ', 75_000, settings)).toEqual({ status: 'empty' });
  });

  it('groups codes 3+3 and 4+4, and keeps only valid remembered settings', () => {
    expect(groupCode('287082')).toBe('287 082');
    expect(groupCode('94287082')).toBe('9428 7082');
    expect(parseSettings({ algorithm: 'SHA512', digits: 8, period: 60, secret: 'JBSWY3DP' })).toEqual({ algorithm: 'SHA512', digits: 8, period: 60 });
    expect(parseSettings({ algorithm: 'MD5', digits: 7, period: 0 })).toEqual({});
    expect(parseSettings(null)).toEqual({});
  });
});
