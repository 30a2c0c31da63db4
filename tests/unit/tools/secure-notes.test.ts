import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import fixture from './fixtures/secure-notes-vault-v1.json';
import { PBKDF2_ITERATIONS, deriveKey, fromBase64, newSalt, open, seal, toBase64 } from '../../../src/tools/secure-notes/crypto';
import { createMemoryStore, type NoteRecord, type VaultHeader, type VaultStore } from '../../../src/tools/secure-notes/store';
import {
  WRONG_PASSPHRASE,
  changePassphrase,
  createVault,
  deleteNote,
  exportFileName,
  exportVault,
  formatUpdated,
  importNotes,
  parseAutoLock,
  parseExport,
  passphraseStrength,
  readStoredNote,
  restoreVault,
  saveNote,
  searchNotes,
  sortNotes,
  unlockVault,
  upsertNote,
  vaultError,
  type Note,
  type Session,
} from '../../../src/tools/secure-notes/secure-notes';
import { translator } from '../../../src/i18n/catalog';
import { errorText, messages } from '../../../src/tools/secure-notes/i18n';

const PASS = 'correct horse battery staple';
const FAST = { iterations: 1_000 };

async function vaultWith(notes: Array<{ title: string; body: string }>) {
  const store = createMemoryStore();
  const created = await createVault(store, PASS, FAST);
  if (!created.ok) throw new Error(created.error);
  let clock = 1_000;
  const saved: Note[] = [];
  for (const [i, n] of notes.entries()) {
    const result = await saveNote(store, created.session, { id: `note-${i}`, ...n }, null, { now: () => (clock += 10) });
    if (!result.ok) throw new Error(result.reason);
    saved.push(result.note);
  }
  return { store, session: created.session, saved };
}

const plain = (notes: Note[]) => notes.map(({ title, body }) => ({ title, body })).sort((a, b) => a.title.localeCompare(b.title));

describe('crypto', () => {
  it('round-trips text and base64', async () => {
    const key = await deriveKey('pass phrase', newSalt(), 1_000);
    await fc.assert(
      fc.asyncProperty(fc.string(), fc.string({ maxLength: 20 }), async (text, context) => {
        expect(await open(key, await seal(key, text, context), context)).toBe(text);
      }),
      { numRuns: 50 },
    );
    fc.assert(fc.property(fc.uint8Array({ maxLength: 200 }), (bytes) => {
        expect([...fromBase64(toBase64(bytes))]).toEqual([...bytes]);
      }),
    );
    expect(toBase64(new Uint8Array([0, 1, 254, 255]))).toBe('AAH+/w==');
  });

  it('never repeats an IV: 5,000 encryptions of the same text give 5,000 IVs of 96 bits', async () => {
    const key = await deriveKey('pass phrase', newSalt(), 1_000);
    const sealed = await Promise.all(Array.from({ length: 5_000 }, () => seal(key, 'same text', 'same id')));
    expect(new Set(sealed.map((s) => s.iv)).size).toBe(5_000);
    expect(new Set(sealed.map((s) => s.ciphertext)).size).toBe(5_000);
    expect(fromBase64(sealed[0]!.iv)).toHaveLength(12);
  });

  it('rejects a wrong key, a changed byte and a different record id', async () => {
    const salt = newSalt();
    const key = await deriveKey('right one', salt, 1_000);
    const other = await deriveKey('wrong one', salt, 1_000);
    const sealed = await seal(key, 'secret', 'a');
    await expect(open(other, sealed, 'a')).rejects.toThrow();
    await expect(open(key, sealed, 'b')).rejects.toThrow();
    const bytes = fromBase64(sealed.ciphertext);
    bytes[0]! ^= 1;
    await expect(open(key, { iv: sealed.iv, ciphertext: toBase64(bytes) }, 'a')).rejects.toThrow();
  });
});

describe('vault', () => {
  it('derives the production key with PBKDF2-SHA256 and 600,000 iterations, recorded in the header', async () => {
    expect(PBKDF2_ITERATIONS).toBe(600_000);
    const store = createMemoryStore();
    const created = await createVault(store, PASS);
    expect(created.ok).toBe(true);
    const header = await store.readHeader();
    expect(header).toMatchObject({ version: 1, kdf: 'PBKDF2-SHA256', iterations: 600_000 });
    expect(fromBase64(header!.salt)).toHaveLength(16);
    expect((await unlockVault(store, PASS)).ok).toBe(true);
  });

  it('refuses short passphrases and a second vault', async () => {
    const store = createMemoryStore();
    expect(await createVault(store, 'short', FAST)).toEqual({ ok: false, error: 'Use at least 8 characters.' });
    expect((await createVault(store, PASS, FAST)).ok).toBe(true);
    expect(await createVault(store, 'another passphrase', FAST)).toEqual({ ok: false, error: 'A vault already exists in this browser.' });
  });

  it('stores only ciphertext: no title or body appears in any record', async () => {
    const { store } = await vaultWith([{ title: 'Bank PIN', body: 'four digits 4711' }]);
    const stored = JSON.stringify({ header: await store.readHeader(), notes: await store.readNotes() });
    expect(stored).not.toContain('Bank');
    expect(stored).not.toContain('4711');
    expect(Object.keys((await store.readNotes())[0]!).sort()).toEqual(['ciphertext', 'id', 'iv', 'updatedAt']);
  });

  it('unlocks to the same notes; a wrong passphrase gives "Wrong passphrase" and changes nothing', async () => {
    const { store } = await vaultWith([
      { title: 'Groceries', body: 'milk, eggs' },
      { title: 'Wifi', body: 'hunter2' },
    ]);
    const before = JSON.stringify({ h: await store.readHeader(), n: await store.readNotes() });
    expect(await unlockVault(store, 'correct horse battery stapler')).toEqual({ ok: false, error: WRONG_PASSPHRASE });
    expect(WRONG_PASSPHRASE).toBe('Wrong passphrase');
    expect(JSON.stringify({ h: await store.readHeader(), n: await store.readNotes() })).toBe(before);
    const opened = await unlockVault(store, PASS);
    if (!opened.ok) throw new Error(opened.error);
    expect(opened.notes.map((n) => n.title)).toEqual(['Wifi', 'Groceries']);
    expect(opened.notes[0]).toEqual({ id: 'note-1', title: 'Wifi', body: 'hunter2', updatedAt: 1_020 });
    expect(opened.damaged).toBe(0);
  });

  it('reports no vault and counts damaged records without failing', async () => {
    expect(await unlockVault(createMemoryStore(), PASS)).toEqual({ ok: false, error: 'There is no vault in this browser.' });
    const { store } = await vaultWith([{ title: 'A', body: 'a' }, { title: 'B', body: 'b' }]);
    const record = store.records.get('note-0')!;
    store.records.set('note-0', { ...record, id: 'note-0', ciphertext: store.records.get('note-1')!.ciphertext });
    const opened = await unlockVault(store, PASS);
    expect(opened.ok && [opened.notes.length, opened.damaged]).toEqual([1, 1]);
  });

  it('detects a save over a version changed elsewhere, and a stale key', async () => {
    const { store, session, saved } = await vaultWith([{ title: 'Shared', body: 'v1' }]);
    const note = saved[0]!;
    const other = await saveNote(store, session, { ...note, body: 'v2 from tab B' }, note.updatedAt, { now: () => 5_000 });
    expect(other.ok && other.note.updatedAt).toBe(5_000);
    expect(await saveNote(store, session, { ...note, body: 'v2 from tab A' }, note.updatedAt)).toEqual({ ok: false, reason: 'conflict' });
    expect(await deleteNote(store, session, note)).toEqual({ ok: false, reason: 'conflict' });
    // updatedAt always moves forward, even with a clock that went back.
    const again = await saveNote(store, session, { ...note, body: 'v3' }, 5_000, { now: () => 10 });
    expect(again.ok && again.note.updatedAt).toBe(5_001);
    const stale: Session = { ...session, header: { ...session.header, salt: newSalt() } };
    expect(await saveNote(store, stale, { id: 'x', title: 't', body: 'b' }, null)).toEqual({ ok: false, reason: 'vault-changed' });
    expect(await deleteNote(store, session, { id: note.id, updatedAt: 5_001 })).toEqual({ ok: true });
    expect(await store.readNotes()).toEqual([]);
  });

  it('changes the passphrase: every note kept, new salt, old passphrase refused', async () => {
    const { store, session } = await vaultWith([
      { title: 'One', body: '1' },
      { title: 'Two', body: '2' },
      { title: 'Three', body: 'drei 3' },
    ]);
    const oldRecords = await store.readNotes();
    expect(await changePassphrase(store, session, 'not the passphrase', 'new passphrase 42', FAST)).toEqual({ ok: false, error: WRONG_PASSPHRASE });
    expect(await changePassphrase(store, session, PASS, 'short', FAST)).toEqual({ ok: false, error: 'Use at least 8 characters.' });
    const changed = await changePassphrase(store, session, PASS, 'new passphrase 42', FAST);
    if (!changed.ok) throw new Error(changed.error);
    expect(changed.session.header.salt).not.toBe(session.header.salt);
    const newRecords = await store.readNotes();
    expect(newRecords.map((r) => r.iv)).not.toEqual(expect.arrayContaining([oldRecords[0]!.iv]));
    expect(await unlockVault(store, PASS)).toEqual({ ok: false, error: WRONG_PASSPHRASE });
    const opened = await unlockVault(store, 'new passphrase 42');
    expect(opened.ok && plain(opened.notes)).toEqual([
      { title: 'One', body: '1' },
      { title: 'Three', body: 'drei 3' },
      { title: 'Two', body: '2' },
    ]);
    // The old session's key is stale now: its saves are refused.
    expect(await saveNote(store, session, { id: 'late', title: 'x', body: 'y' }, null)).toEqual({ ok: false, reason: 'vault-changed' });
  });
});

describe('export and import', () => {
  it('export → clear storage → restore gives the same notes, and the file holds no plaintext', async () => {
    const { store } = await vaultWith([
      { title: 'Passport', body: 'C01X00T47' },
      { title: 'Locker', body: '19-7-33' },
    ]);
    const text = await exportVault(store);
    expect(text).not.toContain('Passport');
    expect(text).not.toContain('C01X00T47');
    const parsed = parseExport(text);
    if (!parsed.ok) throw new Error(parsed.error);
    expect(parsed.file).toMatchObject({ format: 'toolshed-secure-notes', kdf: 'PBKDF2-SHA256', iterations: 1_000 });
    expect(parsed.file.notes).toHaveLength(2);

    await store.destroy();
    expect(await store.readHeader()).toBeNull();
    expect(await restoreVault(store, parsed.file, 'wrong passphrase!')).toEqual({ ok: false, error: WRONG_PASSPHRASE });
    expect(await store.readHeader()).toBeNull();
    const restored = await restoreVault(store, parsed.file, PASS);
    expect(restored.ok && plain(restored.notes)).toEqual([
      { title: 'Locker', body: '19-7-33' },
      { title: 'Passport', body: 'C01X00T47' },
    ]);
    const opened = await unlockVault(store, PASS);
    expect(opened.ok && opened.notes.length).toBe(2);
  });

  it('imports into another vault re-encrypted: merge adds, replace makes it exactly the export', async () => {
    const source = await vaultWith([{ title: 'From export', body: 'x' }]);
    const file = parseExport(await exportVault(source.store));
    if (!file.ok) throw new Error(file.error);
    const target = await vaultWith([{ title: 'Already here', body: 'y' }]);
    // The source used ids note-0…; give the target's note another id so merge keeps both.
    const mine = await saveNote(target.store, target.session, { id: 'mine', title: 'Mine', body: 'z' }, null);
    expect(mine.ok).toBe(true);
    await target.store.deleteNote('note-0', target.saved[0]!.updatedAt, target.session.header.salt);

    expect(await importNotes(target.store, target.session, file.file, 'nope nope nope', 'merge')).toEqual({ ok: false, error: WRONG_PASSPHRASE });
    const merged = await importNotes(target.store, target.session, file.file, PASS, 'merge');
    expect(merged.ok && [merged.imported, plain(merged.notes)]).toEqual([1, [{ title: 'From export', body: 'x' }, { title: 'Mine', body: 'z' }]]);
    // Imported again: the copy in the vault is as new, so nothing changes.
    const twice = await importNotes(target.store, target.session, file.file, PASS, 'merge');
    expect(twice.ok && twice.imported).toBe(0);
    // Re-encrypted with the target's key: the target's passphrase opens everything.
    const opened = await unlockVault(target.store, PASS);
    expect(opened.ok && opened.notes.length).toBe(2);
    const replaced = await importNotes(target.store, target.session, file.file, PASS, 'replace');
    expect(replaced.ok && plain(replaced.notes)).toEqual([{ title: 'From export', body: 'x' }]);
  });

  it('rejects files that are not exports, with a clear message', () => {
    expect(parseExport('not json')).toEqual({ ok: false, error: 'This file is not a Secure Notes export (it is not JSON).' });
    expect(parseExport('{"format":"other"}')).toEqual({ ok: false, error: 'This file is not a Secure Notes export.' });
    expect(parseExport('{"format":"toolshed-secure-notes","kdf":"PBKDF2-SHA256","iterations":5}')).toEqual({
      ok: false,
      error: 'This Secure Notes export is damaged.',
    });
    expect(exportFileName(new Date('2024-03-05T10:00:00Z'))).toBe('secure-notes-2024-03-05.json');
  });

  it('names every error it returns, and the page shows the same English text from its catalog', async () => {
    const t = translator('en', await messages.load('en'));
    const errors = [
      'Use at least 8 characters.',
      'A vault already exists in this browser.',
      'There is no vault in this browser.',
      WRONG_PASSPHRASE,
      'The vault was changed in another tab. Unlock it again and retry.',
      'This file is not a Secure Notes export (it is not JSON).',
      'This file is not a Secure Notes export.',
      'This Secure Notes export is damaged.',
      'This Secure Notes export is damaged: some notes cannot be decrypted.',
      '1 note could not be decrypted; the passphrase was not changed.',
      '12 notes could not be decrypted; the passphrase was not changed.',
    ];
    for (const error of errors) {
      expect(vaultError(error), error).not.toBeNull();
      expect(errorText(t, error)).toBe(error);
    }
    expect(vaultError('12 notes could not be decrypted; the passphrase was not changed.')).toEqual({ id: 'damagedNotes', count: 12 });
    expect(vaultError('Something else')).toBeNull();
    expect(errorText(translator('de', await messages.load('de')), WRONG_PASSPHRASE)).toBe('Falsche Passphrase');
  });
});

describe('search, strength and settings', () => {
  const notes: Note[] = [
    { id: '1', title: 'Groceries', body: 'Milk and EGGS', updatedAt: 2 },
    { id: '2', title: 'Wifi password', body: 'guest network', updatedAt: 1 },
  ];
  it('searches titles and bodies, every word, ignoring case', () => {
    expect(searchNotes(notes, '').map((n) => n.id)).toEqual(['1', '2']);
    expect(searchNotes(notes, 'eggs').map((n) => n.id)).toEqual(['1']);
    expect(searchNotes(notes, 'WIFI guest').map((n) => n.id)).toEqual(['2']);
    expect(searchNotes(notes, 'milk network')).toEqual([]);
  });

  it('rates passphrases', () => {
    expect(passphraseStrength('')).toMatchObject({ label: 'Weak', bits: 0, hint: 'Type a passphrase to see how strong it is.' });
    expect(passphraseStrength('password123').label).toBe('Weak');
    expect(passphraseStrength('aaaaaaaaaaaa').label).toBe('Weak');
    expect(passphraseStrength('Tr0ub4dor&3')).toMatchObject({ label: 'Good', bits: 72 });
    expect(passphraseStrength('correct horse battery staple').label).toBe('Strong');
  });

  it('writes the list dates as Intl does for en-US (medium date, short time), without Intl (property)', () => {
    const intl = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
    expect(formatUpdated(new Date(2026, 10, 28, 0, 5).getTime())).toBe('Nov 28, 2026, 12:05 AM');
    expect(formatUpdated(new Date(2026, 0, 2, 12, 0).getTime())).toBe('Jan 2, 2026, 12:00 PM');
    expect(formatUpdated(new Date(1999, 11, 31, 23, 59).getTime())).toBe('Dec 31, 1999, 11:59 PM');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Date.UTC(2200, 0, 1) }), (t) => {
        // ICU 72–73 put a narrow no-break space before AM/PM; earlier and later ones a space.
        expect(formatUpdated(t)).toBe(intl.format(t).replace('\u202f', ' '));
      }),
      { numRuns: 2_000 },
    );
  });

  it('accepts whole auto-lock minutes from 1 to 60', () => {
    expect(parseAutoLock(5)).toBe(5);
    expect(parseAutoLock('15')).toBe(15);
    expect(parseAutoLock(0)).toBeUndefined();
    expect(parseAutoLock(2.5)).toBeUndefined();
    expect(parseAutoLock('soon')).toBeUndefined();
    expect(parseAutoLock(61)).toBeUndefined();
  });
});

/** Counts what reaches WebCrypto and the store: the cost of one operation, independent of timing. */
function meter(store: VaultStore) {
  const subtle = globalThis.crypto.subtle;
  const crypto = { deriveKey: vi.spyOn(subtle, 'deriveKey'), encrypt: vi.spyOn(subtle, 'encrypt'), decrypt: vi.spyOn(subtle, 'decrypt') };
  const calls: string[] = [];
  let bytesWritten = 0;
  const counted = new Proxy(store, {
    get(target, name: keyof VaultStore) {
      const method = target[name];
      if (typeof method !== 'function') return method;
      return (...args: unknown[]) => {
        calls.push(name);
        if (name === 'writeNote' || name === 'writeNotes' || name === 'replaceVault') bytesWritten += JSON.stringify(args.slice(0, 2)).length;
        return (method as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  const reset = () => {
    for (const spy of Object.values(crypto)) spy.mockClear();
    calls.length = 0;
    bytesWritten = 0;
  };
  const read = () => ({
    deriveKey: crypto.deriveKey.mock.calls.length,
    encrypt: crypto.encrypt.mock.calls.length,
    decrypt: crypto.decrypt.mock.calls.length,
    store: [...calls],
    bytesWritten,
  });
  return { store: counted, reset, read };
}

const many = (n: number) => Array.from({ length: n }, (_, i) => ({ title: `Note ${i + 1}`, body: `Body of note ${i + 1}. `.repeat(20) }));

describe('at scale: a save costs the same in a vault of 5 notes or 500', () => {
  afterEach(() => vi.restoreAllMocks());

  it('saving note 5 and note 500: one encryption, no decryption, no key derivation, one record of the same size written', async () => {
    const costs = [];
    for (const size of [4, 499]) {
      const { store, session } = await vaultWith(many(size));
      const m = meter(store);
      m.reset();
      const draft = { id: 'the-new-note', title: 'Locker code', body: 'Gym locker 19-7-33' };
      const created = await saveNote(m.store, session, draft, null, { now: () => 1_000_000 });
      if (!created.ok) throw new Error(created.reason);
      const edited = await saveNote(m.store, session, { ...draft, body: 'Gym locker 19-7-34' }, created.note.updatedAt, { now: () => 2_000_000 });
      expect(edited.ok).toBe(true);
      costs.push(m.read());
      expect((await store.readNotes()).length).toBe(size + 1);
    }
    const expected = { deriveKey: 0, encrypt: 2, decrypt: 0, store: ['writeNote', 'writeNote'] };
    expect(costs[0]).toMatchObject(expected);
    expect(costs[1]).toMatchObject(expected);
    expect(costs[1]!.bytesWritten).toBe(costs[0]!.bytesWritten);
  });

  it('unlocking derives the key once and decrypts each record once (the verifier and every note)', async () => {
    const { store } = await vaultWith(many(300));
    const m = meter(store);
    m.reset();
    const opened = await unlockVault(m.store, PASS);
    expect(opened.ok && opened.notes.length).toBe(300);
    expect(m.read()).toMatchObject({ deriveKey: 1, encrypt: 0, decrypt: 301, store: ['readHeader', 'readNotes'], bytesWritten: 0 });
  });

  it("another tab's save or delete is read back with one read and at most one decryption", async () => {
    const { store, session, saved } = await vaultWith(many(200));
    const m = meter(store);
    const target = saved[150]!;
    const edited = await saveNote(store, session, { ...target, body: 'changed in tab B' }, target.updatedAt, { now: () => 9_999_999 });
    if (!edited.ok) throw new Error(edited.reason);
    m.reset();
    expect(await readStoredNote(m.store, session, target.id)).toEqual(edited.note);
    expect(m.read()).toMatchObject({ deriveKey: 0, decrypt: 1, store: ['readNote'] });
    await deleteNote(store, session, edited.note);
    m.reset();
    expect(await readStoredNote(m.store, session, target.id)).toBeNull();
    expect(m.read()).toMatchObject({ decrypt: 0, store: ['readNote'] });
    // A record that no longer opens is not shown, as at unlock.
    store.records.set('bad', { ...store.records.get(saved[0]!.id)!, id: 'bad' });
    expect(await readStoredNote(store, session, 'bad')).toBeNull();
  });

  const noteArb = fc.record({
    id: fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f'),
    title: fc.string({ maxLength: 8 }),
    body: fc.string({ maxLength: 8 }),
    updatedAt: fc.integer({ min: 0, max: 5 }),
  });

  it('keeps the list newest first with one pass: the same as sorting again (property)', () => {
    fc.assert(
      fc.property(fc.uniqueArray(noteArb, { selector: (n) => n.id }), noteArb, (list, note) => {
        const sorted = sortNotes(list);
        expect(upsertNote(sorted, note)).toEqual(sortNotes([note, ...list.filter((n) => n.id !== note.id)]));
      }),
    );
  });

  it('searches the same with the cached lower-case text as without (property)', () => {
    const words = fc.constantFrom('Milk', 'milk', 'EGGS', 'İstanbul', 'straße', 'ǅ', 'a', ' ', '\n');
    const text = fc.array(words, { maxLength: 6 }).map((w) => w.join(''));
    const notesArb = fc.array(fc.record({ id: fc.uuid(), title: text, body: text, updatedAt: fc.nat() }), { maxLength: 8 });
    fc.assert(
      fc.property(notesArb, text, (list, query) => {
        const naive = (q: string) => {
          const ws = q.toLocaleLowerCase().split(/\s+/).filter(Boolean);
          return list.filter((n) => ws.every((w) => `${n.title}\n${n.body}`.toLocaleLowerCase().includes(w)));
        };
        // Twice: the second search uses the cache the first one filled.
        expect(searchNotes(list, query)).toEqual(naive(query));
        expect(searchNotes(list, query)).toEqual(naive(query));
      }),
    );
  });
});

describe('a vault made by earlier code (fixture: storage format version 1)', () => {
  const stored = fixture.stored as { header: VaultHeader; notes: NoteRecord[] };

  async function oldVault() {
    const store = createMemoryStore();
    await store.replaceVault(stored.header, stored.notes, null);
    return store;
  }

  it('opens with its passphrase to exactly the notes it held, and refuses a wrong one with "Wrong passphrase"', async () => {
    const store = await oldVault();
    expect(await unlockVault(store, 'Grüsse aus Köln, 2026')).toEqual({ ok: false, error: WRONG_PASSPHRASE });
    // The passphrase is NFC-normalized: the same words typed in decomposed form open it.
    const opened = await unlockVault(store, fixture.passphrase.normalize('NFD'));
    if (!opened.ok) throw new Error(opened.error);
    expect(opened.damaged).toBe(0);
    expect(opened.notes).toEqual(fixture.notes);
    expect(opened.session.header).toEqual(stored.header);
  }, 20_000);

  it('takes new saves beside the old records, all of which keep opening', async () => {
    const store = await oldVault();
    const opened = await unlockVault(store, fixture.passphrase);
    if (!opened.ok) throw new Error(opened.error);
    const [first] = opened.notes;
    const later = Date.UTC(2026, 11, 1);
    const edited = await saveNote(store, opened.session, { ...first!, body: 'edited after the update' }, first!.updatedAt, { now: () => later });
    const added = await saveNote(store, opened.session, { id: 'new-note', title: 'New', body: 'added after the update' }, null, { now: () => later + 1 });
    expect(edited.ok && added.ok).toBe(true);
    // Untouched records are byte for byte what the old code wrote.
    const untouched = (await store.readNotes()).filter((r) => r.id !== first!.id && r.id !== 'new-note');
    expect(untouched).toEqual(stored.notes.filter((r) => r.id !== first!.id));
    const again = await unlockVault(store, fixture.passphrase);
    expect(again.ok && again.notes.map((n) => n.body)).toEqual(['added after the update', 'edited after the update', ...fixture.notes.slice(1).map((n) => n.body)]);
  }, 20_000);

  it('its export file still parses and restores', async () => {
    const parsed = parseExport(JSON.stringify(fixture.exportFile));
    if (!parsed.ok) throw new Error(parsed.error);
    const store = createMemoryStore();
    const restored = await restoreVault(store, parsed.file, fixture.passphrase);
    expect(restored.ok && restored.notes).toEqual(fixture.notes);
  }, 20_000);
});
