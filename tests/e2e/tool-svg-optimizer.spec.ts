import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { expect, test, collectErrors, hostUrl, siteUrl } from './support';

const params = (url: string) => Object.fromEntries(new URL(url).searchParams);
const embedOrigin = new URL(siteUrl).origin;
/** Console messages a strict host may see, documented on /docs/api (react-aria's press style, the embed's fonts), and the refused worker. */
const DOCUMENTED = [/^Applying inline style violates the following Content Security Policy directive 'style-src /, /^Loading the font '[^']+' violates/, /worker-src/];

/** Would set window.__svgXss if anything in it ran. */
const HOSTILE = `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64" onload="window.__svgXss = 1">
  <!-- a badge -->
  <script>window.__svgXss = 2</script>
  <a href="javascript:window.__svgXss = 3"><circle cx="32.00000" cy="32.00000" r="24.00000" fill="#16a34a" onclick="window.__svgXss = 4"/></a>
</svg>`;

/** The two comparison images drawn on a canvas in the page: the share of pixels that differ (and whether the first drew anything). */
function comparePixels(images: Locator) {
  return images.evaluateAll(async (elements) => {
    const draw = async (element: Element) => {
      const image = new Image();
      image.src = (element as HTMLImageElement).src;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = canvas.height = 96;
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0, 96, 96);
      return context.getImageData(0, 0, 96, 96).data;
    };
    const [a, b] = await Promise.all(elements.map(draw));
    let different = 0;
    for (let i = 0; i < a!.length; i += 4) if ([0, 1, 2, 3].some((c) => Math.abs(a![i + c]! - b![i + c]!) > 8)) different++;
    return { sources: elements.map((e) => (e as HTMLImageElement).src.split(':')[0]), drawn: a!.some((v, i) => i % 4 === 3 && v > 0), different: different / (a!.length / 4) };
  });
}

type Change = { status: string; svg: string; bytesBefore: number; bytesAfter: number; removed: string[]; problem: string };
const lastChange = (page: Page) => page.evaluate(() => (window as unknown as { changes: Change[] }).changes.at(-1));

test('embedded on a host whose CSP blocks workers: optimizes on the page, removes scripts, renders the same, runs nothing', async ({ page }) => {
  // The host page forbids workers and allows images from data: and blob: only, as strict embedders
  // do. (A <meta> policy, as in tool-json-formatter.spec.ts: a routed response would lose its
  // loopback address space and Chromium would then block the embed script itself.)
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      const policy = document.createElement('meta');
      policy.httpEquiv = 'Content-Security-Policy';
      policy.content = "worker-src 'none'; img-src data: blob:";
      document.head.prepend(policy);
    }),
  );
  const messages: string[] = [];
  page.on('console', (m) => (m.type() === 'error' || m.type() === 'warning') && messages.push(m.text()));
  page.on('pageerror', (e) => messages.push(`pageerror: ${e.message}`));
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  await page.addInitScript(() => {
    const w = window as unknown as { changes: unknown[] };
    w.changes = [];
    document.addEventListener('toolshed-change', (e) => w.changes.push((e as CustomEvent).detail));
  });
  await page.goto(`${hostUrl}/host.html?${new URLSearchParams({ embed: `${siteUrl}/embed/toolshed.js`, tool: 'svg-optimizer' })}`);
  const element = page.locator('toolshed-svg-optimizer');
  await element.getByRole('textbox', { name: 'SVG markup' }).fill(HOSTILE);

  await expect(element.getByRole('button', { name: 'Copy SVG' })).toBeVisible({ timeout: 30_000 });
  await expect(element.locator('[data-ran-on]')).toHaveAttribute('data-ran-on', 'main');
  await expect(element.getByText('Removed so it cannot run: onload, <script>, href="javascript:…", onclick.', { exact: false })).toBeVisible();
  const change = (await lastChange(page))!;
  expect(change.status).toBe('ok');
  expect(change.removed).toEqual(['onload', '<script>', 'href="javascript:…"', 'onclick']);
  expect(change.svg).toBe('<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><a><circle cx="32" cy="32" r="24" fill="#16a34a"/></a></svg>');
  expect(change.bytesAfter).toBeLessThan(change.bytesBefore);

  // Both images come from blob: URLs (allowed by the host's img-src) and look the same.
  const images = element.locator('img[data-view]');
  await expect(images).toHaveCount(2);
  await expect.poll(() => images.evaluateAll((list) => list.every((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).src.startsWith('blob:')))).toBe(true);
  const compared = await comparePixels(images);
  expect(compared).toMatchObject({ sources: ['blob', 'blob'], drawn: true });
  expect(compared.different).toBeLessThan(0.01);

  // Malformed XML: the parser's message next to the field.
  await element.getByRole('textbox', { name: 'SVG markup' }).fill('<svg xmlns="http://www.w3.org/2000/svg"><g></svg>');
  await expect(element.getByRole('alert')).toHaveText('This is not well-formed XML (line 1, column 49): Unexpected close tag. Fix it and the SVG is optimized again.');
  await expect.poll(async () => (await lastChange(page))?.status).toBe('invalid');

  expect(await page.evaluate(() => (window as unknown as { __svgXss?: number }).__svgXss)).toBeUndefined();
  expect([...new Set(requests.map((r) => new URL(r).origin))].filter((o) => o !== embedOrigin && o !== new URL(hostUrl).origin && o !== 'null' && !o.startsWith('blob'))).toEqual([]);
  expect(messages.filter((m) => !DOCUMENTED.some((pattern) => pattern.test(m)))).toEqual([]);
});

test('the site page optimizes in a Worker, downloads name.min.svg, opens from a share link, and in German and Arabic', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto(`${siteUrl}/tools/svg-optimizer`);
  await expect(page).toHaveTitle('SVG Optimizer — Toolshed');
  await expect(page.getByRole('heading', { level: 1, name: 'SVG Optimizer' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How to Use' })).toBeVisible();

  await page.getByRole('button', { name: 'Load Sample' }).click();
  await expect(page.getByText(/^[\d,]+ bytes → [\d,]+ bytes$/)).toBeVisible();
  await expect(page.getByText(/^\d+(\.\d)?% smaller$/)).toBeVisible();
  await expect(page.locator('[data-ran-on]')).toHaveAttribute('data-ran-on', 'worker');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download SVG' }).click()]);
  expect(download.suggestedFilename()).toBe('toolbox-icon.min.svg');
  const saved = await readFile((await download.path())!, 'utf8');
  expect(saved).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="48" height="48" viewBox="0 0 48 48">/);
  expect(saved).not.toMatch(/inkscape|<metadata|<!--/);
  const compared = await comparePixels(page.locator('img[data-view]'));
  expect(compared.drawn).toBe(true);
  expect(compared.different).toBeLessThan(0.01);

  // A share link restores the markup, the decimals and multipass; a change updates the link.
  const shared = '<svg xmlns="http://www.w3.org/2000/svg"><circle cx="1.23456" cy="2" r="1"/></svg>';
  await page.goto(`${siteUrl}/tools/svg-optimizer?initial-text=${encodeURIComponent(shared)}&precision=1&multipass=true`);
  await expect(page.getByRole('textbox', { name: 'SVG markup' })).toHaveValue(shared);
  await expect(page.getByRole('combobox', { name: 'Decimals' })).toHaveValue('1');
  await expect(page.getByRole('switch', { name: 'Multipass' })).toBeChecked();
  await expect(page.getByRole('region', { name: 'Optimized markup' })).toContainText('<circle cx="1.2" cy="2" r="1"/>');
  await page.getByRole('switch', { name: 'Multipass' }).press('Space');
  await expect.poll(() => params(page.url())).toEqual({ 'initial-text': shared, precision: '1' });

  await page.goto(`${siteUrl}/de/tools/svg-optimizer`);
  await expect(page.getByRole('heading', { level: 1, name: 'SVG-Optimierer' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'SVG-Markup' })).toBeVisible();
  await page.goto(`${siteUrl}/ar/tools/svg-optimizer`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'مُحسِّن SVG' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'ترميز SVG' })).toBeVisible();
  expect(errors).toEqual([]);
});
