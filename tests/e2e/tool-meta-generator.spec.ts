import { readFile } from 'node:fs/promises';
import { expect, test, collectErrors, hostUrl, openEmbedded, siteUrl } from './support';
import english from '../../src/tools/meta-generator/messages/en';
import german from '../../src/tools/meta-generator/messages/de';

test('the embedded meta tag generator takes attributes, escapes values and reports changes to the host', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  const { element, errors } = await openEmbedded(page, 'meta-generator', {
    'page-title': 'Oak "Tables" & <Chairs>',
    description: 'Made to order.',
    url: 'https://smith.example/shop',
    index: 'false',
  });
  await expect(element.getByRole('textbox', { name: 'Title' })).toHaveValue('Oak "Tables" & <Chairs>');
  await expect(element.getByRole('checkbox', { name: 'Let search engines index this page' })).not.toBeChecked();
  const code = element.getByRole('region', { name: 'Meta tags (HTML)' });
  await expect(code).toContainText('<title>Oak &quot;Tables&quot; &amp; &lt;Chairs&gt;</title>');
  await expect(code).toContainText('<meta name="robots" content="noindex, follow">');
  await expect(element.getByTestId('preview-url')).toHaveText('https://smith.example › shop');

  await page.evaluate(() => {
    const w = window as unknown as { lastChange?: unknown };
    document.addEventListener('toolshed-change', (e) => (w.lastChange = (e as CustomEvent).detail));
  });
  await element.getByRole('textbox', { name: 'Author' }).fill("O'Brien");
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { lastChange?: unknown }).lastChange))
    .toEqual({
      html: [
        '<meta charset="utf-8">',
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        '<title>Oak &quot;Tables&quot; &amp; &lt;Chairs&gt;</title>',
        '<meta name="description" content="Made to order.">',
        '<meta name="author" content="O&#39;Brien">',
        '<meta name="robots" content="noindex, follow">',
        '<link rel="canonical" href="https://smith.example/shop">',
      ].join('\n'),
      robots: 'noindex, follow',
      invalidFields: [],
    });

  // Nothing is fetched: only the host page and the embed's own files.
  const origins = new Set(requests.map((u) => new URL(u).origin));
  expect([...origins].sort()).toEqual([new URL(hostUrl).origin, new URL(siteUrl).origin].sort());

  // The element's lang picks its words, live.
  await element.evaluate((el) => el.setAttribute('lang', 'de'));
  await expect(element.getByRole('textbox', { name: 'Titel' })).toHaveValue('Oak "Tables" & <Chairs>');
  expect(errors).toEqual([]);
});

test('the site page /tools/meta-generator previews, validates and downloads', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto(`${siteUrl}/tools/meta-generator`);
  await expect(page).toHaveTitle('Meta Tag Generator — Toolshed');
  await expect(page.getByRole('heading', { level: 1, name: 'Meta Tag Generator' })).toBeVisible();

  await page.getByRole('textbox', { name: 'Title' }).fill('Handmade Oak Tables and Chairs | Smith & Sons Furniture');
  await expect(page.getByText('55 characters · aim for 50–60')).toBeVisible();
  await expect(page.getByText('Good length', { exact: true })).toBeVisible();
  await expect(page.getByTestId('preview-title')).toHaveText('Handmade Oak Tables and Chairs | Smith & Sons Furniture');

  const url = page.getByRole('textbox', { name: 'Canonical URL' });
  await url.fill('smith.example');
  await expect(url).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Enter a full address starting with https://')).toBeVisible();
  await url.fill('https://smith.example/oak');
  await expect(url).not.toHaveAttribute('aria-invalid');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download' }).click()]);
  expect(download.suggestedFilename()).toBe('meta-tags.html');
  const body = await readFile((await download.path())!, 'utf8');
  expect(body).toContain('<title>Handmade Oak Tables and Chairs | Smith &amp; Sons Furniture</title>');
  expect(body).toContain('<link rel="canonical" href="https://smith.example/oak">');
  expect(errors).toEqual([]);
});

test('/de/tools/meta-generator speaks German: labels, length hints, field messages and the guide', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto(`${siteUrl}/de/tools/meta-generator`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('heading', { level: 1, name: 'Meta-Tag-Generator' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Seitendetails' })).toBeVisible();

  await page.getByRole('textbox', { name: 'Titel' }).fill('Handgefertigte Eichentische und Stühle | Schmidt & Söhne');
  await expect(page.getByText('56 Zeichen · ideal sind 50–60')).toBeVisible();
  await expect(page.getByText('Gute Länge', { exact: true })).toBeVisible();
  const url = page.getByRole('textbox', { name: 'Kanonische URL' });
  await url.fill('schmidt.example');
  await expect(page.getByText(german['url.scheme'])).toBeVisible();
  await url.fill('https://schmidt.example/eiche');
  await expect(page.getByTestId('preview-url')).toHaveText('https://schmidt.example › eiche');
  await expect(page.getByRole('region', { name: 'Meta-Tags (HTML)' })).toContainText('<link rel="canonical" href="https://schmidt.example/eiche">');
  await expect(page.getByRole('heading', { name: 'Hilfe bei der Länge' })).toBeVisible();

  // No English word of the tool is left on the page.
  const shown = await page.locator('main').innerText();
  const leftOver = Object.entries(english).filter(([key, text]) => !/[{']/.test(text) && text !== german[key as keyof typeof german] && shown.includes(text));
  expect(leftOver).toEqual([]);
  expect(errors).toEqual([]);
});
