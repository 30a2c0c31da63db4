import { matchRoutes, type RouteObject } from 'react-router-dom';
import { Layout } from './Layout';
import { lazyPage, type LazyPage } from './lazy-page';
import { NotFoundPage } from './pages/NotFoundPage';
import { ToolPage } from './pages/ToolPage';
import { toolLoaders } from '../tools/loaders';
import { preloadToolFor } from './tool-modules';

// Tool pages are in the entry bundle (the tool itself is a chunk of its own); every other page,
// home included, is a chunk that loads with its route, so no page carries another's sections.
// The home page uses no react-aria (the first page most visits load stays light).
const HomePage = lazyPage(() => import('./pages/HomePage').then((m) => m.HomePage), { aria: false });
const CataloguePage = lazyPage(() => import('./pages/CataloguePage').then((m) => m.CataloguePage));
const BlogPage = lazyPage(() => import('./pages/BlogPage').then((m) => m.BlogPage));
const BlogTypePage = lazyPage(() => import('./pages/BlogTypePage').then((m) => m.BlogTypePage));
const BlogPostPage = lazyPage(() => import('./pages/BlogPostPage').then((m) => m.BlogPostPage));
const AboutPage = lazyPage(() => import('./pages/AboutPage').then((m) => m.AboutPage));
const ContactPage = lazyPage(() => import('./pages/ContactPage').then((m) => m.ContactPage));
const PrivacyPage = lazyPage(() => import('./pages/PrivacyPage').then((m) => m.PrivacyPage));
const TermsPage = lazyPage(() => import('./pages/TermsPage').then((m) => m.TermsPage));
const ApiDocsPage = lazyPage(() => import('./pages/ApiDocsPage').then((m) => m.ApiDocsPage));

const ARIA_SCOPE = 'src/site/AriaScope.tsx';
const TOOL_FRAME = 'src/site/pages/ToolFrame.tsx';

interface RouteHandle {
  preload: () => Promise<unknown>;
  /** Sources of the page's chunks: the prerender links their JS and CSS into the page's HTML. */
  modules: string[];
}

const page = (Page: LazyPage, module: string) => ({
  element: <Page />,
  // Every page but the home page loads with AriaScope (lazy-page.tsx).
  handle: { preload: Page.preload, modules: Page === HomePage ? [module] : [module, ARIA_SCOPE] } satisfies RouteHandle,
});

/** The route table: the client router and the prerender read it (sitePaths lists its URLs). */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Layout />,
    children: [
      { index: true, ...page(HomePage, 'src/site/pages/HomePage.tsx') },
      { path: 'tools', ...page(CataloguePage, 'src/site/pages/CataloguePage.tsx') },
      { path: 'tools/:toolId', element: <ToolPage /> },
      { path: 'blog', ...page(BlogPage, 'src/site/pages/BlogPage.tsx') },
      // The three listings are fixed paths, so they win over /blog/:slug.
      { path: 'blog/tutorials', ...page(BlogTypePage, 'src/site/pages/BlogTypePage.tsx') },
      { path: 'blog/tips', ...page(BlogTypePage, 'src/site/pages/BlogTypePage.tsx') },
      { path: 'blog/case-studies', ...page(BlogTypePage, 'src/site/pages/BlogTypePage.tsx') },
      { path: 'blog/:slug', ...page(BlogPostPage, 'src/site/pages/BlogPostPage.tsx') },
      { path: 'about', ...page(AboutPage, 'src/site/pages/AboutPage.tsx') },
      { path: 'contact', ...page(ContactPage, 'src/site/pages/ContactPage.tsx') },
      { path: 'privacy', ...page(PrivacyPage, 'src/site/pages/PrivacyPage.tsx') },
      { path: 'terms', ...page(TermsPage, 'src/site/pages/TermsPage.tsx') },
      { path: 'docs/api', ...page(ApiDocsPage, 'src/site/pages/ApiDocsPage.tsx') },
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
  const toolModule = tool && tool in toolLoaders ? [`src/tools/${tool}/index.ts`, TOOL_FRAME, ARIA_SCOPE] : [];
  return [...handles(pathname).flatMap((h) => h.modules), ...toolModule];
}
