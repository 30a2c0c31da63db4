import { useRoutes } from 'react-router-dom';
import { routes } from './routes';

/**
 * The whole site below the router. Declarative routing (not the data router) keeps the
 * initial bundle small; the same tree renders on the server for prerendering.
 */
export function App() {
  // react-aria's locale and router come with the pages that use react-aria (AriaScope.tsx).
  return useRoutes(routes);
}
