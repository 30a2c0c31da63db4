import { useCallback, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { LinkNavigation, SitePathPrefix } from '../ui/components/Link';
import { useLocale } from '../i18n/catalog';
import { localePrefix } from '../i18n/locales';

/**
 * ui Links below route site paths through React Router (whose basename is the locale prefix)
 * instead of reloading the page, and point at the page's locale (`/tools` → `/de/tools`).
 */
export function RoutedLinks({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const navigateTo = useCallback((href: string) => void navigate(href), [navigate]);
  return (
    <SitePathPrefix value={localePrefix(useLocale())}>
      <LinkNavigation value={navigateTo}>{children}</LinkNavigation>
    </SitePathPrefix>
  );
}
