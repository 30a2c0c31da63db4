import { matchRoutes, type RouteObject } from 'react-router-dom';
import { Layout } from './Layout';
import { lazyPage, type LazyPage } from './lazy-page';
import { HomePage } from './pages/HomePage';
import { NotFoundPage } from './pages/NotFoundPage';
import { ToolPage } from './pages/ToolPage';
import { preloadToolFor } from './tool-modules';

// Home and tool pages are in the entry bundle (the budgets count them); other pages load on visit.
const CataloguePage = lazyPage(() => import('./pages/CataloguePage').then((m) => m.CataloguePage));

const page = (Page: LazyPage) => ({ element: <Page />, handle: { preload: Page.preload } });

/** The route table: the client router and the prerender read it (sitePaths lists its URLs). */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Layout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'tools', ...page(CataloguePage) },
      { path: 'tools/:toolId', element: <ToolPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/** Loads the code a URL needs (its page, its tool) so it renders without suspending. */
export async function preloadRoute(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all([
    preloadToolFor(pathname),
    ...matches.map((m) => (m.route.handle as { preload?: () => Promise<unknown> } | undefined)?.preload?.()),
  ]);
}
