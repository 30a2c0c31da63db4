/**
 * The WebAssembly hashers (hash-wasm): the file path's fast engine, about 2× (SHA-256) to 7×
 * (MD5, SHA-512) the speed of @noble/hashes on this machine. Its own chunk, fetched by
 * hashing.ts only when a stream job starts on a page whose CSP lets it compile WebAssembly
 * (`'wasm-unsafe-eval'`): the page load, typing short text and a strict embed host never fetch it.
 */
import { createHMAC, createMD5, createSHA1, createSHA256, createSHA3, createSHA384, createSHA512, type IHasher } from 'hash-wasm';
import type { AlgorithmId } from './algorithms';

const CREATE: Record<AlgorithmId, () => Promise<IHasher>> = {
  md5: createMD5,
  sha1: createSHA1,
  sha256: createSHA256,
  sha384: createSHA384,
  sha512: createSHA512,
  'sha3-256': () => createSHA3(256),
  'sha3-512': () => createSHA3(512),
};

/**
 * A fresh incremental hasher (its own WebAssembly instance, so jobs never share state); with a
 * key, its HMAC (RFC 2104).
 */
export async function createWasmHasher(id: AlgorithmId, key?: Uint8Array): Promise<{ update(chunk: Uint8Array): unknown; digest(): Uint8Array }> {
  const hasher = key ? await createHMAC(CREATE[id](), key) : await CREATE[id]();
  hasher.init();
  return {
    update: (chunk) => hasher.update(chunk),
    digest: () => hasher.digest('binary'),
  };
}
