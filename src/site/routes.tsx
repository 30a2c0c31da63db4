import type { ReactNode } from 'react';
import { matchRoutes, useParams, type Params, type RouteObject } from './router/router';
import { useLocale } from '../i18n/catalog';
import { Layout } from './Layout';
import { ARIA_SCOPE_MODULE, lazyPage, type LazyPage } from './lazy-page';
import { NotFoundPage } from './pages/NotFoundPage';
import { ToolPage, takePrerenderedLead } from './pages/ToolPage';
import { toolLoaders } from '../tools/loaders';
import { preloadToolFor } from './tool-modules';
import { splitLocalePath } from '../i18n/locales';
import { siteMessages } from './i18n';
import { ariaStringModules } from '../i18n/aria-strings';
import { uiMessages } from '../ui/i18n';
import { catalogueDetailsModules, catalogueTextModules, loadCatalogueDetails, loadCatalogueText } from '../tools/catalogue-text';
import { getTool } from '../tools/catalogue';
import type { Locale } from '../i18n/locales';
import { homeMessages } from './sections/home/i18n';
import { catalogueMessages } from './sections/catalogue/i18n';
import { blogMessages } from './sections/blog/i18n';
import { aboutMessages } from './sections/about/i18n';
import { contactMessages } from './sections/contact/i18n';
import { legalMessages } from './sections/legal/i18n';
import { toolFrameMessages } from './share/i18n';

// Tool pages are in the entry bundle (the tool itself is a chunk of its own); every other page,
// home included, is a chunk that loads with its route, so no page carries another's sections.
// The home page, the catalogue and the blog (its listings and posts) use no react-aria (the pages
// most visits load first stay light): their buttons and search fields are the native Plain* components.
// Each page's own messages (its namespace's catalog) load with its code, in the page's locale.
const HomePage = lazyPage('src/site/pages/HomePage.tsx', () => import('./pages/HomePage').then((m) => m.HomePage), { aria: false, messages: homeMessages });
const CataloguePage = lazyPage('src/site/pages/CataloguePage.tsx', () => import('./pages/CataloguePage').then((m) => m.CataloguePage), { aria: false, messages: catalogueMessages });
const BlogPage = lazyPage('src/site/pages/BlogPage.tsx', () => import('./pages/BlogPage').then((m) => m.BlogPage), { aria: false, messages: blogMessages });
const BlogTypePage = lazyPage('src/site/pages/BlogTypePage.tsx', () => import('./pages/BlogTypePage').then((m) => m.BlogTypePage), { aria: false, messages: blogMessages });
const BlogPostPage = lazyPage('src/site/pages/BlogPostPage.tsx', () => import('./pages/BlogPostPage').then((m) => m.BlogPostPage), { aria: false, messages: blogMessages });
const AboutPage = lazyPage('src/site/pages/AboutPage.tsx', () => import('./pages/AboutPage').then((m) => m.AboutPage), { messages: aboutMessages });
const ContactPage = lazyPage('src/site/pages/ContactPage.tsx', () => import('./pages/ContactPage').then((m) => m.ContactPage), { messages: contactMessages });
const PrivacyPage = lazyPage('src/site/pages/PrivacyPage.tsx', () => import('./pages/PrivacyPage').then((m) => m.PrivacyPage), { messages: legalMessages });
const TermsPage = lazyPage('src/site/pages/TermsPage.tsx', () => import('./pages/TermsPage').then((m) => m.TermsPage), { messages: legalMessages });
const ApiDocsPage = lazyPage('src/site/pages/ApiDocsPage.tsx', () => import('./pages/ApiDocsPage').then((m) => m.ApiDocsPage));
// The builder renders once its default tool's declaration is in (a chunk it loads itself).
const EmbedBuilderPage = lazyPage('src/site/pages/EmbedBuilderPage.tsx', () =>
  import('./pages/EmbedBuilderPage').then(async (m) => {
    await m.builderReady;
    return m.EmbedBuilderPage;
  }),
);

const TOOL_FRAME = 'src/site/pages/ToolFrame.tsx';

interface RouteHandle {
  /** `params`: the route's, as matched (a blog post's slug). */
  preload: (locale: Locale, params: Params) => Promise<unknown>;
  /** Sources of the page's chunks in a locale: the prerender links their JS and CSS into the page's HTML. */
  modules: (locale: Locale, params: Params) => string[];
}

const page = (Page: LazyPage) => ({ element: <Page />, handle: { preload: Page.preload, modules: Page.modules } satisfies RouteHandle });

/** What a page needs beyond its own code, loaded with it: its preload and the modules the prerender links. */
type PageData = RouteHandle;

/**
 * Starts loading the page's data as the route renders, beside the page's own code, so a
 * navigation to it waits for both at once instead of one after the other.
 */
function LoadsWith({ data, children }: { data: PageData; children: ReactNode }) {
  void data.preload(useLocale(), useParams());
  return children;
}

/** A page and the data it shows, preloaded together so the prerender writes it whole and hydration never waits for it. */
const pageWith = (Page: LazyPage, data: PageData) => ({
  element: (
    <LoadsWith data={data}>
      <Page />
    </LoadsWith>
  ),
  handle: {
    preload: (locale, params) => Promise.all([Page.preload(locale), data.preload(locale, params)]),
    modules: (locale, params) => [...Page.modules(locale), ...data.modules(locale, params)],
  } satisfies RouteHandle,
});

/** Every tool's description and tags, for a page whose main content is every tool's card or search (the catalogue). */
const catalogueDetails: PageData = {
  preload: (locale) => loadCatalogueDetails(locale),
  modules: (locale) => catalogueDetailsModules(locale),
};

// A post's body is a chunk of its own (content/post-bodies.ts): the map of the six stays out of
// the entry, which every page loads; a post's page starts with it (it is BlogPostPage's import).
// The prerender renders only real posts, so `modules` names a body file that exists (a unit test
// checks it for every post).
const postBodies = () => import('./content/post-bodies');
const postBody: PageData = {
  preload: (_locale, { slug = '' }) => postBodies().then((bodies) => bodies.loadPostBody(slug)),
  // As the build manifest names it: the prerender links it into the post's page.
  modules: (_locale, { slug = '' }) => [`src/site/content/posts/${slug}.ts`],
};

/** The tool a tool page's path names, if this build has it. */
const toolOf = (path: string) => getTool(/^\/tools\/([^/]+)$/.exec(path)?.[1] ?? '');

/** The route table: the client router and the prerender read it (sitePaths lists its URLs). */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Layout />,
    children: [
      { index: true, ...page(HomePage) },
      { path: 'tools', ...pageWith(CataloguePage, catalogueDetails) },
      { path: 'tools/:toolId', element: <ToolPage /> },
      { path: 'blog', ...page(BlogPage) },
      // The three listings are fixed paths, so they win over /blog/:slug.
      { path: 'blog/tutorials', ...page(BlogTypePage) },
      { path: 'blog/tips', ...page(BlogTypePage) },
      { path: 'blog/case-studies', ...page(BlogTypePage) },
      { path: 'blog/:slug', ...pageWith(BlogPostPage, postBody) },
      { path: 'about', ...page(AboutPage) },
      { path: 'contact', ...page(ContactPage) },
      { path: 'privacy', ...page(PrivacyPage) },
      { path: 'terms', ...page(TermsPage) },
      { path: 'docs/api', ...page(ApiDocsPage) },
      // The builder's picker loads the descriptions and tags when the visitor reaches it (ToolPicker.tsx).
      { path: 'embed', ...page(EmbedBuilderPage) },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/**
 * Does this site path (below the locale prefix) render the not-found page: no route but the
 * catch-all, or a tool this build does not have? Every other path is a page in every site locale.
 */
export function isNotFoundPath(path: string): boolean {
  const leaf = matchRoutes(routes, path)?.at(-1);
  if (!leaf || leaf.route.path === '*') return true;
  return leaf.route.path === 'tools/:toolId' && !getTool(leaf.params.toolId ?? '');
}

const handles = (pathname: string) =>
  (matchRoutes(routes, pathname) ?? []).flatMap((m) => (m.route.handle ? [{ handle: m.route.handle as RouteHandle, params: m.params }] : []));

/**
 * Loads the code a URL needs (its page, its tool, its locale's messages) so it renders without
 * suspending. `url` is the address as requested, with its locale prefix (`/de/tools/base64`).
 * `page`: the prerendered document about to hydrate, whose text a tool page's lead is taken from;
 * without one (the prerender, a test) the lead's category's descriptions load too.
 */
export async function preloadRoute(url: string, page?: Document): Promise<void> {
  const { locale, path } = splitLocalePath(url);
  const tool = toolOf(path);
  await Promise.all([
    preloadToolFor(path, locale),
    siteMessages.load(locale),
    uiMessages.load(locale),
    loadCatalogueText(locale),
    ...(tool && !(page && takePrerenderedLead(tool.id, page)) ? [loadCatalogueDetails(locale, [tool.category])] : []),
    ...handles(path).map(({ handle, params }) => handle.preload(locale, params)),
  ]);
}

/** Source modules of the code-split chunks a URL renders (for the prerender's <link> tags). */
export function routeModules(url: string): string[] {
  const { locale, path } = splitLocalePath(url);
  const tool = /^\/tools\/([^/]+)$/.exec(path)?.[1];
  // A tool's messages chunk, when it has one (the prerender skips message modules the build has not).
  const toolModule =
    tool && tool in toolLoaders
      ? [`src/tools/${tool}/index.ts`, `src/tools/${tool}/messages/${locale}.ts`, TOOL_FRAME, ...toolFrameMessages.modules(locale), ARIA_SCOPE_MODULE, ...ariaStringModules(locale)]
      : [];
  return [...siteMessages.modules(locale), ...uiMessages.modules(locale), ...catalogueTextModules(locale), ...handles(path).flatMap(({ handle, params }) => handle.modules(locale, params)), ...toolModule];
}
