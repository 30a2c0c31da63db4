import { expect, test } from './support';

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
