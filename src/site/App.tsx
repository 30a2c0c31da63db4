import { useEffect } from 'react';
import { I18nProvider } from 'react-aria-components';
import { useRoutes } from 'react-router-dom';
import { routes } from './routes';

/**
 * The whole site below the router. Declarative routing (not the data router) keeps the
 * initial bundle small; the same tree renders on the server for prerendering.
 */
export function App() {
  // Marks the page as live (every control answers). The prerendered page is readable and styled
  // before this; browser tests wait for it before they interact.
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return <I18nProvider locale="en-US">{useRoutes(routes)}</I18nProvider>;
}
