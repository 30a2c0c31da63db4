import { expect, test, collectErrors, openEmbedded, siteUrl } from './support';
import english from '../../src/tools/bmi-calculator/messages/en';
import arabic from '../../src/tools/bmi-calculator/messages/ar';

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

  // The element's lang picks its words, live.
  await element.evaluate((el) => el.setAttribute('lang', 'de'));
  await expect(element.getByText('Geben Sie ein Gewicht von 10 bis 650 kg ein.')).toBeVisible();
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

test('the Arabic page /ar/tools/bmi-calculator reads right to left and calculates', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto(`${siteUrl}/ar/tools/bmi-calculator`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'حاسبة مؤشر كتلة الجسم' })).toBeVisible();
  await expect(page.getByText('أدخل طولك ووزنك لترى مؤشر كتلة جسمك.')).toBeVisible();
  await page.getByRole('textbox', { name: 'الطول (سم)' }).fill('175');
  // Arabic-Indic digits are read as well as 0–9.
  await page.getByRole('textbox', { name: 'الوزن (كغ)' }).fill('٧٠');
  await expect(page.getByTestId('bmi-value')).toHaveText('22.9');
  await expect(page.getByText('مؤشر كتلة جسمك 22.9: وزن طبيعي.')).toBeVisible();
  await expect(page.getByText('من 56.7 إلى 76.3 كغ')).toBeVisible();
  await expect(page.getByRole('row', { name: /وزن طبيعي/ })).toHaveAttribute('aria-current', 'true');

  // No English word of the tool is left on the page ("BMI" alone, the column's English head, is the WHO's
  // abbreviation and may appear in any language).
  const shown = await page.locator('main').innerText();
  const leftOver = Object.entries(english).filter(
    ([key, text]) => key !== 'tableBmi' && !/[{']/.test(text) && text !== arabic[key as keyof typeof arabic] && shown.includes(text),
  );
  expect(leftOver).toEqual([]);
  expect(errors).toEqual([]);
});
