import { expect, test, collectErrors, openEmbedded, siteUrl } from './support';

test('the embedded BMI calculator takes its attributes and reports changes to the host', async ({ page }) => {
  const { element, errors } = await openEmbedded(page, 'bmi-calculator', { units: 'us', height: '70', weight: '160' });
  await page.evaluate(() => {
    const w = window as unknown as { lastChange?: unknown };
    document.addEventListener('toolshed-change', (e) => (w.lastChange = (e as CustomEvent).detail));
  });
  await expect(element.getByRole('textbox', { name: 'Height (ft)' })).toHaveValue('5');
  await expect(element.getByRole('textbox', { name: 'Height (in)' })).toHaveValue('10');
  await expect(element.getByTestId('bmi-value')).toHaveText('23.0');

  // Typing inside the shadow root recomputes; the change event carries the declared detail.
  await element.getByRole('textbox', { name: 'Weight (lb)' }).fill('215');
  await expect(element.getByTestId('bmi-value')).toHaveText('30.8');
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { lastChange?: unknown }).lastChange))
    .toEqual({ units: 'us', bmi: 30.8, category: 'obese-1', healthyMin: 128.9, healthyMax: 173.5, unit: 'lb', error: null });

  // The radio group (react-aria presses) works in the shadow root and converts the values.
  await element.getByText('Metric (cm, kg)').click();
  await expect(element.getByRole('textbox', { name: 'Height (cm)' })).toHaveValue('177.8');
  await expect(element.getByRole('textbox', { name: 'Weight (kg)' })).toHaveValue('97.5');
  await expect(element.getByTestId('bmi-value')).toHaveText('30.8');

  await element.getByRole('textbox', { name: 'Weight (kg)' }).fill('2000');
  await expect(element.getByText('Enter a weight from 10 to 650 kg.')).toBeVisible();
  await expect(element).not.toContainText('NaN');
  expect(errors).toEqual([]);
});

test('the site page /tools/bmi-calculator calculates, copies and remembers the units', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const errors = collectErrors(page);
  await page.goto(`${siteUrl}/tools/bmi-calculator`);
  await expect(page).toHaveTitle('BMI Calculator — Toolshed');
  await expect(page.getByRole('heading', { level: 1, name: 'BMI Calculator' })).toBeVisible();

  await page.getByRole('textbox', { name: 'Height (cm)' }).fill('200');
  await page.getByRole('textbox', { name: 'Weight (kg)' }).fill('100');
  // Exactly on the edge: BMI 25.0 is Overweight.
  await expect(page.getByTestId('bmi-value')).toHaveText('25.0');
  await expect(page.getByText('Your BMI is 25.0: Overweight.')).toBeVisible();

  await page.getByRole('button', { name: 'Copy Result' }).click();
  await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('BMI: 25.0 (Overweight)\nHealthy weight for 200 cm: 74–99.6 kg');

  await page.getByText('US (ft, in, lb)', { exact: true }).click();
  // A new visit (the bare address: a reload keeps the share link's inputs) remembers the units.
  await page.goto(`${siteUrl}/tools/bmi-calculator`);
  await expect(page.getByRole('radio', { name: 'US (ft, in, lb)' })).toBeChecked();
  // Measurements are personal: they are not remembered.
  await expect(page.getByRole('textbox', { name: 'Weight (lb)' })).toHaveValue('');
  expect(errors).toEqual([]);
});
