/**
 * The vault's cryptography, over WebCrypto only (works under strict CSPs, in Node for tests):
 * PBKDF2-SHA256 turns the passphrase into a non-extractable AES-256-GCM key; every
 * encryption draws a fresh random 96-bit IV. No React, no DOM, no storage.
 */

/** OWASP's 2023 figure for PBKDF2-HMAC-SHA256. Production vaults never use fewer. */
export const PBKDF2_ITERATIONS = 600_000;
export const KDF_NAME = 'PBKDF2-SHA256';
/** Bounds for counts read from storage or an imported file (a huge count would hang the tab). */
export const MIN_ITERATIONS = 1_000;
export const MAX_ITERATIONS = 10_000_000;
export const SALT_BYTES = 16;
export const IV_BYTES = 12;

/** Ciphertext with the IV it was made with, both base64. */
export interface Sealed {
  iv: string;
  ciphertext: string;
}

const subtle = () => globalThis.crypto.subtle;

export function randomBytes(length: number): Uint8Array<ArrayBuffer> {
  return globalThis.crypto.getRandomValues(new Uint8Array(length));
}

export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** Throws on text that is not base64 (callers treat that as a damaged record). */
export function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export const newSalt = () => toBase64(randomBytes(SALT_BYTES));

/** The vault's key from its base64 salt. */
export const deriveKey = (passphrase: string, salt: string, iterations: number): Promise<CryptoKey> => deriveKeyFromSalt(passphrase, fromBase64(salt), iterations);

/**
 * PBKDF2-SHA256 over the NFC passphrase → a non-extractable AES-256-GCM key for encrypting and
 * decrypting (the vault's and the file encryptor's).
 */
export async function deriveKeyFromSalt(passphrase: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<CryptoKey> {
  const material = await subtle().importKey('raw', new TextEncoder().encode(passphrase.normalize('NFC')), 'PBKDF2', false, ['deriveKey']);
  return subtle().deriveKey({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, material, { name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
}

/**
 * Encrypts UTF-8 text. `context` is authenticated but not stored in the ciphertext (the
 * record id), so a record copied under another id fails to decrypt instead of impersonating it.
 */
export async function seal(key: CryptoKey, plaintext: string, context: string): Promise<Sealed> {
  const iv = randomBytes(IV_BYTES);
  const data = await subtle().encrypt(
    { name: 'AES-GCM', iv, additionalData: new TextEncoder().encode(context) },
    key,
    new TextEncoder().encode(plaintext),
  );
  return { iv: toBase64(iv), ciphertext: toBase64(new Uint8Array(data)) };
}

/** Decrypts and authenticates; rejects on a wrong key, a changed byte or a different context. */
export async function open(key: CryptoKey, sealed: Sealed, context: string): Promise<string> {
  const iv = fromBase64(sealed.iv);
  if (iv.length !== IV_BYTES) throw new Error('Bad IV');
  const data = await subtle().decrypt(
    { name: 'AES-GCM', iv, additionalData: new TextEncoder().encode(context) },
    key,
    fromBase64(sealed.ciphertext),
  );
  return new TextDecoder('utf-8', { fatal: true }).decode(data);
}
