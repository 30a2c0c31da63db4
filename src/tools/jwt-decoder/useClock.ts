import { useSyncExternalStore } from 'react';

/**
 * "Now" for relative times, ticking every 15 s while a decoder is on screen. Null on the server
 * and during hydration: the prerendered page was built at another time, so relative times and
 * the Expired verdict only appear once the page runs.
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
    }, 15_000);
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

export function useClock(): number | null {
  return useSyncExternalStore(subscribe, getSnapshot, () => null);
}
