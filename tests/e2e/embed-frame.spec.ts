// Iframe embeds (/embed/frame/{id}/) on a third-party page (HOST_URL, another origin): the query
// sets the element's attributes, change and resize messages reach the host, the loader resizes the
// iframe, secrets are never forwarded, and the site's other pages still refuse to be framed.
import type { Frame, Page } from '@playwright/test';
import { FRAME_CONTENT_SECURITY_POLICY, siteHeaders } from '../../scripts/headers.mjs';
import { sitePaths } from '../../src/site/route-paths';
import { axeViolations, collectErrors, expect, hostUrl, siteUrl, test, watchCsp } from './support';

interface Message {
  origin: string;
  data: { type?: string; id?: string; height?: number; detail?: Record<string, unknown> };
}
const messages = (page: Page) => page.evaluate(() => (window as unknown as { messages: Message[] }).messages);
const ofType = async (page: Page, type: string) => (await messages(page)).filter((m) => m.data.type === type);

/** Opens the host fixture with an iframe of `frame` (and the loader as resize helper unless `loader` is false). */
async function openFrame(page: Page, frame: string, { loader = true } = {}) {
  const query = new URLSearchParams({ frame });
  if (loader) query.set('loader', `${siteUrl}/embed/toolshed.js`);
  await page.goto(`${hostUrl}/frame-host.html?${query}`);
  await expect.poll(() => page.frames().length).toBe(2);
  return page.frames()[1] as Frame;
}

const offOrigin = (page: Page) => {
  const list: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(`${siteUrl}/`) && !url.startsWith(`${hostUrl}/`) && !/^(data|blob):/.test(url)) list.push(url);
  });
  return list;
};

test('the query sets the attributes, changes reach the host, and the loader sizes the iframe to its content', async ({ page }) => {
  await watchCsp(page);
  const errors = collectErrors(page);
  const elsewhere = offOrigin(page);
  const json = '{"b":1,"a":[1,2]}';
  const frameUrl = `${siteUrl}/embed/frame/json-formatter/?${new URLSearchParams({ theme: 'dark', 'initial-text': json, indent: '4', 'sort-keys': 'true', unknown: 'x' })}`;
  const frame = await openFrame(page, frameUrl);
  const element = frame.locator('toolshed-json-formatter');
  await expect(element).toHaveAttribute('theme', 'dark');
  await expect(element).toHaveAttribute('initial-text', json);
  await expect(element).toHaveAttribute('indent', '4');
  await expect(element).toHaveAttribute('sort-keys', 'true');
  expect(await element.getAttribute('unknown')).toBeNull();
  await expect(frame.locator('html')).toHaveAttribute('data-theme', 'dark');
  // The tool runs with them: sorted keys, four spaces, reported to the host page.
  const formatted = JSON.stringify({ a: [1, 2], b: 1 }, null, 4);
  await expect.poll(async () => (await ofType(page, 'toolshed:change')).some((m) => m.data.detail?.formatted === formatted)).toBe(true);
  const change = (await ofType(page, 'toolshed:change')).at(-1)!;
  expect(change.origin).toBe(siteUrl);
  expect(change.data).toEqual({ type: 'toolshed:change', id: 'json-formatter', detail: { valid: true, error: null, formatted, minified: '{"a":[1,2],"b":1}' } });

  // The loader sized the iframe to the frame's reported height (the browser default is 150 px).
  const iframe = page.locator('iframe[data-toolshed]');
  const sized = async () => {
    const resizes = await ofType(page, 'toolshed:resize');
    const height = Math.round((await iframe.boundingBox())?.height ?? 0);
    return resizes.length > 0 && resizes.at(-1)!.data.height === height ? height : null;
  };
  await expect.poll(sized).not.toBeNull();
  const first = (await sized())!;
  expect(first).toBeGreaterThan(150);
  // The page inside fits the iframe: no scrolling inside the frame.
  expect(await frame.evaluate(() => document.documentElement.scrollHeight - innerHeight)).toBeLessThanOrEqual(0);

  // More content: the frame grows and the iframe follows.
  const longJson = JSON.stringify(Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`key${i}`, i])));
  await element.getByRole('textbox', { name: 'JSON input' }).fill(longJson);
  await expect.poll(async () => (await sized()) ?? 0).toBeGreaterThan(first + 100);
  expect((await ofType(page, 'toolshed:resize')).every((m) => m.origin === siteUrl && m.data.id === 'json-formatter')).toBe(true);

  // The credit link opens the tool's page (with the shared inputs) in a new tab.
  const credit = frame.getByRole('link', { name: 'Toolshed: open JSON Formatter in a new tab' });
  await expect(credit).toHaveAttribute('target', '_blank');
  const href = new URL((await credit.getAttribute('href'))!, siteUrl);
  expect(href.pathname).toBe('/tools/json-formatter');
  expect(Object.fromEntries(href.searchParams)).toEqual({ 'initial-text': json, indent: '4', 'sort-keys': 'true' });

  expect(await frame.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? [])).toEqual([]);
  expect(await axeViolations(frame, { preload: false })).toEqual([]);
  expect(errors).toEqual([]);
  expect(elsewhere).toEqual([]);
});

test('a generated password is never forwarded to the host page; its other fields are', async ({ page }) => {
  const errors = collectErrors(page);
  const frame = await openFrame(page, `${siteUrl}/embed/frame/password-generator/?initial-length=20&symbols=false`, { loader: false });
  const element = frame.locator('toolshed-password-generator');
  await expect(element).toHaveAttribute('initial-length', '20');
  const password = async () => (await element.evaluate((el) => (el as HTMLElement & { value: { password: string } | null }).value?.password)) ?? '';
  await expect.poll(password).toHaveLength(20);
  const passwords = [await password()];
  await element.getByRole('button', { name: 'Generate New Password' }).click();
  await expect.poll(password).not.toBe(passwords[0]);
  passwords.push(await password());
  await expect.poll(async () => (await ofType(page, 'toolshed:change')).length).toBeGreaterThanOrEqual(2);
  const changes = await ofType(page, 'toolshed:change');
  for (const change of changes) {
    expect(change.data.detail).not.toHaveProperty('password');
    expect(change.data.detail).toMatchObject({ settings: { length: 20, symbols: false } });
    expect(typeof change.data.detail?.entropyBits).toBe('number');
  }
  const everything = JSON.stringify(await messages(page));
  for (const secret of passwords) expect(everything).not.toContain(secret);
  // Without the loader on the host, the iframe keeps its own height; the frame still reports.
  expect(Math.round((await page.locator('iframe[data-toolshed]').boundingBox())?.height ?? 0)).toBe(150);
  expect((await ofType(page, 'toolshed:resize')).length).toBeGreaterThan(0);
  expect(errors).toEqual([]);
});

test('frame pages may be framed by any site and are noindex; every other page refuses framing', async ({ page, request }) => {
  const frameResponse = await request.get(`${siteUrl}/embed/frame/qr-generator/`);
  expect(frameResponse.status()).toBe(200);
  expect(frameResponse.headers()['content-security-policy']).toBe(FRAME_CONTENT_SECURITY_POLICY);
  expect(frameResponse.headers()['x-robots-tag']).toBe('noindex');
  expect(await frameResponse.text()).toContain('<meta name="robots" content="noindex" />');
  for (const path of sitePaths()) expect(siteHeaders(path)['content-security-policy'], path).toContain("frame-ancestors 'none'");

  // In the browser: the tool page stays blank in the host's iframe (Chromium shows its error page).
  const errors = collectErrors(page);
  const blocked = await openFrame(page, `${siteUrl}/tools/qr-generator`);
  await expect.poll(() => blocked.url()).toBe('chrome-error://chromewebdata/');
  expect(errors.some((e) => /frame-ancestors/.test(e))).toBe(true);
  const allowed = await openFrame(page, `${siteUrl}/embed/frame/qr-generator/`);
  await expect(allowed.locator('toolshed-qr-generator').getByRole('textbox').first()).toBeVisible();
  expect(allowed.url()).toBe(`${siteUrl}/embed/frame/qr-generator/`);
});

test('oEmbed: every tool page links a valid oEmbed 1.0 rich response, and its html renders the tool on another origin', async ({ page, request }) => {
  const toolPaths = sitePaths().filter((path) => path.startsWith('/tools/'));
  expect(toolPaths.length).toBeGreaterThan(20);
  const responses = new Map<string, Record<string, unknown>>();
  for (const path of toolPaths) {
    const id = path.slice('/tools/'.length);
    const html = await (await request.get(path)).text();
    const links = [...html.matchAll(/<link rel="alternate" type="application\/json\+oembed" href="([^"]+)" title="([^"]+)" \/>/g)];
    expect(links, path).toHaveLength(1);
    const href = new URL(links[0]![1]!);
    expect(href.pathname, path).toBe(`/oembed/${id}.json`);
    const response = await request.get(href.pathname);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type'], path).toMatch(/^application\/json/);
    expect(response.headers()['access-control-allow-origin'], path).toBe('*');
    const body = (await response.json()) as Record<string, unknown>;
    // oEmbed 1.0, 2.3.4: version and type; rich needs html, width and height (pixels).
    expect(body, path).toEqual({
      version: '1.0',
      type: 'rich',
      title: links[0]![2]!.replaceAll('&amp;', '&'),
      provider_name: 'Toolshed',
      provider_url: `${href.origin}/`,
      html: expect.stringMatching(new RegExp(`^<iframe data-toolshed src="${href.origin}/embed/frame/${id}/" title="[^"]+" width="640" height="600" [^>]*></iframe>$`)),
      width: 640,
      height: 600,
      cache_age: 86400,
    });
    responses.set(id, body);
  }
  // /docs/api shows the same snippet as the oEmbed html.
  const docs = await (await request.get('/docs/api')).text();
  const snippet = String(responses.get('json-formatter')?.html);
  expect(docs).toContain(snippet.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;'));

  // What a consumer does with it: the html in a page of another origin (this build's origin for the site's).
  const errors = collectErrors(page);
  const { origin } = new URL(String(responses.get('qr-generator')?.provider_url));
  await page.goto(`${hostUrl}/frame-host.html?frame=about:blank`);
  await page.evaluate((html) => (document.getElementById('slot')!.innerHTML = html), String(responses.get('qr-generator')?.html).replace(origin, siteUrl));
  await expect.poll(() => page.frames().map((f) => f.url())).toContain(`${siteUrl}/embed/frame/qr-generator/`);
  const frame = page.frames().find((f) => f.url() === `${siteUrl}/embed/frame/qr-generator/`)!;
  await expect(frame.locator('toolshed-qr-generator').getByRole('textbox').first()).toBeVisible();
  expect(errors).toEqual([]);
});
