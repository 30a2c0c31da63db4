/**
 * The VaultStore over IndexedDB. Each write checks the vault salt and the note's updatedAt in
 * the same readwrite transaction that writes it, so a save from another tab in between is
 * seen as a conflict instead of being overwritten.
 */
import { checkWrite, type NoteRecord, type VaultHeader, type VaultStore, type WriteResult } from './store';

export const DATABASE_NAME = 'toolshed-secure-notes';
const META = 'meta';
const NOTES = 'notes';
const HEADER_KEY = 'header';

const done = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });

const finished = (tx: IDBTransaction) =>
  new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
    tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
  });

function openDatabase(name: string): Promise<IDBDatabase> {
  const request = indexedDB.open(name, 1);
  request.onupgradeneeded = () => {
    const db = request.result;
    if (!db.objectStoreNames.contains(META)) db.createObjectStore(META);
    if (!db.objectStoreNames.contains(NOTES)) db.createObjectStore(NOTES, { keyPath: 'id' });
  };
  return done(request).then((db) => {
    // Another tab deleting or upgrading the database must not wait for this one to close.
    db.onversionchange = () => db.close();
    return db;
  });
}

export function createIndexedDbStore(name = DATABASE_NAME): VaultStore {
  let connection: Promise<IDBDatabase> | null = null;
  const db = (): Promise<IDBDatabase> => {
    connection ??= openDatabase(name).catch((error: unknown) => {
      connection = null;
      throw error;
    });
    return connection.then((database): IDBDatabase | Promise<IDBDatabase> => {
      // A connection closed by onversionchange cannot start transactions: reopen.
      try {
        database.transaction(META, 'readonly').abort();
        return database;
      } catch {
        connection = null;
        return db();
      }
    });
  };

  /**
   * Runs `body` in one readwrite transaction over both stores. `body` reads what it needs,
   * decides, and queues its writes before the transaction can auto-commit.
   */
  async function write(body: (meta: IDBObjectStore, notes: IDBObjectStore) => Promise<WriteResult>): Promise<WriteResult> {
    const tx = (await db()).transaction([META, NOTES], 'readwrite');
    const complete = finished(tx);
    const result = await body(tx.objectStore(META), tx.objectStore(NOTES));
    if (!result.ok) tx.abort();
    await complete.catch((error: unknown) => {
      if (result.ok) throw error;
    });
    return result;
  }

  const readHeader = (meta: IDBObjectStore) => done(meta.get(HEADER_KEY) as IDBRequest<VaultHeader | undefined>).then((h) => h ?? null);

  return {
    async readHeader() {
      return readHeader((await db()).transaction(META, 'readonly').objectStore(META));
    },
    async readNotes() {
      return done((await db()).transaction(NOTES, 'readonly').objectStore(NOTES).getAll() as IDBRequest<NoteRecord[]>);
    },
    async readNote(id) {
      const record = await done((await db()).transaction(NOTES, 'readonly').objectStore(NOTES).get(id) as IDBRequest<NoteRecord | undefined>);
      return record ?? null;
    },
    writeNote(record, expected, salt) {
      return write(async (meta, notes) => {
        const [header, stored] = await Promise.all([readHeader(meta), done(notes.get(record.id) as IDBRequest<NoteRecord | undefined>)]);
        const result = checkWrite(header, salt, stored, expected);
        if (result.ok) notes.put(record);
        return result;
      });
    },
    deleteNote(id, expected, salt) {
      return write(async (meta, notes) => {
        const [header, stored] = await Promise.all([readHeader(meta), done(notes.get(id) as IDBRequest<NoteRecord | undefined>)]);
        const result = checkWrite(header, salt, stored, expected);
        if (result.ok) notes.delete(id);
        return result;
      });
    },
    writeNotes(records, salt) {
      return write(async (meta, notes) => {
        const result = checkWrite(await readHeader(meta), salt, undefined, undefined);
        if (result.ok) for (const record of records) notes.put(record);
        return result;
      });
    },
    replaceVault(header, records, salt) {
      return write(async (meta, notes) => {
        const result = checkWrite(await readHeader(meta), salt, undefined, undefined);
        if (!result.ok) return result;
        meta.put(header, HEADER_KEY);
        notes.clear();
        for (const record of records) notes.put(record);
        return result;
      });
    },
    async destroy() {
      const tx = (await db()).transaction([META, NOTES], 'readwrite');
      tx.objectStore(META).clear();
      tx.objectStore(NOTES).clear();
      await finished(tx);
    },
    close() {
      void connection?.then((database) => database.close()).catch(() => undefined);
      connection = null;
    },
  };
}
