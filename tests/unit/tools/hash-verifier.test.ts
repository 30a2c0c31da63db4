import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALGORITHM_IDS, toBase64, toHex, utf8, type AlgorithmId } from '../../../src/tools/hash-generator/algorithms';
import { hashBytes } from '../../../src/tools/hash-generator/hashing';
import {
  constantTimeEqual,
  detectAlgorithm,
  parseDigest,
  parseExpected,
  pickEntry,
  planVerification,
  writeLike,
  type ChecksumEntry,
} from '../../../src/tools/hash-verifier/hash-verifier';
import { ABC } from './hash-vectors';

/** The verifier's whole decision for a text: plan, hash with the shared engine, compare. */
function verifyText(text: string, expected: string, chosen: 'auto' | AlgorithmId = 'auto') {
  const plan = planVerification(expected, chosen, null);
  if (!plan.ok) return plan.kind;
  const actual = hashBytes(utf8(text), [plan.algorithm])[plan.algorithm]!;
  return { algorithm: plan.algorithm, result: constantTimeEqual(actual, plan.expected.bytes) ? 'match' : 'mismatch' };
}

describe('match and mismatch for each algorithm', () => {
  for (const id of ['md5', 'sha1', 'sha256', 'sha384', 'sha512'] as const) {
    it(`${id}: detected from the length`, () => {
      expect(verifyText('abc', ABC[id])).toEqual({ algorithm: id, result: 'match' });
      expect(verifyText('abd', ABC[id])).toEqual({ algorithm: id, result: 'mismatch' });
    });
  }
  for (const id of ['sha3-256', 'sha3-512'] as const) {
    it(`${id}: chosen, or named on a BSD line`, () => {
      expect(verifyText('abc', ABC[id], id)).toEqual({ algorithm: id, result: 'match' });
      expect(verifyText('abc', ABC[id])).toEqual({ algorithm: id === 'sha3-256' ? 'sha256' : 'sha512', result: 'mismatch' });
      const tag = id === 'sha3-256' ? 'SHA3-256' : 'SHA3-512';
      expect(verifyText('abc', `${tag} (abc.txt) = ${ABC[id]}`)).toEqual({ algorithm: id, result: 'match' });
    });
  }

  it('agrees with node:crypto on random data, in hex and Base64', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), fc.constantFrom('md5', 'sha1', 'sha256', 'sha384', 'sha512'), fc.boolean(), (data, id, base64) => {
        const expected = createHash(id).update(data).digest(base64 ? 'base64' : 'hex');
        const plan = planVerification(expected, 'auto', null);
        expect(plan.ok && plan.algorithm).toBe(id);
        const actual = hashBytes(data, [id])[id]!;
        expect(plan.ok && constantTimeEqual(actual, plan.expected.bytes)).toBe(true);
        expect(plan.ok && writeLike(actual, plan.expected.encoding)).toBe(expected);
      }),
      { numRuns: 200 },
    );
  });
});

describe('reading the expected hash', () => {
  it('detects the algorithm from the digest length, hex or Base64', () => {
    expect([16, 20, 32, 48, 64, 24].map(detectAlgorithm)).toEqual(['md5', 'sha1', 'sha256', 'sha384', 'sha512', null]);
    const lengths = ALGORITHM_IDS.slice(0, 5).map((id) => parseDigest(ABC[id])?.bytes.length);
    expect(lengths).toEqual([16, 20, 32, 48, 64]);
    expect(parseDigest('kAFQmDzST7DWlj99KOF/cg==')).toEqual({ bytes: Uint8Array.from(Buffer.from(ABC.md5, 'hex')), encoding: 'base64' });
    expect(parseDigest('ungWv48Bz-pBQUDeXa4iI7ADYaOWF3qctBD_YfIAFa0')?.encoding).toBe('base64');
  });

  it('is case-insensitive and whitespace-tolerant', () => {
    expect(verifyText('abc', ABC.sha256.toUpperCase())).toEqual({ algorithm: 'sha256', result: 'match' });
    expect(verifyText('abc', `  ${ABC.md5}\n\n`)).toEqual({ algorithm: 'md5', result: 'match' });
    const halves = `${ABC.sha256.slice(0, 32)} ${ABC.sha256.slice(32)}`;
    expect(verifyText('abc', halves)).toEqual({ algorithm: 'sha256', result: 'match' });
    const grouped = ABC.sha1.match(/.{8}/g)!.join(' ');
    expect(verifyText('abc', grouped)).toEqual({ algorithm: 'sha1', result: 'match' });
    expect(verifyText('abc', `${ABC.md5.slice(0, 16)}\n${ABC.md5.slice(16)}`)).toEqual({ algorithm: 'md5', result: 'match' });
    const colons = ABC.md5.toUpperCase().match(/../g)!.join(':');
    expect(verifyText('abc', colons)).toEqual({ algorithm: 'md5', result: 'match' });
  });

  it('rejects text that is no known digest, and a length that does not fit the chosen algorithm', () => {
    expect(parseExpected('hello')).toEqual({
      kind: 'invalid',
      message: 'Not a hash: expected 32, 40, 64, 96 or 128 hex characters (MD5, SHA-1, SHA-256, SHA-384, SHA-512) or their Base64.',
    });
    expect(parseDigest('abc123')).toBeNull();
    expect(parseDigest(ABC.md5.slice(1))).toBeNull();
    expect(planVerification(ABC.md5, 'sha256', null)).toEqual({ ok: false, kind: 'invalid', message: 'A SHA-256 hash is 64 hex characters; this one is 32.' });
    expect(planVerification('', 'auto', null)).toEqual({ ok: false, kind: 'incomplete', message: 'Paste the expected hash to compare.' });
  });
});

describe('sha256sum / md5sum lists', () => {
  const list = [
    '# SHA256SUMS for release 1.2',
    `${ABC.sha256}  abc.txt`,
    `${'0'.repeat(64)} *images/disk.iso`,
    '',
    `\\${'1'.repeat(64)}  back\\\\slash\\nname.txt`,
    `SHA256 (notes.md) = ${'2'.repeat(64)}`,
  ].join('\r\n');

  it('parses text and binary (*) lines, CRLF, comments, blank lines, escaped names and BSD tags', () => {
    const parsed = parseExpected(list);
    expect(parsed.kind).toBe('list');
    const entries = (parsed as { entries: ChecksumEntry[] }).entries;
    expect(entries.map((e) => [e.line, e.name, e.algorithm, toHex(e.digest.bytes).slice(0, 4)])).toEqual([
      [2, 'abc.txt', null, 'ba78'],
      [3, 'images/disk.iso', null, '0000'],
      [5, 'back\\slash\nname.txt', null, '1111'],
      [6, 'notes.md', 'sha256', '2222'],
    ]);
  });

  it('picks the line whose name matches the file (base name, then ignoring case)', () => {
    const entries = (parseExpected(list) as { entries: ChecksumEntry[] }).entries;
    expect(pickEntry(entries, 'disk.iso')).toMatchObject({ ok: true, entry: { line: 3 }, nameMismatch: false });
    expect(pickEntry(entries, 'ABC.TXT')).toMatchObject({ ok: true, entry: { line: 2 } });
    expect(pickEntry(entries, 'other.bin')).toEqual({ ok: false, message: 'No line in the list names other.bin.' });
    expect(pickEntry(entries, null)).toEqual({ ok: false, message: 'The list has 4 lines: hash a file to pick its line by name, or paste a single hash.' });
    const plan = planVerification(list, 'auto', 'abc.txt');
    expect(plan).toMatchObject({ ok: true, algorithm: 'sha256', algorithmSource: 'length', entry: { line: 2, name: 'abc.txt' } });
    expect(planVerification(list, 'auto', null)).toMatchObject({ ok: false, kind: 'incomplete' });
  });

  it('uses a single line whatever it names, and says when the name differs', () => {
    const one = `${ABC.md5} *abc.txt\n`;
    expect(planVerification(one, 'auto', 'abc.txt')).toMatchObject({ ok: true, algorithm: 'md5', nameMismatch: false });
    expect(planVerification(one, 'auto', 'renamed.txt')).toMatchObject({ ok: true, algorithm: 'md5', nameMismatch: true });
    expect(verifyText('abc', one)).toEqual({ algorithm: 'md5', result: 'match' });
    expect(verifyText('abc', `${ABC.md5} abc.txt`)).toEqual({ algorithm: 'md5', result: 'match' });
  });

  it('names the first line it cannot read', () => {
    expect(parseExpected(`${ABC.md5}  a.txt\nnot a checksum line\n`)).toEqual({
      kind: 'invalid',
      message: 'Line 2 is not a hash or a checksum line (“<hash>  <file name>”).',
    });
  });

  it('round-trips what sha256sum would print for any names', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ data: fc.uint8Array({ maxLength: 40 }), name: fc.stringMatching(/^[\w.\- ]{0,20}[\w.-]$/), binary: fc.boolean() }), {
          minLength: 2,
          maxLength: 6,
        }),
        (files) => {
          const text = files.map((f) => `${createHash('sha256').update(f.data).digest('hex')} ${f.binary ? '*' : ' '}${f.name}`).join('\n');
          const parsed = parseExpected(text);
          expect(parsed.kind).toBe('list');
          const entries = (parsed as { entries: ChecksumEntry[] }).entries;
          expect(entries.map((e) => e.name)).toEqual(files.map((f) => f.name));
          expect(entries.map((e) => toBase64(e.digest.bytes))).toEqual(files.map((f) => createHash('sha256').update(f.data).digest('base64')));
        },
      ),
    );
  });
});

describe('constantTimeEqual', () => {
  /** Wraps bytes so every index read is counted. */
  function counted(bytes: Uint8Array, counter: { reads: number }): ArrayLike<number> {
    return new Proxy(bytes, {
      get(target, property) {
        if (typeof property === 'string' && /^\d+$/.test(property)) counter.reads++;
        const value = Reflect.get(target, property) as unknown;
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
  }

  it('reads every byte of both digests whether they differ first, last or not at all', () => {
    const base = Uint8Array.from(Buffer.from(ABC.sha512, 'hex'));
    for (const at of [0, 31, 63, -1]) {
      const other = base.slice();
      if (at >= 0) other[at]! ^= 1;
      const counter = { reads: 0 };
      const equal = constantTimeEqual(counted(base, counter), counted(other, counter));
      expect(equal).toBe(at === -1);
      expect(counter.reads).toBe(128);
    }
  });

  it('agrees with a plain comparison', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), fc.uint8Array({ maxLength: 64 }), (a, b) => {
        expect(constantTimeEqual(a, b)).toBe(Buffer.from(a).equals(Buffer.from(b)));
        expect(constantTimeEqual(a, a.slice())).toBe(true);
      }),
    );
  });

  it('treats different lengths as unequal', () => {
    expect(constantTimeEqual(new Uint8Array(16), new Uint8Array(20))).toBe(false);
  });
});
