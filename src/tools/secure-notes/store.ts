/**
 * Where the vault lives: a small interface over IndexedDB (idb.ts) with an in-memory twin for
 * unit tests. Everything that crosses it is already encrypted; ids and timestamps are the
 * only clear data. Writes are compare-and-set so two tabs never overwrite each other.
 */
import type { Sealed } from './crypto';

export interface VaultHeader {
  version: 1;
  kdf: 'PBKDF2-SHA256';
  iterations: number;
  /** base64; a new one on every passphrase change, so it also identifies the current key. */
  salt: string;
  /** A known text sealed with the key: opens only with the right passphrase. */
  verifier: Sealed;
}

/** One note as stored: title and body are inside the ciphertext. */
export interface NoteRecord extends Sealed {
  id: string;
  /** ms since the epoch; strictly increases with every save of the note. */
  updatedAt: number;
}

export type WriteResult =
  | { ok: true }
  /** The stored note is not the version the caller edited (changed or deleted elsewhere). */
  | { ok: false; reason: 'conflict' }
  /** The vault was re-keyed, replaced or deleted elsewhere: the caller's key is stale. */
  | { ok: false; reason: 'vault-changed' };

export interface VaultStore {
  readHeader(): Promise<VaultHeader | null>;
  readNotes(): Promise<NoteRecord[]>;
  readNote(id: string): Promise<NoteRecord | null>;
  /**
   * Saves `record` if the stored note still has `expected` as updatedAt (`null`: it must not
   * exist yet) and the vault still has salt `salt` — checked and written in one transaction.
   */
  writeNote(record: NoteRecord, expected: number | null, salt: string): Promise<WriteResult>;
  /** Deletes a note under the same conditions as writeNote. */
  deleteNote(id: string, expected: number, salt: string): Promise<WriteResult>;
  /** Puts several notes in one transaction (import merge) if the vault still has `salt`. */
  writeNotes(records: NoteRecord[], salt: string): Promise<WriteResult>;
  /**
   * Replaces the header and every note in one transaction: passphrase change, import replace,
   * create and restore. `salt` is the vault the caller knows (`null`: only if there is none).
   */
  replaceVault(header: VaultHeader, records: NoteRecord[], salt: string | null): Promise<WriteResult>;
  /** Deletes the header and every note. */
  destroy(): Promise<void>;
  close(): void;
}

const CONFLICT: WriteResult = { ok: false, reason: 'conflict' };
const VAULT_CHANGED: WriteResult = { ok: false, reason: 'vault-changed' };
const OK: WriteResult = { ok: true };

/** The checks every implementation runs inside its transaction, shared so they cannot drift. */
export function checkWrite(
  header: VaultHeader | null,
  salt: string | null,
  stored: NoteRecord | null | undefined,
  expected: number | null | undefined,
): WriteResult {
  if ((header?.salt ?? null) !== salt) return VAULT_CHANGED;
  if (expected === undefined) return OK;
  if ((stored?.updatedAt ?? null) !== expected) return CONFLICT;
  return OK;
}

/** An in-memory store with the same semantics (unit tests; nothing persists). */
export function createMemoryStore(): VaultStore & { records: Map<string, NoteRecord> } {
  let header: VaultHeader | null = null;
  const records = new Map<string, NoteRecord>();
  const copy = <T>(value: T): T => structuredClone(value);
  return {
    records,
    readHeader: async () => (header ? copy(header) : null),
    readNotes: async () => [...records.values()].map(copy),
    readNote: async (id) => (records.has(id) ? copy(records.get(id)!) : null),
    async writeNote(record, expected, salt) {
      const result = checkWrite(header, salt, records.get(record.id), expected);
      if (result.ok) records.set(record.id, copy(record));
      return result;
    },
    async deleteNote(id, expected, salt) {
      const result = checkWrite(header, salt, records.get(id), expected);
      if (result.ok) records.delete(id);
      return result;
    },
    async writeNotes(list, salt) {
      const result = checkWrite(header, salt, undefined, undefined);
      if (result.ok) for (const record of list) records.set(record.id, copy(record));
      return result;
    },
    async replaceVault(next, list, salt) {
      const result = checkWrite(header, salt, undefined, undefined);
      if (!result.ok) return result;
      header = copy(next);
      records.clear();
      for (const record of list) records.set(record.id, copy(record));
      return result;
    },
    async destroy() {
      header = null;
      records.clear();
    },
    close() {},
  };
}
