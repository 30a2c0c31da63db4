import { createHash, createHmac } from 'node:crypto';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ALGORITHM_IDS, toHex, utf8, type AlgorithmId, type Digests } from '../../../src/tools/hash-generator/algorithms';
import { hashBytes, hashStream, nativeWholeLimit, wasmAllowed, type EngineChoice, type EngineUsed } from '../../../src/tools/hash-generator/hashing';
import { ABC } from './hash-vectors';

// The file path's two engines, WebAssembly (hash-wasm) and JavaScript (@noble/hashes), must give
// the same digests for the same bytes, whatever the read and slice boundaries.

const noPause = () => Promise.resolve();
const hex = (digests: Digests) => Object.fromEntries(Object.entries(digests).map(([id, bytes]) => [id, toHex(bytes)]));
const stream = (data: Uint8Array | Blob, ids: readonly AlgorithmId[], engine: EngineChoice, extra: { key?: Uint8Array; chunkSize?: number; sliceSize?: number; wholeLimit?: number } = {}) =>
  hashStream(data, ids, { ...extra, engine, pause: noPause }).then(hex);

describe('WebAssembly and JavaScript hashing agree', () => {
  it('on published vectors, plain and HMAC (RFC 4231 case 2)', async () => {
    const million = utf8('a'.repeat(1_000_000));
    for (const engine of ['wasm', 'js'] as const) {
      expect(await stream(utf8('abc'), ALGORITHM_IDS, engine)).toEqual(ABC);
      // One million "a": many 16 KiB WebAssembly buffers, many 4 KiB reads.
      expect((await stream(million, ['sha256', 'sha3-256'], engine, { chunkSize: 4096 * 3 + 1, sliceSize: 5000 })).sha256).toBe(
        'cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0',
      );
      expect((await stream(utf8('what do ya want for nothing?'), ['sha256'], engine, { key: utf8('Jefe') })).sha256).toBe(
        '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
      );
    }
  });

  it('on random bytes and keys, across read, slice, block and 16 KiB buffer boundaries', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ maxLength: 40_000 }),
        fc.subarray([...ALGORITHM_IDS], { minLength: 1 }),
        fc.option(fc.uint8Array({ maxLength: 200 }), { nil: undefined }),
        fc.integer({ min: 1, max: 20_000 }),
        fc.integer({ min: 1, max: 17_000 }),
        fc.boolean(),
        async (data, ids, key, chunkSize, sliceSize, asBlob) => {
          const source = asBlob ? new Blob([data]) : data;
          const wasm = await stream(source, ids, 'wasm', { key, chunkSize, sliceSize });
          expect(await stream(source, ids, 'js', { key, chunkSize, sliceSize })).toEqual(wasm);
          // And both equal the one-shot JavaScript digests and Node's own.
          expect(hex(hashBytes(data, ids, key))).toEqual(wasm);
          for (const id of ids) {
            const node = key ? createHmac(id, key) : createHash(id);
            expect(wasm[id]).toBe(node.update(data).digest('hex'));
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it('keeps concurrent jobs apart (each job has its own WebAssembly instances)', async () => {
    const a = new Uint8Array(100_000).map((_, i) => i);
    const b = new Uint8Array(70_000).map((_, i) => i * 3);
    const [ha, hb] = await Promise.all([stream(a, ['sha256', 'md5'], 'wasm', { sliceSize: 1000 }), stream(b, ['sha256', 'md5'], 'wasm', { sliceSize: 999 })]);
    expect(ha.sha256).toBe(createHash('sha256').update(a).digest('hex'));
    expect(hb.md5).toBe(createHash('md5').update(b).digest('hex'));
  });
});

describe('WebCrypto for files within the whole-file limit', () => {
  it('gives the streamed digests for SHA-1/SHA-2, with the rest streamed beside it, plain and HMAC', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ minLength: 1, maxLength: 40_000 }),
        fc.subarray([...ALGORITHM_IDS], { minLength: 1 }),
        fc.option(fc.uint8Array({ maxLength: 200 }), { nil: undefined }),
        fc.integer({ min: 1, max: 20_000 }),
        fc.boolean(),
        async (data, ids, key, chunkSize, asBlob) => {
          const source = asBlob ? new Blob([data]) : data;
          const whole = await stream(source, ids, 'js', { key, chunkSize, wholeLimit: data.length });
          expect(whole).toEqual(await stream(source, ids, 'js', { key, chunkSize }));
        },
      ),
      { numRuns: 40 },
    );
  });

  it('says when nothing was streamed, and streams a file one byte over the limit', async () => {
    const used: EngineUsed[] = [];
    const digest = vi.spyOn(crypto.subtle, 'digest');
    const data = utf8('abc');
    const onEngine = (e: EngineUsed) => used.push(e);
    expect(toHex((await hashStream(data, ['sha256'], { wholeLimit: 3, onEngine, pause: noPause })).sha256!)).toBe(ABC.sha256);
    await hashStream(data, ['sha256', 'md5'], { wholeLimit: 3, onEngine, pause: noPause });
    await hashStream(data, ['sha256'], { wholeLimit: 2, onEngine, pause: noPause });
    // An empty HMAC key is one WebCrypto refuses: that job streams.
    await hashStream(data, ['sha256'], { wholeLimit: 3, key: new Uint8Array(0), onEngine, pause: noPause });
    expect(used).toEqual(['webcrypto', 'wasm', 'wasm', 'wasm']);
    // SHA-256 came from WebCrypto in the first two jobs only (MD5 streamed beside it in the second).
    expect(digest).toHaveBeenCalledTimes(2);
    digest.mockRestore();
  });

  it('allows 128 MiB per GiB of device memory, up to 1 GiB, and 512 MiB where the browser does not say', () => {
    const MiB = 1024 * 1024;
    vi.stubGlobal('navigator', { deviceMemory: 8 });
    expect(nativeWholeLimit()).toBe(1024 * MiB);
    vi.stubGlobal('navigator', { deviceMemory: 2 });
    expect(nativeWholeLimit()).toBe(256 * MiB);
    vi.stubGlobal('navigator', {});
    expect(nativeWholeLimit()).toBe(512 * MiB);
    vi.unstubAllGlobals();
  });
});

describe('choosing the engine', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('uses WebAssembly where it compiles', async () => {
    expect(wasmAllowed()).toBe(true);
    const used: EngineUsed[] = [];
    await hashStream(utf8('abc'), ['sha256'], { onEngine: (e) => used.push(e), pause: noPause });
    await hashStream(utf8('abc'), ['sha256'], { engine: 'js', onEngine: (e) => used.push(e), pause: noPause });
    expect(used).toEqual(['wasm', 'js']);
  });

  it('falls back to JavaScript where a CSP blocks compiling, after one quiet attempt', async () => {
    let attempts = 0;
    const refuse = function refuse(): never {
      attempts++;
      throw new WebAssembly.CompileError("WebAssembly.Module(): Compiling or instantiating WebAssembly module violates the following Content Security policy directive because 'unsafe-eval' is not an allowed source of script");
    };
    vi.stubGlobal('WebAssembly', { ...WebAssembly, Module: refuse, compile: refuse, instantiate: refuse });
    vi.resetModules();
    const fresh = await import('../../../src/tools/hash-generator/hashing');
    const errors = vi.spyOn(console, 'error');
    const warnings = vi.spyOn(console, 'warn');
    const used: EngineUsed[] = [];
    for (let i = 0; i < 3; i++) {
      const digests = await fresh.hashStream(utf8('abc'), ['sha1'], { onEngine: (e) => used.push(e), pause: noPause });
      expect(toHex(digests.sha1!)).toBe('a9993e364706816aba3e25717850c26c9cd0d89d');
    }
    expect(used).toEqual(['js', 'js', 'js']);
    expect(attempts).toBe(1);
    expect(errors).not.toHaveBeenCalled();
    expect(warnings).not.toHaveBeenCalled();
    // Forcing WebAssembly fails instead of falling back.
    await expect(fresh.hashStream(utf8('abc'), ['sha1'], { engine: 'wasm', pause: noPause })).rejects.toThrow();
  });
});
