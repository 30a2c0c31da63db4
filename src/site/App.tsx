import { I18nProvider } from 'react-aria-components';
import { useRoutes } from 'react-router-dom';
import { routes } from './routes';

/**
 * The whole site below the router. Declarative routing (not the data router) keeps the
 * initial bundle small; the same tree renders on the server for prerendering.
 */
export function App() {
  return <I18nProvider locale="en-US">{useRoutes(routes)}</I18nProvider>;
}
