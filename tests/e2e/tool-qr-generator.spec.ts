import { readFile } from 'node:fs/promises';
import { inflateSync } from 'node:zlib';
import { type Locator, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import { expect, test, collectErrors, hostUrl, openEmbedded, siteUrl } from './support';
import en from '../../src/tools/qr-generator/messages/en';

/** Decodes an 8-bit RGBA PNG (what canvas.toDataURL writes) so jsQR can read the downloaded file. */
function decodePng(file: Buffer): { width: number; height: number; pixels: Uint8ClampedArray } {
  expect([...file.subarray(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
  let offset = 8;
  let width = 0;
  let height = 0;
  const idat: Buffer[] = [];
  while (offset < file.length) {
    const length = file.readUInt32BE(offset);
    const type = file.toString('latin1', offset + 4, offset + 8);
    const data = file.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      expect([data[8], data[9]]).toEqual([8, 6]); // 8 bits, RGBA
    } else if (type === 'IDAT') idat.push(data);
    offset += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * 4;
  const pixels = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    for (let x = 0; x < stride; x++) {
      const value = raw[y * (stride + 1) + 1 + x]!;
      const a = x >= 4 ? pixels[y * stride + x - 4]! : 0;
      const b = y > 0 ? pixels[(y - 1) * stride + x]! : 0;
      const c = x >= 4 && y > 0 ? pixels[(y - 1) * stride + x - 4]! : 0;
      const paeth = () => {
        const p = a + b - c;
        const [pa, pb, pc] = [Math.abs(p - a), Math.abs(p - b), Math.abs(p - c)];
        return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
      };
      const predictor = [0, a, b, (a + b) >> 1, paeth()][filter ?? 0]!;
      pixels[y * stride + x] = (value + predictor) & 255;
    }
  }
  return { width, height, pixels };
}

async function download(page: Page, button: Locator) {
  const [file] = await Promise.all([page.waitForEvent('download'), button.click()]);
  return { name: file.suggestedFilename(), body: await readFile((await file.path())!) };
}

const data = (element: Locator) => element.locator('dt', { hasText: /^Data$/ }).locator('xpath=following-sibling::dd[1]');

test('the embedded QR generator encodes, switches type and downloads a PNG that decodes', async ({ page }) => {
  const { element, errors } = await openEmbedded(page, 'qr-generator', { type: 'text', text: 'Grüße aus Köln 東京', size: '512', 'error-correction': 'H' });
  await expect(element.getByRole('img', { name: 'QR code' })).toBeVisible();
  await expect(element.getByRole('combobox', { name: 'QR code type' })).toHaveValue('text');
  await expect(data(element)).toHaveText('Grüße aus Köln 東京');
  await expect(element.getByText(/error correction H$/)).toBeVisible();

  const png = await download(page, element.getByRole('button', { name: 'Download PNG' }));
  expect(png.name).toMatch(/^qr-code-\d{13}\.png$/);
  const image = decodePng(png.body);
  expect([image.width, image.height]).toEqual([512, 512]);
  expect(jsQR(image.pixels, image.width, image.height)?.data).toBe('Grüße aus Köln 東京');

  // The type menu is the browser's own select, which works the same inside the shadow root.
  await element.getByRole('combobox', { name: 'QR code type' }).selectOption({ label: 'WiFi Network' });
  await element.getByRole('textbox', { name: 'Network name (SSID)' }).fill('Guest;Net');
  await element.getByRole('textbox', { name: 'Password' }).fill('welcome-2024');
  await expect(data(element)).toHaveText('WIFI:T:WPA;S:Guest\\;Net;P:welcome-2024;;');

  const svg = await download(page, element.getByRole('button', { name: 'Download SVG' }));
  expect(svg.name).toMatch(/^qr-code-\d{13}\.svg$/);
  expect(svg.body.toString('utf8')).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="512" height="512"/);

  expect(errors).toEqual([]);
});

test('bad input shows a message next to the field and no code', async ({ page }) => {
  const { element, errors } = await openEmbedded(page, 'qr-generator', { text: 'example.com' });
  const field = element.getByRole('textbox', { name: 'Website URL' });
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(element.getByText('Enter a full URL, including https:// (for example https://example.com).')).toBeVisible();
  await expect(element.getByRole('img', { name: 'QR code' })).toHaveCount(0);
  // The element's lang attribute picks the language, live.
  await element.evaluate((el) => el.setAttribute('lang', 'de'));
  await expect(element.getByText('Geben Sie eine vollständige URL mit https:// ein (zum Beispiel https://example.com).')).toBeVisible();
  await element.evaluate((el) => el.setAttribute('lang', 'en'));
  await field.fill('https://example.com');
  await expect(element.getByRole('img', { name: 'QR code' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('copy image puts a PNG on the clipboard; changes reach the host as toolshed-change events', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: hostUrl });
  const { element, errors } = await openEmbedded(page, 'qr-generator');
  await page.evaluate(() => {
    const w = window as unknown as { lastChange?: unknown };
    document.addEventListener('toolshed-change', (e) => (w.lastChange = (e as CustomEvent).detail));
  });
  await element.getByRole('textbox', { name: 'Website URL' }).fill('https://example.org/qr');
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { lastChange?: { content?: string } }).lastChange?.content))
    .toBe('https://example.org/qr');

  await element.getByRole('button', { name: 'Copy Image' }).click();
  await expect(element.getByRole('button', { name: 'Copied!' })).toBeVisible();
  const types = await page.evaluate(async () => (await navigator.clipboard.read())[0]?.types);
  expect(types).toEqual(['image/png']);
  expect(errors).toEqual([]);
});

test('host CSS cannot restyle the QR generator, and it makes no requests of its own', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  const { element } = await openEmbedded(page, 'qr-generator');
  const input = element.getByRole('textbox', { name: 'Website URL' });
  await expect(input).toBeVisible();
  const inputStyle = await input.evaluate((el) => {
    const s = getComputedStyle(el);
    return { fontSize: s.fontSize, color: s.color, fontFamily: s.fontFamily };
  });
  expect(inputStyle.fontSize).toBe('16px');
  expect(inputStyle.color).not.toBe('rgb(255, 0, 0)');
  expect(inputStyle.fontFamily).toContain('Inter Variable');
  const button = await element.getByRole('button', { name: 'Download SVG' }).evaluate((el) => {
    const s = getComputedStyle(el);
    return { background: s.backgroundColor, fontSize: s.fontSize };
  });
  expect(button.background).not.toBe('rgb(255, 255, 0)');
  expect(button.fontSize).not.toBe('40px');
  // The preview fits the element: nothing is blown up by the host's 40px rule.
  const box = (await element.boundingBox())!;
  const img = (await element.getByRole('img', { name: 'QR code' }).boundingBox())!;
  expect(img.x + img.width).toBeLessThanOrEqual(box.x + box.width);

  // Encoding is local: only the host page and the embed's own files are fetched.
  const origins = new Set(requests.map((u) => new URL(u).origin));
  expect([...origins].sort()).toEqual([new URL(hostUrl).origin, new URL(siteUrl).origin].sort());
});

test('the site route /tools/qr-generator works', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto(`${siteUrl}/tools/qr-generator`);
  await expect(page).toHaveTitle('QR Code Generator — Toolshed');
  await expect(page.getByRole('heading', { level: 1, name: 'QR Code Generator' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code' })).toBeVisible();
  for (const feature of ['Multiple Types', 'Customizable', 'High Quality']) {
    await expect(page.getByRole('heading', { level: 3, name: feature })).toBeVisible();
  }
  await page.getByText('1024 px', { exact: true }).click();
  await expect(page.getByText('1024 × 1024 px')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});

test('the page draws its default code without the encoder, and loads it when the user starts to edit', async ({ page }) => {
  const errors = collectErrors(page);
  const encoderRequests: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/qr-encode-[^/]+\.js$/.test(request.url())) encoderRequests.push(request.url());
  });
  await page.goto(`${siteUrl}/tools/qr-generator`);
  await page.waitForLoadState('networkidle');
  // The prerendered default code is the drawing; no QR encoding before the first input.
  await expect(page.getByRole('img', { name: 'QR code' })).toBeVisible();
  await expect(page.locator('dd').filter({ hasText: /^Version 2, 25 × 25 modules/ })).toBeVisible();
  expect(encoderRequests).toEqual([]);

  const url = page.getByRole('textbox', { name: 'Website URL' });
  await url.focus();
  await expect.poll(() => encoderRequests.length).toBe(1);
  await url.fill('https://example.com/a-longer-address-that-needs-version-4');
  await expect(page.locator('dd').filter({ hasText: /^Version 4, 33 × 33 modules/ })).toBeVisible();
  await expect(page.locator('dd').filter({ hasText: /^https:\/\/example\.com\/a-longer-address/ })).toBeVisible();
  expect(errors).toEqual([]);
});

test('in German the generator speaks German and reads coordinates with a decimal comma', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto(`${siteUrl}/de/tools/qr-generator`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('heading', { level: 1, name: 'QR-Code-Generator' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR-Code' })).toBeVisible();
  // No English word of the tool is left on the screen.
  for (const key of ['content', 'qrType', 'preview', 'data', 'size', 'downloadPng', 'copyData', 'appearance', 'errorCorrection', 'foreground', 'featurePrivateTitle', 'stepLookText'] as const)
    await expect(page.getByText(en[key], { exact: true })).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Art des QR-Codes' }).selectOption('location');
  await page.getByRole('textbox', { name: 'Breitengrad' }).fill('51,5074');
  await page.getByRole('textbox', { name: 'Längengrad' }).fill('-0,1278');
  await expect(page.locator('dt:text-is("Daten") + dd')).toHaveText('geo:51.5074,-0.1278');
  await page.getByRole('textbox', { name: 'Breitengrad' }).fill('91');
  await expect(page.getByText('Der Breitengrad muss eine Zahl von -90 bis 90 sein, mit einem Komma für Dezimalstellen.')).toBeVisible();
  expect(errors).toEqual([]);
});
