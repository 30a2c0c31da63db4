import { readFile } from 'node:fs/promises';
import { expect, test, collectErrors, openEmbedded, siteUrl } from './support';

test('the embedded robots.txt generator takes its attributes, reports changes and tests URLs', async ({ page }) => {
  const { element, errors } = await openEmbedded(page, 'robots-generator', {
    'default-policy': 'disallow',
    disallow: '/tmp/',
    'crawl-delay': '5',
    sitemap: 'https://example.com/sitemap.xml',
  });
  const output = element.getByRole('region', { name: 'robots.txt', exact: true });
  await expect(output).toHaveText('User-agent: *\nDisallow: /\nDisallow: /tmp/\nCrawl-delay: 5\n\nSitemap: https://example.com/sitemap.xml\n', { useInnerText: true });
  await page.evaluate(() => {
    const w = window as unknown as { lastChange?: unknown };
    document.addEventListener('toolshed-change', (e) => (w.lastChange = (e as CustomEvent).detail));
  });

  await element.getByRole('combobox', { name: 'Default' }).first().selectOption('allow');
  await element.getByRole('button', { name: 'Block AI Crawlers' }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { lastChange?: { crawlerGroups: number; valid: boolean; sitemaps: string[] } }).lastChange))
    .toMatchObject({ crawlerGroups: 8, valid: true, sitemaps: ['https://example.com/sitemap.xml'] });
  const detail = await page.evaluate(() => (window as unknown as { lastChange: { robotsTxt: string } }).lastChange.robotsTxt);
  expect(detail.startsWith('User-agent: *\nDisallow: /tmp/\nCrawl-delay: 5\n\nUser-agent: Google-Extended\nDisallow: /\n')).toBe(true);

  await element.getByRole('textbox', { name: 'URL or path' }).fill('https://example.com/blog/');
  await element.getByRole('combobox', { name: 'Test as crawler' }).selectOption('ClaudeBot');
  await expect(element.getByText('Blocked', { exact: true })).toBeVisible();
  await element.getByRole('combobox', { name: 'Test as crawler' }).selectOption('Googlebot');
  await expect(element.getByText('Allowed', { exact: true })).toBeVisible();
  expect(errors).toEqual([]);
});

test('the site route /tools/robots-generator builds and downloads robots.txt', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto(`${siteUrl}/tools/robots-generator`);
  await expect(page).toHaveTitle('Robots.txt Generator — Toolshed');
  await expect(page.getByRole('heading', { level: 1, name: 'Robots.txt Generator' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Disallowed paths' }).fill('/admin/\n/search');
  await page.getByRole('textbox', { name: 'Sitemap URLs' }).fill('https://example.com/sitemap.xml');
  await page.getByRole('textbox', { name: 'URL or path' }).fill('/admin/users');
  await expect(page.getByText('Blocked', { exact: true })).toBeVisible();

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download' }).click()]);
  expect(download.suggestedFilename()).toBe('robots.txt');
  expect(await readFile((await download.path())!, 'utf8')).toBe(
    'User-agent: *\nDisallow: /admin/\nDisallow: /search\n\nSitemap: https://example.com/sitemap.xml\n',
  );
  // Remembered for the next visit (robots.txt rules are public, not secret).
  await page.goto(`${siteUrl}/tools/robots-generator`); // the bare address: memory, not a share link
  await expect(page.getByRole('textbox', { name: 'Disallowed paths' })).toHaveValue('/admin/\n/search');
  expect(errors).toEqual([]);
});
