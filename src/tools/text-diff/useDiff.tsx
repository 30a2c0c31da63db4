import { useDeferredValue, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { CompareDone } from './LargeComparison';
import type { CompareOptions, DiffResult } from './model';

type Library = typeof import('./lazy');
let loading: Promise<Library> | null = null;
const loadLibrary = () =>
  (loading ??= import('./lazy').catch((error: unknown) => {
    // Let a later mount try again (the network may be back).
    loading = null;
    throw error;
  }));

/** Up to this many characters (both sides together) the comparison runs inline, during render. */
export const INLINE_LIMIT = 20_000;

export interface DiffState {
  /** null while a large comparison is running (or was cancelled). */
  result: DiffResult | null;
  ranOn: 'inline' | 'worker' | 'main';
  /** Wall time of the last background comparison. */
  elapsedMs: number | null;
  /** The comparison code could not be loaded (offline before it was cached). */
  failed?: boolean;
  /**
   * A large comparison's "Comparing…" note, progress bar and Cancel (the shared WorkProgress);
   * kept on screen once texts have been large, so its Worker is kept too.
   */
  progress: ReactNode;
}

/**
 * Compares the two texts. Small input is compared synchronously on a deferred value (typing
 * wins; it also renders on the server); large input goes to the shared background runner (a
 * Worker, or jsdiff's async mode where workers are blocked), and the newest input always wins.
 */
export function useDiff(original: string, modified: string, mode: CompareOptions['mode'], ignoreWhitespace: boolean, ignoreCase: boolean): DiffState {
  const options = useMemo(() => ({ mode, ignoreWhitespace, ignoreCase }), [mode, ignoreWhitespace, ignoreCase]);
  const a = useDeferredValue(original);
  const b = useDeferredValue(modified);
  const inline = a.length + b.length <= INLINE_LIMIT;
  // Null on the first render everywhere (server and hydration agree); loaded right after.
  const [lib, setLib] = useState<Library | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let mounted = true;
    loadLibrary().then(
      (loaded) => mounted && setLib(loaded),
      () => mounted && setFailed(true),
    );
    return () => {
      mounted = false;
    };
  }, []);
  const inlineResult = useMemo(() => (inline && lib ? lib.compareTexts(a, b, options) : null), [inline, lib, a, b, options]);

  const job = useMemo(() => (inline || !lib ? null : { original: a, modified: b, options }), [inline, lib, a, b, options]);
  // Once texts have been large, the runner stays mounted (and keeps its Worker) while they are small.
  const [everLarge, setEverLarge] = useState(false);
  if (job && !everLarge) setEverLarge(true);
  const [finished, setFinished] = useState<CompareDone | null>(null);
  const progress = lib && everLarge ? <lib.LargeComparison input={job} onDone={setFinished} /> : null;

  if (inlineResult) return { result: inlineResult, ranOn: 'inline', elapsedMs: null, progress };
  if (finished && job && finished.input === job) return { result: finished.result, ranOn: finished.ranOn, elapsedMs: finished.elapsedMs, progress };
  return { result: null, ranOn: inline ? 'inline' : (finished?.ranOn ?? 'worker'), elapsedMs: null, failed, progress };
}
