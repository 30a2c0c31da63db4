/**
 * The streaming hashing engine shared by the hash generator and the hash verifier. Pure: no
 * React, no DOM (Blob, AbortSignal and MessageChannel exist in browsers and in Node).
 *
 * Two engines with the same incremental interface, so files are read in slices and never held
 * whole. Stream jobs (files, large text) use WebAssembly (hash-wasm, its own chunk: see
 * wasm-hashers.ts) where the page may compile it; @noble/hashes is plain JavaScript and works
 * under any CSP: the fallback (an embed on a strict host page), and the one-shot hashing of
 * short text, where it takes well under a millisecond and needs no asynchronous set-up.
 */
import { hmac } from '@noble/hashes/hmac.js';
import { md5, sha1 } from '@noble/hashes/legacy.js';
import { sha256, sha384, sha512 } from '@noble/hashes/sha2.js';
import { sha3_256, sha3_512 } from '@noble/hashes/sha3.js';
import type { AlgorithmId, Digests } from './algorithms';
import { yieldToEventLoop } from '../../ui/yield';

export interface Hasher {
  update(chunk: Uint8Array): unknown;
  digest(): Uint8Array;
}

const HASHES = { md5, sha1, sha256, sha384, sha512, 'sha3-256': sha3_256, 'sha3-512': sha3_512 } as const;

/** A fresh incremental hasher; with a key, its HMAC (RFC 2104). */
export function createHasher(id: AlgorithmId, key?: Uint8Array): Hasher {
  const hash = HASHES[id];
  return key ? hmac.create(hash, key) : hash.create();
}

/** Digest length in bytes, from the library itself (the tests hold algorithms.ts to it). */
export const outputLength = (id: AlgorithmId) => HASHES[id].outputLen;

/** Several algorithms fed the same bytes at once; with a key every one is an HMAC. */
export class MultiHash {
  private readonly hashers: Array<[AlgorithmId, Hasher]>;

  /** The JavaScript hashers for `ids`, or the given ones. */
  constructor(ids: readonly AlgorithmId[], key?: Uint8Array, hashers?: Array<[AlgorithmId, Hasher]>) {
    this.hashers = hashers ?? [...new Set(ids)].map((id) => [id, createHasher(id, key)]);
  }

  update(chunk: Uint8Array): this {
    for (const [, hasher] of this.hashers) hasher.update(chunk);
    return this;
  }

  /** Feeds one algorithm only, so a long slice can be split across tasks. */
  updateOne(index: number, chunk: Uint8Array): void {
    this.hashers[index]![1].update(chunk);
  }

  get size(): number {
    return this.hashers.length;
  }

  digest(): Digests {
    const out: Digests = {};
    for (const [id, hasher] of this.hashers) out[id] = hasher.digest();
    return out;
  }
}

export function hashBytes(bytes: Uint8Array, ids: readonly AlgorithmId[], key?: Uint8Array): Digests {
  return new MultiHash(ids, key).update(bytes).digest();
}

// ---------------------------------------------------------------------------------------------
// WebAssembly

/** The smallest valid module: its magic number and version. */
const EMPTY_MODULE = new Uint8Array([0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00]);
let wasmCompiles: boolean | undefined;

/**
 * Whether this page may compile WebAssembly, found out once per page by compiling the empty
 * module. A CSP without `'wasm-unsafe-eval'` (an embed on a strict host page) makes that throw;
 * Chromium logs nothing for it, and nothing else is tried afterwards, so the console stays clean.
 */
export function wasmAllowed(): boolean {
  if (wasmCompiles === undefined) {
    try {
      wasmCompiles = typeof WebAssembly === 'object' && new WebAssembly.Module(EMPTY_MODULE) instanceof WebAssembly.Module;
    } catch {
      wasmCompiles = false;
    }
  }
  return wasmCompiles;
}

export type EngineChoice = 'auto' | 'wasm' | 'js';
/** `webcrypto`: every algorithm of the job came from WebCrypto (nothing was streamed). */
export type EngineUsed = 'wasm' | 'js' | 'webcrypto';

/**
 * The hashers for one stream job. `auto`: WebAssembly where allowed, and JavaScript when it is not,
 * or when its chunk cannot be loaded or instantiated (no error reaches the page: the job just runs
 * slower). `wasm` fails instead of falling back (tests and the benchmark); `js` never tries it.
 */
async function streamHashers(ids: readonly AlgorithmId[], key: Uint8Array | undefined, choice: EngineChoice): Promise<[MultiHash, EngineUsed]> {
  const unique = [...new Set(ids)];
  if (choice === 'wasm' || (choice === 'auto' && wasmAllowed())) {
    try {
      const { createWasmHasher } = await import('./wasm-hashers');
      const hashers = await Promise.all(unique.map(async (id): Promise<[AlgorithmId, Hasher]> => [id, await createWasmHasher(id, key)]));
      return [new MultiHash(unique, key, hashers), 'wasm'];
    } catch (error) {
      if (choice === 'wasm') throw error;
    }
  }
  return [new MultiHash(unique, key), 'js'];
}

/** What `hashStream` reads: a Blob/File, or bytes already in memory. */
export type HashSource = Pick<Blob, 'size' | 'slice'> | Uint8Array;

export interface StreamOptions {
  key?: Uint8Array;
  /** Bytes read from the source at a time (one read in flight ahead). */
  chunkSize?: number;
  /** Bytes given to one hasher between chances to yield. */
  sliceSize?: number;
  /** Called after every slice with the bytes done so far and the total. */
  onProgress?: (done: number, total: number) => void;
  signal?: AbortSignal;
  /** Lets the caller's event loop run; called when `budgetMs` of work has passed. */
  pause?: () => Promise<void>;
  budgetMs?: number;
  now?: () => number;
  /** Which hashers: WebAssembly where the page allows it (`auto`, the default), or one of them. */
  engine?: EngineChoice;
  /** Told which engine the job runs on, before the first byte. */
  onEngine?: (engine: EngineUsed) => void;
  /**
   * Sources up to this many bytes are also gathered whole, and their SHA-1/SHA-2 digests come
   * from the browser's own WebCrypto (`nativeWholeLimit`); 0 (the default) streams everything.
   */
  wholeLimit?: number;
}

/** The algorithms WebCrypto digests natively, by their WebCrypto names. */
const NATIVE: Partial<Record<AlgorithmId, string>> = { sha1: 'SHA-1', sha256: 'SHA-256', sha384: 'SHA-384', sha512: 'SHA-512' };

const subtleCrypto = (): SubtleCrypto | undefined => (globalThis.crypto as Crypto | undefined)?.subtle;

/**
 * How large a file may be hashed whole by WebCrypto: SHA-256 there runs on the CPU's SHA
 * instructions, about ten times hash-wasm's rate on this machine, but WebCrypto takes the bytes at
 * once (and copies them), so a job holds twice the file in memory for a moment. 128 MiB per GiB of
 * the device's memory (`navigator.deviceMemory`, Chromium; 4 GiB assumed elsewhere) keeps that at a
 * quarter of it, up to 1 GiB files; larger files stream at the WebAssembly rate in flat memory.
 */
export function nativeWholeLimit(): number {
  if (!subtleCrypto()) return 0;
  const gib = (globalThis.navigator as { deviceMemory?: number } | undefined)?.deviceMemory ?? 4;
  return Math.min(1024, gib * 128) * 1024 * 1024;
}

/** Bytes WebCrypto accepts (not a view of a SharedArrayBuffer): the same bytes, copied only if need be. */
const ownBuffer = (bytes: Uint8Array): Uint8Array<ArrayBuffer> => (bytes.buffer instanceof ArrayBuffer ? (bytes as Uint8Array<ArrayBuffer>) : new Uint8Array(bytes));

/** A buffer for the whole source, or null when it cannot be had (RangeError: too large for this device). */
function wholeBuffer(total: number): Uint8Array<ArrayBuffer> | null {
  try {
    return new Uint8Array(total);
  } catch {
    return null;
  }
}

/** The WebCrypto digests (or HMACs) of `bytes` for `ids`. */
async function nativeDigests(subtle: SubtleCrypto, bytes: Uint8Array<ArrayBuffer>, ids: readonly AlgorithmId[], key: Uint8Array | undefined): Promise<Digests> {
  const entries = await Promise.all(
    ids.map(async (id): Promise<[AlgorithmId, Uint8Array]> => {
      const hash = NATIVE[id]!;
      if (!key) return [id, new Uint8Array(await subtle.digest(hash, bytes))];
      const hmacKey = await subtle.importKey('raw', new Uint8Array(key), { name: 'HMAC', hash }, false, ['sign']);
      return [id, new Uint8Array(await subtle.sign('HMAC', hmacKey, bytes))];
    }),
  );
  return Object.fromEntries(entries);
}

export const CHUNK_SIZE = 4 * 1024 * 1024;
export const SLICE_SIZE = 256 * 1024;

async function read(source: HashSource, start: number, end: number): Promise<Uint8Array> {
  if (source instanceof Uint8Array) return source.subarray(start, end);
  return new Uint8Array(await source.slice(start, end).arrayBuffer());
}

/**
 * Hashes `source` with every algorithm in `ids` (WebAssembly where allowed: `streamHashers`),
 * reading `chunkSize` bytes at a time (the next read overlaps the hashing of the current one)
 * and yielding to the event loop every `budgetMs`, so a 1 GB file costs a few megabytes of
 * memory and the page stays responsive. A source within `wholeLimit` is also gathered whole for
 * WebCrypto's SHA-1/SHA-2 (asynchronous: it never blocks the thread).
 * Rejects with the signal's reason when aborted.
 */
export async function hashStream(source: HashSource, ids: readonly AlgorithmId[], options: StreamOptions = {}): Promise<Digests> {
  const {
    key,
    chunkSize = CHUNK_SIZE,
    sliceSize = SLICE_SIZE,
    onProgress,
    signal,
    pause = yieldToEventLoop,
    budgetMs = 12,
    now = () => performance.now(),
    engine = 'auto',
    onEngine,
    wholeLimit = 0,
  } = options;
  const total = source instanceof Uint8Array ? source.length : source.size;
  const unique = [...new Set(ids)];
  const subtle = subtleCrypto();
  // WebCrypto for SHA-1/SHA-2 when the source fits the limit (an empty HMAC key is one WebCrypto refuses).
  let native = subtle && total > 0 && total <= wholeLimit && (!key || key.length > 0) ? unique.filter((id) => NATIVE[id]) : [];
  const whole = native.length > 0 ? (source instanceof Uint8Array ? ownBuffer(source) : wholeBuffer(total)) : null;
  if (!whole) native = [];
  const streamed = unique.filter((id) => !native.includes(id));
  const [multi, used]: [MultiHash, EngineUsed] = streamed.length > 0 ? await streamHashers(streamed, key, engine) : [new MultiHash([]), 'webcrypto'];
  onEngine?.(used);
  let done = 0;
  let since = now();
  const breathe = async () => {
    if (now() - since < budgetMs) return;
    await pause();
    signal?.throwIfAborted();
    since = now();
  };

  signal?.throwIfAborted();
  let next: Promise<Uint8Array> | null = total > 0 ? read(source, 0, Math.min(chunkSize, total)) : null;
  let offset = 0;
  while (next) {
    const chunk = await next;
    signal?.throwIfAborted();
    if (whole && !(source instanceof Uint8Array)) whole.set(chunk, offset);
    offset += chunk.length;
    next = offset < total ? read(source, offset, Math.min(offset + chunkSize, total)) : null;
    // Keep the prefetch from rejecting unobserved when we stop early.
    next?.catch(() => undefined);
    for (let at = 0; at < chunk.length; at += sliceSize) {
      const slice = chunk.subarray(at, at + sliceSize);
      for (let i = 0; i < multi.size; i++) {
        multi.updateOne(i, slice);
        await breathe();
      }
      done += slice.length;
      onProgress?.(done, total);
    }
  }
  onProgress?.(total, total);
  if (!whole || !subtle) return multi.digest();
  const digests = { ...multi.digest(), ...(await nativeDigests(subtle, whole, native, key)) };
  signal?.throwIfAborted();
  return digests;
}

