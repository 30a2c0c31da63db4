import { useLocation, useRoutes } from './router/router';
import { isNotFoundPath, routes } from './routes';
import { NotFoundContext } from './layout/LanguageSwitcher';

/**
 * The whole site below the router. The site's own small router (./router/) keeps the initial
 * bundle small; the same tree renders on the server for prerendering.
 */
export function App() {
  const { pathname } = useLocation();
  // react-aria's locale and router come with the pages that use react-aria (AriaScope.tsx).
  return <NotFoundContext value={isNotFoundPath(pathname)}>{useRoutes(routes)}</NotFoundContext>;
}
