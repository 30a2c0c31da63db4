import { expect } from '@playwright/test';
import { collectErrors, test } from './support';

test('/docs/api runs a real embedded tool once it scrolls into view, and shows its change event', async ({ page }) => {
  const errors = collectErrors(page);
  const embedRequests: string[] = [];
  page.on('request', (r) => new URL(r.url()).pathname.startsWith('/embed/') && embedRequests.push(r.url()));
  const response = await page.goto('/docs/api');
  // The embed is not part of the page's own code: it loads after hydration, when the example is in view.
  const html = await response!.text();
  const pageCode = [...html.matchAll(/<script[^>]*src="([^"]+)"|<meta name="toolshed-modules" content="([^"]*)"/g)].map((m) => m[1] ?? m[2]).join(' ');
  expect(pageCode).toContain('/assets/');
  expect(pageCode).not.toContain('/embed/');
  await page.locator('#try-it').scrollIntoViewIfNeeded();
  const element = page.locator('toolshed-word-counter');
  const textarea = element.getByRole('textbox', { name: 'Your text' });
  await expect(textarea).toBeVisible();
  expect(await element.evaluate((el) => el.shadowRoot?.mode)).toBe('open');
  await textarea.fill('one two three');
  await expect(page.locator('#try-it p[role="status"]')).toHaveText('Last toolshed-change: detail.words = 3, detail.characters = 13');
  expect(embedRequests.some((url) => url.endsWith('/embed/toolshed.js'))).toBe(true);
  await expect(page.getByRole('heading', { level: 2, name: 'Use it in React' })).toBeVisible();
  await expect(page.getByText("import { WordCounter, JsonFormatter } from 'toolshed/tools';")).toBeAttached();
  expect(errors).toEqual([]);
});
