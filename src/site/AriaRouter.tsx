import type { ReactNode } from 'react';
import { RouterProvider } from 'react-aria-components';
import { useHref, useNavigate, type NavigateOptions } from 'react-router-dom';

declare module 'react-aria-components' {
  interface RouterConfig {
    routerOptions: NavigateOptions;
  }
}

// mailto:, https:, //host and #fragment addresses are not routes: leave them as written.
const notARoute = /^([a-z][a-z0-9+.-]*:|\/\/|#)/i;

function useSiteHref(href: string): string {
  // Always call the router's hook (hooks run unconditionally), then pick.
  const routed = useHref(notARoute.test(href) ? '/' : href);
  return notARoute.test(href) ? href : routed;
}

/** Lets every react-aria link and menu item navigate through React Router (no full reloads). */
export function AriaRouter({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <RouterProvider navigate={(to, options) => void navigate(to, options)} useHref={useSiteHref}>
      {children}
    </RouterProvider>
  );
}
