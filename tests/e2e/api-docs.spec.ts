import { expect } from '@playwright/test';
import { pageModules } from '../../scripts/page-modules.mjs';
import { toolIds, toolIdsByCategory } from '../../src/tools/ids';
import { collectErrors, test } from './support';

test('/docs/api runs a real embedded tool once it scrolls into view, and shows its change event', async ({ page }) => {
  const errors = collectErrors(page);
  const embedRequests: string[] = [];
  page.on('request', (r) => new URL(r.url()).pathname.startsWith('/embed/') && embedRequests.push(r.url()));
  const response = await page.goto('/docs/api');
  // The embed is not part of the page's own code: it loads after hydration, when the example is in view.
  const html = await response!.text();
  const pageCode = [...html.matchAll(/<script[^>]*src="([^"]+)"|<meta name="toolshed-modules" content="([^"]*)"/g)].map((m) => m[1] ?? m[2]).join(' ');
  expect(pageCode).toContain('/assets/');
  expect(pageCode).not.toContain('/embed/');
  await page.locator('#try-it').scrollIntoViewIfNeeded();
  const element = page.locator('toolshed-word-counter');
  const textarea = element.getByRole('textbox', { name: 'Your text' });
  await expect(textarea).toBeVisible();
  expect(await element.evaluate((el) => el.shadowRoot?.mode)).toBe('open');
  await textarea.fill('one two three');
  await expect(page.locator('#try-it p[role="status"]')).toHaveText('Last toolshed-change: detail.words = 3, detail.characters = 13');
  expect(embedRequests.some((url) => url.endsWith('/embed/toolshed.js'))).toBe(true);
  await expect(page.getByRole('heading', { level: 2, name: 'Use It in React' })).toBeVisible();
  await expect(page.getByText("import { WordCounter, JsonFormatter } from 'toolshed/tools';")).toBeAttached();
  expect(errors).toEqual([]);
});

test('/docs/api: each scrollable table shows its whole focus ring when reached by keyboard, in a reference laid out on demand', async ({ page }) => {
  await page.goto('/docs/api#element-json-formatter');
  const regions = page.getByRole('region', { name: /attributes, scrollable$/ });
  await expect(regions).toHaveCount(await page.locator('[aria-label$="attributes, scrollable"]').count());
  // From the region before it (the last design tool's, whichever that is), Tab reaches the JSON Formatter's table.
  const names = await regions.evaluateAll((elements) => elements.map((element) => element.getAttribute('aria-label')));
  await regions.nth(names.indexOf('JSON Formatter attributes, scrollable') - 1).focus();
  await page.keyboard.press('Tab');
  const region = page.getByRole('region', { name: 'JSON Formatter attributes, scrollable' });
  await expect(region).toBeFocused();
  // The ring (outline, offset by outline-offset) must lie inside every ancestor that clips
  // painting: overflow other than visible, or content-visibility's paint containment.
  const clipped = await region.evaluate((el) => {
    const style = getComputedStyle(el);
    const reach = parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset);
    const box = el.getBoundingClientRect();
    const ring = { left: box.left - reach, top: box.top - reach, right: box.right + reach, bottom: box.bottom + reach };
    const problems: string[] = [];
    if (style.outlineStyle === 'none' || parseFloat(style.outlineWidth) < 2) problems.push(`no ring: ${style.outlineStyle} ${style.outlineWidth}`);
    for (let node = el.parentElement; node; node = node.parentElement) {
      const s = getComputedStyle(node);
      if (s.overflow === 'visible' && s.contentVisibility !== 'auto' && !/paint|strict|content/.test(s.contain)) continue;
      const r = node.getBoundingClientRect();
      const inner = { left: r.left + node.clientLeft, top: r.top + node.clientTop };
      if (ring.left < inner.left - 0.5 || ring.top < inner.top - 0.5 || ring.right > inner.left + node.clientWidth + 0.5 || ring.bottom > inner.top + node.clientHeight + 0.5)
        problems.push(`clipped by <${node.tagName.toLowerCase()} class="${node.className}">`);
    }
    return problems;
  });
  expect(clipped).toEqual([]);
});

/** The page's prerendered parts that load their code after hydration (ApiDocsPage.tsx): the later sections and the reference. */
const DEFERRED = ['#ways', '#elements', '#attributes', '#events', '#reference', '#styling', '#security', '#loading', '#react'];

for (const path of ['/docs/api', '/de/docs/api']) {
  test(`${path}: the reference and the sections below the live example load after hydration and hydrate the prerendered HTML as it is`, async ({ page, browser }) => {
    const errors = collectErrors(page);
    const warnings: string[] = [];
    // (Playwright's own note on the blocked service worker aside.)
    page.on('console', (m) => m.type() === 'warning' && !m.text().includes('blocked by Playwright') && warnings.push(m.text()));
    const requested: string[] = [];
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    const response = await page.goto(path);
    const html = await response!.text();
    const startUp = pageModules(html).join(' ');
    // Every declaration is in the HTML (crawlers, readers without JavaScript)…
    const referenced = await page.locator('#reference section[aria-labelledby^="element-"]').count();
    expect(referenced).toBe(toolIds.length);
    for (const id of toolIds) expect(html).toContain(`id="element-${id}"`);
    // …but neither the later sections' code nor any declaration is among the page's start-up modules.
    expect(startUp).toContain('/assets/ApiDocsPage-');
    expect(startUp).not.toMatch(/\/assets\/(ApiDocsLater|api)-/);
    // Loaded once the page is live (goto waits for <html data-hydrated>, which waits for them): a chunk per category of declarations.
    expect(requested.filter((p) => /\/assets\/ApiDocsLater-[\w-]+\.js$/.test(p))).toHaveLength(1);
    expect(new Set(requested.filter((p) => /\/assets\/api-[a-z]+-[\w-]+\.js$/.test(p))).size).toBe(Object.keys(toolIdsByCategory).length);

    // The same markup as without JavaScript, Suspense markers included: React hydrated each part in
    // place instead of dropping its HTML and rendering it again (which also loses the markers).
    const offline = await browser.newContext({ javaScriptEnabled: false });
    const plain = await offline.newPage();
    await plain.goto(path);
    const parts = (p: typeof page) => p.locator('main [lang="en"]').evaluate((root, ids) => ids.map((id) => root.querySelector(id)?.outerHTML ?? `${id} missing`), DEFERRED);
    const prerendered = await parts(plain);
    await offline.close();
    expect(await parts(page)).toEqual(prerendered);
    // And each part is live: React owns its elements (a node hydrated by React carries its fiber).
    // Each element's table is a boundary of its own, hydrated in a later task.
    const notLive = (selectors: string[]) =>
      page.evaluate((list) => list.filter((selector) => !Object.keys(document.querySelector(selector) ?? {}).some((key) => key.startsWith('__reactFiber'))), selectors);
    await expect.poll(() => notLive([...DEFERRED.map((id) => `${id} h2`), ...toolIds.map((id) => `#element-${id}`)])).toEqual([]);
    expect(errors).toEqual([]);
    expect(warnings).toEqual([]);
  });
}

test('/docs/api#element-…: a link to a tool in a category that loads after hydration lands on it, and it stays in place as the page hydrates', async ({ page }) => {
  const errors = collectErrors(page);
  // The last category's last tool: the farthest down the page.
  const id = toolIds.at(-1)!;
  // goto waits for <html data-hydrated>, which waits for every deferred part.
  await page.goto(`/docs/api#element-${id}`);
  const heading = page.locator(`#element-${id}`);
  await expect(heading).toBeInViewport();
  expect(await heading.evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBeLessThan(8);
  await expect(heading).toContainText(`<toolshed-${id}>`);
  expect(errors).toEqual([]);
});

test('a link in the app to /docs/api#react (the embed builder’s) opens the page in place and scrolls to the section', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/embed');
  await page.evaluate(() => Object.assign(window, { __samePage: true }));
  await page.getByRole('tab', { name: 'React' }).click();
  await page.getByRole('link', { name: 'Use It in React' }).click();
  await page.waitForURL(/\/docs\/api#react$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Embed API' })).toBeVisible();
  // Routed in the page, not loaded again.
  expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
  const section = page.locator('#react');
  await expect(section).toBeInViewport();
  await expect.poll(() => section.evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBeLessThan(80);
  // The whole page is there, the reference included.
  await expect(page.locator('#reference section[aria-labelledby^="element-"]')).toHaveCount(toolIds.length);
  // Back returns to the builder.
  await page.goBack();
  await expect(page).toHaveURL(/\/embed$/);
  expect(errors).toEqual([]);
});
