import { useSyncExternalStore } from 'react';

/**
 * The hydration phase, shared with react-aria's patched modules (scripts/react-aria-hydration.ts)
 * through one global, so those modules import nothing from the site.
 *
 * While a prerendered page hydrates, react-aria's `useIsSSR()` keeps answering "server" and the
 * slot checks that would set state in a layout effect wait in `later`. Without this, the commit
 * that ends hydration re-renders every react-aria control synchronously, in one task (70–300 ms
 * on a throttled phone for a form-heavy tool, issue #9). Afterwards that work runs in short tasks,
 * so the page answers input between them. The phase's shape and its global (`__toolshedHydration`)
 * are declared in src/ui/useHydrated.ts, whose hook tools read too.
 */

/** Called before hydrateRoot on a prerendered page. */
export function beginHydration(): void {
  globalThis.__toolshedHydration = { hydrating: true, later: [] };
}

/**
 * Called once the page's content has committed (PageHydrated's effect). The phase ends in a later
 * task, after the commit's remaining effects, so none of them sees it end and forces a re-render in
 * the same task. Then the deferred work runs one callback per task (each re-renders one react-aria
 * control), so input and paint get the main thread in between. A second call, or a call with no
 * hydration (a client-rendered page, Storybook), does nothing.
 */
export function endHydration(): void {
  const phase = globalThis.__toolshedHydration;
  if (!phase?.hydrating) return;
  const next = () => {
    phase.hydrating = false;
    const run = phase.later.shift();
    if (run) {
      run();
      setTimeout(next);
    }
  };
  setTimeout(next);
}

const noSubscription = () => () => {};

/**
 * Whether a page's query string (the catalogue's filters, the blog's category) may apply yet. A
 * prerendered page's HTML cannot know the query string, so while hydrating a URL that has one the
 * first client render must match the HTML (no filter) and the filter applies one render later.
 * Without a query string there is nothing to wait for: the page hydrates as it is, with no second
 * render of all its cards after hydration (issue #9). A page first rendered on the client (a
 * later navigation) applies its query at once.
 */
export function useQueryApplies(hasQuery: boolean): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => !hasQuery,
  );
}
