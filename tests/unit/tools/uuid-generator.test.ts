import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse as uuidParse, validate as uuidValidate, version as uuidVersion, v4 as uuidV4Package, v5 as uuidV5 } from 'uuid';
import { decodeTime, isValid as ulidIsValid, ulidToUUID, uuidToULID } from 'ulid';
import {
  DEFAULT_SETTINGS,
  KINDS,
  MAX_COUNT,
  NAMESPACES,
  downloadName,
  englishInspectionText,
  formatUuid,
  formatValue,
  inspect,
  inspectionRows,
  isoTime,
  nameLines,
  parseSettings,
  parseUuid,
  uuidV4,
  v4Uuids,
  uuidTime,
  variantOf,
  type Entropy,
  type Inspection,
} from '../../../src/tools/uuid-generator/uuid-generator';
import { createGenerator, nameBasedUuids } from '../../../src/tools/uuid-generator/generate';
import { API_KINDS, api } from '../../../src/tools/uuid-generator/api';

const valid = (text: string) => {
  const result = inspect(text);
  if (result.status !== 'uuid' && result.status !== 'ulid') throw new Error(`not valid: ${text} (${JSON.stringify(result)})`);
  return result;
};
const uuidOf = (text: string) => {
  const result = valid(text);
  if (result.status !== 'uuid') throw new Error(`not a UUID: ${text}`);
  return result;
};

/** A clock that stands still (or steps as told) and bytes from a seeded counter: every run the same. */
function fixedEntropy(times: number[] | number, seed = 1): Entropy {
  let state = seed;
  let call = 0;
  return {
    now: () => (Array.isArray(times) ? times[Math.min(call++, times.length - 1)]! : times),
    bytes: (length) => Uint8Array.from({ length }, () => (state = (state * 1103515245 + 12345) % 2 ** 31) & 0xff),
  };
}

describe('generating', () => {
  it('makes v4 UUIDs whose version and variant bits pass the validator (and the uuid package’s)', () => {
    const values = createGenerator()('v4', 200);
    expect(values).toHaveLength(200);
    for (const value of values) {
      expect(value).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(uuidValidate(value)).toBe(true);
      expect(uuidVersion(value)).toBe(4);
      expect(uuidOf(value)).toMatchObject({ version: 4, variant: 'rfc', time: null, special: null });
    }
  });

  it('makes v4 UUIDs on the page as the uuid package does from the same random bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 16, maxLength: 16 }), (random) => {
        expect(uuidV4(random)).toBe(uuidV4Package({ random: random.slice() }));
      }),
    );
    // The screen's list (no package loaded) and the generator's v4 draw the same from the same bytes.
    expect(v4Uuids(5, fixedEntropy(0, 7))).toEqual(createGenerator(fixedEntropy(0, 7))('v4', 5));
    expect(v4Uuids(0)).toHaveLength(1);
  });

  it('makes v7 UUIDs with version 7, the RFC variant and the current time inside', () => {
    const before = Date.now();
    const values = createGenerator()('v7', 100);
    const after = Date.now();
    for (const value of values) {
      expect(value).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(uuidVersion(value)).toBe(7);
      const found = uuidOf(value);
      expect(found).toMatchObject({ version: 7, variant: 'rfc' });
      expect(found.time).toBeGreaterThanOrEqual(before);
      expect(found.time).toBeLessThanOrEqual(after + 1);
    }
  });

  it('1000 generated of each random kind are all different', () => {
    for (const kind of ['v4', 'v7', 'v1', 'ulid'] as const) {
      const values = createGenerator()(kind, MAX_COUNT);
      expect(values).toHaveLength(1000);
      expect(new Set(values).size).toBe(1000);
    }
  });

  it('v7, v1 and ULID values increase within a bulk even in one millisecond, and from bulk to bulk', () => {
    // The clock stands still: the counters alone must keep the order.
    const generate = createGenerator(fixedEntropy(1_764_371_404_123));
    for (const kind of ['v7', 'ulid'] as const) {
      const first = generate(kind, MAX_COUNT);
      const second = generate(kind, 10);
      const all = [...first, ...second];
      expect(all).toEqual([...all].sort());
      expect(new Set(all).size).toBe(all.length);
    }
    // v1 does not sort as text (the low time bits come first): its time and 100-ns tick do increase.
    const v1 = generate('v1', 1000);
    const ticks = v1.map((value) => BigInt(`0x${value.slice(15, 18)}${value.slice(9, 13)}${value.slice(0, 8)}`));
    for (let i = 1; i < ticks.length; i++) expect(ticks[i]! > ticks[i - 1]!).toBe(true);
    expect(uuidOf(v1[0]!)).toMatchObject({ version: 1, variant: 'rfc', time: 1_764_371_404_123 });
  });

  it('v7 timestamps never go back when the clock does', () => {
    const generate = createGenerator(fixedEntropy([2_000, 3_000, 1_000, 1_000, 4_000]));
    const values = generate('v7', 5);
    expect(values).toEqual([...values].sort());
    expect(values.map((v) => uuidOf(v).time)).toEqual([2_000, 3_000, 3_000, 3_000, 4_000]);
    const ulids = createGenerator(fixedEntropy([5_000, 4_000, 6_000]))('ulid', 3);
    expect(ulids).toEqual([...ulids].sort());
    expect(ulids.map((v) => decodeTime(v))).toEqual([5_000, 5_000, 6_000]);
  });

  it('makes ULIDs: 26 Crockford characters, valid for the ulid package, with the time inside', () => {
    const generate = createGenerator(fixedEntropy(1_469_918_176_385));
    const [value] = generate('ulid', 1);
    expect(value).toMatch(/^01ARYZ6S41[0-9A-HJKMNP-TV-Z]{16}$/);
    expect(ulidIsValid(value!)).toBe(true);
    expect(valid(value!)).toMatchObject({ status: 'ulid', time: 1_469_918_176_385 });
  });

  it('v1 has version 1, the RFC variant and a random node with the multicast bit set', () => {
    const [value] = createGenerator()('v1', 1);
    expect(uuidVersion(value!)).toBe(1);
    expect(Number.parseInt(value!.slice(24, 26), 16) & 1).toBe(1);
  });

  it('v5 matches RFC 9562’s example and the uuid package, one UUID per name line', () => {
    expect(nameBasedUuids('dns', 'www.example.com')).toEqual({ ok: true, values: ['2ed6657d-e927-568b-95e1-2665a8aea6a2'] });
    expect(nameBasedUuids('url', ' https://example.com/a \n\n  b ')).toEqual({
      ok: true,
      values: [uuidV5('https://example.com/a', NAMESPACES.url), uuidV5('b', NAMESPACES.url)],
    });
    // A namespace of one's own, any case, even without hyphens.
    expect(nameBasedUuids('6BA7B8109DAD11D180B400C04FD430C8', 'www.example.com')).toEqual(nameBasedUuids('dns', 'www.example.com'));
    expect(nameBasedUuids('not-a-uuid', 'x')).toEqual({ ok: false, reason: 'namespace' });
    expect(nameBasedUuids('dns', ' \n ')).toEqual({ ok: false, reason: 'noNames' });
    expect(nameBasedUuids('dns', Array.from({ length: 1001 }, (_, i) => `n${i}`).join('\n'))).toEqual({ ok: false, reason: 'tooManyNames' });
    expect(nameLines('a\r\nb\n\n c ')).toEqual(['a', 'b', 'c']);
  });

  it('writes values in the chosen case and form', () => {
    const value = '0192f1a4-7c3e-7b2a-9f41-3c5d8e2a1b60';
    expect(formatValue(value, 'v7', { uppercase: true, hyphens: true })).toBe('0192F1A4-7C3E-7B2A-9F41-3C5D8E2A1B60');
    expect(formatValue(value, 'v7', { uppercase: false, hyphens: false })).toBe('0192f1a47c3e7b2a9f413c5d8e2a1b60');
    expect(formatValue('01ARYZ6S41TSV4RRFFQ69G5FAV', 'ulid', { uppercase: false, hyphens: true })).toBe('01aryz6s41tsv4rrffq69g5fav');
    expect(formatValue('01ARYZ6S41TSV4RRFFQ69G5FAV', 'ulid', { uppercase: true, hyphens: false })).toBe('01ARYZ6S41TSV4RRFFQ69G5FAV');
  });

  it('keeps only valid remembered settings', () => {
    expect(parseSettings({ kind: 'v7', count: 20, uppercase: true, hyphens: false, namespace: 'url' })).toEqual({ kind: 'v7', count: 20, uppercase: true, hyphens: false, namespace: 'url' });
    expect(parseSettings({ kind: 'v9', count: 1001, uppercase: 'yes', hyphens: 1, namespace: 'nope' })).toEqual({});
    expect(parseSettings(null)).toEqual({});
    expect(DEFAULT_SETTINGS).toEqual({ kind: 'v4', count: 5, uppercase: false, hyphens: true, namespace: 'dns' });
    expect(downloadName('ulid')).toBe('ulids.txt');
    expect(downloadName('v4')).toBe('uuids.txt');
  });

  it('declares the same kinds and defaults as the generator', () => {
    expect([...API_KINDS]).toEqual([...KINDS]);
    const input = (name: string) => api.inputs.find((i) => i.name === name)!;
    expect(input('version').default).toBe(DEFAULT_SETTINGS.kind);
    expect(input('count').default).toBe(DEFAULT_SETTINGS.count);
    expect(input('namespace').default).toBe(DEFAULT_SETTINGS.namespace);
  });
});

describe('parse and format', () => {
  it('UUID parse ∘ format round-trips for any 16 bytes, case and hyphens', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 16, maxLength: 16 }), fc.boolean(), fc.boolean(), (bytes, uppercase, hyphens) => {
        const text = formatUuid(bytes, { uppercase, hyphens });
        expect(text).toHaveLength(hyphens ? 36 : 32);
        expect(parseUuid(text)).toEqual(bytes);
        expect(formatUuid(parseUuid(text)!, { uppercase, hyphens })).toBe(text);
      }),
    );
  });

  it('agrees with the uuid package’s parse for valid UUIDs', () => {
    for (const value of createGenerator()('v7', 20)) expect(parseUuid(value)).toEqual(uuidParse(value));
  });

  it('accepts braces and urn:uuid:, and refuses other shapes', () => {
    const bytes = parseUuid('6ba7b810-9dad-11d1-80b4-00c04fd430c8');
    expect(parseUuid('{6BA7B810-9DAD-11D1-80B4-00C04FD430C8}')).toEqual(bytes);
    expect(parseUuid(' urn:uuid:6ba7b810-9dad-11d1-80b4-00c04fd430c8 ')).toEqual(bytes);
    expect(parseUuid('6ba7b8109dad11d180b400c04fd430c8')).toEqual(bytes);
    expect(parseUuid('6ba7b810-9dad11d1-80b4-00c04fd430c8')).toBeNull();
    expect(parseUuid('6ba7b810-9dad-11d1-80b4-00c04fd430c')).toBeNull();
  });
});

describe('validating', () => {
  it('reads a v7’s time back exactly (fast-check over every 48-bit millisecond)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 48 - 1 }), (ms) => {
        const [value] = createGenerator(fixedEntropy(ms))('v7', 1);
        const found = uuidOf(value!);
        expect(found.version).toBe(7);
        expect(found.time).toBe(ms);
      }),
    );
    const found = uuidOf('0192f1a4-7c3e-7b2a-9f41-3c5d8e2a1b60');
    expect(found.time).toBe(0x0192f1a47c3e);
    expect(isoTime(found.time!)).toBe('2024-11-03T10:49:01.758Z');
  });

  it('reads a ULID’s time and the same bits as a UUID, and a UUID as a ULID', () => {
    expect(valid('01ARYZ6S41TSV4RRFFQ69G5FAV')).toEqual({
      status: 'ulid',
      canonical: '01ARYZ6S41TSV4RRFFQ69G5FAV',
      time: 1_469_918_176_385,
      uuid: '01563df3-6481-d676-4c61-efb99302bd5b',
    });
    expect(valid('01aryz6s41tsv4rrffq69g5fav')).toMatchObject({ status: 'ulid', canonical: '01ARYZ6S41TSV4RRFFQ69G5FAV' });
    expect(uuidOf('01563df3-6481-d676-4c61-efb99302bd5b').ulid).toBe('01ARYZ6S41TSV4RRFFQ69G5FAV');
  });

  it('converts between UUIDs and ULIDs, and reads a ULID’s time, as the ulid package does (any 128 bits)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 16, maxLength: 16 }), (bytes) => {
        const uuid = formatUuid(bytes);
        const ulid = uuidToULID(uuid);
        expect(uuidOf(uuid).ulid).toBe(ulid);
        expect(valid(ulid)).toEqual({ status: 'ulid', canonical: ulid, time: decodeTime(ulid), uuid: ulidToUUID(ulid).toLowerCase() });
      }),
    );
  });

  it('reads the time of v1 and v6 UUIDs (RFC 9562’s examples)', () => {
    // Appendix A.1 and A.5: both are 2022-02-22 19:22:22 UTC (Tuesday, February 22, 2022 2:22:22.00 PM GMT-05:00).
    expect(uuidOf('C232AB00-9414-11EC-B3C8-9F6BDECED846')).toMatchObject({ version: 1, variant: 'rfc', time: 1_645_557_742_000 });
    expect(uuidOf('1EC9414C-232A-6B00-B3C8-9F6BDECED846')).toMatchObject({ version: 6, variant: 'rfc', time: 1_645_557_742_000 });
    // And before 1970: the Gregorian epoch itself.
    expect(uuidTime(parseUuid('00000000-0000-1000-8000-000000000000')!, 1)).toBe(Date.UTC(1582, 9, 15));
  });

  it('names the variant from the top bits of byte 8', () => {
    expect([0x00, 0x7f, 0x80, 0xbf, 0xc0, 0xdf, 0xe0, 0xff].map(variantOf)).toEqual(['ncs', 'ncs', 'rfc', 'rfc', 'microsoft', 'microsoft', 'future', 'future']);
    expect(uuidOf('00000000-0000-4000-c000-000000000000')).toMatchObject({ variant: 'microsoft', version: 4, time: null });
  });

  it('knows the nil and max UUIDs', () => {
    expect(uuidOf('00000000-0000-0000-0000-000000000000').special).toBe('nil');
    expect(uuidOf('FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF').special).toBe('max');
  });

  it('says what is wrong', () => {
    const cases: [string, Inspection][] = [
      ['', { status: 'empty' }],
      ['   ', { status: 'empty' }],
      ['0x1g', { status: 'invalid', reason: 'badHexChar', char: 'x', position: 2 }],
      ['6ba7b810-9dad-11d1-80b4-00c04fd430cg', { status: 'invalid', reason: 'badHexChar', char: 'g', position: 36 }],
      ['6ba7b810-9dad-11d1-80b4-00c04fd430c', { status: 'invalid', reason: 'length', length: 31 }],
      ['6ba7b8-109dad-11d1-80b4-00c04fd430c8', { status: 'invalid', reason: 'hyphens' }],
      ['01ARYZ6S41TSV4RRFFQ69G5FAU', { status: 'invalid', reason: 'badUlidChar', char: 'U', position: 26 }],
      ['81ARYZ6S41TSV4RRFFQ69G5FAV', { status: 'invalid', reason: 'ulidTooLate' }],
    ];
    for (const [text, expected] of cases) expect(inspect(text), text).toEqual(expected);
  });

  it('lists what the page shows, in English by default', () => {
    expect(inspectionRows(uuidOf('0192f1a4-7c3e-7b2a-9f41-3c5d8e2a1b60'))).toEqual([
      ['Type', 'UUID'],
      ['Version', '7: Unix time, sortable'],
      ['Variant', 'RFC 9562, the standard (10xx)'],
      ['Time (UTC)', '2024-11-03T10:49:01.758Z'],
      ['Unix time (ms)', '1730630941758'],
      ['Standard form', '0192f1a4-7c3e-7b2a-9f41-3c5d8e2a1b60'],
      ['Same bits as a ULID', '01JBRT8Z1YFCN9YG9WBP72M6V0'],
    ]);
    expect(inspectionRows(uuidOf('00000000-0000-0000-0000-000000000000'), englishInspectionText).map(([label]) => label)).toEqual(['Type', 'Standard form', 'Same bits as a ULID']);
    expect(inspectionRows(valid('01ARYZ6S41TSV4RRFFQ69G5FAV'))).toEqual([
      ['Type', 'ULID'],
      ['Time (UTC)', '2016-07-30T22:36:16.385Z'],
      ['Unix time (ms)', '1469918176385'],
      ['Standard form', '01ARYZ6S41TSV4RRFFQ69G5FAV'],
      ['Same bits as a UUID', '01563df3-6481-d676-4c61-efb99302bd5b'],
    ]);
  });

  it('any generated value of any kind and form reads back as valid, with the kind it was made as', () => {
    const generate = createGenerator();
    fc.assert(
      fc.property(fc.constantFrom('v4', 'v7', 'v1', 'ulid' as const), fc.boolean(), fc.boolean(), (kind, uppercase, hyphens) => {
        const [value] = generate(kind, 1);
        const found = valid(formatValue(value!, kind, { uppercase, hyphens }));
        if (kind === 'ulid') expect(found.status).toBe('ulid');
        else expect(found).toMatchObject({ status: 'uuid', version: Number(kind.slice(1)), variant: 'rfc', canonical: value });
      }),
      { numRuns: 200 },
    );
  });
});
