import { useSyncExternalStore } from 'react';

/**
 * A shared "now" in milliseconds that ticks every `intervalMs` while a component uses it, one
 * timer for all of them. Null on the server and while a prerendered page hydrates (the page was
 * built at another time), so relative times appear once the page runs. The hook takes `fixed`:
 * stories and tests inject the time, and nothing on screen moves.
 */
export function tickingClock(intervalMs: number): (fixed?: number | null) => number | null {
  let current: number | null = null;
  const listeners = new Set<() => void>();
  let timer: ReturnType<typeof setInterval> | undefined;

  const subscribe = (onChange: () => void) => {
    listeners.add(onChange);
    timer ??= setInterval(() => {
      current = Date.now();
      for (const listener of listeners) listener();
    }, intervalMs);
    return () => {
      listeners.delete(onChange);
      if (listeners.size === 0) {
        clearInterval(timer);
        timer = undefined;
        current = null;
      }
    };
  };
  const getSnapshot = () => (current ??= Date.now());
  const noClock = () => () => undefined;
  const fixedSnapshot = () => null;

  return function useTickingClock(fixed: number | null = null): number | null {
    const live = useSyncExternalStore(fixed === null ? subscribe : noClock, fixed === null ? getSnapshot : fixedSnapshot, () => null);
    return fixed ?? live;
  };
}
