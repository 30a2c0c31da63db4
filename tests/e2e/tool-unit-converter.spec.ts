import { expect, test, collectErrors, openEmbedded } from './support';

test('the embedded unit converter takes its attributes, converts both ways and tells the host', async ({ page }) => {
  const { element, errors } = await openEmbedded(page, 'unit-converter', { category: 'temperature', from: 'c', to: 'f', value: '100' });
  const from = element.getByRole('textbox', { name: 'From' });
  const to = element.getByRole('textbox', { name: 'To' });
  await expect(from).toHaveValue('100');
  await expect(to).toHaveValue('212');
  await expect(element.getByRole('combobox', { name: /Category/ }).locator('option:checked')).toHaveText('Temperature');
  await page.evaluate(() => {
    const w = window as unknown as { lastChange?: unknown };
    document.addEventListener('toolshed-change', (e) => (w.lastChange = (e as CustomEvent).detail));
  });

  await from.fill('-40');
  await expect(to).toHaveValue('-40');
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { lastChange?: unknown }).lastChange))
    .toEqual({ category: 'temperature', from: 'c', to: 'f', value: '-40', result: '-40', error: null });

  // Editing the To side converts back; the unit menu opens inside the shadow root.
  await to.fill('32');
  await expect(from).toHaveValue('0');
  await element.getByRole('combobox', { name: /To unit/ }).selectOption({ label: 'Kelvin (K)' });
  await expect(from).toHaveValue('-241.15');

  await from.fill('-300');
  await expect(element.getByText('Below absolute zero (\u2212273.15 °C).')).toBeVisible();
  await expect(to).toHaveValue('');
  expect(errors).toEqual([]);
});

test('a unit alone picks its category; invalid attributes fall back to defaults', async ({ page }) => {
  const { element, errors } = await openEmbedded(page, 'unit-converter', { from: 'kib', to: 'b', value: 'lots' });
  await expect(element.getByRole('combobox', { name: /Category/ }).locator('option:checked')).toHaveText('Digital storage');
  await expect(element.getByRole('textbox', { name: 'From' })).toHaveValue('1');
  await expect(element.getByRole('textbox', { name: 'To' })).toHaveValue('1024');
  await expect(element.getByRole('row', { name: /Kilobyte/ })).toContainText('1.024 kB');
  expect(errors).toEqual([]);
});

test('the site route /tools/unit-converter converts exactly, swaps and copies', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const errors = collectErrors(page);
  await page.goto('/tools/unit-converter');
  await expect(page).toHaveTitle('Unit Converter — Toolshed');
  const from = page.getByRole('textbox', { name: 'From' });
  const to = page.getByRole('textbox', { name: 'To' });
  await from.fill('0.7');
  await expect(to).toHaveValue('1.778');
  await expect(page.getByRole('status').filter({ hasText: '=' })).toHaveText('0.7 in = 1.778 cm');

  await page.getByRole('combobox', { name: /From unit/ }).selectOption({ label: 'Mile (mi)' });
  await page.getByRole('combobox', { name: /To unit/ }).selectOption({ label: 'Kilometer (km)' });
  await from.fill('1');
  await expect(to).toHaveValue('1.609344');

  await page.getByRole('button', { name: 'Swap Units' }).click();
  await expect(from).toHaveValue('1');
  await expect(to).toHaveValue('0.621371192237334');

  await page.getByRole('button', { name: 'Copy Result' }).click();
  await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('0.621371192237334 mi');

  // The units are remembered across visits; the amount is not. (A reload keeps the address's share
  // link, which names the inputs itself: a new visit opens the bare address.)
  await page.goto('/tools/unit-converter');
  await expect(page.getByRole('combobox', { name: /From unit/ }).locator('option:checked')).toHaveText('Kilometer (km)');
  await expect(to).toHaveValue('0.621371192237334');
  expect(errors).toEqual([]);
});

test('Decimals rounds every computed amount and is remembered; grouped input is read', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/tools/unit-converter');
  const from = page.getByRole('textbox', { name: 'From' });
  const to = page.getByRole('textbox', { name: 'To' });
  await from.fill('1,000');
  await expect(to).toHaveValue('2540');
  await from.fill('1 000.5');
  await expect(to).toHaveValue('2541.27');
  await page.getByRole('combobox', { name: /Decimals/ }).selectOption('0');
  await expect(to).toHaveValue('2541');
  await expect(page.getByRole('rowheader', { name: 'Foot' }).locator('xpath=..')).toContainText('83 ft');
  await page.reload();
  await expect(page.getByRole('combobox', { name: /Decimals/ }).locator('option:checked')).toHaveText('0');
  await expect(to).toHaveValue('3');
  await from.fill('2,5');
  await expect(page.getByText('Use a point for decimals, e.g. 1.5; a comma only groups thousands, as in 1,000.')).toBeVisible();
  expect(errors).toEqual([]);
});
