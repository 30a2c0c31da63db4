import { startTransition, useCallback, useEffect, useState } from 'react';

/**
 * Code that only some states of a component need (large text, a running job), kept out of the
 * page's initial JavaScript (issue #31). It loads when that state first comes, and before it at
 * the visitor's first focus, pointer press, key press or drag anywhere on the page, so it is
 * usually in by the time the state comes. Meanwhile the component shows what it showed before
 * (nothing, or an empty box of the same size).
 */
export interface LazyPart<M> {
  /** The module, once it has loaded; null before (and always during a server render). */
  loaded: () => M | null;
  /** Starts loading, once; again after a failure (offline before the file was cached). */
  load: () => Promise<M>;
}

export function lazyPart<M>(importer: () => Promise<M>): LazyPart<M> {
  let module: M | null = null;
  let loading: Promise<M> | null = null;
  return {
    loaded: () => module,
    load: () =>
      (loading ??= importer().then(
        (loadedModule) => (module = loadedModule),
        (error: unknown) => {
          loading = null;
          throw error;
        },
      )),
  };
}

/**
 * Runs `start` once the browser is next idle (within 2 s), or after 200 ms where it cannot say;
 * returns the cancel. For code a page will want soon after it has hydrated.
 */
export function whenIdle(start: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(start, { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(start, 200);
  return () => clearTimeout(id);
}

const FIRST_INPUT_EVENTS = ['focusin', 'pointerdown', 'keydown', 'dragenter'] as const;
const waiting = new Set<LazyPart<unknown>>();
let inputSeen = false;

const loadQuietly = (part: LazyPart<unknown>) => void part.load().catch(() => undefined);

function onFirstInput() {
  inputSeen = true;
  for (const type of FIRST_INPUT_EVENTS) removeEventListener(type, onFirstInput, true);
  waiting.forEach(loadQuietly);
  waiting.clear();
}

/**
 * Loads `part` at the visitor's first focus, pointer press, key press or drag on the page (at
 * once if there has been one). The events are watched on the window, in the capture phase: a
 * tool's own handlers cannot hide them, and an embedded tool's shadow root passes them on.
 */
export function loadAtFirstInput(part: LazyPart<unknown>): void {
  if (part.loaded()) return;
  if (inputSeen) {
    loadQuietly(part);
    return;
  }
  if (waiting.size === 0) for (const type of FIRST_INPUT_EVENTS) addEventListener(type, onFirstInput, { capture: true, passive: true });
  waiting.add(part);
}

/**
 * The part's module once loaded, else null. While `needed` it is loaded now (the component
 * renders again when it arrives, in a transition); otherwise at the visitor's first input
 * (loadAtFirstInput). Always null on the server, and so in the render that hydrates a page: nothing loads a part
 * before the page has hydrated.
 */
export function useLazyPart<M>(part: LazyPart<M>, needed: boolean): M | null {
  const [, arrived] = useState(0);
  const module = part.loaded();
  useEffect(() => {
    if (module) return;
    if (!needed) {
      loadAtFirstInput(part);
      return;
    }
    let mounted = true;
    part.load().then(
      // As a transition: what the part shows (a large text's rows, say) may be heavy to render, and
      // must not land in one task with the tool's own updates of the moment (a job's result).
      () => mounted && startTransition(() => arrived((count) => count + 1)),
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, [part, needed, module]);
  return module;
}

/**
 * A part a tool wants soon but not at its first render: its module once loaded (null before, and
 * while the page hydrates), and `start`, which loads it now (for the tool's first focus or press,
 * or the moment a state needs it). It also loads when the browser is idle after mount. A failed
 * load is tried again at the next `start`.
 */
export function useIdlePart<M>(part: LazyPart<M>): [module: M | null, start: () => void] {
  const [module, setModule] = useState<M | null>(part.loaded);
  const start = useCallback(() => void part.load().then(setModule, () => undefined), [part]);
  useEffect(() => whenIdle(start), [start]);
  return [module, start];
}
