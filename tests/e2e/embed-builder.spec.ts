// The embed builder (/embed, issue #35): a site owner picks the QR tool, sets it to WiFi and dark,
// and copies each snippet; the script snippet, pasted into a page on another origin under a
// strict CSP, and the iframe snippet, pasted into another, both run the same tool with the same
// settings. The builder's address restores it.
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import type { Locator, Page } from '@playwright/test';
import { pageModules } from '../../scripts/page-modules.mjs';
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

// The tool picker starts with the names alone: the descriptions and tags (one chunk per category)
// and the site's ranking load on the visitor's first focus, press or key in it, and a number
// field's code with a tool that has a number input.
const CATEGORY_IDS = ['productivity', 'text', 'design', 'developer', 'seo', 'security'];
const deferred = new RegExp(`/assets/(${CATEGORY_IDS.join('|')}|tool-search|NumberField)-[\\w-]+\\.js$`);

test('the page starts without descriptions, tags, the ranking or the number field; a tag word typed right after load finds its tool, in the page’s locale', async ({ page }) => {
  for (const path of ['/embed', '/de/embed']) {
    const modules = pageModules(await (await page.request.get(`${siteUrl}${path}`)).text());
    expect(modules.length, path).toBeGreaterThan(3);
    expect(modules.filter((url) => deferred.test(url)), path).toEqual([]);
  }

  const errors = collectErrors(page);
  const hydrationWarnings: string[] = [];
  page.on('console', (message) => /hydrat/i.test(message.text()) && hydrationWarnings.push(`${message.type()}: ${message.text()}`));
  const requested: string[] = [];
  page.on('request', (request) => deferred.test(request.url()) && requested.push(request.url()));
  await page.goto('/de/embed');
  // Hydrated (a mismatch would be logged as an error), and nothing deferred asked for yet.
  expect(requested).toEqual([]);
  expect(errors).toEqual([]);
  // A German tag of the loan calculator (Kreditrechner), in neither its name nor its keywords.
  await page.getByRole('searchbox', { name: 'Search tools' }).fill('Hypothek');
  await expect(page.getByText('1 match', { exact: true })).toBeVisible();
  await page.getByRole('radio', { name: 'Kreditrechner' }).check();
  // Its term is a number field, whose code came with its declaration.
  await expect(page.getByRole('textbox', { name: 'term', exact: true })).toHaveValue('30');
  await expect(page.getByRole('combobox', { name: 'unit', exact: true })).toHaveValue('years');
  expect(requested.some((url) => /\/NumberField-/.test(url))).toBe(true);
  expect(requested.some((url) => /\/tool-search-/.test(url))).toBe(true);
  expect(errors).toEqual([]);

  await page.goto('/embed');
  expect(errors).toEqual([]);
  expect(hydrationWarnings).toEqual([]);
});

test('keys typed while the ranking is still on its way are kept: names match at once, a tag word once it arrives', async ({ page }) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/tool-search-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/embed');
  const search = page.getByRole('searchbox', { name: 'Search tools' });
  await search.focus();
  await page.keyboard.type('loan');
  // By name while the ranking loads.
  await expect(page.getByRole('radio', { name: 'Loan Calculator' })).toBeVisible();
  await expect(page.getByText('1 match', { exact: true })).toBeVisible();
  await search.clear();
  await page.keyboard.type('pomodoro');
  await expect(search).toHaveValue('pomodoro');
  // No name has the word: the picker says it is still searching, not that nothing matches.
  await expect(page.getByText('Searching descriptions and tags…')).toBeVisible();
  await expect(page.getByText(/No tool matches/)).toHaveCount(0);
  release();
  await expect(page.getByRole('radio', { name: 'Stopwatch & Timer' })).toBeVisible();
  await expect(page.getByText('Searching descriptions and tags…')).toHaveCount(0);
  await expect(search).toHaveValue('pomodoro');
});
