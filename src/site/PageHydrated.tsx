import { useEffect } from 'react';
import { endHydration } from './hydration-phase';

/**
 * Marks the page as live (`<html data-hydrated>`): every control of the page's own content
 * answers. Hydration commits the shell first and each server-rendered Suspense boundary later, at
 * idle priority, so the mark sits inside the innermost boundary of the page's content (the routed
 * page, or a tool page's tool), not in the shell. The prerendered page is readable and styled
 * before this; browser tests wait for it before they interact.
 */
export function PageHydrated() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
    endHydration();
  }, []);
  return null;
}
