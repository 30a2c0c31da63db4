import { createDecipheriv, pbkdf2Sync, randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CHUNK_SIZE,
  HEADER_BYTES,
  PBKDF2_ITERATIONS,
  TAG_BYTES,
  decryptFile,
  encryptFile,
  encryptedName,
  looksEncrypted,
  nameBytes,
  safeFileName,
  withoutEncExtension,
  type ByteSource,
  type DecryptResult,
  sizeUnit,
} from '../../../src/tools/file-encryptor/file-encryptor';
import { api } from '../../../src/tools/file-encryptor/api';
import { writeShareQuery } from '../../../src/tools/share';

// The iteration count is stored in each file, so files made with few iterations decrypt the
// same way; only the default (600,000) test below pays for the real count.
const FAST = { iterations: 1_000 };

const bytesOf = async (blob: Blob) => new Uint8Array(await blob.arrayBuffer());
const blobOf = (bytes: Uint8Array) => new Blob([new Uint8Array(bytes)]);

/** A Blob that records the largest slice it was asked for: the proof that a file is read in chunks. */
function countingSource(blob: Blob): ByteSource & { largest: number; reads: number } {
  const source = {
    size: blob.size,
    largest: 0,
    reads: 0,
    slice(start?: number, end?: number) {
      const part = blob.slice(start, end);
      source.largest = Math.max(source.largest, part.size);
      source.reads += 1;
      return part;
    },
  };
  return source;
}

async function roundTrip(data: Uint8Array, options: { iterations?: number; chunkSize?: number } = FAST, name = 'notes.txt') {
  const encrypted = await encryptFile(blobOf(data), name, 'correct horse battery staple', options);
  const result = await decryptFile(encrypted, 'correct horse battery staple');
  return { encrypted, result };
}

function expectOk(result: DecryptResult): asserts result is Extract<DecryptResult, { ok: true }> {
  if (!result.ok) throw new Error(`not decrypted: ${result.reason}`);
}

describe('encrypt → decrypt returns the exact bytes and name', () => {
  it('for random byte arrays and chunk sizes (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ minLength: 0, maxLength: 3000 }), fc.integer({ min: 1, max: 700 }), fc.string({ maxLength: 40 }), async (data, chunkSize, name) => {
        const { result } = await roundTrip(data, { iterations: 1, chunkSize }, name);
        expectOk(result);
        expect(await bytesOf(result.blob)).toEqual(data);
        expect(result.name).toBe(safeFileName(name));
      }),
      { numRuns: 40 },
    );
  });

  it('for 1 byte and an empty file', async () => {
    for (const data of [Uint8Array.of(0x2a), new Uint8Array(0)]) {
      const { encrypted, result } = await roundTrip(data);
      expectOk(result);
      expect(await bytesOf(result.blob)).toEqual(data);
      // Header, name record, one data record: nothing else.
      expect(encrypted.size).toBe(HEADER_BYTES + nameBytes('notes.txt').length + TAG_BYTES + data.length + TAG_BYTES);
    }
  });

  it('for 1 MB of random bytes, a full chunk and a partial one', async () => {
    const data = randomBytes(1_000_000);
    const { result } = await roundTrip(data, { ...FAST, chunkSize: 600_000 });
    expectOk(result);
    // Buffer.compare: a deep toEqual of a million elements takes seconds.
    expect(Buffer.compare(Buffer.from(await result.blob.arrayBuffer()), data)).toBe(0);
  });

  it('for 150 MB in 1 MiB chunks, never reading more than one chunk at a time', async () => {
    const size = 150 * 1000 * 1000;
    const data = randomBytes(size);
    const source = countingSource(new Blob([data]));
    const encrypted = await encryptFile(source, 'video.mp4', 'passphrase', FAST);
    expect(source.largest).toBe(CHUNK_SIZE);
    expect(source.reads).toBe(Math.ceil(size / CHUNK_SIZE));
    expect(encrypted.size).toBe(HEADER_BYTES + 'video.mp4'.length + TAG_BYTES + size + Math.ceil(size / CHUNK_SIZE) * TAG_BYTES);
    const sealed = countingSource(encrypted);
    const progress: number[] = [];
    const result = await decryptFile(sealed, 'passphrase', { onProgress: ({ done }) => progress.push(done) });
    expect(sealed.largest).toBe(CHUNK_SIZE + TAG_BYTES);
    expectOk(result);
    expect(result.name).toBe('video.mp4');
    expect(result.blob.size).toBe(size);
    expect(Buffer.compare(Buffer.from(await result.blob.arrayBuffer()), data)).toBe(0);
    expect(progress.at(-1)).toBe(encrypted.size);
  }, 120_000);

  it('writes 600,000 PBKDF2 iterations unless a test lowers them explicitly', async () => {
    expect(PBKDF2_ITERATIONS).toBe(600_000);
    const encrypted = await encryptFile(blobOf(Uint8Array.of(1, 2, 3)), 'a.bin', 'pass');
    const bytes = await bytesOf(encrypted);
    expect(new DataView(bytes.buffer).getUint32(10)).toBe(600_000);
    const result = await decryptFile(encrypted, 'pass');
    expectOk(result);
    expect(await bytesOf(result.blob)).toEqual(Uint8Array.of(1, 2, 3));
  });

  it('uses a fresh salt and nonce for every file', async () => {
    const a = await bytesOf(await encryptFile(blobOf(Uint8Array.of(1)), 'x', 'p', FAST));
    const b = await bytesOf(await encryptFile(blobOf(Uint8Array.of(1)), 'x', 'p', FAST));
    expect(a.slice(18, 46)).not.toEqual(b.slice(18, 46));
    expect(a.slice(HEADER_BYTES)).not.toEqual(b.slice(HEADER_BYTES));
  });

  it('a passphrase typed in another Unicode normalization still decrypts (NFC)', async () => {
    const encrypted = await encryptFile(blobOf(Uint8Array.of(7)), 'x', 'Cr\u00e8me', FAST);
    expect((await decryptFile(encrypted, 'Cre\u0300me')).ok).toBe(true);
  });
});

describe('a wrong passphrase or a changed file is refused and produces nothing', () => {
  const data = new Uint8Array(randomBytes(5000));
  const make = () => encryptFile(blobOf(data), 'report.pdf', 'right passphrase', { ...FAST, chunkSize: 1024 });
  const nameEnd = HEADER_BYTES + 'report.pdf'.length + TAG_BYTES;

  it('a wrong passphrase', async () => {
    const result = await decryptFile(await make(), 'wrong passphrase');
    expect(result).toEqual({ ok: false, reason: 'wrong-passphrase' });
  });

  it('a one-bit flip in the header, the name or a chunk', async () => {
    const bytes = await bytesOf(await make());
    const flipped = async (offset: number, bit = 0) => {
      const copy = bytes.slice();
      copy[offset]! ^= 1 << bit;
      return decryptFile(blobOf(copy), 'right passphrase');
    };
    expect(await flipped(0)).toEqual({ ok: false, reason: 'not-encrypted' });
    expect(await flipped(8)).toEqual({ ok: false, reason: 'version', version: 0 });
    expect(await flipped(9)).toEqual({ ok: false, reason: 'bad-header' });
    // Iterations, chunk size, salt, nonce: all in every record's additional data.
    expect(await flipped(13)).toEqual({ ok: false, reason: 'wrong-passphrase' });
    expect(await flipped(20)).toEqual({ ok: false, reason: 'wrong-passphrase' });
    expect(await flipped(40)).toEqual({ ok: false, reason: 'wrong-passphrase' });
    expect(await flipped(HEADER_BYTES + 2)).toEqual({ ok: false, reason: 'wrong-passphrase' });
    expect(await flipped(nameEnd + 5, 7)).toEqual({ ok: false, reason: 'tampered', chunk: 1 });
    expect(await flipped(nameEnd + 1040 * 3 + 7)).toEqual({ ok: false, reason: 'tampered', chunk: 4 });
    expect(await flipped(bytes.length - 1)).toEqual({ ok: false, reason: 'tampered', chunk: 5 });
  });

  it('any one-bit flip anywhere (property)', async () => {
    const bytes = await bytesOf(await make());
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: bytes.length - 1 }), fc.integer({ min: 0, max: 7 }), async (offset, bit) => {
        const copy = bytes.slice();
        copy[offset]! ^= 1 << bit;
        const result = await decryptFile(blobOf(copy), 'right passphrase');
        expect(result.ok).toBe(false);
        expect('blob' in result).toBe(false);
      }),
      { numRuns: 60 },
    );
  });

  it('a truncated, extended or reordered file', async () => {
    const bytes = await bytesOf(await make());
    const decrypt = (b: Uint8Array) => decryptFile(blobOf(b), 'right passphrase');
    // Cut at a chunk boundary: the last record left was not sealed as the last.
    expect(await decrypt(bytes.slice(0, nameEnd + 1040 * 4))).toEqual({ ok: false, reason: 'tampered', chunk: 4 });
    expect(await decrypt(bytes.slice(0, bytes.length - 3))).toEqual({ ok: false, reason: 'tampered', chunk: 5 });
    expect(await decrypt(bytes.slice(0, nameEnd + 10))).toEqual({ ok: false, reason: 'truncated' });
    expect(await decrypt(bytes.slice(0, 30))).toEqual({ ok: false, reason: 'truncated' });
    expect(await decrypt(new Uint8Array([...bytes, 0]))).toEqual({ ok: false, reason: 'tampered', chunk: 5 });
    const swapped = bytes.slice();
    swapped.set(bytes.slice(nameEnd + 1040, nameEnd + 2080), nameEnd);
    swapped.set(bytes.slice(nameEnd, nameEnd + 1040), nameEnd + 1040);
    expect(await decrypt(swapped)).toEqual({ ok: false, reason: 'tampered', chunk: 1 });
  });

  it('a file that is not one of ours', async () => {
    expect(await decryptFile(blobOf(new TextEncoder().encode('hello world, not encrypted at all, long enough to have a header')), 'x')).toEqual({ ok: false, reason: 'not-encrypted' });
    expect(await decryptFile(blobOf(new Uint8Array(0)), 'x')).toEqual({ ok: false, reason: 'not-encrypted' });
    expect(await looksEncrypted(await make())).toBe(true);
    expect(await looksEncrypted(blobOf(data))).toBe(false);
  });

  it('Cancel stops both operations with an AbortError', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(encryptFile(blobOf(data), 'a', 'p', { ...FAST, signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
    await expect(decryptFile(await make(), 'right passphrase', { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('the documented format, decrypted by an independent implementation (node:crypto)', () => {
  /**
   * Written from the page's "File Format" table only: 8-byte magic "TOOLSHED", version 1, KDF 1,
   * iterations (u32 BE), chunk size (u32 BE), 16-byte salt, 12-byte nonce, name length (u16 BE);
   * then the name record and the data records, each ciphertext + 16-byte tag. Key =
   * PBKDF2-HMAC-SHA256(NFC UTF-8 passphrase, salt, iterations, 32 bytes). Nonce i = base nonce
   * with i (u32 BE) XORed into bytes 8–11. AAD = the 48 header bytes + 1 byte (1 = last record).
   */
  function independentDecrypt(file: Buffer, passphrase: string): { name: string; data: Buffer } {
    if (file.subarray(0, 8).toString('latin1') !== 'TOOLSHED') throw new Error('magic');
    if (file[8] !== 1 || file[9] !== 1) throw new Error('version or KDF');
    const iterations = file.readUInt32BE(10);
    const chunkSize = file.readUInt32BE(14);
    const salt = file.subarray(18, 34);
    const baseNonce = file.subarray(34, 46);
    const nameLength = file.readUInt16BE(46);
    const header = file.subarray(0, 48);
    const key = pbkdf2Sync(Buffer.from(passphrase.normalize('NFC'), 'utf8'), salt, iterations, 32, 'sha256');
    const open = (index: number, record: Buffer, last: boolean) => {
      const nonce = Buffer.from(baseNonce);
      nonce.writeUInt32BE((nonce.readUInt32BE(8) ^ index) >>> 0, 8);
      const decipher = createDecipheriv('aes-256-gcm', key, nonce);
      decipher.setAAD(Buffer.concat([header, Buffer.from([last ? 1 : 0])]));
      decipher.setAuthTag(record.subarray(record.length - 16));
      return Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
    };
    let offset = 48 + nameLength + 16;
    const name = open(0, file.subarray(48, offset), false).toString('utf8');
    const parts: Buffer[] = [];
    for (let index = 1; offset < file.length; index++) {
      const end = Math.min(file.length, offset + chunkSize + 16);
      parts.push(open(index, file.subarray(offset, end), end === file.length));
      offset = end;
    }
    return { name, data: Buffer.concat(parts) };
  }

  it('reads what the tool wrote, for any bytes, name and chunk size (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 2500 }), fc.integer({ min: 1, max: 900 }), fc.string({ minLength: 1, maxLength: 30 }), async (data, chunkSize, name) => {
        const encrypted = await encryptFile(blobOf(data), name, 'pässwörd', { iterations: 10, chunkSize });
        const read = independentDecrypt(Buffer.from(await encrypted.arrayBuffer()), 'pässwörd');
        expect(read.name).toBe(new TextDecoder().decode(nameBytes(name)));
        expect(new Uint8Array(read.data)).toEqual(data);
      }),
      { numRuns: 30 },
    );
  });

  it('reads a 3 MB file with the default chunk size, and fails its tag check on a wrong passphrase', async () => {
    const data = randomBytes(3 * 1024 * 1024 + 17);
    const encrypted = Buffer.from(await (await encryptFile(new Blob([data]), 'big.iso', 'secret', FAST)).arrayBuffer());
    const read = independentDecrypt(encrypted, 'secret');
    expect(read.name).toBe('big.iso');
    expect(Buffer.compare(read.data, data)).toBe(0);
    expect(() => independentDecrypt(encrypted, 'Secret')).toThrow(/authenticate/);
  });
});

describe('names', () => {
  it('adds .enc, and the stored name comes back; without one the .enc is removed', () => {
    expect(encryptedName('photo.jpg')).toBe('photo.jpg.enc');
    expect(encryptedName('')).toBe('file.enc');
    expect(withoutEncExtension('photo.jpg.enc')).toBe('photo.jpg');
    expect(withoutEncExtension('photo.JPG.ENC')).toBe('photo.JPG');
    expect(withoutEncExtension('blob')).toBe('blob.decrypted');
  });

  it('a stored name cannot point elsewhere or hold control characters', () => {
    expect(safeFileName('../../etc/passwd')).toBe('passwd');
    expect(safeFileName('C:\\Users\\x\\a.txt')).toBe('a.txt');
    expect(safeFileName('a\nb\u0000.txt')).toBe('ab.txt');
    expect(safeFileName('..')).toBe('');
  });

  it('a long name is cut to 1024 UTF-8 bytes at a character boundary', () => {
    const long = 'ü'.repeat(600);
    const bytes = nameBytes(long);
    expect(bytes.length).toBe(1024);
    expect(new TextDecoder('utf-8', { fatal: true }).decode(bytes)).toBe('ü'.repeat(512));
  });
});

describe('secrets stay out of links, attributes and events', () => {
  it('declares no input for the file or the passphrase, and no share link at all', () => {
    expect(api.inputs.map((input) => input.name)).toEqual(['mode']);
    expect(api.share).toBe(false);
    // The event's fields: the job's state, never the passphrase, the file or its name.
    expect([...api.events[0]!.detail.matchAll(/(\w+):/g)].map((m) => m[1])).toEqual(['mode', 'status', 'outputBytes', 'error']);
    // Even a props object holding a passphrase writes only the mode into a query.
    expect(writeShareQuery(api, { mode: 'decrypt', passphrase: 'hunter2', file: 'x' }).query).toBe('?mode=decrypt');
  });
});

describe('sizes', () => {
  it('in 1,000-based units with one decimal at most, never "1000 kB"', () => {
    expect(sizeUnit(0)).toEqual({ unit: 'B', value: 0 });
    expect(sizeUnit(999)).toEqual({ unit: 'B', value: 999 });
    expect(sizeUnit(1000)).toEqual({ unit: 'kB', value: 1 });
    expect(sizeUnit(1_048_576)).toEqual({ unit: 'MB', value: 1 });
    expect(sizeUnit(999_960)).toEqual({ unit: 'MB', value: 1 });
    expect(sizeUnit(150_000_000)).toEqual({ unit: 'MB', value: 150 });
    expect(sizeUnit(4_300_000_000)).toEqual({ unit: 'GB', value: 4.3 });
    fc.assert(
      fc.property(fc.nat({ max: 2 ** 42 }), (bytes) => {
        const { unit, value } = sizeUnit(bytes);
        expect(Number.isFinite(value) && value >= 0).toBe(true);
        if (unit !== 'GB' && unit !== 'B') expect(value).toBeLessThan(1000);
      }),
    );
  });
});
