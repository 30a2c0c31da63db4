import { readFile } from 'node:fs/promises';
import { type Locator, type Page } from '@playwright/test';
import decodeIco from 'decode-ico';
import { strFromU8, unzipSync } from 'fflate';
import { expect, test, openEmbedded, siteUrl, collectErrors } from './support';
import english from '../../src/tools/favicon-generator/messages/en';
import german from '../../src/tools/favicon-generator/messages/de';

async function download(page: Page, button: Locator) {
  const [file] = await Promise.all([page.waitForEvent('download'), button.click()]);
  return { name: file.suggestedFilename(), body: new Uint8Array(await readFile((await file.path())!)) };
}

/** Width and height from a PNG's IHDR chunk (bytes 16–23), after checking the signature. */
function pngSize(bytes: Uint8Array): [number, number] {
  expect([...bytes.subarray(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
  const view = new DataView(bytes.buffer, bytes.byteOffset);
  return [view.getUint32(16), view.getUint32(20)];
}

test('the embedded generator takes its attributes, reports changes and downloads a complete ZIP', async ({ page }) => {
  const { element, errors } = await openEmbedded(page, 'favicon-generator', { text: 'Z', background: '#7c3aed', color: '#fde68a', shape: 'circle', name: 'Zebra Labs' });
  await page.evaluate(() => {
    const w = window as unknown as { lastChange?: unknown };
    document.addEventListener('toolshed-change', (e) => (w.lastChange = (e as CustomEvent).detail));
  });
  await expect(element.getByRole('img', { name: 'Favicon in a dark browser tab' })).toBeVisible();
  await expect(element.getByRole('textbox', { name: 'Letter or emoji' })).toHaveValue('Z');
  await expect(element.getByRole('textbox', { name: 'Background', exact: true })).toHaveValue('#7c3aed');
  await expect(element.getByRole('combobox', { name: 'Shape' })).toHaveValue('circle');

  await element.getByRole('textbox', { name: 'Letter or emoji' }).fill('😀');
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { lastChange?: unknown }).lastChange))
    .toEqual({
      source: 'text',
      text: '😀',
      background: '#7c3aed',
      color: '#fde68a',
      shape: 'circle',
      name: 'Zebra Labs',
      files: [
        'favicon.ico',
        'favicon-16x16.png',
        'favicon-32x32.png',
        'favicon-48x48.png',
        'apple-touch-icon.png',
        'android-chrome-192x192.png',
        'android-chrome-512x512.png',
        'site.webmanifest',
        'favicon-snippet.html',
      ],
    });

  const zip = await download(page, element.getByRole('button', { name: 'Download ZIP' }));
  expect(zip.name).toBe('favicons.zip');
  const files = unzipSync(zip.body);
  expect(pngSize(files['favicon-16x16.png']!)).toEqual([16, 16]);
  expect(pngSize(files['apple-touch-icon.png']!)).toEqual([180, 180]);
  expect(pngSize(files['android-chrome-512x512.png']!)).toEqual([512, 512]);
  expect(decodeIco(files['favicon.ico']!).map((image) => [image.width, image.height])).toEqual([
    [16, 16],
    [32, 32],
    [48, 48],
  ]);
  expect(JSON.parse(strFromU8(files['site.webmanifest']!))).toMatchObject({ name: 'Zebra Labs', short_name: 'Zebra Labs', theme_color: '#7c3aed', display: 'standalone' });

  // The element's lang picks its words, live.
  await element.evaluate((el) => el.setAttribute('lang', 'de'));
  await expect(element.getByRole('textbox', { name: 'Buchstabe oder Emoji' })).toHaveValue('😀');
  expect(errors).toEqual([]);
});

test('the site page draws icons and downloads a single PNG', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto(`${siteUrl}/tools/favicon-generator`);
  await expect(page.getByRole('img', { name: 'Favicon in a light browser tab' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Letter or emoji' }).fill('Ok');
  await page.getByRole('combobox', { name: 'Shape' }).selectOption('square');
  const png = await download(page, page.getByRole('button', { name: 'Download favicon-48x48.png' }));
  expect(png.name).toBe('favicon-48x48.png');
  expect(pngSize(png.body)).toEqual([48, 48]);
  await page.getByRole('textbox', { name: 'Letter or emoji' }).fill('');
  await expect(page.getByText('Enter a letter or an emoji.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download ZIP' })).toBeDisabled();
  expect(errors).toEqual([]);
});

test('/de/tools/favicon-generator speaks German: labels, the drawn set, the field message and the guide', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto(`${siteUrl}/de/tools/favicon-generator`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('heading', { level: 1, name: 'Favicon-Generator' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Gestaltung' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Favicon in einem hellen Browser-Tab' })).toBeVisible();

  await page.getByRole('textbox', { name: 'Buchstabe oder Emoji' }).fill('Ä');
  await page.getByRole('combobox', { name: 'Form' }).selectOption('square');
  const png = await download(page, page.getByRole('button', { name: 'favicon-32x32.png herunterladen' }));
  expect(png.name).toBe('favicon-32x32.png');
  expect(pngSize(png.body)).toEqual([32, 32]);
  await expect(page.getByRole('heading', { name: 'Jede Größe, die eine Website braucht' })).toBeVisible();

  // No English word of the tool is left on the page (the generated code, "image/png" and all, is not UI).
  const shown = await page.locator('main').evaluate((main) => {
    const copy = main.cloneNode(true) as HTMLElement;
    for (const code of copy.querySelectorAll('pre')) code.remove();
    return copy.innerText;
  });
  const leftOver = Object.entries(english).filter(([key, text]) => !/[{']/.test(text) && text !== german[key as keyof typeof german] && shown.includes(text));
  expect(leftOver).toEqual([]);

  await page.getByRole('textbox', { name: 'Buchstabe oder Emoji' }).fill('ABC');
  await expect(page.getByText('Verwenden Sie höchstens 2 Zeichen: Mehr ist bei 16 px nicht lesbar.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'ZIP herunterladen' })).toBeDisabled();
  expect(errors).toEqual([]);
});
