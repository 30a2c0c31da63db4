import { pageModules } from '../../scripts/page-modules.mjs';
import { expect, siteUrl, test } from './support';

// A page whose code cannot be downloaded after the site has loaded (a client-side visit while
// offline, or after a new version replaced the files the open page knows) shows what happened
// inside the layout instead of leaving an empty page (src/site/PageErrorBoundary.tsx).

const toolChunk = /\/assets\/tool-json-formatter-[\w-]{8}\.js$/;

test('offline, a visit whose code cannot load says so inside the layout; online again, Reload Page shows the tool', async ({ page, context }) => {
  await page.goto('/tools');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  let loads = 0;
  page.on('load', () => loads++);
  await context.setOffline(true);
  await page.getByRole('complementary').getByRole('link', { name: 'JSON Formatter' }).click();
  const alert = page.getByRole('alert');
  await expect(alert.getByRole('heading', { level: 1, name: 'This Page Didn’t Load' })).toBeVisible();
  await expect(alert).toContainText('Part of this page could not be downloaded. Check your connection, then reload the page.');
  await expect(page).toHaveURL(/\/tools\/json-formatter$/);
  await expect(page).toHaveTitle(/^This Page Didn’t Load/);
  // Offline, the page is not reloaded (the browser would show its own error page instead).
  expect(loads).toBe(0);
  // The header and sidebar still work, and another page starts without the error.
  await page.getByRole('complementary').getByRole('link', { name: 'All Tools' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'All Tools' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.goBack();
  await expect(alert.getByRole('heading', { level: 1 })).toHaveText('This Page Didn’t Load');
  await context.setOffline(false);
  await alert.getByRole('button', { name: 'Reload Page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'JSON Formatter' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'JSON input' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('online, a chunk that fails reloads the page once; failing again, the page says so in its language', async ({ page }) => {
  await page.goto('/de/tools');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  // As after a new version: the open page asks for a file the server no longer has.
  await page.route(toolChunk, (route) => route.fulfill({ status: 404, body: 'gone' }));
  const loads: string[] = [];
  page.on('load', () => loads.push(page.url()));
  await page.getByRole('complementary').getByRole('link', { name: 'JSON-Formatierer' }).click();
  const alert = page.getByRole('alert');
  await expect(alert.getByRole('heading', { level: 1, name: 'Die Seite konnte nicht geladen werden' })).toBeVisible();
  await expect(alert.getByRole('button', { name: 'Seite neu laden' })).toBeVisible();
  // One reload of the tool's address, not a loop.
  expect(loads.map((url) => new URL(url).pathname)).toEqual(['/de/tools/json-formatter']);
  await page.waitForTimeout(500);
  expect(loads).toHaveLength(1);
});

test('a connection lost while a page hydrates leaves its prerendered parts in place, and they come alive online again', async ({ page, context }) => {
  // What the page loads after its start-up modules (the footer's code, the related cards'
  // descriptions, the guide's words) is held back until the browser is offline, then fails as it
  // would offline. Before, the footer's failure made React unmount the whole page.
  const html = await (await page.request.get('/tools/base64')).text();
  const start = new Set(pageModules(html));
  let phase: 'hold' | 'offline' | 'online' = 'hold';
  const held: Array<{ url: string; abort: () => Promise<void> }> = [];
  await page.route(/\/assets\/[^/]+\.js$/, (route) => {
    const url = route.request().url();
    if (phase === 'online' || start.has(new URL(url).pathname) || url.includes('/boot-')) return route.continue();
    if (phase === 'offline') return route.abort('internetdisconnected');
    held.push({ url, abort: () => route.abort('internetdisconnected') });
  });
  // (Not page.goto, which waits for the whole page to be live.)
  await page.goto('about:blank');
  await page.evaluate((url) => location.assign(url), `${siteUrl}/tools/base64`);
  await expect.poll(() => held.some(({ url }) => /\/SiteFooter-[\w-]{8}\.js$/.test(url))).toBe(true);
  // The page's own content hydrates while those parts are still on their way (it used to wait for the footer's code).
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 10_000 });
  await context.setOffline(true);
  phase = 'offline';
  await Promise.all(held.map(({ abort }) => abort()));
  await page.waitForTimeout(500);
  // The page stays whole: no error panel; the footer, the related cards and the sidebar as prerendered.
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Base64 Encoder/Decoder' })).toBeVisible();
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('button', { name: 'Subscribe' })).toBeVisible();
  const related = page.getByRole('region', { name: /^More / });
  await expect(related.getByRole('link').first()).toBeVisible();
  await expect(page.getByRole('complementary').getByRole('link', { name: 'JSON Formatter' })).toBeVisible();
  // The tool works offline: its code came with the page.
  await page.getByRole('textbox', { name: 'Text to encode' }).fill('hello');
  await expect(page.getByRole('main').getByText('aGVsbG8=', { exact: true })).toBeVisible();
  // Online again, the held parts load and hydrate: the footer's form answers, a card opens its tool in the page.
  phase = 'online';
  await context.setOffline(false);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  // (Until React has taken a part over, its form and links act as plain HTML: wait for that.)
  const hydrated = (selector: string) =>
    expect.poll(() => page.evaluate((s) => Object.keys(document.querySelector(s) ?? {}).some((key) => key.startsWith('__reactProps')), selector)).toBe(true);
  await hydrated('footer form');
  await hydrated('[aria-labelledby="related-tools"] a');
  await footer.getByRole('textbox', { name: 'Email address' }).fill('ada@example.com');
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(footer.getByRole('status').filter({ hasText: 'Your mail program' })).toContainText('ada@example.com');
  let loads = 0;
  page.on('load', () => loads++);
  const card = related.getByRole('link').first();
  const href = (await card.getAttribute('href'))!;
  await card.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Base64 Encoder/Decoder');
  expect(loads).toBe(0);
});
