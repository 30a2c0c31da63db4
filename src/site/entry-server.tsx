/**
 * Server entry used only at build time (scripts/prerender.mjs): renders one route to HTML.
 * `prerenderToNodeStream` waits for lazy tools and Suspense, so every page is complete HTML.
 */
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { themeClass } from '../ui/theme/theme.css';
import { App } from './App';
import { preloadRoute } from './routes';
export { routeModules } from './routes';

export { themeClass };
export { sitePaths } from './route-paths';
export { SITE_ORIGIN } from './site-config';
export { embedManifest } from '../tools/embed-manifest';
export { appHeadTags, appIcons, faviconSvg, robotsTxt, socialCard, socialCardTree, webManifest } from './brand-assets';
export { pageSymbols } from './page-symbols';
export { atomFeed } from './feed';

export async function render(url: string): Promise<string> {
  await preloadRoute(new URL(url, 'http://prerender.invalid').pathname);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <StaticRouter location={url}>
        <App />
      </StaticRouter>
    </StrictMode>,
    // Large Suspense boundaries would otherwise be "outlined": sent later with inline scripts
    // that a strict CSP blocks and that JavaScript-off readers never run.
    { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}
