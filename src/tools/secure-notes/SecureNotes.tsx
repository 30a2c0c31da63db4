import { Suspense, lazy, startTransition, useCallback, useDeferredValue, useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { Lock, Plus } from 'lucide-react';
import { Badge } from '../../ui/components/Badge';
import { Button } from '../../ui/components/Button';
import { Card } from '../../ui/components/Card';
import { Inline, Stack } from '../../ui/components/Layout';
import { LiveRegion, useAnnouncer } from '../../ui/components/LiveRegion';
import { SearchField } from '../../ui/components/SearchField';
import { StatusBanner } from '../../ui/components/StatusBanner';
import { downloadText } from '../../ui/download';
import { useRememberedSettings } from '../../ui/useRememberedSettings';
import { useShareState } from '../share-state';
import { MIN_ITERATIONS } from './crypto';
import type { Draft } from './Editor';
import { DATABASE_NAME, createIndexedDbStore } from './idb';
import {
  DEFAULT_AUTO_LOCK_MINUTES,
  changePassphrase,
  createVault,
  decryptNote,
  decryptNotes,
  deleteNote,
  exportFileName,
  exportVault,
  importNotes,
  newNoteId,
  parseAutoLock,
  readStoredNote,
  restoreVault,
  saveNote,
  searchNotes,
  unlockVault,
  upsertNote,
  type ExportFile,
  type ImportMode,
  type Note,
  type Opened,
  type Session,
} from './secure-notes';
import { NoteList } from './NoteList';
import { errorText, say, useSecureNotesMessages, type Notice } from './i18n';
import type { VaultStore } from './store';
import type { Persistence } from './VaultPanel';
import * as styles from './SecureNotes.css';

export interface SecureNotesChange {
  state: 'no-vault' | 'locked' | 'unlocked';
  /** Notes in the unlocked vault; 0 while locked. Never any note content. */
  notes: number;
}

export interface SecureNotesProps {
  /** Minutes without activity before the vault locks, 1–60 (the embed's `auto-lock-minutes`). */
  autoLockMinutes?: number | string;
  /** Called when the vault is created, locked, unlocked or its note count changes. */
  onChange?: (change: SecureNotesChange) => void;
  /** Tests only, not an attribute: fewer PBKDF2 iterations for new keys (the header records them). */
  testIterations?: number;
  /** Tests only, not an attribute: auto-lock after this many milliseconds instead. */
  testAutoLockMs?: number;
  /** Tests only, not an attribute: a separate IndexedDB database per story. */
  testDatabaseName?: string;
}

// The screens load after the first paint: dialogs, the file picker and the meter stay out of
// the page's initial JavaScript. The first screen arrives together with the (asynchronous) vault
// check, so the tool appears once, complete, instead of growing in steps. Each screen loads when
// its phase first needs it: a first visit never loads the unlock screen's delete dialog
// (react-aria's overlay code), nor a returning visitor the create screen.
interface Screens {
  CreateVault?: (typeof import('./Gate'))['CreateVault'];
  UnlockVault?: (typeof import('./Unlock'))['UnlockVault'];
}
// One statement per import(): written as one conditional expression, the build preloaded the
// unlock screen's stylesheets for both and the create screen's (the strength meter's) for neither.
const loadCreate = (): Promise<Screens> => import('./Gate').then((m) => ({ CreateVault: m.CreateVault }));
const loadUnlock = (): Promise<Screens> => import('./Unlock').then((m) => ({ UnlockVault: m.UnlockVault }));
const loadScreen = (phase: 'create' | 'locked') => (phase === 'create' ? loadCreate() : loadUnlock());
const Editor = lazy(() => import('./Editor').then((m) => ({ default: m.Editor })));
const VaultPanel = lazy(() => import('./VaultPanel').then((m) => ({ default: m.VaultPanel })));

type Phase = 'loading' | 'unavailable' | 'create' | 'locked' | 'unlocked';
/**
 * What one tab tells the others: the vault changed (re-check it), every note may have (import:
 * re-read them all), or one note was saved or deleted (re-read that one: a save costs the other
 * tabs one decryption, not one per note in the vault). Never any note content.
 */
type Message = 'notes' | 'vault' | { note: string };

const AUTOSAVE_MS = 800;
const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;
const VAULT_CHANGED: Notice = { key: 'vaultChangedElsewhere' };

/** Why the vault locked itself after `ms` without activity. */
const idleNotice = (ms: number): Notice =>
  ms < 60_000 ? { key: 'idleSeconds', values: { count: Math.round(ms / 1000) } } : { key: 'idleMinutes', values: { count: Math.round(ms / 60_000) } };

export default function SecureNotes({ autoLockMinutes, onChange, testIterations, testAutoLockMs, testDatabaseName }: SecureNotesProps) {
  const t = useSecureNotesMessages();
  /** Shown while the vault is checked or a screen loads. */
  const opening = <p className={styles.muted}>{t('opening')}</p>;
  const databaseName = typeof testDatabaseName === 'string' && testDatabaseName ? testDatabaseName : DATABASE_NAME;
  const iterations = typeof testIterations === 'number' && testIterations >= MIN_ITERATIONS ? testIterations : undefined;
  const given = parseAutoLock(autoLockMinutes);
  const [settings, setSettings] = useRememberedSettings(
    'secure-notes',
    { autoLockMinutes: DEFAULT_AUTO_LOCK_MINUTES },
    (stored) => {
      const value = typeof stored === 'object' && stored !== null ? parseAutoLock((stored as Record<string, unknown>).autoLockMinutes) : undefined;
      return value === undefined ? {} : { autoLockMinutes: value };
    },
    given === undefined ? {} : { autoLockMinutes: given },
  );

  // Only the auto-lock setting can be shared: notes and passphrases are never inputs.
  useShareState({ autoLockMinutes: settings.autoLockMinutes });

  const [phase, setPhase] = useState<Phase>('loading');
  const [notes, setNotes] = useState<Note[]>([]);
  const [draft, setDraftState] = useState<Draft | null>(null);
  const [query, setQuery] = useState('');
  const [lockReason, setLockReason] = useState<Notice | null>(null);
  const [problem, setProblem] = useState<Notice | null>(null);
  const [persistence, setPersistence] = useState<Persistence>('unknown');
  const [embeddedHost, setEmbeddedHost] = useState<string | null>(null);
  const [message, announce] = useAnnouncer();
  const [screens, setScreens] = useState<Screens>({});
  const addScreen = (loaded: Screens) => setScreens((current) => ({ ...current, ...loaded }));
  const storeRef = useRef<VaultStore | null>(null);
  const sessionRef = useRef<Session | null>(null);
  const draftRef = useRef<Draft | null>(null);
  const channelRef = useRef<BroadcastChannel | null>(null);
  const deferredQuery = useDeferredValue(query);
  // Kept across renders that change neither, so the memoized list skips the editor's keystrokes.
  const shown = useMemo(() => searchNotes(notes, deferredQuery), [notes, deferredQuery]);

  // The draft lives in a ref too, so async saves always see the latest text.
  const setDraft = (update: Draft | null | ((current: Draft) => Draft | null)) => {
    const next = typeof update === 'function' ? (draftRef.current ? update(draftRef.current) : null) : update;
    draftRef.current = next;
    setDraftState(next);
  };

  const broadcast = (kind: Message) => channelRef.current?.postMessage(kind);

  const report = useEffectEvent((change: SecureNotesChange) => onChange?.(change));
  useEffect(() => {
    if (phase === 'create') report({ state: 'no-vault', notes: 0 });
    else if (phase === 'locked') report({ state: 'locked', notes: 0 });
    else if (phase === 'unlocked') report({ state: 'unlocked', notes: notes.length });
  }, [phase, notes.length]);

  const requestPersistence = async () => {
    const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
    if (!storage?.persist) return setPersistence('unsupported');
    try {
      setPersistence((await storage.persisted()) || (await storage.persist()) ? 'granted' : 'denied');
    } catch {
      setPersistence('unsupported');
    }
  };

  const enter = (opened: Opened, text: string) => {
    sessionRef.current = opened.session;
    draftRef.current = null;
    // A transition: React renders the list of a big vault (1,000 notes: 100–240 ms of rendering
    // on this machine under load) in slices that yield to input, not in one long task. The
    // screen that asked keeps saying it is working until then.
    startTransition(() => {
      setNotes(opened.notes);
      setDraftState(null);
      setQuery('');
      setLockReason(null);
      setProblem(opened.damaged > 0 ? { key: 'damaged', values: { count: opened.damaged } } : null);
      setPhase('unlocked');
      announce(text);
    });
    void requestPersistence();
    // Fetch the editor now so the first New note opens at once, and the unlock screen so Lock
    // now (or the auto-lock) shows it at once.
    void import('./Editor');
    void import('./Unlock');
  };

  const guard = async <T,>(work: (store: VaultStore) => Promise<T>, fallback: T): Promise<T> => {
    const store = storeRef.current;
    if (!store) return fallback;
    try {
      return await work(store);
    } catch {
      setProblem({ key: 'storageFailed' });
      return fallback;
    }
  };

  /** Drops the key and every decrypted note from memory. */
  const closeVault = (reason: Notice | null) => {
    sessionRef.current = null;
    setDraft(null);
    setNotes([]);
    setQuery('');
    setProblem(null);
    setLockReason(reason);
    setPhase('locked');
    announce(t('announceLocked'));
  };

  /** Writes the draft if it has unsaved edits. Resolves false when it could not be saved. */
  const saving = useRef<Promise<boolean> | null>(null);
  const save = async (): Promise<boolean> => {
    if (saving.current) await saving.current;
    const current = draftRef.current;
    const session = sessionRef.current;
    if (!current || !session) return true;
    if (current.conflict) return false;
    if (!current.dirty) return true;
    const run = guard(async (store) => {
      setDraft((d) => ({ ...d, saving: true }));
      const snapshot = { id: current.id, title: current.title, body: current.body };
      const result = await saveNote(store, session, snapshot, current.base);
      if (result.ok) {
        setDraft((d) => (d.id === snapshot.id ? { ...d, base: result.note.updatedAt, saving: false, dirty: d.title !== snapshot.title || d.body !== snapshot.body } : d));
        setNotes((list) => upsertNote(list, result.note));
        broadcast({ note: result.note.id });
        announce(t('announceSaved'));
        return true;
      }
      if (result.reason === 'vault-changed') {
        closeVault(VAULT_CHANGED);
        return false;
      }
      const stored = await store.readNote(snapshot.id);
      setDraft((d) => (d.id === snapshot.id ? { ...d, saving: false, conflict: stored ? 'changed' : 'deleted' } : d));
      announce(t('announceConflict'));
      return false;
    }, false);
    saving.current = run;
    const ok = await run;
    saving.current = null;
    if (!ok) setDraft((d) => ({ ...d, saving: false }));
    return ok;
  };

  // Autosave a moment after the last keystroke.
  useEffect(() => {
    if (!draft?.dirty || draft.conflict || draft.saving) return;
    const timer = window.setTimeout(() => void save(), AUTOSAVE_MS);
    return () => window.clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- save reads refs; re-arm only on edits
  }, [draft?.title, draft?.body, draft?.dirty, draft?.conflict, draft?.saving]);

  /**
   * Another tab saved: re-read the note it names (or, after an import, every note), and check
   * the note being edited against it.
   */
  const reloadNotes = useEffectEvent(async (id?: string) => {
    const session = sessionRef.current;
    if (!session) return;
    await guard(async (store) => {
      // Every note (after an import), or the one named, as stored now.
      const fresh = id === undefined ? (await decryptNotes(session.key, await store.readNotes())).notes : await readStoredNote(store, session, id);
      if (sessionRef.current !== session) return;
      if (Array.isArray(fresh)) setNotes(fresh);
      else setNotes((list) => (fresh ? upsertNote(list, fresh) : list.filter((n) => n.id !== id)));
      const current = draftRef.current;
      if (!current || current.base === null || current.saving) return;
      if (id !== undefined && current.id !== id) return;
      const stored = Array.isArray(fresh) ? fresh.find((n) => n.id === current.id) : fresh;
      if (stored?.updatedAt === current.base) return;
      if (current.dirty) setDraft({ ...current, conflict: stored ? 'changed' : 'deleted' });
      else if (stored) setDraft({ ...current, title: stored.title, body: stored.body, base: stored.updatedAt });
      else {
        setDraft(null);
        announce(t('announceOpenDeleted'));
      }
    }, undefined);
  });

  const lockNow = (reason: Notice | null, flush = true) => {
    if (flush) void save().finally(() => closeVault(reason));
    else closeVault(reason);
  };

  // Auto-lock after a quiet spell; any key, click, scroll or touch on the page starts it over.
  const idleMs = typeof testAutoLockMs === 'number' && testAutoLockMs > 0 ? testAutoLockMs : settings.autoLockMinutes * 60_000;
  const idleLock = useEffectEvent(() => lockNow(idleNotice(idleMs)));
  useEffect(() => {
    if (phase !== 'unlocked') return;
    let timer = window.setTimeout(idleLock, idleMs);
    const restart = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(idleLock, idleMs);
    };
    for (const name of ACTIVITY_EVENTS) document.addEventListener(name, restart, { capture: true, passive: true });
    return () => {
      window.clearTimeout(timer);
      for (const name of ACTIVITY_EVENTS) document.removeEventListener(name, restart, { capture: true });
    };
  }, [phase, idleMs]);

  const checkVault = useEffectEvent(async () => {
    const store = storeRef.current;
    if (!store) return;
    const header = await store.readHeader();
    const session = sessionRef.current;
    if (session) {
      if (header?.salt !== session.header.salt) lockNow(VAULT_CHANGED, false);
      return;
    }
    setPhase(header ? 'locked' : 'create');
  });

  // A later phase's screen (locked after unlocking, create after deleting the vault) loads when
  // first needed; the vault check above loads the first one.
  const screenMissing = (phase === 'create' && !screens.CreateVault) || (phase === 'locked' && !screens.UnlockVault);
  useEffect(() => {
    if (!screenMissing || (phase !== 'create' && phase !== 'locked')) return;
    let live = true;
    loadScreen(phase)
      .then((loaded) => live && addScreen(loaded))
      .catch(() => live && setProblem({ key: 'loadFailed' }));
    return () => {
      live = false;
    };
  }, [phase, screenMissing]);

  // Open the database once (client only: the server renders the loading state).
  useEffect(() => {
    const store = typeof indexedDB === 'undefined' ? null : createIndexedDbStore(databaseName);
    storeRef.current = store;
    const start = async () => {
      const header = store ? await store.readHeader() : undefined;
      const next = header === undefined ? 'unavailable' : header ? 'locked' : 'create';
      const loaded = next === 'unavailable' ? {} : await loadScreen(next);
      // The create or unlock screen is the page's biggest client render (it is not in the
      // prerendered HTML: only this browser knows whether a vault exists). As a transition React
      // renders it in slices and yields to input between them, instead of one long task.
      startTransition(() => {
        addScreen(loaded);
        setPhase(next);
      });
    };
    start().catch(() => setPhase('unavailable'));
    const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(`toolshed:secure-notes:${databaseName}`);
    channelRef.current = channel;
    if (channel) {
      channel.onmessage = ({ data }: MessageEvent<Message>) => {
        if (data === 'vault') void checkVault();
        else if (data === 'notes') void reloadNotes();
        else if (typeof data === 'object' && data !== null && typeof data.note === 'string') void reloadNotes(data.note);
      };
    }
    return () => {
      channel?.close();
      store?.close();
      storeRef.current = null;
      sessionRef.current = null;
    };
  }, [databaseName]);

  const create = (passphrase: string) =>
    guard(async (store) => {
      const result = await createVault(store, passphrase, { iterations });
      if (!result.ok) return errorText(t, result.error);
      enter(result, t('announceCreated'));
      broadcast('vault');
      return null;
    }, t('createFailed'));

  const restore = (file: ExportFile, passphrase: string) =>
    guard(async (store) => {
      const result = await restoreVault(store, file, passphrase);
      if (!result.ok) return errorText(t, result.error);
      enter(result, t('announceRestored', { count: result.notes.length }));
      broadcast('vault');
      return null;
    }, t('restoreFailed'));

  const unlock = (passphrase: string) =>
    guard(async (store) => {
      const result = await unlockVault(store, passphrase);
      // The error shows (and is announced) under the passphrase field.
      if (!result.ok) return errorText(t, result.error);
      enter(result, t('announceUnlocked'));
      return null;
    }, t('readFailed'));

  const destroy = () =>
    void guard(async (store) => {
      await store.destroy();
      sessionRef.current = null;
      setDraft(null);
      setNotes([]);
      setLockReason(null);
      setProblem(null);
      setPhase('create');
      broadcast('vault');
      announce(t('announceDeleted'));
    }, undefined);

  const openNote = async (note: Note | null) => {
    if (!(await save())) return;
    setDraft(
      note
        ? { id: note.id, title: note.title, body: note.body, base: note.updatedAt, dirty: false, saving: false, conflict: null }
        : { id: newNoteId(), title: '', body: '', base: null, dirty: false, saving: false, conflict: null },
    );
  };

  // One function for the whole life of the component (the list's rows are memoized on it), calling
  // the latest openNote.
  const openNoteRef = useRef(openNote);
  useEffect(() => {
    openNoteRef.current = openNote;
  });
  const onOpenNote = useCallback((note: Note) => void openNoteRef.current(note), []);

  const removeNote = () =>
    void guard(async (store) => {
      const current = draftRef.current;
      const session = sessionRef.current;
      if (!current || !session) return;
      if (current.base !== null) {
        const result = await deleteNote(store, session, { id: current.id, updatedAt: current.base });
        if (!result.ok) {
          if (result.reason === 'vault-changed') lockNow(VAULT_CHANGED, false);
          else setDraft({ ...current, conflict: (await store.readNote(current.id)) ? 'changed' : 'deleted' });
          return;
        }
        broadcast({ note: current.id });
      }
      setNotes((list) => list.filter((n) => n.id !== current.id));
      setDraft(null);
      announce(t('announceNoteDeleted'));
    }, undefined);

  const resolve = (keep: 'mine' | 'theirs') =>
    void guard(async (store) => {
      const current = draftRef.current;
      const session = sessionRef.current;
      if (!current || !session) return;
      const stored = await store.readNote(current.id);
      if (keep === 'mine') {
        setDraft({ ...current, base: stored?.updatedAt ?? null, conflict: null, dirty: true });
        await save();
      } else if (stored) {
        const theirs = await decryptNote(session.key, stored);
        setDraft({ ...current, title: theirs.title, body: theirs.body, base: theirs.updatedAt, dirty: false, conflict: null });
        setNotes((list) => upsertNote(list, theirs));
      } else {
        setDraft(null);
      }
    }, undefined);

  const rekey = async (current: string, next: string) => {
    if (!(await save())) return t('saveFirst');
    const session = sessionRef.current;
    if (!session) return t('isLocked');
    return guard(async (store) => {
      const result = await changePassphrase(store, session, current, next, { iterations });
      if (!result.ok) return errorText(t, result.error);
      sessionRef.current = result.session;
      setNotes(result.notes);
      broadcast('vault');
      announce(t('announceRekeyed'));
      return null;
    }, t('writeFailed'));
  };

  const importFile = async (file: ExportFile, passphrase: string, mode: ImportMode) => {
    if (!(await save())) return t('saveFirst');
    const session = sessionRef.current;
    if (!session) return t('isLocked');
    return guard(async (store) => {
      const result = await importNotes(store, session, file, passphrase, mode);
      if (!result.ok) return errorText(t, result.error);
      setNotes(result.notes);
      const open = draftRef.current;
      if (open && !result.notes.some((n) => n.id === open.id)) setDraft(null);
      else if (open) {
        const fresh = result.notes.find((n) => n.id === open.id)!;
        setDraft({ ...open, title: fresh.title, body: fresh.body, base: fresh.updatedAt, dirty: false });
      }
      broadcast('notes');
      announce(t('announceImported', { count: result.imported }));
      return null;
    }, t('writeFailed'));
  };

  const exportNotes = () =>
    guard(async (store) => {
      await save();
      downloadText(exportFileName(new Date()), await exportVault(store), 'application/json');
      announce(t('announceExported'));
    }, undefined);

  // In Arabic the host is isolated (FSI…PDI) so it reads left to right inside the sentence.
  const hostText = (host: string) => (host === '' ? t('thisSite') : t.locale === 'ar' ? `\u2068${host}\u2069` : host);
  const storageNote = embeddedHost === null ? t('storageHere') : t('storageEmbedded', { host: hostText(embeddedHost) });

  // In an embed the notes live in the host site's storage: say which site.
  const detectEmbed = useCallback((element: HTMLDivElement | null) => {
    const root = element?.getRootNode();
    if (typeof ShadowRoot !== 'undefined' && root instanceof ShadowRoot) setEmbeddedHost(window.location.host);
  }, []);

  // Until the vault check is done (server included) the space of the first screen is held, so
  // that screen appears whole without moving the page.
  if (phase === 'loading') {
    return (
      <div className={styles.root} ref={detectEmbed}>
        <p className={styles.muted}>{storageNote}</p>
        <div className={styles.opening} aria-busy="true">
          {opening}
        </div>
      </div>
    );
  }

  return (
    <div className={styles.root} ref={detectEmbed}>
      <LiveRegion message={message} />
      <p className={styles.muted}>{storageNote}</p>
      {problem ? (
        <StatusBanner tone="error" onDismiss={() => setProblem(null)}>
          {say(t, problem)}
        </StatusBanner>
      ) : null}
      <Suspense fallback={opening}>
        {phase === 'unavailable' ? (
          <StatusBanner tone="error" title={t('blockedTitle')}>
            {t('blockedText')}
          </StatusBanner>
        ) : null}
        {screenMissing ? opening : null}
        {phase === 'create' && screens.CreateVault ? <screens.CreateVault onCreate={create} onRestore={restore} /> : null}
        {phase === 'locked' && screens.UnlockVault ? <screens.UnlockVault reason={lockReason ? say(t, lockReason) : null} onUnlock={unlock} onDelete={destroy} /> : null}
        {phase === 'unlocked' ? (
          <>
            <div className={styles.toolbar}>
              <Inline gap="sm">
                <Badge tone="success" icon={Lock}>
                  {t('unlocked')}
                </Badge>
                <span className={styles.saveState}>{t('noteCount', { count: notes.length })}</span>
              </Inline>
              <Button icon={Lock} onPress={() => lockNow({ key: 'lockedByYou' })}>
                {t('lockNow')}
              </Button>
            </div>
            <div className={styles.workspace}>
              <Card
                title={t('notes')}
                headingLevel={2}
                actions={
                  <Button size="sm" variant="primary" icon={Plus} onPress={() => void openNote(null)}>
                    {t('newNote')}
                  </Button>
                }
              >
                <Stack gap="sm">
                  <SearchField label={t('searchNotes')} value={query} onChange={setQuery} placeholder={t('searchPlaceholder')} />
                  {shown.length === 0 ? (
                    <p className={styles.muted}>{notes.length === 0 ? t('noNotes') : t('noMatches')}</p>
                  ) : (
                    <NoteList notes={shown} currentId={draft?.id} onOpen={onOpenNote} />
                  )}
                </Stack>
              </Card>
              {draft ? (
                <Suspense fallback={<p className={styles.muted}>{t('openingNote')}</p>}>
                  <Editor
                    draft={draft}
                    onEdit={(change) => setDraft((d) => ({ ...d, ...change, dirty: true }))}
                    onSave={() => void save()}
                    onDelete={removeNote}
                    onResolve={resolve}
                  />
                </Suspense>
              ) : (
                <Card title={t('noNoteOpen')} headingLevel={2}>
                  <p className={styles.muted}>{t('noNoteOpenText')}</p>
                </Card>
              )}
            </div>
            <Suspense fallback={null}>
              <VaultPanel
                autoLockMinutes={settings.autoLockMinutes}
                onAutoLockChange={(minutes) => setSettings({ autoLockMinutes: minutes })}
                persistence={persistence}
                onChangePassphrase={rekey}
                onExport={exportNotes}
                onImport={importFile}
                onDeleteVault={destroy}
              />
            </Suspense>
          </>
        ) : null}
      </Suspense>
    </div>
  );
}
