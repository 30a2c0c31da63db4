/**
 * SVGO's browser build for the page (about 170 kB gzip), loaded only where a Worker cannot run
 * (a strict host CSP): the Worker imports its own copy, so most visits never load it on the page.
 */
import type { Optimize } from './svg-optimizer';

let loaded: Optimize | null = null;
let loading: Promise<Optimize> | null = null;

/** SVGO's `optimize` if it has loaded. */
export const loadedSvgo = (): Optimize | null => loaded;

export function loadSvgo(): Promise<Optimize> {
  loading ??= import('svgo/browser').then(({ optimize }) => (loaded = optimize));
  return loading;
}
