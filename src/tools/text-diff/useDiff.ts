import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import type { DiffEngine } from './engine';
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
  /** null while a large comparison is running. */
  result: DiffResult | null;
  ranOn: 'inline' | 'worker' | 'main';
  /** Wall time of the last off-render comparison. */
  elapsedMs: number | null;
  /** The comparison code could not be loaded (offline before it was cached). */
  failed?: boolean;
}

interface Finished extends DiffState {
  original: string;
  modified: string;
  options: CompareOptions;
}

/**
 * Compares the two texts. Small input is compared synchronously on a deferred value (typing
 * wins; it also renders on the server); large input goes to a Worker (or jsdiff's async mode
 * where workers are blocked), and the newest input always wins.
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

  const [finished, setFinished] = useState<Finished | null>(null);
  const engine = useRef<DiffEngine | null>(null);
  useEffect(() => () => engine.current?.dispose(), []);

  useEffect(() => {
    if (inline || !lib) return;
    let current = true;
    const started = performance.now();
    engine.current ??= new lib.DiffEngine();
    void engine.current.compare(a, b, options).then((outcome) => {
      if (!current || !outcome) return;
      setFinished({ original: a, modified: b, options, ...outcome, elapsedMs: performance.now() - started });
    });
    return () => {
      current = false;
    };
  }, [inline, lib, a, b, options]);

  if (inlineResult) return { result: inlineResult, ranOn: 'inline', elapsedMs: null };
  if (finished && finished.original === a && finished.modified === b && finished.options === options) return finished;
  return { result: null, ranOn: inline ? 'inline' : (finished?.ranOn ?? 'worker'), elapsedMs: null, failed };
}
