import { readFile } from 'node:fs/promises';
import { expect, test, collectErrors, hostUrl, openEmbedded, siteUrl } from './support';

test('the embedded Open Graph generator takes attributes, never fetches the image and reports changes', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  // The image lives on a third origin: loading it would show up in the request list.
  const { element, errors } = await openEmbedded(page, 'og-generator', {
    type: 'article',
    'page-title': 'Oak "Care" & <Tips>',
    url: 'https://www.smith.example/guides/oak',
    image: 'https://images.invalid/share.jpg',
    card: 'summary',
  });
  await expect(element.getByRole('textbox', { name: 'Title' })).toHaveValue('Oak "Care" & <Tips>');
  await expect(element.getByRole('radio', { name: /Summary/ })).toBeChecked();
  const code = element.getByRole('region', { name: 'Open Graph tags (HTML)' });
  await expect(code).toContainText('<meta property="og:type" content="article">');
  await expect(code).toContainText('<meta property="og:title" content="Oak &quot;Care&quot; &amp; &lt;Tips&gt;">');
  await expect(code).toContainText('<meta name="twitter:card" content="summary">');
  await expect(element.getByTestId('x-card')).toContainText('smith.example');
  await expect(element.getByTestId('x-image')).toHaveText(/https:\/\/images\.invalid\/share\.jpg/);
  await expect(element.locator('img')).toHaveCount(0);

  await page.evaluate(() => {
    const w = window as unknown as { lastChange?: unknown };
    document.addEventListener('toolshed-change', (e) => (w.lastChange = (e as CustomEvent).detail));
  });
  await element.getByRole('textbox', { name: "Site's X username" }).fill('smith_sons');
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { lastChange?: unknown }).lastChange))
    .toEqual({
      html: [
        '<meta property="og:type" content="article">',
        '<meta property="og:title" content="Oak &quot;Care&quot; &amp; &lt;Tips&gt;">',
        '<meta property="og:url" content="https://www.smith.example/guides/oak">',
        '<meta property="og:image" content="https://images.invalid/share.jpg">',
        '<meta property="og:locale" content="en_US">',
        '<meta name="twitter:card" content="summary">',
        '<meta name="twitter:site" content="@smith_sons">',
        '<meta name="twitter:title" content="Oak &quot;Care&quot; &amp; &lt;Tips&gt;">',
        '<meta name="twitter:image" content="https://images.invalid/share.jpg">',
      ].join('\n'),
      type: 'article',
      card: 'summary',
      invalidFields: [],
    });

  const origins = new Set(requests.map((u) => new URL(u).origin));
  expect([...origins].sort()).toEqual([new URL(hostUrl).origin, new URL(siteUrl).origin].sort());
  expect(errors).toEqual([]);
});

test('the site page /tools/og-generator previews, validates and downloads', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto(`${siteUrl}/tools/og-generator`);
  await expect(page).toHaveTitle('Open Graph Generator — Toolshed');
  await expect(page.getByRole('heading', { level: 1, name: 'Open Graph Generator' })).toBeVisible();

  await page.getByRole('textbox', { name: 'Title' }).fill('How to Care for a Solid Oak Dining Table | Smith & Sons');
  await expect(page.getByTestId('facebook-card')).toContainText('How to Care for a Solid Oak Dining Table | Smith & Sons');
  const image = page.getByRole('textbox', { name: 'Image URL' });
  await image.fill('share.png');
  await expect(image).toHaveAttribute('aria-invalid', 'true');
  await image.fill('https://smith.example/share.png');
  await expect(image).not.toHaveAttribute('aria-invalid');
  await expect(page.getByTestId('facebook-image')).toContainText('https://smith.example/share.png');

  await page.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Product' });

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download' }).click()]);
  expect(download.suggestedFilename()).toBe('og-tags.html');
  const body = await readFile((await download.path())!, 'utf8');
  expect(body).toContain('<meta property="og:type" content="product">');
  expect(body).toContain('<meta property="og:title" content="How to Care for a Solid Oak Dining Table | Smith &amp; Sons">');
  expect(body).toContain('<meta property="og:image" content="https://smith.example/share.png">');
  expect(errors).toEqual([]);
});
