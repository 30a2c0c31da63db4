import type { ReactNode } from 'react';
import { I18nProvider, RouterProvider } from 'react-aria-components';
import { useHref, useNavigate, type NavigateOptions } from './router/router';
import { isSitePath } from '../ui/components/Link';
import { useLocale } from '../i18n/catalog';
import { INTL_LOCALE } from '../i18n/locales';

declare module 'react-aria-components' {
  interface RouterConfig {
    routerOptions: NavigateOptions;
  }
}

/** Other schemes, hosts and fragments stay as written; site paths go through the router. */
function useSiteHref(href: string): string {
  // Always call the router's hook (hooks run unconditionally), then pick.
  const sitePath = isSitePath(href);
  const routed = useHref(sitePath ? href : '/');
  return sitePath ? routed : href;
}

/**
 * What react-aria components need from the site: the page's locale (fixed for the page's lifetime,
 * so the prerendered HTML and the first client render agree), and the site's router for their
 * links and menu items (no full reloads). The shell and the home page use no react-aria, so this
 * wraps only the code-split pages, tools and overlays that do (lazy-page.tsx, ToolFrame.tsx),
 * and loads with them.
 */
export function AriaScope({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <I18nProvider locale={INTL_LOCALE[useLocale()]}>
      <RouterProvider navigate={(to, options) => void navigate(to, options)} useHref={useSiteHref}>
        {children}
      </RouterProvider>
    </I18nProvider>
  );
}
