// The built site served by nginx with the generated dist/nginx.conf (what the Dockerfile ships):
// every file's status and headers against the one rule set (scripts/headers.mjs siteHeaders),
// pages with and without their trailing slash, the 404 page, the precompressed copies, one tool
// in the browser under that server's CSP, the site offline after a first visit, and an embed on
// a page of another origin. One nginx for the whole file, on a free port,
// with its own prefix and temp folders; `.ci/run` installs Debian's nginx, so CI always runs it.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { siteHeaders } from '../../scripts/headers.mjs';
import { NGINX_MISSING, nginxBinary, nginxRequired as required, rawGet, startNginx, type NginxServer } from './nginx-support';
import { cspViolations, collectErrors, expect, test, watchCsp } from './support';

const dist = path.resolve('dist');
/** The headers the rules decide; a response must carry exactly these (absent where siteHeaders has none). */
const RULED = ['content-security-policy', 'cache-control', 'access-control-allow-origin', 'x-content-type-options', 'referrer-policy', 'x-robots-tag'];

// One nginx, one worker, tests in order.
test.describe.configure({ mode: 'default' });

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
/** A raw response (undecoded body: node's fetch would gunzip it and hide the encoding). */
const get = (url: string, encoding = 'identity') => rawGet(url, encoding, agent);

/** The ruled headers of a response, as siteHeaders() names them. */
const ruled = (headers: http.IncomingHttpHeaders) => Object.fromEntries(RULED.flatMap((name) => (headers[name] === undefined ? [] : [[name, String(headers[name])]])));
/** What siteHeaders() gives the path, in the same order as ruled(). */
const expected = (urlPath: string) => {
  const rules = siteHeaders(urlPath);
  return Object.fromEntries(RULED.flatMap((name) => (rules[name] === undefined ? [] : [[name, rules[name]]])));
};

const TYPES: Array<[RegExp, RegExp]> = [
  [/\.html$/, /^text\/html; charset=utf-8$/],
  [/\.js$/, /^(application|text)\/javascript; charset=utf-8$/],
  [/\.css$/, /^text\/css; charset=utf-8$/],
  [/\.json$/, /^application\/json; charset=utf-8$/],
  [/\.webmanifest$/, /^application\/manifest\+json; charset=utf-8$/],
  [/\.woff2$/, /^font\/woff2$/],
  [/\.png$/, /^image\/png$/],
  [/\.svg$/, /^image\/svg\+xml; charset=utf-8$/],
  [/\.xml$/, /^(text|application)\/xml; charset=utf-8$/],
  [/\.txt$/, /^text\/plain; charset=utf-8$/],
];

let nginx: NginxServer | undefined;
let origin = '';

test.beforeAll(async () => {
  if (!nginxBinary) {
    if (required) throw new Error('nginx is required here (TOOLSHED_REQUIRE_NGINX=1) and was not found: apt-get install -y nginx');
    return;
  }
  expect(existsSync(path.join(dist, 'nginx.conf')), 'dist/nginx.conf (run npm run build:site)').toBe(true);
  // The generated server block as it is, but for where this machine keeps the build and the port
  // (tests/e2e/nginx-support.ts).
  nginx = await startNginx(readFileSync(path.join(dist, 'nginx.conf'), 'utf8'), dist, '/robots.txt');
  origin = nginx.origin;
  process.stdout.write(`\n[nginx] ${nginx.version} serving dist/ with dist/nginx.conf on ${origin}\n`);
});

test.afterAll(() => {
  agent.destroy();
  nginx?.close();
});

test.beforeEach(() => {
  test.skip(!nginxBinary, NGINX_MISSING);
});

test('every built file: status 200, its bytes, its type and exactly the headers siteHeaders() gives its path', async () => {
  test.setTimeout(120_000);
  const files = walk(dist).filter((file) => !/\.(gz|br)$/.test(file) && !file.startsWith(path.join(dist, 'storybook') + path.sep));
  expect(files.length).toBeGreaterThan(200);
  const problems: string[] = [];
  let checked = 0;
  // A few requests at a time over kept-alive connections: about 600 files in 1-2 s.
  for (let i = 0; i < files.length; i += 8) {
    await Promise.all(
      files.slice(i, i + 8).map(async (file) => {
        const urlPath = `/${path.relative(dist, file).split(path.sep).join('/')}`;
        const res = await get(`${origin}${urlPath}`);
        checked++;
        if (res.status !== 200) return problems.push(`${urlPath}: status ${res.status}`);
        if (!res.body.equals(readFileSync(file))) problems.push(`${urlPath}: body differs from the file`);
        const type = TYPES.find(([extension]) => extension.test(urlPath));
        if (type && !type[1].test(String(res.headers['content-type']))) problems.push(`${urlPath}: content-type ${res.headers['content-type']}`);
        const want = JSON.stringify(expected(urlPath));
        const got = JSON.stringify(ruled(res.headers));
        if (got !== want) problems.push(`${urlPath}: headers\n    got  ${got}\n    want ${want}`);
        return undefined;
      }),
    );
  }
  expect(problems).toEqual([]);
  expect(checked).toBe(files.length);
});

test('every page with and without its trailing slash: 200, its HTML, the page headers', async () => {
  const pages = walk(dist).filter((file) => file.endsWith(`${path.sep}index.html`) && file !== path.join(dist, 'index.html') && !file.includes(`${path.sep}storybook${path.sep}`));
  expect(pages.length).toBeGreaterThan(40);
  const problems: string[] = [];
  for (const file of pages) {
    const dir = `/${path.relative(dist, path.dirname(file)).split(path.sep).join('/')}`;
    for (const urlPath of [dir, `${dir}/`]) {
      const res = await get(`${origin}${urlPath}`);
      if (res.status !== 200) problems.push(`${urlPath}: status ${res.status}${res.headers.location ? ` → ${res.headers.location}` : ''}`);
      else if (!res.body.equals(readFileSync(file))) problems.push(`${urlPath}: not ${path.relative(dist, file)}`);
      const want = JSON.stringify(expected(urlPath));
      const got = JSON.stringify(ruled(res.headers));
      if (got !== want) problems.push(`${urlPath}: headers\n    got  ${got}\n    want ${want}`);
    }
  }
  expect(problems).toEqual([]);
  const home = await get(`${origin}/`);
  expect(home.status).toBe(200);
  expect(home.body.equals(readFileSync(path.join(dist, 'index.html')))).toBe(true);
  expect(ruled(home.headers)).toEqual(expected('/'));
});

test('an unknown path gets the prerendered 404 page with status 404 and the page headers (never cached forever)', async () => {
  const notFound = readFileSync(path.join(dist, '404.html'));
  for (const urlPath of ['/no-such-page', '/tools/no-such-tool/', '/assets/no-such-file.js', '/embed/chunks/gone.js']) {
    const res = await get(`${origin}${urlPath}`);
    expect(res.status, urlPath).toBe(404);
    expect(res.body.equals(notFound), urlPath).toBe(true);
    expect(res.headers['content-type'], urlPath).toBe('text/html; charset=utf-8');
    expect(ruled(res.headers), urlPath).toEqual(expected('/404.html'));
  }
});

test('gzip comes from the build\'s precompressed copies, byte for byte; small files go as they are', async () => {
  const copies = walk(dist).filter((file) => file.endsWith('.gz') && !file.includes(`${path.sep}storybook${path.sep}`));
  expect(copies.length).toBeGreaterThan(200);
  expect(existsSync(path.join(dist, 'index.html.br')), 'brotli copies too').toBe(true);
  const problems: string[] = [];
  for (let i = 0; i < copies.length; i += 8) {
    await Promise.all(
      copies.slice(i, i + 8).map(async (copy) => {
        const urlPath = `/${path.relative(dist, copy.slice(0, -3)).split(path.sep).join('/')}`;
        const res = await get(`${origin}${urlPath}`, 'gzip, deflate, br');
        if (res.headers['content-encoding'] !== 'gzip') problems.push(`${urlPath}: content-encoding ${res.headers['content-encoding']}`);
        else if (!res.body.equals(readFileSync(copy))) problems.push(`${urlPath}: not the .gz copy (compressed on the fly?)`);
        if (!String(res.headers.vary).includes('Accept-Encoding')) problems.push(`${urlPath}: vary ${res.headers.vary}`);
      }),
    );
  }
  expect(problems).toEqual([]);
  // Pages by their directory URL too (nginx's index and try_files reach the copy).
  const page = await get(`${origin}/tools/json-formatter`, 'gzip');
  expect(page.headers['content-encoding']).toBe('gzip');
  expect(page.body.equals(readFileSync(path.join(dist, 'tools/json-formatter/index.html.gz')))).toBe(true);
  const small = await get(`${origin}/robots.txt`, 'gzip');
  expect(small.headers['content-encoding']).toBeUndefined();
  expect(small.body.equals(readFileSync(path.join(dist, 'robots.txt')))).toBe(true);
});

test('the published Storybook (when built): /storybook redirects to /storybook/ with its own headers', async () => {
  test.skip(!existsSync(path.join(dist, 'storybook', 'index.html')), 'npm run build:site builds no Storybook; npm run build does');
  const redirect = await get(`${origin}/storybook`);
  expect(redirect.status).toBe(301);
  expect(redirect.headers.location).toBe('/storybook/');
  expect(ruled(redirect.headers)).toEqual(expected('/storybook'));
  const index = await get(`${origin}/storybook/`);
  expect(index.status).toBe(200);
  expect(ruled(index.headers)).toEqual(expected('/storybook/'));
});

test('a tool works under nginx with its CSP: no violation, no error, nothing from another origin', async ({ page }) => {
  await watchCsp(page);
  const errors = collectErrors(page);
  const elsewhere: string[] = [];
  const failed: string[] = [];
  page.on('request', (request) => !request.url().startsWith(`${origin}/`) && !/^(data|blob):/.test(request.url()) && elsewhere.push(request.url()));
  page.on('response', (response) => response.status() >= 400 && failed.push(`${response.status()} ${response.url()}`));
  const response = await page.goto(`${origin}/tools/json-formatter`);
  expect(response?.status()).toBe(200);
  expect((await response?.allHeaders())?.['content-encoding']).toBe('gzip');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  const input = page.getByRole('textbox', { name: 'JSON input' });
  await input.fill('{"served":"by nginx","list":[1,2]}');
  await expect(page.getByText('Valid JSON', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Formatted JSON (JSON)' })).toContainText('"served": "by nginx"');
  expect(await cspViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
  expect(elsewhere).toEqual([]);
  expect(failed).toEqual([]);
});

test.describe('offline after the first visit', () => {
  // The worker installs here (playwright.config.ts blocks it elsewhere): delivery.spec.ts proves
  // every route offline under scripts/serve.mjs; this proves the worker and its precache behave
  // the same behind nginx's headers (no-cache sw.js, immutable assets, precompressed bodies).
  test.use({ serviceWorkers: 'allow' });

  test('pages reload and navigate from the cache, and a tool works', async ({ page, context }) => {
    test.setTimeout(60_000);
    const errors = collectErrors(page);
    const hydrated = () => page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.goto(`${origin}/tools/json-formatter`);
    await hydrated();
    // Controlled means installed (precache complete) and activated (clients claimed).
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await context.setOffline(true);
    expect(await page.evaluate(() => navigator.onLine)).toBe(false);

    const reloaded = await page.reload();
    expect(reloaded?.fromServiceWorker()).toBe(true);
    await hydrated();
    await page.getByRole('textbox', { name: 'JSON input' }).fill('{"offline":true}');
    await expect(page.getByText('Valid JSON', { exact: true })).toBeVisible();

    const home = await page.goto(`${origin}/`);
    expect(home?.fromServiceWorker()).toBe(true);
    await hydrated();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Everyday Tools That Run Right in Your Browser');
    // In the page (client-side routing): the catalog, then a tool whose chunk this visit never loaded.
    await page.getByRole('banner').getByRole('link', { name: 'Tools', exact: true }).click();
    await expect(page).toHaveURL(`${origin}/tools`);
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    const wordCounter = await page.goto(`${origin}/tools/word-counter`);
    expect(wordCounter?.fromServiceWorker()).toBe(true);
    await hydrated();
    await page.getByRole('textbox', { name: 'Your text' }).fill('Served by nginx, read offline.');
    await expect(page.locator('dt', { hasText: /^Words$/ }).locator('xpath=following-sibling::dd')).toHaveText('5');
    await context.setOffline(false);
    expect(errors).toEqual([]);
  });
});

test('an embed from another origin: CORS on /embed/*, its chunks load, the tool works under the host\'s CSP', async ({ page }) => {
  // A second origin: a tiny server on another port whose one page embeds the JSON formatter with
  // the script tag the embed builder gives, under a policy that allows scripts, fonts and
  // connections from nginx's origin only. Its style-src also allows inline styles: react-aria adds
  // one documented press rule to the host's head, which a stricter policy reports (embed-all.spec.ts
  // covers that case); here every violation fails.
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Partner page</title><link rel="icon" href="data:,"></head>
<body><h1>A partner's page</h1><toolshed-json-formatter initial-text='{"embedded":"from nginx"}'></toolshed-json-formatter>
<script type="module" src="${origin}/embed/toolshed.js"></script></body></html>`;
  const csp = `default-src 'none'; script-src ${origin}; style-src ${origin} 'unsafe-inline'; font-src ${origin}; img-src data: blob:; connect-src ${origin}; worker-src blob:`;
  const host = http.createServer((req, res) => {
    if (req.url !== '/') return res.writeHead(404).end();
    return res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': csp }).end(html);
  });
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  const address = host.address();
  const hostOrigin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  try {
    await watchCsp(page);
    const errors = collectErrors(page);
    const embedResponses: Array<{ url: string; status: number; cors: string | undefined }> = [];
    const elsewhere: string[] = [];
    page.on('request', (request) => !request.url().startsWith(`${origin}/`) && !request.url().startsWith(`${hostOrigin}/`) && !/^(data|blob):/.test(request.url()) && elsewhere.push(request.url()));
    page.on('response', (response) => {
      if (response.url().startsWith(`${origin}/`)) embedResponses.push({ url: new URL(response.url()).pathname, status: response.status(), cors: response.headers()['access-control-allow-origin'] });
    });
    await page.goto(`${hostOrigin}/`);
    const element = page.locator('toolshed-json-formatter');
    await expect(element.getByText('Valid JSON', { exact: true })).toBeVisible();
    await expect(element.getByRole('region', { name: 'Formatted JSON (JSON)' })).toContainText('"embedded": "from nginx"');
    await element.getByRole('textbox', { name: 'JSON input' }).fill('{"a":');
    await expect(element.getByRole('alert')).toContainText('Invalid JSON');
    // The loader, then its chunks and stylesheets: every one from nginx, 200, CORS open.
    expect(embedResponses[0]?.url).toBe('/embed/toolshed.js');
    expect(embedResponses.filter((r) => r.url.startsWith('/embed/chunks/')).length).toBeGreaterThan(2);
    expect(embedResponses.filter((r) => r.status !== 200 || r.cors !== '*')).toEqual([]);
    expect(elsewhere).toEqual([]);
    expect(await cspViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  } finally {
    await new Promise<void>((resolve) => host.close(() => resolve()));
  }
});
