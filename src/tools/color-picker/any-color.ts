import { useEffect, useSyncExternalStore } from 'react';
import type { parseCssColor } from './css-color';
import { lazyPart, whenIdle } from '../../ui/lazy-part';

// The Any Color field's parser (css-color.ts: every CSS Color 4 syntax, the 148 named colors, the
// wide-gamut matrices and the English problem texts, 5.6 kB gzip) is the one part of the color
// picker nothing on screen needs before someone types into that field: the field starts out showing
// the current color's hex. So it is not in the page's start-up JavaScript (issue #31): it loads once
// the page is idle after hydration, or at the first focus in the field if that comes sooner, and
// text typed before it has arrived is applied as soon as it does (ColorPicker's typeAny).

export type ParseCssColor = typeof parseCssColor;

export interface ParserLoader {
  /** The parser, loading it on the first call; later calls share that load. */
  load(): Promise<ParseCssColor>;
  /** The parser if it has arrived, else null (asking loads nothing). */
  loaded(): ParseCssColor | null;
  /** Called once when the parser arrives. */
  subscribe(listener: () => void): () => void;
}

/** A loader over `importModule`. A failed load (the network dropped) is forgotten, so the next call tries again. */
export function parserLoader(importModule: () => Promise<{ parseCssColor: ParseCssColor }>): ParserLoader {
  const listeners = new Set<() => void>();
  const part = lazyPart(() => importModule().then((module) => module.parseCssColor));
  let told = false;
  return {
    load() {
      const loading = part.load();
      // Subscribers are told once, when `loaded` has the parser to give them.
      loading.then(
        () => {
          if (!told) listeners.forEach((listener) => listener());
          told = true;
        },
        () => undefined,
      );
      return loading;
    },
    loaded: part.loaded,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const cssColor = parserLoader(() => import('./css-color'));

export const loadCssColorParser = cssColor.load;
export const loadedCssColorParser = cssColor.loaded;

/** Starts the load without waiting for it; a failure leaves it to the next try. */
export function preloadCssColorParser(): void {
  cssColor.load().catch(() => {});
}

/**
 * The parser once it has arrived: null before, and always while the server renders and the page
 * hydrates, so the prerendered HTML and the first render never depend on it. The component that
 * calls this starts the load when the browser is next idle after it mounts.
 */
export function useCssColorParser(): ParseCssColor | null {
  const current = useSyncExternalStore(cssColor.subscribe, cssColor.loaded, () => null);
  useEffect(() => {
    if (cssColor.loaded()) return;
    return whenIdle(preloadCssColorParser);
  }, []);
  return current;
}
