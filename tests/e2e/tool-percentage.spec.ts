import { expect, test, collectErrors, openEmbedded, siteUrl } from './support';

test('the embedded percentage calculator takes its attributes and reports changes to the host', async ({ page }) => {
  const { element, errors } = await openEmbedded(page, 'percentage', { mode: 'change', x: '80', y: '100', decimals: '2' });
  await page.evaluate(() => {
    const w = window as unknown as { lastChange?: unknown };
    document.addEventListener('toolshed-change', (e) => (w.lastChange = (e as CustomEvent).detail));
  });
  await expect(element.getByRole('tab', { name: '% Change From X to Y' })).toHaveAttribute('aria-selected', 'true');
  await expect(element.getByTestId('percentage-result')).toHaveText('+25%');
  await expect(element.getByText('From 80 to 100 is a 25% increase.')).toBeVisible();

  // Typing inside the shadow root recomputes; a decrease is labelled as one.
  const to = element.getByRole('textbox', { name: 'To (Y)' });
  await to.fill('60');
  await expect(element.getByTestId('percentage-result')).toHaveText('−25%');
  await expect(element.getByText('Decrease', { exact: true })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { lastChange?: unknown }).lastChange))
    .toEqual({ mode: 'change', x: '80', y: '60', decimals: 2, result: '-25', value: -25, exact: true, direction: 'decrease', error: null });

  // Tabs (react-aria presses) work in the shadow root; a zero total gives a message, not NaN.
  await element.getByRole('tab', { name: 'X Is What % of Y' }).click();
  await element.getByRole('textbox', { name: 'Value (X)' }).fill('5');
  await element.getByRole('textbox', { name: 'Of total (Y)' }).fill('0');
  await expect(element.getByText('Cannot be 0: there is no percentage of zero.')).toBeVisible();
  await expect(element).not.toContainText('NaN');
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { lastChange?: { error: string | null } }).lastChange?.error))
    .toBe('Cannot be 0: there is no percentage of zero.');

  expect(errors).toEqual([]);
});

test('the site page /tools/percentage calculates and copies', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const errors = collectErrors(page);
  await page.goto(`${siteUrl}/tools/percentage`);
  await expect(page).toHaveTitle('Percentage Calculator — Toolshed');
  await expect(page.getByRole('heading', { level: 1, name: 'Percentage Calculator' })).toBeVisible();

  await page.getByRole('textbox', { name: 'Percent (X)' }).fill('7');
  await page.getByRole('textbox', { name: 'Of value (Y)' }).fill('0.07');
  // 0.07 × 0.07 in binary floating point is 0.004900000000000001.
  await expect(page.getByTestId('percentage-result')).toHaveText('0.0049');
  await expect(page.getByText('7% of 0.07 is 0.0049.')).toBeVisible();

  await page.getByRole('button', { name: 'Copy Result' }).click();
  await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('0.0049');

  // The chosen calculator is remembered for a new visit (the bare address: a reload keeps the share link's inputs).
  await page.getByRole('tab', { name: 'X Is What % of Y' }).click();
  await page.goto(`${siteUrl}/tools/percentage`);
  await expect(page.getByRole('tab', { name: 'X Is What % of Y' })).toHaveAttribute('aria-selected', 'true');
  expect(errors).toEqual([]);
});
