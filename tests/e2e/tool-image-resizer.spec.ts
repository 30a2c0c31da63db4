import { type Page } from '@playwright/test';
import { expect, test, collectErrors, openEmbedded, siteUrl } from './support';
import english from '../../src/tools/image-resizer/messages/en';
import arabic from '../../src/tools/image-resizer/messages/ar';

/** A generated image's bytes, drawn in the page (OffscreenCanvas → convertToBlob). */
async function generated(page: Page, width: number, height: number, type: string): Promise<Buffer> {
  const bytes = await page.evaluate(
    async ({ width, height, type }) => {
      const canvas = new OffscreenCanvas(width, height);
      const ctx = canvas.getContext('2d')!;
      ctx.fillStyle = '#2563eb';
      ctx.fillRect(0, 0, width, height);
      ctx.fillStyle = '#facc15';
      ctx.fillRect(width / 4, height / 4, width / 2, height / 2);
      const blob = await canvas.convertToBlob({ type });
      return Array.from(new Uint8Array(await blob.arrayBuffer()));
    },
    { width, height, type },
  );
  return Buffer.from(bytes);
}

/** Decodes downloaded bytes in the page and returns their pixel size. */
const decodedSize = (page: Page, body: Buffer, type: string) =>
  page.evaluate(
    async ({ bytes, type }) => {
      const bitmap = await createImageBitmap(new Blob([new Uint8Array(bytes)], { type }));
      return [bitmap.width, bitmap.height];
    },
    { bytes: Array.from(body), type },
  );

test('embedded: attributes set the output, a resize downloads an image of exactly the size shown, toolshed-change reaches the host', async ({ page }) => {
  const { element, errors } = await openEmbedded(page, 'image-resizer', { format: 'webp', quality: '60', 'lock-aspect': 'true' });
  await page.evaluate(() => {
    const w = window as unknown as { lastChange?: unknown };
    document.addEventListener('toolshed-change', (e) => (w.lastChange = (e as CustomEvent).detail));
  });
  await expect(element.getByRole('combobox', { name: 'Format' })).toHaveValue('webp');
  await expect(element.getByRole('slider', { name: 'Quality' })).toHaveValue('60');

  const png = await generated(page, 600, 400, 'image/png');
  await element.locator('input[type=file]').setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: png });
  await expect(element.getByText('banner.png · 600 × 400 px', { exact: false })).toBeVisible();

  const width = element.getByRole('textbox', { name: 'Width (px)' });
  await width.fill('150');
  await expect(element.getByRole('textbox', { name: 'Height (px)' })).toHaveValue('100');
  await expect(element.getByRole('img', { name: 'Resized image, 150 × 100 px' })).toBeVisible();

  const [download] = await Promise.all([page.waitForEvent('download'), element.getByRole('button', { name: 'Download' }).click()]);
  expect(download.suggestedFilename()).toBe('resized-banner.webp');
  const { readFile } = await import('node:fs/promises');
  const body = await readFile((await download.path())!);
  expect(body.subarray(8, 12).toString('latin1')).toBe('WEBP');
  expect(await decodedSize(page, body, 'image/webp')).toEqual([150, 100]);

  await expect
    .poll(() => page.evaluate(() => (window as unknown as { lastChange?: unknown }).lastChange))
    .toEqual({
      fileName: 'resized-banner.webp',
      originalWidth: 600,
      originalHeight: 400,
      originalBytes: png.length,
      width: 150,
      height: 100,
      bytes: body.length,
      format: 'webp',
      quality: 60,
      fit: 'contain',
    });

  // The element's lang picks its words, live, keeping the image.
  await element.evaluate((el) => el.setAttribute('lang', 'de'));
  await expect(element.getByRole('img', { name: 'Skaliertes Bild, 150 × 100 px' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('site page: a JPEG is halved with the preset, and a non-image gets a clear message', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto(`${siteUrl}/tools/image-resizer`);
  await page.getByRole('combobox', { name: 'Format' }).selectOption('jpeg');
  const jpeg = await generated(page, 300, 200, 'image/jpeg');
  await page.locator('input[type=file]').setInputFiles({ name: 'photo.jpeg', mimeType: 'image/jpeg', buffer: jpeg });
  await page.getByRole('button', { name: '50 %', exact: true }).click();
  await expect(page.getByRole('img', { name: 'Resized image, 150 × 100 px' })).toBeVisible();
  await expect(page.locator('dt', { hasText: /^New size$/ }).locator('xpath=following-sibling::dd')).toHaveText('150 × 100 px');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download' }).click()]);
  expect(download.suggestedFilename()).toBe('resized-photo.jpg');

  await page.locator('input[type=file]').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByRole('alert')).toHaveText('Only PNG, JPEG, WebP, GIF or SVG image (.png, .jpg, .jpeg, .webp, .gif, .svg) files are accepted.');
  expect(errors).toEqual([]);
});

/** Sizes in Arabic sit in a left-to-right isolate, so 150 × 100 does not read as 100 × 150. */
const ltr = (text: string) => `\u2066${text}\u2069`;

test('/ar/tools/image-resizer speaks Arabic, right to left: labels, a halved image, the file message and the guide', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto(`${siteUrl}/ar/tools/image-resizer`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'تغيير حجم الصور' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'الإخراج' })).toBeVisible();
  await expect(page.getByText('اختر صورة لتراها هنا بحجمها الجديد.')).toBeVisible();

  const png = await generated(page, 300, 200, 'image/png');
  await page.locator('input[type=file]').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: png });
  await page.getByRole('button', { name: '50%', exact: true }).click();
  await expect(page.getByRole('img', { name: `الصورة بعد تغيير حجمها، ${ltr('150 × 100')} بكسل` })).toBeVisible();
  await expect(page.locator('dt', { hasText: /^الأبعاد الجديدة$/ }).locator('xpath=following-sibling::dd')).toHaveText(`${ltr('150 × 100')} بكسل`);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'تنزيل', exact: true }).click()]);
  expect(download.suggestedFilename()).toBe('resized-photo.png');
  await expect(page.getByRole('heading', { name: 'تصغير سلس' })).toBeVisible();

  // No English word of the tool is left on the page.
  const shown = await page.locator('main').innerText();
  const leftOver = Object.entries(english).filter(([key, text]) => !/[{']/.test(text) && text !== arabic[key as keyof typeof arabic] && shown.includes(text));
  expect(leftOver).toEqual([]);

  await page.locator('input[type=file]').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByRole('alert')).toHaveText('تُقبل ملفات صور PNG أو JPEG أو WebP أو GIF أو SVG (.png, .jpg, .jpeg, .webp, .gif, .svg) فقط.');
  expect(errors).toEqual([]);
});
