import type { Locator, Page } from '@playwright/test';
import { expect, test, collectErrors, cspViolations, hostUrl, openEmbedded, siteUrl } from './support';

/** The declaration shown under the preview, read as its value (`box-shadow:` and `;` off, one line). */
async function shownValue(scope: Page | Locator): Promise<string> {
  const text = (await scope.getByRole('region', { name: 'CSS' }).textContent()) ?? '';
  return text
    .replace(/^box-shadow:/, '')
    .replace(/;$/, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The CSS parses (`CSS.supports`), and a plain box in the page given that CSS through the CSSOM
 * (the page's CSP refuses style attributes) computes the same `box-shadow` as the preview card.
 */
async function expectCssMatchesPreview(page: Page, scope: Page | Locator) {
  const value = await shownValue(scope);
  const preview = await scope.getByTestId('shadow-preview').evaluate((el) => getComputedStyle(el).boxShadow);
  const applied = await page.evaluate((css) => {
    const box = document.createElement('div');
    box.style.setProperty('box-shadow', css);
    document.body.append(box);
    const computed = getComputedStyle(box).boxShadow;
    box.remove();
    return { supported: CSS.supports('box-shadow', css), computed };
  }, value);
  expect(applied.supported, value).toBe(true);
  expect(preview).not.toBe('none');
  expect(applied.computed).toBe(preview);
  return value;
}

const layerCss = (scope: Page | Locator) => scope.locator('ol li code').allTextContents();

test('the embedded box-shadow generator takes its attributes, reorders by keyboard and reports under the strict CSP', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: hostUrl });
  const { element, errors } = await openEmbedded(page, 'box-shadow-generator', {
    layers: '0_1_2_0_ef4444_100.i0_0_0_4_22c55e_60',
    'box-color': '#fefce8',
    'background-color': '#1e293b',
    'corner-radius': '30',
  });
  await page.evaluate(() => {
    document.addEventListener('toolshed-change', (e) => ((window as unknown as { lastChange?: unknown }).lastChange = (e as CustomEvent).detail));
  });
  await expect(element.getByRole('region', { name: 'CSS' })).toHaveText('box-shadow:\n  0 1px 2px 0 #ef4444,\n  inset 0 0 0 4px rgba(34, 197, 94, 0.6);');
  await expectCssMatchesPreview(page, element);
  const preview = element.getByTestId('shadow-preview');
  expect(await preview.evaluate((el) => [getComputedStyle(el).backgroundColor, getComputedStyle(el).borderRadius])).toEqual(['rgb(254, 252, 232)', '30px']);
  expect(await element.getByTestId('shadow-stage').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(30, 41, 59)');

  // Keyboard only: Move Up on layer 2, and the CSS (and the painted shadow) follow the list.
  await element.getByRole('button', { name: 'Move layer 2 up' }).focus();
  await page.keyboard.press('Enter');
  await expect(element.getByRole('button', { name: 'Move layer 1 down' })).toBeFocused();
  await expect(element.getByTestId('shadow-announcer')).toHaveText('Layer moved to position 1 of 2.');
  expect(await layerCss(element)).toEqual(['inset 0 0 0 4px rgba(34, 197, 94, 0.6)', '0 1px 2px 0 #ef4444']);
  expect(await expectCssMatchesPreview(page, element)).toBe('inset 0 0 0 4px rgba(34, 197, 94, 0.6), 0 1px 2px 0 #ef4444');
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { lastChange?: { css: string } }).lastChange?.css))
    .toBe('inset 0 0 0 4px rgba(34, 197, 94, 0.6), 0 1px 2px 0 #ef4444');

  await element.getByRole('button', { name: 'Large' }).click();
  await expect(element.getByRole('region', { name: 'CSS' })).toHaveText('box-shadow:\n  0 20px 25px -5px rgba(0, 0, 0, 0.1),\n  0 8px 10px -6px rgba(0, 0, 0, 0.1);');
  await expectCssMatchesPreview(page, element);
  await element.getByRole('button', { name: 'Copy CSS' }).click();
  await expect(element.getByRole('button', { name: 'Copied!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('box-shadow:\n  0 20px 25px -5px rgba(0, 0, 0, 0.1),\n  0 8px 10px -6px rgba(0, 0, 0, 0.1);');
  expect(await cspViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
});

test('the site page /tools/box-shadow-generator previews its CSS, a share link round-trips, and the German and Arabic pages render', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto(`${siteUrl}/tools/box-shadow-generator`);
  await expect(page).toHaveTitle('Box Shadow Generator — Toolshed');
  await expect(page.getByRole('heading', { level: 1, name: 'Box Shadow Generator' })).toBeVisible();
  // The prerendered card already wears the default shadow; after hydration the CSS still matches it.
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', /.*/);
  expect(await expectCssMatchesPreview(page, page)).toBe('0 4px 6px -1px rgba(0, 0, 0, 0.1), 0 2px 4px -2px rgba(0, 0, 0, 0.1)');
  const field = page.getByRole('textbox', { name: 'Y offset in px' });
  await field.fill('12');
  await field.press('Enter');
  expect(await expectCssMatchesPreview(page, page)).toBe('0 12px 6px -1px rgba(0, 0, 0, 0.1), 0 2px 4px -2px rgba(0, 0, 0, 0.1)');

  const query = new URLSearchParams({ layers: 'i0_2_4_0_000000_15.0_0_12_2_22d3ee_60', 'background-color': '#0f172a', 'corner-radius': '4' }).toString();
  await page.goto(`${siteUrl}/tools/box-shadow-generator?${query}`);
  await expect(page.getByRole('region', { name: 'CSS' })).toHaveText('box-shadow:\n  inset 0 2px 4px 0 rgba(0, 0, 0, 0.15),\n  0 0 12px 2px rgba(34, 211, 238, 0.6);');
  await expect(page.getByRole('textbox', { name: 'Background color', exact: true })).toHaveValue('#0f172a');
  await expect(page.getByRole('switch', { name: 'Inset' })).toBeChecked();
  await expectCssMatchesPreview(page, page);
  await expect.poll(() => Object.fromEntries(new URL(page.url()).searchParams)).toEqual(Object.fromEntries(new URLSearchParams(query)));
  await page.getByRole('button', { name: 'Move layer 2 up' }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get('layers')).toBe('0_0_12_2_22d3ee_60.i0_2_4_0_000000_15');

  await page.goto(`${siteUrl}/de/tools/box-shadow-generator`);
  await expect(page.getByRole('heading', { level: 1, name: 'Box-Shadow-Generator' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'CSS kopieren' })).toBeVisible();
  await page.goto(`${siteUrl}/ar/tools/box-shadow-generator`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'مولّد ظلال الصناديق' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'تعديل الطبقة 1' })).toBeVisible();
  expect(errors).toEqual([]);
});
