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
export type EngineUsed = 'wasm' | 'js';

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
 * memory and the page stays responsive.
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
  } = options;
  const total = source instanceof Uint8Array ? source.length : source.size;
  const [multi, used] = await streamHashers(ids, key, engine);
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
  return multi.digest();
}

