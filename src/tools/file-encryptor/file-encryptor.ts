/**
 * The file encryptor's format and its two streaming operations, over WebCrypto only (works
 * under strict CSPs and in Node for the tests). No React, no DOM, no storage.
 *
 * Format version 1 (the page's "File Format" section documents the same table):
 *
 *   offset  size  field
 *        0     8  magic, the ASCII bytes "TOOLSHED"
 *        8     1  format version: 1
 *        9     1  key derivation: 1 = PBKDF2-HMAC-SHA256
 *       10     4  PBKDF2 iterations, unsigned big-endian
 *       14     4  chunk size: plaintext bytes per data chunk, unsigned big-endian
 *       18    16  salt (random per file)
 *       34    12  base nonce (random per file)
 *       46     2  file name length N in UTF-8 bytes, unsigned big-endian
 *       48  N+16  record 0: the file name, AES-256-GCM ciphertext and its 16-byte tag
 *   48+N+16  ...  records 1…n: the data chunks, each chunk size + 16 bytes, the last one
 *                 0…chunk size + 16 bytes (an empty file has one empty chunk: its tag only)
 *
 * Key: PBKDF2-HMAC-SHA256 of the passphrase (Unicode NFC, UTF-8) with the salt and the
 * iterations, 32 bytes, the AES-256-GCM key. Record i's nonce is the base nonce with i as a
 * 32-bit big-endian number XORed into its last four bytes. Record i's additional data is the
 * 48 header bytes followed by one byte: 1 for the last record, 0 for every other. So editing
 * the header, reordering, dropping or appending records all fail the tag check.
 */

import { MAX_ITERATIONS, PBKDF2_ITERATIONS, SALT_BYTES, deriveKeyFromSalt } from '../secure-notes/crypto';

export const MAGIC = 'TOOLSHED';
export const FORMAT_VERSION = 1;
export const KDF_PBKDF2_SHA256 = 1;
/** OWASP's figure for PBKDF2-HMAC-SHA256 (Secure Notes' too); files are always written with it unless a test asks otherwise. */
export { PBKDF2_ITERATIONS, MAX_ITERATIONS, SALT_BYTES };
/** Plaintext bytes per data chunk: 1 MiB. */
export const CHUNK_SIZE = 1024 * 1024;
export const HEADER_BYTES = 48;
export const NONCE_BYTES = 12;
export const TAG_BYTES = 16;
/** Bounds for values read from a file, so a crafted header cannot hang the tab or ask for a huge buffer. */
export const MAX_CHUNK_SIZE = 64 * 1024 * 1024;
/** Longest stored file name in UTF-8 bytes (longer names are cut at a character boundary). */
export const MAX_NAME_BYTES = 1024;
export const ENCRYPTED_EXTENSION = '.enc';

/** The minimum a source must offer: a File, a Blob, or a test double that counts reads. */
export interface ByteSource {
  readonly size: number;
  slice(start?: number, end?: number): Blob;
}

export interface Progress {
  /** Bytes of the source read and processed so far. */
  done: number;
  total: number;
}

export interface RunOptions {
  signal?: AbortSignal;
  onProgress?: (progress: Progress) => void;
}

export interface EncryptOptions extends RunOptions {
  /** Tests only: fewer iterations keep them fast. The count is stored in the file. */
  iterations?: number;
  /** Tests only: a smaller chunk exercises many chunks with little data. Stored in the file. */
  chunkSize?: number;
}

export interface Header {
  version: number;
  kdf: number;
  iterations: number;
  chunkSize: number;
  salt: Uint8Array<ArrayBuffer>;
  nonce: Uint8Array<ArrayBuffer>;
  nameLength: number;
  /** The 48 bytes as read: every record's additional data starts with them. */
  bytes: Uint8Array<ArrayBuffer>;
}

/** Why a file was not decrypted. The screen words each one; nothing is produced in any case. */
export type DecryptFailure =
  | { reason: 'not-encrypted' }
  | { reason: 'version'; version: number }
  | { reason: 'bad-header' }
  | { reason: 'wrong-passphrase' }
  | { reason: 'tampered'; chunk: number }
  | { reason: 'truncated' }
  | { reason: 'unreadable' };

export type DecryptResult = { ok: true; name: string; blob: Blob } | ({ ok: false } & DecryptFailure);

/** Whether WebCrypto's subtle API is here (it is missing on plain-http host pages). */
export function hasWebCrypto(): boolean {
  return typeof globalThis.crypto !== 'undefined' && typeof globalThis.crypto.subtle !== 'undefined' && globalThis.crypto.subtle !== null;
}

const subtle = () => globalThis.crypto.subtle;

/** `name.ext.enc`: the encrypted file's download name. */
export const encryptedName = (name: string) => `${name || 'file'}${ENCRYPTED_EXTENSION}`;

/** The name without `.enc`, used when a file's stored name is empty. */
export function withoutEncExtension(name: string): string {
  return name.toLowerCase().endsWith(ENCRYPTED_EXTENSION) && name.length > ENCRYPTED_EXTENSION.length ? name.slice(0, -ENCRYPTED_EXTENSION.length) : `${name || 'file'}.decrypted`;
}

/**
 * A stored name made safe to download: only its last path part, without control characters
 * (a crafted file could hold "../x" or a newline; the browser sanitizes too, this is the first line).
 */
export function safeFileName(name: string): string {
  const last = name.split(/[/\\]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  const clean = last.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return clean === '.' || clean === '..' ? '' : clean;
}

/** UTF-8 of `name`, cut to MAX_NAME_BYTES at a character boundary. */
export function nameBytes(name: string): Uint8Array<ArrayBuffer> {
  const encoder = new TextEncoder();
  let bytes = encoder.encode(name);
  if (bytes.length <= MAX_NAME_BYTES) return bytes;
  const chars = [...name];
  while (bytes.length > MAX_NAME_BYTES) {
    chars.pop();
    bytes = encoder.encode(chars.join(''));
  }
  return bytes;
}

/** The same key derivation as Secure Notes' vault (the salt as bytes here). */
export const deriveKey = deriveKeyFromSalt;

/** Record `index`'s nonce: the base nonce with the index XORed into its last four bytes (big-endian). */
export function recordNonce(base: Uint8Array, index: number): Uint8Array<ArrayBuffer> {
  const nonce = new Uint8Array(base);
  const view = new DataView(nonce.buffer);
  view.setUint32(8, (view.getUint32(8) ^ index) >>> 0);
  return nonce;
}

/** The header bytes and a last-record flag: a record's additional authenticated data. */
export function recordAad(header: Uint8Array, last: boolean): Uint8Array<ArrayBuffer> {
  const aad = new Uint8Array(header.length + 1);
  aad.set(header);
  aad[header.length] = last ? 1 : 0;
  return aad;
}

export function writeHeader(fields: { iterations: number; chunkSize: number; salt: Uint8Array; nonce: Uint8Array; nameLength: number }): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(HEADER_BYTES);
  const view = new DataView(bytes.buffer);
  bytes.set(new TextEncoder().encode(MAGIC), 0);
  view.setUint8(8, FORMAT_VERSION);
  view.setUint8(9, KDF_PBKDF2_SHA256);
  view.setUint32(10, fields.iterations);
  view.setUint32(14, fields.chunkSize);
  bytes.set(fields.salt, 18);
  bytes.set(fields.nonce, 34);
  view.setUint16(46, fields.nameLength);
  return bytes;
}

/** True when `bytes` start with the magic: the file is (meant to be) one of ours. */
export function hasMagic(bytes: Uint8Array): boolean {
  if (bytes.length < MAGIC.length) return false;
  for (let i = 0; i < MAGIC.length; i++) if (bytes[i] !== MAGIC.charCodeAt(i)) return false;
  return true;
}

/** Reads and checks the 48-byte header; a failure names what is wrong with it. */
export function readHeader(bytes: Uint8Array): { ok: true; header: Header } | ({ ok: false } & DecryptFailure) {
  if (!hasMagic(bytes)) return { ok: false, reason: 'not-encrypted' };
  if (bytes.length < HEADER_BYTES) return { ok: false, reason: 'truncated' };
  const copy = new Uint8Array(bytes.subarray(0, HEADER_BYTES));
  const view = new DataView(copy.buffer);
  const version = view.getUint8(8);
  if (version !== FORMAT_VERSION) return { ok: false, reason: 'version', version };
  const kdf = view.getUint8(9);
  const iterations = view.getUint32(10);
  const chunkSize = view.getUint32(14);
  const nameLength = view.getUint16(46);
  if (kdf !== KDF_PBKDF2_SHA256 || iterations < 1 || iterations > MAX_ITERATIONS || chunkSize < 1 || chunkSize > MAX_CHUNK_SIZE || nameLength > MAX_NAME_BYTES) {
    return { ok: false, reason: 'bad-header' };
  }
  return {
    ok: true,
    header: { version, kdf, iterations, chunkSize, nameLength, salt: copy.slice(18, 34), nonce: copy.slice(34, 46), bytes: copy },
  };
}

async function readBytes(source: ByteSource, start: number, end: number): Promise<Uint8Array<ArrayBuffer>> {
  return new Uint8Array(await source.slice(start, end).arrayBuffer());
}

/**
 * Collects output as Blob parts and folds them into one Blob every few chunks: a Blob made of
 * Blobs references them without copying, and the browser may keep it out of the JS heap, so a
 * 150 MB file is never one array next to its copy.
 */
class BlobCollector {
  private blob = new Blob([]);
  private pending: Uint8Array<ArrayBuffer>[] = [];
  constructor(private readonly type: string) {}
  add(part: Uint8Array<ArrayBuffer>) {
    this.pending.push(part);
    if (this.pending.length >= 16) this.fold();
  }
  private fold() {
    this.blob = new Blob([this.blob, ...this.pending], { type: this.type });
    this.pending = [];
  }
  finish(): Blob {
    this.fold();
    return this.blob;
  }
}

/** Number of data chunks for a plaintext of `size` bytes: at least one (an empty file's is empty). */
export const chunkCount = (size: number, chunkSize: number) => Math.max(1, Math.ceil(size / chunkSize));

/**
 * Encrypts `source` as one `.enc` file (see the format above), reading it a chunk at a time
 * with `slice()`. Rejects with an AbortError when `signal` aborts.
 */
export async function encryptFile(source: ByteSource, name: string, passphrase: string, options: EncryptOptions = {}): Promise<Blob> {
  const { signal, onProgress } = options;
  const iterations = options.iterations ?? PBKDF2_ITERATIONS;
  const chunkSize = options.chunkSize ?? CHUNK_SIZE;
  const salt = globalThis.crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const nonce = globalThis.crypto.getRandomValues(new Uint8Array(NONCE_BYTES));
  const storedName = nameBytes(name);
  const header = writeHeader({ iterations, chunkSize, salt, nonce, nameLength: storedName.length });
  const total = source.size;
  onProgress?.({ done: 0, total });
  const key = await deriveKey(passphrase, salt, iterations);
  signal?.throwIfAborted();
  const out = new BlobCollector('application/octet-stream');
  out.add(header);
  const seal = async (index: number, plaintext: Uint8Array<ArrayBuffer>, last: boolean) =>
    new Uint8Array(await subtle().encrypt({ name: 'AES-GCM', iv: recordNonce(nonce, index), additionalData: recordAad(header, last), tagLength: 128 }, key, plaintext));
  out.add(await seal(0, storedName, false));
  const chunks = chunkCount(total, chunkSize);
  for (let i = 0; i < chunks; i++) {
    signal?.throwIfAborted();
    const start = i * chunkSize;
    const end = Math.min(total, start + chunkSize);
    out.add(await seal(i + 1, await readBytes(source, start, end), i === chunks - 1));
    onProgress?.({ done: end, total });
  }
  signal?.throwIfAborted();
  return out.finish();
}

/** Where the data records start, and how many there are, for a file of `size` bytes; null when no layout fits. */
export function dataLayout(header: Pick<Header, 'chunkSize' | 'nameLength'>, size: number): { start: number; chunks: number } | null {
  const start = HEADER_BYTES + header.nameLength + TAG_BYTES;
  const rest = size - start;
  if (rest < TAG_BYTES) return null;
  const record = header.chunkSize + TAG_BYTES;
  const chunks = Math.ceil(rest / record);
  // The last record must hold at least its tag.
  const lastLength = rest - (chunks - 1) * record;
  if (lastLength < TAG_BYTES) return null;
  return { start, chunks };
}

/**
 * Decrypts a `.enc` file, checking every record's tag before the next is read. The output
 * exists only when every record passed: a wrong passphrase, a changed bit anywhere, a
 * truncated or extended file all give a failure and no Blob. Rejects with an AbortError when
 * `signal` aborts.
 */
export async function decryptFile(source: ByteSource, passphrase: string, options: RunOptions = {}): Promise<DecryptResult> {
  const { signal, onProgress } = options;
  const total = source.size;
  try {
    onProgress?.({ done: 0, total });
    const read = readHeader(await readBytes(source, 0, Math.min(total, HEADER_BYTES)));
    if (!read.ok) return read;
    const { header } = read;
    const layout = dataLayout(header, total);
    if (!layout) return { ok: false, reason: 'truncated' };
    const key = await deriveKey(passphrase, header.salt, header.iterations);
    signal?.throwIfAborted();
    const open = async (index: number, ciphertext: Uint8Array<ArrayBuffer>, last: boolean): Promise<Uint8Array<ArrayBuffer> | null> => {
      try {
        return new Uint8Array(
          await subtle().decrypt({ name: 'AES-GCM', iv: recordNonce(header.nonce, index), additionalData: recordAad(header.bytes, last), tagLength: 128 }, key, ciphertext),
        );
      } catch (error) {
        if (error instanceof DOMException && error.name === 'OperationError') return null;
        throw error;
      }
    };
    const nameRecord = await open(0, await readBytes(source, HEADER_BYTES, layout.start), false);
    // The first record fails for a wrong passphrase and for a changed header alike: the tag cannot tell them apart.
    if (!nameRecord) return { ok: false, reason: 'wrong-passphrase' };
    let name: string;
    try {
      name = safeFileName(new TextDecoder('utf-8', { fatal: true }).decode(nameRecord));
    } catch {
      name = '';
    }
    const out = new BlobCollector('application/octet-stream');
    const record = header.chunkSize + TAG_BYTES;
    for (let i = 0; i < layout.chunks; i++) {
      signal?.throwIfAborted();
      const start = layout.start + i * record;
      const end = Math.min(total, start + record);
      const plain = await open(i + 1, await readBytes(source, start, end), i === layout.chunks - 1);
      if (!plain) return { ok: false, reason: 'tampered', chunk: i + 1 };
      out.add(plain);
      onProgress?.({ done: end, total });
    }
    signal?.throwIfAborted();
    return { ok: true, name, blob: out.finish() };
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    const name = error instanceof DOMException || error instanceof Error ? error.name : '';
    if (name === 'NotReadableError' || name === 'NotFoundError') return { ok: false, reason: 'unreadable' };
    throw error;
  }
}

/** Reads the first bytes of a file: is it one of ours? (The screen switches to Decrypt for it.) */
export async function looksEncrypted(source: ByteSource): Promise<boolean> {
  try {
    return hasMagic(await readBytes(source, 0, Math.min(source.size, MAGIC.length)));
  } catch {
    return false;
  }
}

/** A size in 1,000-based units (like the hash tools and most download pages), one decimal at most; the screen words the unit. */
export function sizeUnit(bytes: number): { unit: 'B' | 'kB' | 'MB' | 'GB'; value: number } {
  if (!Number.isFinite(bytes) || bytes < 1000) return { unit: 'B', value: Math.max(0, Number.isFinite(bytes) ? Math.round(bytes) : 0) };
  const units = ['kB', 'MB', 'GB'] as const;
  let value = bytes / 1000;
  let index = 0;
  // 999.95 kB would round to "1000 kB": move up a unit before rounding does.
  while (value >= 999.95 && index < units.length - 1) {
    value /= 1000;
    index++;
  }
  return { unit: units[index]!, value: Math.round(value * 10) / 10 };
}
