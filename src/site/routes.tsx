import { matchRoutes, type RouteObject } from 'react-router-dom';
import { Layout } from './Layout';
import { lazyPage, type LazyPage } from './lazy-page';
import { HomePage } from './pages/HomePage';
import { NotFoundPage } from './pages/NotFoundPage';
import { ToolPage } from './pages/ToolPage';
import { toolLoaders } from '../tools/loaders';
import { preloadToolFor } from './tool-modules';

// Home and tool pages are in the entry bundle (the budgets count them); other pages load on visit.
const CataloguePage = lazyPage(() => import('./pages/CataloguePage').then((m) => m.CataloguePage));

interface RouteHandle {
  preload: () => Promise<unknown>;
  /** Source of the page's chunk: the prerender links its JS and CSS into the page's HTML. */
  module: string;
}

const page = (Page: LazyPage, module: string) => ({ element: <Page />, handle: { preload: Page.preload, module } satisfies RouteHandle });

/** The route table: the client router and the prerender read it (sitePaths lists its URLs). */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Layout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'tools', ...page(CataloguePage, 'src/site/pages/CataloguePage.tsx') },
      { path: 'tools/:toolId', element: <ToolPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

const handles = (pathname: string) =>
  (matchRoutes(routes, pathname) ?? []).flatMap((m) => (m.route.handle ? [m.route.handle as RouteHandle] : []));

/** Loads the code a URL needs (its page, its tool) so it renders without suspending. */
export async function preloadRoute(pathname: string): Promise<void> {
  await Promise.all([preloadToolFor(pathname), ...handles(pathname).map((h) => h.preload())]);
}

/** Source modules of the code-split chunks a URL renders (for the prerender's <link> tags). */
export function routeModules(pathname: string): string[] {
  const tool = /^\/tools\/([^/]+)$/.exec(pathname)?.[1];
  const toolModule = tool && tool in toolLoaders ? [`src/tools/${tool}/index.ts`] : [];
  return [...handles(pathname).map((h) => h.module), ...toolModule];
}
