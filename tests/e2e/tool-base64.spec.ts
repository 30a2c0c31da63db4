import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { expect, test, collectErrors, openEmbedded, siteUrl } from './support';

/** A 32×32 checkerboard PNG. */
const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAACAAAAAgCAYAAABzenr0AAAARElEQVR42mP4WSz2Hx9WTX6NF1Oqn2HUAaMOGHXAgDuA1hYQ0j/qgFEHjDpg4B0wWhKOOmDUAaMOGC0JRx0w6oAR7wAAUlDmiG6lD5QAAAAASUVORK5CYII=';
const PNG = Buffer.from(PNG_BASE64, 'base64');

async function download(page: Page, button: Locator) {
  const [file] = await Promise.all([page.waitForEvent('download'), button.click()]);
  return { name: file.suggestedFilename(), body: await readFile((await file.path())!) };
}

test('the embedded Base64 tool takes its attributes, converts and reports toolshed-change', async ({ page }) => {
  const { element, errors } = await openEmbedded(page, 'base64', { mode: 'decode', input: 'R3LDvMOfZSwgV2VsdCE=', 'url-safe': 'true', padding: 'false' });
  await expect(element.getByRole('tab', { name: 'Decode' })).toHaveAttribute('aria-selected', 'true');
  await expect(element.getByRole('region', { name: 'Decoded text' })).toHaveText('Grüße, Welt!');

  await page.evaluate(() => {
    const w = window as unknown as { changes: unknown[] };
    w.changes = [];
    document.addEventListener('toolshed-change', (e) => w.changes.push((e as CustomEvent).detail));
  });
  const lastChange = () => page.evaluate(() => (window as unknown as { changes: unknown[] }).changes.at(-1));

  // Back to Base64 with the attributes' alphabet: URL-safe, no padding.
  await element.getByRole('button', { name: 'Use Output as Input' }).click();
  await expect(element.getByRole('region', { name: 'Base64' })).toHaveText('R3LDvMOfZSwgV2VsdCE');
  await expect(element.getByRole('switch', { name: 'URL-safe alphabet' })).toBeChecked();
  await expect(element.getByRole('switch', { name: 'Padding (=)' })).not.toBeChecked();
  await expect.poll(lastChange).toEqual({ source: 'text', mode: 'encode', output: 'R3LDvMOfZSwgV2VsdCE', error: null, byteLength: 14, mimeType: null });

  await element.getByRole('tab', { name: 'Decode' }).click();
  await element.getByRole('textbox', { name: 'Base64 to decode' }).fill('QUJD$');
  const message = 'Invalid character “$” (U+0024) at position 5. Base64 uses only A–Z, a–z, 0–9, + and / (or - and _), with = at the end.';
  await expect(element.getByText(message)).toBeVisible();
  await expect.poll(lastChange).toEqual({ source: 'text', mode: 'decode', output: '', error: message, byteLength: 0, mimeType: null });
  expect(errors).toEqual([]);
});

test('in Arabic, right to left: its words, a conversion, a refused character, no English left', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto(`${siteUrl}/ar/tools/base64`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'ترميز وفك ترميز Base64' })).toBeVisible();
  await page.getByRole('textbox', { name: 'النص المراد ترميزه' }).fill('مرحبا');
  await expect(page.getByRole('region', { name: 'Base64' })).toHaveText('2YXYsdit2KjYpw==');
  // Base64 is data: it reads left to right in every locale, its padding at the end; decoded text
  // takes the direction of its own words.
  await expect(page.getByRole('region', { name: 'Base64' })).toHaveAttribute('dir', 'ltr');
  await page.getByRole('tab', { name: 'فك الترميز' }).click();
  await page.getByRole('textbox', { name: 'نص Base64 لفك ترميزه' }).fill('2YXYsdit2KjYpw==');
  await expect(page.getByRole('region').filter({ hasText: /^مرحبا$/ })).toHaveAttribute('dir', 'auto');
  await page.getByRole('textbox', { name: 'نص Base64 لفك ترميزه' }).fill('SGVsbG8%gd29ybGQ=');
  await expect(page.getByText('حرف غير صالح “%” (U+0025) في الموضع 8.', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'تحديد الموضع 8' })).toBeVisible();
  const main = (await page.locator('main').innerText()).replace(/\s+/g, ' ');
  for (const english of ['Encode', 'Decode', 'Text to encode', 'Use Output as Input', 'Clear All', 'Invalid character', 'Select Position', 'Fix the input', 'UTF-8 Correct', 'Choose a tab']) {
    expect(main, english).not.toContain(english);
  }
  expect(errors).toEqual([]);

  // The element's lang attribute picks the same words.
  const embedded = await openEmbedded(page, 'base64', { lang: 'ar', input: 'aGk=', mode: 'decode' });
  await expect(embedded.element.getByRole('tab', { name: 'فك الترميز' })).toHaveAttribute('aria-selected', 'true');
  expect(embedded.errors).toEqual([]);
});

test('the site page: a file becomes a data URL, and the data URL becomes the same file again', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const errors = collectErrors(page);
  await page.goto(`${siteUrl}/tools/base64`);
  await expect(page.getByRole('heading', { level: 1, name: 'Base64 Encoder/Decoder' })).toBeVisible();

  await page.getByRole('textbox', { name: 'Text to encode' }).fill('東京 🗼');
  await expect(page.getByRole('region', { name: 'Base64' })).toHaveText('5p2x5LqsIPCfl7w=');

  await page.getByRole('tab', { name: 'File' }).click();
  await page.locator('input[type=file]').setInputFiles({ name: 'checker.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('Encoded checker.png')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Preview of checker.png' })).toHaveJSProperty('naturalWidth', 32);
  const encoded = await download(page, page.getByRole('button', { name: 'Download Base64' }));
  expect(encoded).toEqual({ name: 'checker.png.b64.txt', body: Buffer.from(PNG_BASE64) });
  await page.getByRole('button', { name: 'Copy Data URL' }).click();
  await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
  const dataUrl = await page.evaluate(() => navigator.clipboard.readText());
  expect(dataUrl).toBe(`data:image/png;base64,${PNG_BASE64}`);

  await page.getByRole('tab', { name: 'Decode' }).click();
  await page.getByRole('textbox', { name: 'Base64 to decode' }).fill(dataUrl);
  await expect(page.getByText('Decoded a PNG image')).toBeVisible();
  const decoded = await download(page, page.getByRole('button', { name: 'Download decoded.png' }));
  expect(decoded.name).toBe('decoded.png');
  expect(decoded.body.equals(PNG)).toBe(true);
  expect(errors).toEqual([]);
});
