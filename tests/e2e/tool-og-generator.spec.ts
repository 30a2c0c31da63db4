import { readFile } from 'node:fs/promises';
import { expect, test, collectErrors, hostUrl, openEmbedded, siteUrl } from './support';
import english from '../../src/tools/og-generator/messages/en';
import arabic from '../../src/tools/og-generator/messages/ar';

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

  // The element's lang picks its words, live, and Arabic reads right to left.
  await element.evaluate((el) => el.setAttribute('lang', 'ar'));
  await expect(element.getByRole('textbox', { name: 'العنوان' })).toHaveValue('Oak "Care" & <Tips>');
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

test('/ar/tools/og-generator speaks Arabic, right to left, with addresses left to right', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto(`${siteUrl}/ar/tools/og-generator`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'مولّد Open Graph' })).toBeVisible();

  await page.getByRole('textbox', { name: 'العنوان' }).fill('كيف تعتني بطاولة طعام من خشب البلوط الصلب | سميث وأبناؤه');
  await expect(page.getByText('56 حرفًا · الأفضل بين 40 و60')).toBeVisible();
  const image = page.getByRole('textbox', { name: 'عنوان URL للصورة' });
  await expect(image).toHaveAttribute('dir', 'ltr');
  await image.fill('share.png');
  await expect(page.getByText(arabic['url.scheme'])).toBeVisible();
  await image.fill('https://smith.example/share.png');
  await expect(page.getByTestId('facebook-image')).toContainText('https://smith.example/share.png');
  await page.getByText('ملخص', { exact: true }).click();
  await expect(page.getByRole('radio', { name: /ملخص/ })).toBeChecked();
  await expect(page.getByText('X (تويتر)، بطاقة ملخص')).toBeVisible();
  await expect(page.getByRole('region', { name: 'وسوم Open Graph (HTML)' })).toContainText('<meta name="twitter:card" content="summary">');

  // No English word of the tool is left on the page.
  const shown = await page.locator('main').innerText();
  const leftOver = Object.entries(english).filter(([key, text]) => !/[{']/.test(text) && text !== arabic[key as keyof typeof arabic] && shown.includes(text));
  expect(leftOver).toEqual([]);
  expect(errors).toEqual([]);
});
