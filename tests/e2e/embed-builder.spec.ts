// The embed builder (/embed, issue #35): a site owner picks the QR tool, sets it to WiFi and dark,
// and copies each snippet; the script snippet, pasted into a page on another origin under a
// strict CSP, and the iframe snippet, pasted into another, both run the same tool with the same
// settings. The builder's address restores it.
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import type { Locator, Page } from '@playwright/test';
import { collectErrors, cspViolations, expect, hostUrl, siteUrl, test, watchCsp } from './support';

const require = createRequire(import.meta.url);
const { chromiumArgs, chromiumPath } = require('../../scripts/chromium.cjs') as { chromiumArgs: string[]; chromiumPath: string | null };

// Host pages generated with route.fulfill count as public addresses, and Chromium refuses their
// module loads from loopback (Local Network Access): off here, as in embed-all.spec.ts.
test.use({ launchOptions: { executablePath: chromiumPath ?? undefined, args: [...chromiumArgs, '--disable-features=LocalNetworkAccessChecks'] } });

/** The built site names its production origin in snippets; the test's server stands in for it. */
const PRODUCTION_ORIGIN = 'https://toolshed.dev';
const embedOrigin = new URL(siteUrl).origin;
const STRICT_CSP = `default-src 'none'; script-src ${embedOrigin}; style-src ${embedOrigin}; img-src data: blob:; connect-src ${embedOrigin}; worker-src 'none'`;

async function copySnippet(page: Page, flavor: 'Script' | 'Iframe' | 'React'): Promise<string> {
  await page.getByRole('tab', { name: flavor }).click();
  await page.getByRole('tabpanel', { name: flavor }).getByRole('button', { name: 'Copy Snippet' }).click();
  return page.evaluate(() => navigator.clipboard.readText());
}

/** Serves `body` as a page of the host origin, with `csp` when given, and opens it. */
async function openHost(page: Page, name: string, body: string, csp?: string) {
  const url = `${hostUrl}/generated/${name}.html`;
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Host page</title><link rel="icon" href="data:,"></head><body><h1>A third-party page</h1>\n${body}\n</body></html>`;
  await page.route(url, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', headers: csp ? { 'content-security-policy': csp } : {}, body: html }),
  );
  await page.goto(url);
}

/** The QR tool set to WiFi, dark: its WiFi fields are there and its themed root is dark. */
async function expectWifiDark(element: Locator) {
  await expect(element).toHaveAttribute('type', 'wifi');
  await expect(element).toHaveAttribute('theme', 'dark');
  await expect(element.getByRole('textbox', { name: 'Network name (SSID)' })).toBeVisible({ timeout: 15_000 });
  await expect(element.locator('[data-theme="dark"]').first()).toBeAttached();
}

test('pick the QR tool, WiFi and dark: the preview, the address, and the script and iframe snippets on other origins all agree', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await watchCsp(page);
  const errors = collectErrors(page);
  await page.goto('/embed');
  await page.getByRole('searchbox', { name: 'Search tools' }).fill('qr');
  await page.getByRole('radio', { name: 'QR Code Generator' }).check();
  await page.getByRole('combobox', { name: 'type', exact: true }).selectOption('wifi');
  await page.locator('label', { has: page.getByRole('radio', { name: 'Dark' }) }).click();

  // The live preview is the real element from the embed script, with the snippet's attributes.
  await expectWifiDark(page.locator('main toolshed-qr-generator'));
  await expect(page.getByRole('status').filter({ hasText: 'QR Code Generator, as your page will show it.' })).toBeVisible();

  const script = await copySnippet(page, 'Script');
  expect(script).toBe(`<script type="module" src="${PRODUCTION_ORIGIN}/embed/v1/toolshed.js"></script>\n<toolshed-qr-generator type="wifi" theme="dark"></toolshed-qr-generator>`);
  const iframe = await copySnippet(page, 'Iframe');
  expect(iframe).toContain(`src="${PRODUCTION_ORIGIN}/embed/frame/qr-generator/?type=wifi&amp;theme=dark"`);
  const react = await copySnippet(page, 'React');
  expect(react).toContain('<ThemeProvider theme="dark">\n      <QrGenerator type="wifi" />');

  // The address holds the builder's state; opened again, it shows the same.
  await expect(page).toHaveURL(/\/embed\?tool=qr-generator&type=wifi&theme=dark$/);
  await page.reload();
  await expect(page.getByRole('radio', { name: 'QR Code Generator' })).toBeChecked();
  await expect(page.getByRole('combobox', { name: 'type', exact: true })).toHaveValue('wifi');
  await expect(page.getByRole('radio', { name: 'Dark' })).toBeChecked();
  expect(await cspViolations(page)).toEqual([]);
  expect(errors).toEqual([]);

  // The script snippet on another origin, under a strict policy that allows only the embed.
  await openHost(page, 'builder-script', script.replaceAll(PRODUCTION_ORIGIN, siteUrl), STRICT_CSP);
  await expectWifiDark(page.locator('toolshed-qr-generator'));

  // The iframe snippet on another origin.
  await openHost(page, 'builder-iframe', iframe.replaceAll(PRODUCTION_ORIGIN, siteUrl));
  await expect.poll(() => page.frames().length).toBe(2);
  await expectWifiDark(page.frames()[1]!.locator('toolshed-qr-generator'));
});

test('Pin This Release adds the loader’s integrity hash: the pinned snippet runs on another origin, a wrong hash is refused, and /docs/api shows the same tag', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const loader = await page.request.get(`${siteUrl}/embed/v1/toolshed.js`);
  const expected = `sha384-${createHash('sha384').update(await loader.body()).digest('base64')}`;

  await page.goto('/embed?tool=word-counter');
  await page.locator('label', { has: page.getByRole('switch', { name: 'Pin This Release' }) }).click();
  await expect(page.getByRole('switch', { name: 'Pin This Release' })).toBeChecked();
  const script = await copySnippet(page, 'Script');
  const tag = `<script type="module" src="${PRODUCTION_ORIGIN}/embed/v1/toolshed.js" integrity="${expected}" crossorigin="anonymous"></script>`;
  expect(script).toBe(`${tag}\n<toolshed-word-counter></toolshed-word-counter>`);

  // The pinned tag runs the tool on another origin, under the strict policy.
  await openHost(page, 'pinned', script.replaceAll(PRODUCTION_ORIGIN, siteUrl), STRICT_CSP);
  await expect(page.locator('toolshed-word-counter').getByRole('textbox').first()).toBeVisible({ timeout: 15_000 });

  // One changed character in the hash: the browser refuses the loader, so no element is defined.
  const refused: string[] = [];
  page.on('console', (message) => message.type() === 'error' && refused.push(message.text()));
  const wrong = expected.replace(/.(?==*$)/, (c) => (c === 'A' ? 'B' : 'A'));
  await openHost(page, 'wrong-hash', script.replaceAll(PRODUCTION_ORIGIN, siteUrl).replace(expected, wrong), STRICT_CSP);
  await expect.poll(() => refused.join('\n')).toMatch(/integrity/i);
  expect(await page.evaluate(() => customElements.get('toolshed-word-counter') === undefined)).toBe(true);

  await page.goto('/docs/api#security');
  await expect(page.getByRole('region', { name: /^Script tag with integrity/ })).toContainText(`integrity="${expected}"`);
});
