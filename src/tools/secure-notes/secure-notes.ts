/**
 * Secure notes: the vault operations over a VaultStore and WebCrypto. No React, no DOM.
 * Titles and bodies exist in clear only in memory; every record handed to the store is
 * AES-256-GCM ciphertext with its own random IV.
 */
import { KDF_NAME, MAX_ITERATIONS, MIN_ITERATIONS, PBKDF2_ITERATIONS, deriveKey, newSalt, open, seal, type Sealed } from './crypto';
import type { NoteRecord, VaultHeader, VaultStore, WriteResult } from './store';

export const WRONG_PASSPHRASE = 'Wrong passphrase';
export const MIN_PASSPHRASE_LENGTH = 8;
const VERIFIER_TEXT = 'toolshed-secure-notes:v1';
const VERIFIER_CONTEXT = 'verifier';
export const EXPORT_FORMAT = 'toolshed-secure-notes';

/**
 * Why the vault refused, in English: the operations below return these texts, and `vaultError`
 * gives the UI their id (its catalog's `error.<id>` message in the page's locale).
 */
const ERRORS = {
  tooShort: `Use at least ${MIN_PASSPHRASE_LENGTH} characters.`,
  vaultExists: 'A vault already exists in this browser.',
  noVault: 'There is no vault in this browser.',
  wrongPassphrase: WRONG_PASSPHRASE,
  vaultChanged: 'The vault was changed in another tab. Unlock it again and retry.',
  notJson: 'This file is not a Secure Notes export (it is not JSON).',
  notExport: 'This file is not a Secure Notes export.',
  exportDamaged: 'This Secure Notes export is damaged.',
  exportUndecryptable: 'This Secure Notes export is damaged: some notes cannot be decrypted.',
} as const;
const damagedNotes = (count: number) => `${count} note${count === 1 ? '' : 's'} could not be decrypted; the passphrase was not changed.`;

export type VaultError =
  | { id: Exclude<keyof typeof ERRORS, 'tooShort'> }
  | { id: 'tooShort'; min: number }
  | { id: 'damagedNotes'; count: number };

/** The id (and numbers) of an error text returned by this module; null for any other text. */
export function vaultError(error: string): VaultError | null {
  if (error === ERRORS.tooShort) return { id: 'tooShort', min: MIN_PASSPHRASE_LENGTH };
  for (const [id, text] of Object.entries(ERRORS)) if (text === error && id !== 'tooShort') return { id: id as Exclude<keyof typeof ERRORS, 'tooShort'> };
  const count = /^(\d+) notes? could not be decrypted; the passphrase was not changed\.$/.exec(error)?.[1];
  return count === undefined ? null : { id: 'damagedNotes', count: Number(count) };
}

export interface Note {
  id: string;
  title: string;
  body: string;
  updatedAt: number;
}

/** An unlocked vault: the key never leaves memory and is not extractable. */
export interface Session {
  key: CryptoKey;
  header: VaultHeader;
}

export interface Options {
  /** PBKDF2 iterations for a new key. Tests pass fewer; the app never does. */
  iterations?: number;
  /** Clock for updatedAt (tests). */
  now?: () => number;
}

export type Failure = { ok: false; error: string };
export type Opened = { ok: true; session: Session; notes: Note[]; damaged: number };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isBase64 = (value: unknown): value is string => typeof value === 'string' && value.length > 0 && /^[A-Za-z0-9+/]+={0,2}$/.test(value);
const isSealed = (value: unknown): value is Sealed => isRecord(value) && isBase64(value.iv) && isBase64(value.ciphertext);

/** A header from storage or a file, or null when it is not one we can use. */
export function parseHeader(value: unknown): VaultHeader | null {
  if (!isRecord(value) || value.kdf !== KDF_NAME || !isBase64(value.salt) || !isSealed(value.verifier)) return null;
  const { iterations } = value;
  if (typeof iterations !== 'number' || !Number.isInteger(iterations) || iterations < MIN_ITERATIONS || iterations > MAX_ITERATIONS) return null;
  return { version: 1, kdf: KDF_NAME, iterations, salt: value.salt, verifier: { iv: value.verifier.iv, ciphertext: value.verifier.ciphertext } };
}

export function parseRecord(value: unknown): NoteRecord | null {
  if (!isSealed(value) || !isRecord(value)) return null;
  const { id, updatedAt } = value;
  if (typeof id !== 'string' || id === '' || id.length > 100) return null;
  if (typeof updatedAt !== 'number' || !Number.isFinite(updatedAt) || updatedAt < 0) return null;
  return { id, iv: value.iv as string, ciphertext: value.ciphertext as string, updatedAt };
}

async function keyFor(header: VaultHeader, passphrase: string): Promise<CryptoKey | null> {
  const key = await deriveKey(passphrase, header.salt, header.iterations);
  try {
    return (await open(key, header.verifier, VERIFIER_CONTEXT)) === VERIFIER_TEXT ? key : null;
  } catch {
    return null;
  }
}

async function newHeader(passphrase: string, iterations: number): Promise<Session> {
  const salt = newSalt();
  const key = await deriveKey(passphrase, salt, iterations);
  const verifier = await seal(key, VERIFIER_TEXT, VERIFIER_CONTEXT);
  return { key, header: { version: 1, kdf: KDF_NAME, iterations, salt, verifier } };
}

export async function encryptNote(key: CryptoKey, note: Note): Promise<NoteRecord> {
  const sealed = await seal(key, JSON.stringify({ title: note.title, body: note.body }), note.id);
  return { id: note.id, updatedAt: note.updatedAt, ...sealed };
}

export async function decryptNote(key: CryptoKey, record: NoteRecord): Promise<Note> {
  const data: unknown = JSON.parse(await open(key, record, record.id));
  if (!isRecord(data) || typeof data.title !== 'string' || typeof data.body !== 'string') throw new Error('Not a note');
  return { id: record.id, title: data.title, body: data.body, updatedAt: record.updatedAt };
}

/** Every note that opens, newest first; `damaged` counts records that do not (never thrown). */
export async function decryptNotes(key: CryptoKey, records: NoteRecord[]): Promise<{ notes: Note[]; damaged: number }> {
  const results = await Promise.allSettled(records.map((record) => decryptNote(key, record)));
  const notes = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
  return { notes: sortNotes(notes), damaged: results.length - notes.length };
}

const newerFirst = (a: Note, b: Note) => b.updatedAt - a.updatedAt || a.id.localeCompare(b.id);
export const sortNotes = (notes: Note[]) => [...notes].sort(newerFirst);

/**
 * `notes` (sorted newest first) with `note` in place of the note of the same id, at its sorted
 * position: one pass, no sort, so a save costs the same in a vault of 5 notes or 1,000.
 */
export function upsertNote(notes: Note[], note: Note): Note[] {
  const next: Note[] = [];
  let placed = false;
  for (const current of notes) {
    if (current.id === note.id) continue;
    if (!placed && newerFirst(note, current) < 0) {
      next.push(note);
      placed = true;
    }
    next.push(current);
  }
  if (!placed) next.push(note);
  return next;
}

export async function createVault(store: VaultStore, passphrase: string, options: Options = {}): Promise<Opened | Failure> {
  const problem = passphraseProblem(passphrase);
  if (problem) return { ok: false, error: problem };
  const session = await newHeader(passphrase, options.iterations ?? PBKDF2_ITERATIONS);
  const written = await store.replaceVault(session.header, [], null);
  if (!written.ok) return { ok: false, error: ERRORS.vaultExists };
  return { ok: true, session, notes: [], damaged: 0 };
}

export async function unlockVault(store: VaultStore, passphrase: string): Promise<Opened | Failure> {
  const header = parseHeader(await store.readHeader());
  if (!header) return { ok: false, error: ERRORS.noVault };
  const key = await keyFor(header, passphrase);
  if (!key) return { ok: false, error: WRONG_PASSPHRASE };
  return { ok: true, session: { key, header }, ...(await decryptNotes(key, await store.readNotes())) };
}

export const newNoteId = () => globalThis.crypto.randomUUID();

/**
 * Saves a note. `base` is the updatedAt of the version the user started from (null for a new
 * note); if the stored note moved on since, nothing is written and the result says conflict.
 */
export async function saveNote(
  store: VaultStore,
  session: Session,
  draft: { id: string; title: string; body: string },
  base: number | null,
  options: Options = {},
): Promise<{ ok: true; note: Note } | Extract<WriteResult, { ok: false }>> {
  const now = (options.now ?? Date.now)();
  const note: Note = { ...draft, updatedAt: Math.max(now, (base ?? 0) + 1) };
  const result = await store.writeNote(await encryptNote(session.key, note), base, session.header.salt);
  return result.ok ? { ok: true, note } : result;
}

/**
 * One note as stored now, after another tab saved or deleted it: one read and one decryption,
 * whatever the vault's size. Null when it is gone or cannot be decrypted (it is then not shown,
 * like a damaged record at unlock).
 */
export async function readStoredNote(store: VaultStore, session: Session, id: string): Promise<Note | null> {
  const record = await store.readNote(id);
  if (!record) return null;
  try {
    return await decryptNote(session.key, record);
  } catch {
    return null;
  }
}

export function deleteNote(store: VaultStore, session: Session, note: Pick<Note, 'id' | 'updatedAt'>): Promise<WriteResult> {
  return store.deleteNote(note.id, note.updatedAt, session.header.salt);
}

/**
 * Re-encrypts every note under a new salt and key, in one transaction. The current passphrase
 * is asked again so an unattended unlocked tab cannot be re-keyed by someone else.
 */
export async function changePassphrase(
  store: VaultStore,
  session: Session,
  current: string,
  next: string,
  options: Options = {},
): Promise<Opened | Failure> {
  if (!(await keyFor(session.header, current))) return { ok: false, error: WRONG_PASSPHRASE };
  const problem = passphraseProblem(next);
  if (problem) return { ok: false, error: problem };
  const records = await store.readNotes();
  const { notes, damaged } = await decryptNotes(session.key, records);
  if (damaged > 0) return { ok: false, error: damagedNotes(damaged) };
  const fresh = await newHeader(next, options.iterations ?? PBKDF2_ITERATIONS);
  const encrypted = await Promise.all(notes.map((note) => encryptNote(fresh.key, note)));
  const written = await store.replaceVault(fresh.header, encrypted, session.header.salt);
  if (!written.ok) return { ok: false, error: ERRORS.vaultChanged };
  return { ok: true, session: fresh, notes, damaged: 0 };
}

export interface ExportFile extends VaultHeader {
  format: typeof EXPORT_FORMAT;
  notes: NoteRecord[];
}

/** The vault as stored — header and ciphertexts — as a JSON file. Nothing is decrypted. */
export async function exportVault(store: VaultStore): Promise<string> {
  const header = await store.readHeader();
  if (!header) throw new Error('There is no vault to export.');
  const file: ExportFile = { format: EXPORT_FORMAT, ...header, notes: await store.readNotes() };
  return `${JSON.stringify(file, null, 2)}\n`;
}

export const exportFileName = (date: Date) => `secure-notes-${date.toISOString().slice(0, 10)}.json`;

export function parseExport(text: string): { ok: true; file: ExportFile } | Failure {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, error: ERRORS.notJson };
  }
  if (!isRecord(data) || data.format !== EXPORT_FORMAT) return { ok: false, error: ERRORS.notExport };
  const header = parseHeader(data);
  const notes = Array.isArray(data.notes) ? data.notes.map(parseRecord) : null;
  if (!header || !notes || notes.some((n) => n === null)) return { ok: false, error: ERRORS.exportDamaged };
  return { ok: true, file: { format: EXPORT_FORMAT, ...header, notes: notes as NoteRecord[] } };
}

/** Opens an export with its own passphrase: all notes, or an error (nothing is half-read). */
async function openExport(file: ExportFile, passphrase: string): Promise<{ ok: true; key: CryptoKey; notes: Note[] } | Failure> {
  const key = await keyFor(parseHeader(file)!, passphrase);
  if (!key) return { ok: false, error: WRONG_PASSPHRASE };
  const { notes, damaged } = await decryptNotes(key, file.notes);
  if (damaged > 0) return { ok: false, error: ERRORS.exportUndecryptable };
  return { ok: true, key, notes };
}

export type ImportMode = 'merge' | 'replace';

/**
 * Imports an export into the unlocked vault, re-encrypted with the vault's key. Merge keeps
 * the newer copy of a note present in both; replace makes the vault exactly the export.
 */
export async function importNotes(
  store: VaultStore,
  session: Session,
  file: ExportFile,
  passphrase: string,
  mode: ImportMode,
): Promise<{ ok: true; notes: Note[]; imported: number } | Failure> {
  const opened = await openExport(file, passphrase);
  if (!opened.ok) return opened;
  const existing = new Map((await store.readNotes()).map((r) => [r.id, r.updatedAt]));
  const incoming = mode === 'merge' ? opened.notes.filter((n) => (existing.get(n.id) ?? -1) < n.updatedAt) : opened.notes;
  const records = await Promise.all(incoming.map((note) => encryptNote(session.key, note)));
  const written =
    mode === 'merge' ? await store.writeNotes(records, session.header.salt) : await store.replaceVault(session.header, records, session.header.salt);
  if (!written.ok) return { ok: false, error: ERRORS.vaultChanged };
  const { notes } = await decryptNotes(session.key, await store.readNotes());
  return { ok: true, notes, imported: incoming.length };
}

/** Makes an export the vault of a browser that has none, keeping the export's passphrase. */
export async function restoreVault(store: VaultStore, file: ExportFile, passphrase: string): Promise<Opened | Failure> {
  const opened = await openExport(file, passphrase);
  if (!opened.ok) return opened;
  const header = parseHeader(file)!;
  const written = await store.replaceVault(header, file.notes, null);
  if (!written.ok) return { ok: false, error: ERRORS.vaultExists };
  return { ok: true, session: { key: opened.key, header }, notes: sortNotes(opened.notes), damaged: 0 };
}

// Each note's lower-cased text, made once per note object (notes are never mutated: a save makes
// a new one), so a search over 1,000 notes is 1,000 substring tests, not 1,000 case conversions.
const searchText = new WeakMap<Note, string>();
const textOf = (note: Note) => {
  let text = searchText.get(note);
  if (text === undefined) searchText.set(note, (text = `${note.title}\n${note.body}`.toLocaleLowerCase()));
  return text;
};

/** Notes whose title or body contains every word of the query (case-insensitive). */
export function searchNotes(notes: Note[], query: string): Note[] {
  const words = query.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return notes;
  return notes.filter((note) => {
    const text = textOf(note);
    return words.every((word) => text.includes(word));
  });
}

/** A note's title for the list and the editor; `untitled` (the page's word) when it has none. */
export const noteTitle = (note: Pick<Note, 'title'>, untitled = 'Untitled') => note.title.trim() || untitled;

export function passphraseProblem(passphrase: string): string | null {
  if ([...passphrase].length < MIN_PASSPHRASE_LENGTH) return ERRORS.tooShort;
  return null;
}

export type StrengthLabel = 'Weak' | 'Fair' | 'Good' | 'Strong';
export interface Strength {
  label: StrengthLabel;
  /** 0–100 for a meter. */
  percent: number;
  bits: number;
  hint: string;
}

const COMMON = ['password', 'passwort', 'qwerty', 'azerty', '123456', '12345678', 'letmein', 'iloveyou', 'admin', 'welcome', 'abc123', 'monkey', 'dragon'];

/** The strength meter's color for each label (Secure Notes and the file encryptor). */
export const STRENGTH_TONE = { Weak: 'danger', Fair: 'warning', Good: 'success', Strong: 'success' } as const satisfies Record<StrengthLabel, string>;

/**
 * A rough guessing estimate for the hint under the passphrase: alphabet size times length,
 * with repeats, runs and well-known passwords discounted. It guides, it does not gate.
 */
export function passphraseStrength(passphrase: string): Strength {
  const chars = [...passphrase];
  let pool = 0;
  if (/[a-z]/.test(passphrase)) pool += 26;
  if (/[A-Z]/.test(passphrase)) pool += 26;
  if (/[0-9]/.test(passphrase)) pool += 10;
  if (/[^a-zA-Z0-9]/.test(passphrase)) pool += 33;
  // Repeated characters and runs like "aaaa", "1234" or "abcd" add almost nothing.
  let effective = 0;
  for (let i = 0; i < chars.length; i++) {
    const code = chars[i]!.codePointAt(0)!;
    const previous = i > 0 ? chars[i - 1]!.codePointAt(0)! : Number.NaN;
    effective += Math.abs(code - previous) <= 1 ? 0.25 : 1;
  }
  let bits = pool > 0 ? effective * Math.log2(pool) : 0;
  const lower = passphrase.toLowerCase();
  if (COMMON.some((word) => lower.includes(word))) bits = Math.min(bits, 20);
  bits = Math.round(bits);
  const label: StrengthLabel = bits < 45 ? 'Weak' : bits < 65 ? 'Fair' : bits < 85 ? 'Good' : 'Strong';
  const hints: Record<StrengthLabel, string> = {
    Weak: 'Easy to guess. Use four or more random words, or a longer mix of characters.',
    Fair: 'Could be guessed with effort. Add another random word or more characters.',
    Good: 'Hard to guess. One more random word makes it stronger still.',
    Strong: 'Very hard to guess. Make sure you can remember it.',
  };
  return { label, bits, percent: Math.min(100, Math.round((bits / 100) * 100)), hint: passphrase ? hints[label] : 'Type a passphrase to see how strong it is.' };
}

/** Auto-lock choices in minutes offered on screen; any whole 1–60 is accepted from the attribute. */
export const AUTO_LOCK_MINUTES = [1, 5, 15, 30, 60] as const;
export const DEFAULT_AUTO_LOCK_MINUTES = 5;

export function parseAutoLock(value: unknown): number | undefined {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= 60 ? n : undefined;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * "Nov 28, 2026, 8:05 PM" in local time: what `Intl.DateTimeFormat('en-US', { dateStyle: 'medium',
 * timeStyle: 'short' })` gives (property-tested), without Intl. The first Intl object in a page
 * loads ICU's data (issue #9): made for the first row of a 1,000-note list it was a 150–250 ms task
 * in the unlock on a loaded machine.
 */
export function formatUpdated(updatedAt: number): string {
  const date = new Date(updatedAt);
  const hours = date.getHours();
  const minutes = String(date.getMinutes()).padStart(2, '0');
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}, ${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}
