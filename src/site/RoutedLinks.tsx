import { useCallback, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { LinkNavigation } from '../ui/components/Link';

/** ui Links below route site paths through React Router instead of reloading the page. */
export function RoutedLinks({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const navigateTo = useCallback((href: string) => void navigate(href), [navigate]);
  return <LinkNavigation value={navigateTo}>{children}</LinkNavigation>;
}
