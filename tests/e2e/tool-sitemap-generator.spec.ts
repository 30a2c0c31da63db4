import { readFile } from 'node:fs/promises';
import { unzipSync, strFromU8 } from 'fflate';
import { type Locator, type Page } from '@playwright/test';
import { expect, test, collectErrors, openEmbedded, siteUrl } from './support';
import english from '../../src/tools/sitemap-generator/messages/en';
import german from '../../src/tools/sitemap-generator/messages/de';

async function download(page: Page, button: Locator) {
  const [file] = await Promise.all([page.waitForEvent('download'), button.click()]);
  return { name: file.suggestedFilename(), body: await readFile((await file.path())!) };
}

type Change = { urls?: number; relative?: number[]; xml?: string };

test('the embedded sitemap generator reads its attributes, rejects relative URLs and reports to the host', async ({ page }) => {
  const { element, errors } = await openEmbedded(page, 'sitemap-generator', {
    urls: 'https://example.com/\n/relative\nhttps://example.com/a&b',
    changefreq: 'weekly',
    priority: '0.7',
  });
  const xml = element.getByTestId('sitemap-xml');
  await expect(xml).toContainText('<loc>https://example.com/a&amp;b</loc>\n    <changefreq>weekly</changefreq>\n    <priority>0.7</priority>');
  await expect(element.getByText('Line 2: relative URL left out. A sitemap needs full URLs, like https://example.com/about.')).toBeVisible();

  await page.evaluate(() => {
    const w = window as unknown as { lastChange?: unknown };
    document.addEventListener('toolshed-change', (e) => (w.lastChange = (e as CustomEvent).detail));
  });
  await element.getByRole('textbox', { name: 'URLs' }).fill('https://example.com/one\nhttps://example.com/two');
  await expect.poll(() => page.evaluate(() => (window as unknown as { lastChange?: Change }).lastChange?.urls)).toBe(2);
  const detail = await page.evaluate(() => (window as unknown as { lastChange: Change }).lastChange);
  expect(detail.relative).toEqual([]);
  expect(detail.xml).toContain('<loc>https://example.com/two</loc>');

  const file = await download(page, element.getByRole('button', { name: 'Download sitemap.xml' }));
  expect(file.name).toBe('sitemap.xml');
  expect(file.body.toString('utf8')).toBe(detail.xml);

  // The element's lang picks its words, live.
  await element.evaluate((el) => el.setAttribute('lang', 'de'));
  await expect(element.getByRole('button', { name: 'sitemap.xml herunterladen' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('the site page splits 50,001 URLs into a ZIP with an index and two sitemaps', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto(`${siteUrl}/tools/sitemap-generator`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sitemap Generator' })).toBeVisible();
  const urls = Array.from({ length: 50_001 }, (_, i) => `https://example.com/page-${i}`).join('\n');
  // A paste: one input event with the whole text (fill() types it through the editor, which
  // takes minutes for 50,001 lines).
  await page.getByRole('textbox', { name: 'URLs' }).evaluate((el, value) => {
    Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(el, value);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  }, urls);
  await expect(page.getByText('Split into a sitemap index')).toBeVisible({ timeout: 20_000 });
  const zip = await download(page, page.getByRole('button', { name: 'Download ZIP' }));
  expect(zip.name).toBe('sitemaps.zip');
  const files = unzipSync(new Uint8Array(zip.body));
  expect(Object.keys(files).sort()).toEqual(['sitemap-1.xml', 'sitemap-2.xml', 'sitemap-index.xml']);
  expect(strFromU8(files['sitemap-index.xml']!)).toContain('<loc>https://example.com/sitemap-2.xml</loc>');
  expect(strFromU8(files['sitemap-2.xml']!)).toContain('<loc>https://example.com/page-50000</loc>');
  expect(strFromU8(files['sitemap-1.xml']!).match(/<url>/g)).toHaveLength(50_000);
  expect(errors).toEqual([]);
});

test('/de/tools/sitemap-generator speaks German: messages, counts and the XML', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto(`${siteUrl}/de/tools/sitemap-generator`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('heading', { level: 1, name: 'Sitemap-Generator' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Standardwerte' })).toBeVisible();

  await page.getByRole('textbox', { name: 'URLs' }).fill('https://example.com/\n/kontakt\n/impressum\nhttps://example.com/\nhttps://example.com/ueber-uns');
  await expect(page.getByText('Zeilen 2 und 3: relative URLs ausgelassen. Eine Sitemap braucht vollständige URLs wie https://example.com/about.')).toBeVisible();
  await expect(page.getByText('1 Duplikat entfernt (Zeile 4).')).toBeVisible();
  await expect(page.getByText('2 Zeilen nicht in die Sitemap übernommen: siehe unten.')).toBeVisible();
  await expect(page.getByTestId('sitemap-xml')).toContainText('<loc>https://example.com/ueber-uns</loc>');
  await expect(page.getByRole('button', { name: 'sitemap.xml herunterladen' })).toBeEnabled();

  // No English word of the tool is left on the page ("URLs" is the same in German).
  const shown = await page.locator('main').innerText();
  const leftOver = Object.entries(english).filter(([key, text]) => !/[{']/.test(text) && text !== german[key as keyof typeof german] && shown.includes(text));
  expect(leftOver).toEqual([]);
  expect(errors).toEqual([]);
});
