import { Suspense, useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { endHydration } from './hydration-phase';

/** Deferred sections not yet live; the mark waits for them (but never more than this). */
const holding = new Set<object>();
const MAX_WAIT_MS = 5000;
let markWanted = false;

function mark() {
  markWanted = false;
  document.documentElement.dataset.hydrated = '';
}

/**
 * Marks the page as live (`<html data-hydrated>`): every control of the page's own content
 * answers. Hydration commits the shell first and each server-rendered Suspense boundary later, at
 * idle priority, so the mark sits inside the innermost boundary of the page's content (the routed
 * page, or a tool page's tool), not in the shell; a DeferredSection on the page holds it until it
 * is live too. The prerendered page is readable and styled before this; browser tests wait for it
 * before they interact.
 */
export function PageHydrated() {
  useEffect(() => {
    endHydration();
    if (holding.size === 0) return mark();
    markWanted = true;
    const timer = window.setTimeout(() => markWanted && mark(), MAX_WAIT_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return null;
}

function release(token: object) {
  if (holding.delete(token) && holding.size === 0 && markWanted) mark();
}

function Released({ token }: { token: object }) {
  useEffect(() => release(token), [token]);
  return null;
}

/**
 * A part of a page that hydrates after it, once its own data has arrived (the tool cards'
 * descriptions, a chunk of their own): the prerendered HTML stays as it is until then, and
 * `<html data-hydrated>` waits until this part is live as well.
 */
export function DeferredSection({ children }: { children: ReactNode }) {
  const [token] = useState(() => ({}));
  // A layout effect runs before the page's PageHydrated effect in the same commit.
  useLayoutEffect(() => {
    holding.add(token);
    return () => release(token);
  }, [token]);
  return (
    <Suspense fallback={null}>
      {children}
      <Released token={token} />
    </Suspense>
  );
}
