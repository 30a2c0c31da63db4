import { expect } from '@playwright/test';
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
