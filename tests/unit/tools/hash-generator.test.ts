import { createHash, createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SETTINGS,
  changeDetail,
  digestRows,
  formatAll,
  givenSettings,
  parseAlgorithmList,
  parseSettings,
} from '../../../src/tools/hash-generator/hash-generator';
import {
  ALGORITHMS,
  ALGORITHM_IDS,
  decodeKey,
  encodeDigest,
  formatBytes,
  formatSpeed,
  fromBase64,
  fromHex,
  toBase64,
  toHex,
  utf8,
  type AlgorithmId,
} from '../../../src/tools/hash-generator/algorithms';
import { hashBytes, hashStream, outputLength } from '../../../src/tools/hash-generator/hashing';
import { ABC } from './hash-vectors';

const NODE_NAME: Record<AlgorithmId, string> = {
  md5: 'md5',
  sha1: 'sha1',
  sha256: 'sha256',
  sha384: 'sha384',
  sha512: 'sha512',
  'sha3-256': 'sha3-256',
  'sha3-512': 'sha3-512',
};
const SHA2_FAMILY: AlgorithmId[] = ['md5', 'sha1', 'sha256', 'sha384', 'sha512'];
const NIST_448 = 'abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq';

const hexOf = (text: string | Uint8Array, ids: AlgorithmId[] = [...ALGORITHM_IDS], key?: Uint8Array) => {
  const digests = hashBytes(typeof text === 'string' ? utf8(text) : text, ids, key);
  return Object.fromEntries(Object.entries(digests).map(([id, bytes]) => [id, toHex(bytes)]));
};
const nodeHex = (id: AlgorithmId, data: Uint8Array) => createHash(NODE_NAME[id]).update(data).digest('hex');
const noPause = () => Promise.resolve();

describe('published digests', () => {
  it('hashes the empty string', () => {
    expect(hexOf('', SHA2_FAMILY)).toEqual({
      md5: 'd41d8cd98f00b204e9800998ecf8427e',
      sha1: 'da39a3ee5e6b4b0d3255bfef95601890afd80709',
      sha256: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
      sha384: '38b060a751ac96384cd9327eb1b1e36a21fdb71114be07434c0cc7bf63f6e1da274edebfe76f65fbd51ad2f14898b95b',
      sha512: 'cf83e1357eefb8bdf1542850d66d8007d620e4050b5715dc83f4a921d36ce9ce47d0d13c5d85f2b0ff8318d2877eec2f63b931bd47417a81a538327af927da3e',
    });
  });

  it('hashes "abc"', () => {
    expect(hexOf('abc')).toEqual(ABC);
  });

  it('hashes the 448-bit NIST message', () => {
    expect(hexOf(NIST_448, SHA2_FAMILY)).toEqual({
      md5: '8215ef0796a20bcaaae116d3876c664a',
      sha1: '84983e441c3bd26ebaae4aa1f95129e5e54670f1',
      sha256: '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
      sha384: '3391fdddfc8dc7393707a65b1b4709397cf8b1d162af05abfe8f450de5f36bc6b0455a8520bc4e6f5fe95b1fe3c8452b',
      sha512: '204a8fc6dda82f0a0ced7beb8e08a41657c16ef468b228a8279be331a703c33596fd15c13b1b07f9aa1d3bea57789ca031ad85c7a71dd70354ec631238ca3445',
    });
  });

  it('agrees with node:crypto on the three messages, for every algorithm', () => {
    for (const message of ['', 'abc', NIST_448]) {
      const data = utf8(message);
      for (const id of ALGORITHM_IDS) expect(hexOf(data, [id])[id], `${id}(${JSON.stringify(message)})`).toBe(nodeHex(id, data));
    }
  });

  it('agrees with node:crypto on random bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 600 }), fc.constantFrom(...ALGORITHM_IDS), (data, id) => {
        expect(hexOf(data, [id])[id]).toBe(nodeHex(id, data));
      }),
      { numRuns: 300 },
    );
  });

  it('hashes text as UTF-8', () => {
    expect(hexOf('Grüße 東京 🙂', ['sha256']).sha256).toBe(createHash('sha256').update('Grüße 東京 🙂', 'utf8').digest('hex'));
  });
});

describe('HMAC (RFC 4231)', () => {
  const cases = [
    {
      name: 'test case 1',
      key: new Uint8Array(20).fill(0x0b),
      data: 'Hi There',
      sha256: 'b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7',
      sha384: 'afd03944d84895626b0825f4ab46907f15f9dadbe4101ec682aa034c7cebc59cfaea9ea9076ede7f4af152e8b2fa9cb6',
      sha512: '87aa7cdea5ef619d4ff0b4241a1d6cb02379f4e2ce4ec2787ad0b30545e17cdedaa833b7d6b8a702038b274eaea3f4e4be9d914eeb61f1702e696c203a126854',
    },
    {
      name: 'test case 2 (key shorter than the output)',
      key: utf8('Jefe'),
      data: 'what do ya want for nothing?',
      sha256: '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
      sha384: 'af45d2e376484031617f78d2b58a6b1b9c7ef464f5a01b47e42ec3736322445e8e2240ca5e69e2c78b3239ecfab21649',
      sha512: '164b7a7bfcf819e2e395fbe73b56e0a387bd64222e831fd610270cd7ea2505549758bf75c05a994a6d034f65f8f0e6fdcaeab1a34d4a6b4b636e070a38bce737',
    },
    {
      name: 'test case 6 (key larger than the block)',
      key: new Uint8Array(131).fill(0xaa),
      data: 'Test Using Larger Than Block-Size Key - Hash Key First',
      sha256: '60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54',
      sha384: '4ece084485813e9088d2c63a041bc5b44f9ef1012a2b588f3cd11f05033ac4c60c2ef6ab4030fe8296248df163f44952',
      sha512: '80b24263c7c1a3ebb71493c1dd7be8b49b46d1f41b4aeec1121b013783f8f3526b56d037e05f2598bd0fd2215d6a1e5295e64f73f63f0aec8b915a985d786598',
    },
  ];
  for (const c of cases) {
    it(`matches ${c.name}`, () => {
      expect(hexOf(c.data, ['sha256', 'sha384', 'sha512'], c.key)).toEqual({ sha256: c.sha256, sha384: c.sha384, sha512: c.sha512 });
    });
  }

  it('takes the RFC key written as hex, and agrees with node:crypto for every algorithm', () => {
    const key = decodeKey('0b0b0b0b 0b0b0b0b 0b0b0b0b 0b0b0b0b 0b0b0b0b', 'hex');
    expect(key.ok && hexOf('Hi There', ['sha256'], key.bytes).sha256).toBe(cases[0]!.sha256);
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), fc.uint8Array({ maxLength: 300 }), fc.constantFrom(...ALGORITHM_IDS), (k, data, id) => {
        expect(hexOf(data, [id], k)[id]).toBe(createHmac(NODE_NAME[id], k).update(data).digest('hex'));
      }),
      { numRuns: 150 },
    );
  });
});

describe('hashStream', () => {
  it('gives the one-shot digests whatever the chunk and slice boundaries (bytes and Blob sources)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ maxLength: 5000 }),
        fc.integer({ min: 1, max: 1200 }),
        fc.integer({ min: 1, max: 700 }),
        fc.boolean(),
        async (data, chunkSize, sliceSize, asBlob) => {
          const ids = [...ALGORITHM_IDS];
          const source = asBlob ? new Blob([data]) : data;
          const streamed = await hashStream(source, ids, { chunkSize, sliceSize, pause: noPause });
          expect(streamed).toEqual(hashBytes(data, ids));
        },
      ),
      { numRuns: 120 },
    );
  });

  it('streams HMACs too', async () => {
    const data = new Uint8Array(10_000).map((_, i) => i * 7);
    const key = utf8('key');
    const streamed = await hashStream(new Blob([data]), ['sha256', 'md5'], { key, chunkSize: 999, sliceSize: 97, pause: noPause });
    expect(toHex(streamed.sha256!)).toBe(createHmac('sha256', key).update(data).digest('hex'));
    expect(toHex(streamed.md5!)).toBe(createHmac('md5', key).update(data).digest('hex'));
  });

  it('reports progress that only grows and ends at the total; an empty source reports 0 of 0', async () => {
    const seen: number[] = [];
    await hashStream(new Uint8Array(1000), ['sha1'], { chunkSize: 300, sliceSize: 100, pause: noPause, onProgress: (done, total) => (expect(total).toBe(1000), seen.push(done)) });
    expect(seen).toEqual([100, 200, 300, 400, 500, 600, 700, 800, 900, 1000, 1000]);
    const empty: Array<[number, number]> = [];
    const digests = await hashStream(new Blob([]), ['md5'], { onProgress: (d, t) => empty.push([d, t]) });
    expect(toHex(digests.md5!)).toBe('d41d8cd98f00b204e9800998ecf8427e');
    expect(empty).toEqual([[0, 0]]);
  });

  it('yields to the event loop once the time budget is spent, and stops with AbortError when cancelled', async () => {
    let clock = 0;
    let pauses = 0;
    const controller = new AbortController();
    const run = hashStream(new Uint8Array(10_000), ['sha256', 'md5'], {
      chunkSize: 1000,
      sliceSize: 100,
      budgetMs: 10,
      now: () => (clock += 5),
      pause: async () => {
        pauses++;
        if (pauses === 3) controller.abort();
      },
      signal: controller.signal,
    });
    await expect(run).rejects.toMatchObject({ name: 'AbortError' });
    expect(pauses).toBe(3);
  });

  it('never reads more than one chunk ahead of the hashing', async () => {
    const reads: Array<[number, number]> = [];
    const size = 50_000;
    const source = { size, slice: (start = 0, end = size) => (reads.push([start, end]), new Blob([new Uint8Array(end - start)])) };
    await hashStream(source, ['sha1'], { chunkSize: 10_000, pause: noPause });
    expect(reads).toEqual([
      [0, 10_000],
      [10_000, 20_000],
      [20_000, 30_000],
      [30_000, 40_000],
      [40_000, 50_000],
    ]);
  });
});

describe('encodings', () => {
  it('writes hex in either case and Base64 like Buffer', () => {
    const bytes = Uint8Array.from([0, 1, 0xab, 0xff, 0x10]);
    expect(encodeDigest(bytes, 'hex')).toBe('0001abff10');
    expect(encodeDigest(bytes, 'hex-upper')).toBe('0001ABFF10');
    expect(encodeDigest(bytes, 'base64')).toBe('AAGr/xA=');
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 100 }), (data) => {
        expect(toBase64(data)).toBe(Buffer.from(data).toString('base64'));
        expect(fromBase64(toBase64(data))).toEqual(data);
        expect(fromBase64(Buffer.from(data).toString('base64url'))).toEqual(data);
        expect(fromHex(toHex(data))).toEqual(data);
        expect(fromHex(toHex(data).toUpperCase())).toEqual(data);
      }),
    );
  });

  it('rejects malformed hex and Base64', () => {
    expect(fromHex('abc')).toBeNull();
    expect(fromHex('zz')).toBeNull();
    expect(fromBase64('A')).toBeNull();
    expect(fromBase64('AB=C')).toBeNull();
    expect(fromBase64('AAB=')).toBeNull(); // non-zero leftover bits
    expect(fromBase64('QQ==')).toEqual(Uint8Array.from([65]));
  });

  it('decodes HMAC keys as text, hex (0x and spaces allowed) or Base64, and says what is wrong', () => {
    expect(decodeKey('Jefe', 'text')).toEqual({ ok: true, bytes: utf8('Jefe') });
    expect(decodeKey('0x4A 65 66 65', 'hex')).toEqual({ ok: true, bytes: utf8('Jefe') });
    expect(decodeKey('SmVmZQ==', 'base64')).toEqual({ ok: true, bytes: utf8('Jefe') });
    expect(decodeKey('4a6', 'hex')).toEqual({ ok: false, message: 'Enter the key as hex digits (0–9, a–f), two per byte.' });
    expect(decodeKey('Je!e', 'base64')).toEqual({ ok: false, message: 'Enter the key as Base64 (A–Z, a–z, 0–9, + and /).' });
  });

  it('formats sizes and speeds without NaN or Infinity', () => {
    expect(formatBytes(0)).toBe('0 bytes');
    expect(formatBytes(1)).toBe('1 byte');
    expect(formatBytes(209_715_200)).toBe('209.7 MB');
    expect(formatBytes(1_000_000_000)).toBe('1 GB');
    expect(formatBytes(Number.NaN)).toBe('0 bytes');
    expect(formatSpeed(200_000_000, 2500)).toBe('2.5 s (80 MB/s)');
    expect(formatSpeed(5, 3)).toBe('3 ms');
    expect(formatSpeed(0, 0)).toBe('0 ms');
  });
});

describe('settings and output', () => {
  it('reads algorithm lists from attributes, forgivingly, in catalogue order', () => {
    expect(parseAlgorithmList('SHA-256, md5')).toEqual(['md5', 'sha256']);
    expect(parseAlgorithmList('sha3-512 sha3_256 sha1')).toEqual(['sha1', 'sha3-512']);
    expect(parseAlgorithmList(['sha512', 'sha512'])).toEqual(['sha512']);
    expect(parseAlgorithmList('whirlpool')).toBeNull();
    expect(parseAlgorithmList(undefined)).toBeNull();
  });

  it('keeps only valid remembered or given settings', () => {
    expect(parseSettings({ algorithms: ['sha256', 'x'], format: 'base64', keyFormat: 'hex', key: 'secret' })).toEqual({
      algorithms: ['sha256'],
      format: 'base64',
      keyFormat: 'hex',
    });
    expect(parseSettings({ algorithms: [], format: 'octal' })).toEqual({});
    expect(parseSettings('nonsense')).toEqual({});
    expect(givenSettings({ algorithms: 'md5', format: 'hex-upper', keyFormat: 'rot13' })).toEqual({ algorithms: ['md5'], format: 'hex-upper' });
    expect(DEFAULT_SETTINGS).toEqual({ algorithms: ['md5', 'sha1', 'sha256', 'sha384', 'sha512'], format: 'hex', keyFormat: 'text' });
  });

  it('lists rows in catalogue order and copies them aligned', () => {
    const rows = digestRows(hashBytes(utf8('abc'), ['sha256', 'md5']), 'hex');
    expect(rows.map((r) => r.label)).toEqual(['MD5', 'SHA-256']);
    expect(formatAll(rows, false)).toBe(
      'MD5:      900150983cd24fb0d6963f7d28e17f72\nSHA-256:  ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    expect(formatAll(rows, true).split('\n')[0]).toBe('HMAC-MD5:      900150983cd24fb0d6963f7d28e17f72');
    expect(changeDetail({ source: 'text', fileName: null, bytes: 3, format: 'hex', hmac: false }, rows).digests).toEqual({
      md5: '900150983cd24fb0d6963f7d28e17f72',
      sha256: 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    });
  });

  it('knows each digest length, as the hashing library does', () => {
    for (const a of ALGORITHMS) expect(outputLength(a.id)).toBe(a.bytes);
    expect(ALGORITHMS.map((a) => [a.id, a.bytes])).toEqual([
      ['md5', 16],
      ['sha1', 20],
      ['sha256', 32],
      ['sha384', 48],
      ['sha512', 64],
      ['sha3-256', 32],
      ['sha3-512', 64],
    ]);
  });
});
