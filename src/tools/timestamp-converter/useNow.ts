import { useSyncExternalStore } from 'react';

/**
 * The current time in milliseconds, ticking once a second while a converter is on screen. Null on
 * the server and while a prerendered page hydrates: the page was built at another time.
 */
let current: number | null = null;
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  if (timer === undefined) {
    timer = setInterval(() => {
      current = Date.now();
      for (const listener of listeners) listener();
    }, 1000);
  }
  return () => {
    listeners.delete(onChange);
    if (listeners.size === 0) {
      clearInterval(timer);
      timer = undefined;
      current = null;
    }
  };
}

const getSnapshot = () => (current ??= Date.now());
const noClock = () => () => undefined;
const fixedSnapshot = () => null;

/** The live clock, or `fixed` (stories and tests inject the time, so nothing on screen moves). */
export function useNow(fixed: number | null): number | null {
  const live = useSyncExternalStore(fixed === null ? subscribe : noClock, fixed === null ? getSnapshot : fixedSnapshot, () => null);
  return fixed ?? live;
}
