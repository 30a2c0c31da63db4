import { startTransition, useEffect, useState } from 'react';

/** The site's hydration phase (src/site/hydration-phase.ts), also read by react-aria's patched modules. */
export interface HydrationPhase {
  hydrating: boolean;
  /** Work react-aria deferred until the page's content has hydrated. */
  later: Array<() => void>;
}

declare global {
  // Set by the site before it hydrates a prerendered page; absent in the embed and in Storybook.
  var __toolshedHydration: HydrationPhase | undefined;
}

/** Rendering in the browser, and not as part of hydrating a prerendered page. */
const onClient = () => typeof window !== 'undefined' && globalThis.__toolshedHydration?.hydrating !== true;

/**
 * False while the server renders and while the browser hydrates that HTML, true afterwards, and
 * straight away for anything first rendered on the client (a later page, the embed). Content that
 * differs in the browser (the query string, the visitor's time zone, real randomness) waits for it,
 * so prerendered HTML hydrates without a mismatch.
 *
 * After hydration the switch is a transition, which React renders in slices that yield to the
 * browser. useSyncExternalStore with a `false` server snapshot (the usual recipe) re-renders the
 * whole component synchronously in the commit that ends hydration instead: for the text formatter,
 * its whole tool in one 124–149 ms task (issue #9).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(onClient);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
