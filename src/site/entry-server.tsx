/**
 * Server entry used only at build time (scripts/prerender.mjs): renders one route to HTML.
 * `prerenderToNodeStream` waits for lazy tools and Suspense, so every page is complete HTML.
 */
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { MemoryRouter } from './router/router';
import { themeClass } from '../ui/theme/theme.css';
import { App } from './App';
import { preloadRoute } from './routes';
import { LocaleProvider } from '../i18n/catalog';
import { splitLocalePath } from '../i18n/locales';
import { BASE_PATH, pagePrefix, withBase } from './base-path';
export { routeModules } from './routes';
export { ARIA_LOCALE, SITE_LOCALES, localeDir, localizedPath, splitLocalePath } from '../i18n/locales';
import { SITE_LOCALES, localizedPath } from '../i18n/locales';
import { alternatesFor } from '../i18n/alternates';
import { sitePaths } from './route-paths';
import { SITE_URL } from './site-config';
import { POST_LOCALES, getPost } from './content/blog';
import { ENGLISH_ONLY } from './PageMeta';

/** Every page in every site locale (`/`, `/tools`, …, `/de`, `/de/tools`, …). */
export const localizedSitePaths = (): string[] => SITE_LOCALES.flatMap((locale) => sitePaths().map((path) => localizedPath(locale, path)));

/**
 * A page's language versions (absolute URLs, x-default last), as its head's hreflang links name them:
 * the English-only pages (the blog's posts, the API reference) in English alone, as their PageMeta's
 * `locales` says, every other page in every site locale.
 */
export function pageAlternates(path: string) {
  const post = path.startsWith('/blog/') ? getPost(path.slice('/blog/'.length)) : undefined;
  if (post) return alternatesFor(SITE_URL, path, POST_LOCALES);
  if (path === '/docs/api' || path === '/embed') return alternatesFor(SITE_URL, path, ENGLISH_ONLY);
  return alternatesFor(SITE_URL, path);
}

export { themeClass };
export { sitePaths } from './route-paths';
export { BASE_PATH, SITE_ORIGIN, SITE_URL } from './site-config';
export { toolIds } from '../tools/ids';
export { embedManifest } from '../tools/embed-manifest';
export { EMBED_API_MAJOR, oembedResponse } from '../embed/snippets';
export { INTEGRITY_META, setEmbedIntegrity } from '../embed/integrity';
export { appHeadTags, appIcons, cjkSocialCardSvg, faviconSvg, robotsTxt, rtlSocialCardSvg, socialCard, socialCardTree, webManifest } from './brand-assets';
export { pageSymbols } from './page-symbols';
export { atomFeed } from './feed';

/** Renders one page; `url` is its site path with the locale prefix (`/de/tools/base64`), without the base path. */
export async function render(url: string): Promise<string> {
  const pathname = new URL(url, 'http://prerender.invalid').pathname;
  await preloadRoute(pathname);
  const { locale } = splitLocalePath(pathname);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <LocaleProvider locale={locale}>
        <MemoryRouter basename={pagePrefix(BASE_PATH, locale)} location={withBase(BASE_PATH, url)}>
          <App />
        </MemoryRouter>
      </LocaleProvider>
    </StrictMode>,
    // Large Suspense boundaries would otherwise be "outlined": sent later with inline scripts
    // that a strict CSP blocks and that JavaScript-off readers never run.
    { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}
