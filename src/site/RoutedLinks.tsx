import { useCallback, type ReactNode } from 'react';
import { useNavigate } from './router/router';
import { LinkNavigation, SiteFileBase, SitePathPrefix } from '../ui/components/Link';
import { useLocale } from '../i18n/catalog';
import { BASE_PATH, pagePrefix } from './base-path';

/**
 * ui Links below route site paths through the site's router (router/router.tsx, whose basename is the base path and the
 * locale prefix) instead of reloading the page, and point at the page's locale (`/tools` → `/de/tools`,
 * `/tools/de/tools` under base `/tools`); files get the base alone.
 */
export function RoutedLinks({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const navigateTo = useCallback((href: string) => void navigate(href), [navigate]);
  return (
    <SitePathPrefix value={pagePrefix(BASE_PATH, useLocale())}>
      <SiteFileBase value={BASE_PATH}>
        <LinkNavigation value={navigateTo}>{children}</LinkNavigation>
      </SiteFileBase>
    </SitePathPrefix>
  );
}
