// Self-hosting under a sub-path with a chosen set of tools (issue #36): the second build
// (scripts/subpath-build.mjs: BASE_PATH=/tools/, TOOLSHED_TOOLS=json-formatter,base64,word-counter,
// into dist-subpath/) served under /tools/ by nginx with its generated nginx.conf and by
// scripts/serve.mjs. Each server: every page and file answers under /tools/ with the rules'
// headers, nothing is served outside it, a visit requests nothing outside /tools/, the service
// worker's scope is /tools/, and the catalog lists exactly the three tools.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test as base, type Page } from '@playwright/test';
import { siteHeadersUnder } from '../../scripts/headers.mjs';
import { SUBPATH_BASE, SUBPATH_DIR, SUBPATH_TOOLS, buildSubpath } from '../../scripts/subpath-build.mjs';
import { NGINX_MISSING, nginxBinary, nginxRequired, rawGet, startNginx } from './nginx-support';
import { collectErrors, cspViolations, expect, watchCsp } from './support';
import { LOCALE_PREFIX_PATTERN, SITE_LOCALES, localizedPath, type SiteLocale } from '../../src/i18n/locales';

const dist = path.resolve(SUBPATH_DIR);
const B = SUBPATH_BASE;
const NAMES = ['JSON Formatter', 'Base64 Encoder/Decoder', 'Word Counter'];
const RULED = ['content-security-policy', 'cache-control', 'access-control-allow-origin', 'x-robots-tag'];

const test = base.extend({});
// One build, two servers, tests in order.
test.describe.configure({ mode: 'default' });

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}
const ruled = (headers: http.IncomingHttpHeaders | Record<string, string>) =>
  Object.fromEntries(RULED.flatMap((name) => (headers[name] === undefined ? [] : [[name, String(headers[name])]])));
const expected = (urlPath: string) => ruled(siteHeadersUnder(B, urlPath));

test.beforeAll(async () => {
  test.setTimeout(600_000);
  // scripts/test.mjs builds it before the e2e run; alone, the spec builds it once.
  if (!existsSync(path.join(dist, 'nginx.conf'))) await buildSubpath({ quiet: true });
});

const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
test.afterAll(() => agent.destroy());

/** The browser visit both servers get: no request outside /tools/, the worker's scope, the catalog. */
async function visit(page: Page, origin: string) {
  await watchCsp(page);
  const errors = collectErrors(page);
  const outside: string[] = [];
  const failed: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(`${origin}${B}/`) && !/^(data|blob):/.test(url)) outside.push(url);
  });
  page.on('response', (response) => response.status() >= 400 && failed.push(`${response.status()} ${response.url()}`));
  const hydrated = () => page.locator('html[data-hydrated]').waitFor({ state: 'attached' });

  await page.goto(`${origin}${B}/`);
  await hydrated();
  // The home page's cards and counts follow the chosen tools (Text and Developer only).
  await expect(page.getByRole('heading', { level: 3, name: 'Developer Tools' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Design Tools' })).toHaveCount(0);
  // The catalog, reached by its link (routed in the page under the base path).
  await page.getByRole('banner').getByRole('link', { name: 'Tools', exact: true }).click();
  await expect(page).toHaveURL(`${origin}${B}/tools`);
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards).toHaveCount(SUBPATH_TOOLS.length);
  expect((await cards.getByRole('heading').allTextContents()).sort()).toEqual([...NAMES].sort());
  // A tool from its card, and it works.
  await cards.getByRole('link', { name: 'JSON Formatter' }).click();
  await expect(page).toHaveURL(`${origin}${B}/tools/json-formatter`);
  await page.getByRole('textbox', { name: 'JSON input' }).fill('{"under":"/tools/"}');
  await expect(page.getByText('Valid JSON', { exact: true })).toBeVisible();
  // The service worker: registered from /tools/sw.js with scope /tools/, controlling its pages.
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(scope).toBe(`${origin}${B}/`);
  await page.goto(`${origin}${B}/de/tools/base64`);
  await hydrated();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)).toMatch(new RegExp(`^${origin}${B}/sw\\.js\\?locale=`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The language links stay under the base path.
  const languageLinks = await page.locator('footer a[hreflang]').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(languageLinks).toEqual(SITE_LOCALES.map((locale) => `${B}${localizedPath(locale, '/tools/base64')}`));
  expect(outside).toEqual([]);
  expect(failed).toEqual([]);
  expect(await cspViolations(page)).toEqual([]);
  expect(errors).toEqual([]);

  // Outside the base the worker controls nothing (the server's 404 page).
  const response = await page.goto(`${origin}/elsewhere/`);
  expect(response?.status()).toBe(404);
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
}

/** Every built file under /tools/, its bytes and the rules' headers; pages with and without the slash; 404s. */
async function files(origin: string) {
  const all = walk(dist).filter((file) => !/\.(gz|br)$/.test(file) && !file.endsWith(`${path.sep}nginx.conf`));
  const problems: string[] = [];
  const urls = all.map((file) => `/${path.relative(dist, file).split(path.sep).join('/')}`);
  const pages = urls.filter((url) => url.endsWith('/index.html')).map((url) => url.slice(0, -'/index.html'.length));
  const checks: Array<[url: string, file: string | null, status: number]> = [
    ...urls.map((url) => [`${B}${url}`, url, 200] as [string, string, number]),
    ...pages.flatMap((page) => (page === '' ? [[`${B}/`, '/index.html', 200]] : [[`${B}${page}`, `${page}/index.html`, 200], [`${B}${page}/`, `${page}/index.html`, 200]]) as Array<[string, string, number]>),
    [`${B}/tools/image-resizer`, '/404.html', 404],
    [`${B}/no-such-page`, '/404.html', 404],
    ['/tools-elsewhere/', '/404.html', 404],
  ];
  for (let i = 0; i < checks.length; i += 8) {
    await Promise.all(
      checks.slice(i, i + 8).map(async ([url, file, status]) => {
        const res = await rawGet(`${origin}${url}`, 'identity', agent);
        if (res.status !== status) return problems.push(`${url}: status ${res.status}, expected ${status}`);
        if (file && !res.body.equals(readFileSync(path.join(dist, file)))) problems.push(`${url}: not ${file}`);
        const want = JSON.stringify(status === 404 ? ruled(siteHeadersUnder(B, '/404.html')) : expected(url));
        const got = JSON.stringify(ruled(res.headers));
        if (got !== want) problems.push(`${url}: headers\n    got  ${got}\n    want ${want}`);
        return undefined;
      }),
    );
  }
  expect(problems).toEqual([]);
  expect(urls.length).toBeGreaterThan(100);
  // /tools itself leads to the home page.
  const bare = await rawGet(`${origin}${B}`, 'identity', agent);
  expect(bare.status).toBe(301);
  expect(bare.headers.location).toBe(`${B}/`);
}

test('the build: every URL under /tools/, exactly the three tools in the sitemap, the manifest, the worker and the embed', () => {
  const sitemap = readFileSync(path.join(dist, 'sitemap.xml'), 'utf8');
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '');
  const origin = 'https://toolshed.dev';
  expect(locs.every((loc) => loc.startsWith(`${origin}${B}/`))).toBe(true);
  expect(locs.filter((loc) => /\/tools\/tools\/[^/]+$/.test(loc) && !loc.includes('/de/') && !loc.includes('/ar/')).sort()).toEqual(
    SUBPATH_TOOLS.map((id) => `${origin}${B}/tools/${id}`).sort(),
  );
  const manifest = JSON.parse(readFileSync(path.join(dist, 'site.webmanifest'), 'utf8')) as { start_url: string; scope: string; id: string; icons: Array<{ src: string }> };
  expect([manifest.start_url, manifest.scope, manifest.id]).toEqual([`${B}/`, `${B}/`, `${B}/`]);
  expect(manifest.icons.every((icon) => icon.src.startsWith(`${B}/icons/`))).toBe(true);
  const sw = readFileSync(path.join(dist, 'sw.js'), 'utf8');
  const precache = JSON.parse(/const PRECACHE = (.*);\n/.exec(sw)?.[1] ?? '{}') as { shared: string[]; locales: Record<string, string[]> };
  const precached = [...precache.shared, ...Object.values(precache.locales).flat()];
  expect(precached.length).toBeGreaterThan(50);
  expect(precached.filter((url) => !url.startsWith(`${B}/`))).toEqual([]);
  const elements = JSON.parse(readFileSync(path.join(dist, 'embed', 'custom-elements.json'), 'utf8')) as { modules: Array<{ declarations?: Array<{ tagName?: string }> }> };
  const tags = elements.modules.flatMap((m) => m.declarations ?? []).flatMap((d) => (d.tagName ? [d.tagName] : []));
  expect(tags.sort()).toEqual(SUBPATH_TOOLS.map((id) => `toolshed-${id}`).sort());
  expect(readdirSync(path.join(dist, 'embed', 'frame')).sort()).toEqual([...SUBPATH_TOOLS].sort());
  const frame = readFileSync(path.join(dist, 'embed', 'frame', 'base64', 'index.html'), 'utf8');
  expect([...frame.matchAll(/(?:href|src)="([^"]+)"/g)].map((m) => m[1])).toEqual(['data:,', `${B}/embed/frame.css`, `${B}/embed/toolshed.js`, `${B}/tools/base64`]);
  // Every root-relative address in every page is under the base.
  const pages = walk(dist).filter((file) => file.endsWith('.html'));
  const stray = pages.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/(?:href|src|content)="(\/[^"]*)"/g)].map((m) => m[1] ?? '').filter((url) => !url.startsWith(`${B}/`)).map((url) => `${path.relative(dist, file)}: ${url}`),
  );
  expect(stray).toEqual([]);
  // Social cards only for the pages built.
  expect(readdirSync(path.join(dist, 'og', 'tools')).filter((f) => f.endsWith('.png')).sort()).toEqual(SUBPATH_TOOLS.map((id) => `${id}.png`).sort());
});

test.describe('served by scripts/serve.mjs (npm start)', () => {
  let server: ChildProcess | undefined;
  let url = '';
  test.beforeAll(async () => {
    // As `npm start` runs it, with the base given on the command line and a free port.
    server = spawn(process.execPath, ['scripts/serve.mjs', SUBPATH_DIR, '0', '--site-headers', `--base=${B}/`], { stdio: ['ignore', 'pipe', 'inherit'] });
    url = await new Promise<string>((resolve, reject) => {
      let out = '';
      server?.stdout?.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const match = /running at (http:\/\/[\d.:]+)\/tools\//.exec(out);
        if (match?.[1]) resolve(match[1]);
      });
      server?.on('exit', (code) => reject(new Error(`scripts/serve.mjs exited (${code}): ${out}`)));
    });
  });
  test.afterAll(() => {
    server?.kill('SIGTERM');
  });

  test('files, pages and 404s under /tools/', async () => {
    await files(url);
  });

  test.describe('in the browser', () => {
    test.use({ serviceWorkers: 'allow' });
    test('no request outside /tools/, the worker controls /tools/, the catalog lists exactly the three', async ({ page }) => {
      test.setTimeout(60_000);
      await visit(page, url);
    });
  });
});

test.describe('served by nginx with the generated nginx.conf', () => {
  let nginx: Awaited<ReturnType<typeof startNginx>> | undefined;
  let root = '';
  test.beforeAll(async () => {
    if (!nginxBinary) {
      if (nginxRequired) throw new Error('nginx is required here (TOOLSHED_REQUIRE_NGINX=1) and was not found: apt-get install -y nginx');
      return;
    }
    // The server's root holds the build at tools/, as README's Deploy section says to copy it.
    root = mkdtempSync(path.join(tmpdir(), 'toolshed-subpath-root-'));
    symlinkSync(dist, path.join(root, B.slice(1)));
    nginx = await startNginx(readFileSync(path.join(dist, 'nginx.conf'), 'utf8'), root, `${B}/robots.txt`);
    process.stdout.write(`\n[nginx] ${nginx.version} serving ${SUBPATH_DIR}/ under ${B}/ on ${nginx.origin}\n`);
  });
  test.afterAll(() => {
    nginx?.close();
    if (root) rmSync(root, { recursive: true, force: true });
  });
  test.beforeEach(() => {
    test.skip(!nginxBinary, NGINX_MISSING);
  });

  test('files, pages and 404s under /tools/', async () => {
    await files(nginx!.origin);
  });

  test.describe('in the browser', () => {
    test.use({ serviceWorkers: 'allow' });
    test('no request outside /tools/, the worker controls /tools/, the catalog lists exactly the three', async ({ page }) => {
      test.setTimeout(60_000);
      await visit(page, nginx!.origin);
    });
  });

  // The route smoke on the subset build: every built page, one browser page per locale, side by
  // side in one context (they share its cache: each module is fetched and compiled once).
  test('route smoke (en, de, ar): every page loads clean and every link on it reaches a built page under /tools/', async ({ page, context }) => {
    test.setTimeout(120_000);
    const pages = [page, await context.newPage(), await context.newPage()];
    // All three finish before the first failure is reported (no page closes under a running one).
    const results = await Promise.allSettled((['en', 'de', 'ar'] as const).map((locale, i) => smoke(pages[i]!, nginx!.origin, locale)));
    for (const result of results) if (result.status === 'rejected') throw result.reason;
  });
});

/** Site paths of the build's pages in `locale` ('/', '/tools/base64', '/de/about'; the frames and the 404 page with English). */
function builtPages(locale: SiteLocale): string[] {
  const pages = walk(dist)
    .filter((file) => file.endsWith(`${path.sep}index.html`))
    .map((file) => `/${path.relative(dist, path.dirname(file)).split(path.sep).join('/')}`.replace(/\/$/, '') || '/');
  const prefix = `/${locale.toLowerCase()}`;
  const inLocale = (page: string) => (locale === 'en' ? !new RegExp(`^/(${LOCALE_PREFIX_PATTERN})(/|$)`).test(page) : page === prefix || page.startsWith(`${prefix}/`));
  return [...pages.filter(inLocale).sort(), ...(locale === 'en' ? ['/no-such-page'] : [])];
}

/**
 * Visits each page of `locale` under /tools/: status 200 (404 for the unknown address), live (hydrated, or
 * a frame's element defined), no console error, no CSP violation, no request outside /tools/. Then
 * every same-origin link any of them carries must lead to a built page or file under /tools/ (a HEAD
 * from the page: 200, no redirect) and never to a tool this build leaves out.
 */
async function smoke(page: Page, origin: string, locale: 'en' | 'de' | 'ar') {
  await watchCsp(page);
  const errors = collectErrors(page);
  const outside: string[] = [];
  const failed: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(`${origin}${B}/`) && !/^(data|blob):/.test(url)) outside.push(url);
  });
  page.on('response', (response) => response.status() >= 400 && !response.url().endsWith('/no-such-page') && failed.push(`${response.status()} ${response.url()}`));
  const pages = builtPages(locale);
  expect(pages.length).toBeGreaterThan(locale === 'en' ? 22 : 18);
  const problems: string[] = [];
  /** Same-origin link path → the pages that carry it. */
  const links = new Map<string, string[]>();
  for (const sitePath of pages) {
    const response = await page.goto(`${origin}${B}${sitePath === '/' ? '/' : sitePath}`);
    const status = sitePath === '/no-such-page' ? 404 : 200;
    if (response?.status() !== status) problems.push(`${sitePath}: status ${response?.status()}`);
    const frame = /^\/embed\/frame\/([^/]+)$/.exec(sitePath)?.[1];
    if (frame) await page.waitForFunction((tag) => customElements.get(tag) !== undefined, `toolshed-${frame}`);
    else await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    for (const violation of await cspViolations(page)) problems.push(`${sitePath}: CSP ${violation}`);
    // The unknown address's own 404 is the one failed load its console reports.
    for (const error of errors.splice(0)) if (!(status === 404 && error.includes('status of 404'))) problems.push(`${sitePath}: console ${error}`);
    // The 404 page's language links lead to its other languages' 404 pages (no page of their own),
    // and its skip link to itself: those links are not pages to reach.
    const hrefs = await page.locator(status === 404 ? 'a[href]:not([hreflang])' : 'a[href]').evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href));
    for (const href of hrefs) {
      const url = new URL(href);
      if (url.origin !== origin || (status === 404 && url.pathname === `${B}${sitePath}`)) continue;
      const list = links.get(url.pathname) ?? [];
      if (!list.includes(sitePath)) list.push(sitePath);
      links.set(url.pathname, list);
    }
  }
  const chosen = new RegExp(`^${B}/(?:(?:${LOCALE_PREFIX_PATTERN})/)?tools/(?:${SUBPATH_TOOLS.join('|')})$`);
  const toBeChecked: string[] = [];
  for (const [link, on] of links) {
    const where = `${link} (on ${on.slice(0, 3).join(', ')}${on.length > 3 ? ', …' : ''})`;
    if (!link.startsWith(`${B}/`)) problems.push(`link outside ${B}/: ${where}`);
    // The footer's Storybook: `npm run build` (the Dockerfile's) publishes it; build:site, which this tests, does not.
    else if (link === `${B}/storybook/` && !existsSync(path.join(dist, 'storybook'))) continue;
    else if (new RegExp(`^/tools/(?:(?:${LOCALE_PREFIX_PATTERN})/)?tools/[^/]+$`).test(link) && !chosen.test(link)) problems.push(`link to a tool this build leaves out: ${where}`);
    else {
      const rest = link.slice(B.length).replace(/\/$/, '');
      const built = [path.join(dist, rest, 'index.html'), path.join(dist, rest)].some((file) => existsSync(file) && (file.endsWith('.html') || !file.endsWith(path.sep)));
      if (!built) problems.push(`link to nothing built: ${where}`);
      toBeChecked.push(link);
    }
  }
  // The server agrees: each answers 200 itself (no redirect, not the 404 page).
  const statuses = await page.evaluate(
    (urls) => Promise.all(urls.map(async (url) => [url, (await fetch(url, { method: 'HEAD', redirect: 'manual', cache: 'no-store' })).status] as const)),
    toBeChecked,
  );
  for (const [url, status] of statuses) if (status !== 200) problems.push(`${url}: HEAD ${status}`);
  expect(problems).toEqual([]);
  expect(toBeChecked.length).toBeGreaterThan(20);
  expect(outside).toEqual([]);
  expect(failed).toEqual([]);
}
