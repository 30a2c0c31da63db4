import { expect, test, collectErrors, cspViolations, hostUrl, openEmbedded, siteUrl } from './support';

test('the embedded contrast checker takes its attributes, checks, swaps and suggests under the strict CSP', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: hostUrl });
  const { element, errors } = await openEmbedded(page, 'contrast-checker', { 'text-color': 'rgb(119 119 119)', 'background-color': 'white' });
  await page.evaluate(() => {
    document.addEventListener('toolshed-change', (e) => ((window as unknown as { lastChange?: unknown }).lastChange = (e as CustomEvent).detail));
  });
  await expect(element.getByRole('textbox', { name: 'Text color' })).toHaveValue('rgb(119 119 119)');
  await expect(element.getByTestId('contrast-ratio')).toHaveText('4.48:1');
  await expect(element.getByTestId('apca-lc')).toHaveText('71.1');
  const preview = element.getByRole('img', { name: 'Preview' });
  await expect(preview.locator('rect').first()).toHaveAttribute('fill', 'rgb(255, 255, 255)');
  await expect(preview.locator('text').first()).toHaveAttribute('fill', 'rgb(119, 119, 119)');

  await element.getByRole('button', { name: 'Suggest a Passing Color' }).click();
  await expect(element.getByRole('textbox', { name: 'Text color' })).toHaveValue('#767676');
  await expect(element.getByTestId('contrast-ratio')).toHaveText('4.54:1');
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { lastChange?: unknown }).lastChange))
    .toEqual({ text: '#767676', background: 'white', ratio: 4.54, normalAA: true, normalAAA: false, largeAA: true, largeAAA: true, uiComponents: true, apca: 71.6 });

  await element.getByRole('button', { name: 'Swap' }).click();
  await expect(element.getByRole('textbox', { name: 'Text color' })).toHaveValue('white');
  await expect(preview.locator('rect').first()).toHaveAttribute('fill', 'rgb(118, 118, 118)');
  await element.getByRole('button', { name: 'Copy Ratio' }).click();
  await expect(element.getByRole('button', { name: 'Copied!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('4.54:1');
  expect(await cspViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
});

test('the site page /tools/contrast-checker checks, and a share link round-trips', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto(`${siteUrl}/tools/contrast-checker`);
  await expect(page).toHaveTitle('Contrast Checker — Toolshed');
  await expect(page.getByRole('heading', { level: 1, name: 'Contrast Checker' })).toBeVisible();
  await expect(page.getByTestId('contrast-ratio')).toHaveText('4.48:1');
  await page.getByRole('textbox', { name: 'Text color' }).fill('oklch(30% 0.1 260)');
  await expect(page.getByTestId('contrast-ratio')).toHaveText(/^1[0-9]\.\d+:1$/);
  await page.getByRole('textbox', { name: 'Background color' }).fill('nope');
  await expect(page.getByText('“nope” is not a CSS color this tool can read.', { exact: false })).toBeVisible();

  const query = new URLSearchParams({ 'text-color': 'navy', 'background-color': '#fffbea' }).toString();
  await page.goto(`${siteUrl}/tools/contrast-checker?${query}`);
  await expect(page.getByRole('textbox', { name: 'Text color' })).toHaveValue('navy');
  await expect(page.getByRole('textbox', { name: 'Background color' })).toHaveValue('#fffbea');
  await expect.poll(() => Object.fromEntries(new URL(page.url()).searchParams)).toEqual(Object.fromEntries(new URLSearchParams(query)));
  await page.getByRole('button', { name: 'Swap' }).click();
  await expect.poll(() => Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ 'text-color': '#fffbea', 'background-color': 'navy' });
  expect(errors).toEqual([]);
});
