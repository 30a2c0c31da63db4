import { readFile } from 'node:fs/promises';
import { expect, test, collectErrors, openEmbedded, siteUrl } from './support';
import english from '../../src/tools/robots-generator/messages/en';
import arabic from '../../src/tools/robots-generator/messages/ar';

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

  // The element's lang picks its words, live.
  await element.evaluate((el) => el.setAttribute('lang', 'de'));
  await expect(element.getByText('Erlaubt', { exact: true })).toBeVisible();
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

test('/ar/tools/robots-generator speaks Arabic, right to left, and tests URLs', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto(`${siteUrl}/ar/tools/robots-generator`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'مولّد ملف robots.txt' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'جميع الزواحف' })).toBeVisible();

  await page.getByRole('textbox', { name: 'المسارات المحظورة' }).fill('/admin/');
  await page.getByRole('textbox', { name: 'عناوين URL لخرائط الموقع' }).fill('sitemap.xml');
  await expect(page.getByText(arabic.sitemapInvalid.replace('{line}', 'sitemap.xml'))).toBeVisible();
  await page.getByRole('button', { name: 'حظر زواحف الذكاء الاصطناعي' }).click();
  await expect(page.getByRole('region', { name: 'robots.txt', exact: true })).toContainText('User-agent: GPTBot');
  const url = page.getByRole('textbox', { name: 'عنوان URL أو مسار' });
  await expect(url).toHaveAttribute('dir', 'ltr');
  await url.fill('/admin/users');
  await expect(page.getByText('محظور', { exact: true })).toBeVisible();
  await expect(page.getByText('السطر 2، «Disallow: /admin/»، هو أطول قاعدة مطابقة في مجموعة جميع الزواحف (*).')).toBeVisible();

  // No English word of the tool is left on the page ("User-agent" is also the file's own directive).
  const shown = await page.locator('main').innerText();
  const leftOver = Object.entries(english).filter(
    ([key, text]) => key !== 'userAgent' && !/[{']/.test(text) && text !== arabic[key as keyof typeof arabic] && shown.includes(text),
  );
  expect(leftOver).toEqual([]);
  expect(errors).toEqual([]);
});
