import { lazy, memo, Suspense, useEffect } from 'react';
import { retryWhenOnline } from '../../ui/when-online';

// The footer is below the fold on every page: its code (the link columns, the "Stay Updated" form,
// the e-mail check, the mailto builder, ~2.5 kB gzip) is its own chunk, loaded right after
// hydration instead of with the page's start-up modules. Until then the prerendered footer stays
// as it is (React leaves a suspended boundary's server HTML in place while hydrating), so nothing
// moves or changes look, and its links work as plain links.
let openGate = () => {};
const near: Promise<void> =
  typeof window === 'undefined' || typeof IntersectionObserver === 'undefined'
    ? Promise.resolve()
    : new Promise((resolve) => {
        openGate = resolve;
      });
// It sits outside the page's error boundary, and its prerendered HTML (plain links) serves a
// reader well enough: if its code cannot be had even online (a new version replaced the file), it
// stays as it is rather than fail the whole app.
const SiteFooter = lazy(() => near.then(() => retryWhenOnline(() => import('./SiteFooter')).catch(() => new Promise<never>(() => {}))));

/**
 * The site footer, whose code loads right after the page hydrates. Memoized: the layout renders
 * again after hydration (the language suggestion, the sidebar's state), and an update reaching the
 * footer's boundary while it still waits for its code made React wait to hydrate it first, holding
 * back the hydration of the whole page's content (the tool, the related cards) until the footer's
 * chunk had arrived, or for good when it could not (offline).
 */
export const DeferredFooter = memo(function DeferredFooter() {
  // Loaded right after hydration: a router update (a navigation, a search parameter) reaching the
  // footer while its boundary is still dehydrated and suspended makes React drop its HTML.
  useEffect(() => openGate(), []);
  return (
    <Suspense fallback={null}>
      <SiteFooter />
    </Suspense>
  );
});
