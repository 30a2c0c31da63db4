import { expect, test, collectErrors, openEmbedded } from './support';

type Detail = Record<string, unknown>;
const lastChange = (page: import('@playwright/test').Page) => page.evaluate(() => (window as unknown as { lastChange?: Detail }).lastChange);

test('the embedded tip calculator takes its attributes, splits exactly and tells the host', async ({ page }) => {
  const { element, errors } = await openEmbedded(page, 'tip-calculator', { bill: '84.60', tip: '18', people: '3', round: 'total' });
  await page.evaluate(() => {
    const w = window as unknown as { lastChange?: unknown };
    document.addEventListener('toolshed-change', (e) => (w.lastChange = (e as CustomEvent).detail));
  });
  await expect(element.getByRole('textbox', { name: 'Bill' })).toHaveValue('84.60');
  await expect(element.getByRole('radio', { name: '18%' })).toBeChecked();
  await expect(element.getByRole('radio', { name: 'The total' })).toBeChecked();
  await expect(element.getByRole('status').filter({ hasText: 'Each of 3 pays' })).toContainText('$33.34');

  // Back to no rounding inside the shadow root: the worked example.
  await element.getByText('No rounding', { exact: true }).click();
  await expect.poll(() => lastChange(page)).toEqual({
    bill: '84.6', tip: 18, people: 3, round: 'none', currency: 'USD', tipAmount: '15.23', total: '99.83', perPerson: '33.28', error: null,
  });
  await element.getByRole('combobox', { name: /Currency/ }).selectOption('EUR');
  await expect(element.getByRole('status').filter({ hasText: 'Each of 3 pays' })).toContainText('€33.28');

  await element.getByRole('textbox', { name: 'Bill' }).fill('-5');
  await expect(element.getByText('Enter an amount of 0 or more.')).toBeVisible();
  await expect(element).not.toContainText('NaN');
  expect(errors).toEqual([]);
});

test('an embedded element in German starts in euros and reads a decimal comma', async ({ page }) => {
  const { element, errors } = await openEmbedded(page, 'tip-calculator', { lang: 'de', people: '2' });
  await element.getByRole('textbox', { name: 'Rechnungsbetrag' }).fill('1.234,50');
  await expect(element.getByRole('status').filter({ hasText: 'Jede der 2 Personen zahlt' })).toContainText('709,84\u00a0€');
  expect(errors).toEqual([]);
});

test('the site route /tools/tip-calculator splits, copies, remembers the tip and shares a link', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const errors = collectErrors(page);
  await page.goto('/tools/tip-calculator');
  await expect(page).toHaveTitle('Tip Calculator — Toolshed');
  await expect(page.getByRole('heading', { level: 1, name: 'Tip Calculator' })).toBeVisible();
  await expect(page.getByText('Enter the bill to see the tip and each share.')).toBeVisible();

  await page.getByRole('textbox', { name: 'Bill' }).fill('84.60');
  await page.getByText('18%', { exact: true }).click();
  const people = page.getByRole('textbox', { name: 'People' });
  await people.fill('3');
  await people.press('Enter');
  const result = page.getByRole('status').filter({ hasText: 'Each of 3 pays' });
  await expect(result).toContainText('$15.23');
  await expect(result).toContainText('$99.83');
  await expect(result).toContainText('$33.28');

  await page.getByRole('button', { name: 'Copy Share' }).click();
  await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('$33.28');

  // The address carries the inputs (written 400 ms after the last change); opening it restores them.
  await expect.poll(() => Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ bill: '84.60', tip: '18', people: '3' });
  await page.getByText('Each share', { exact: true }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get('round')).toBe('person');
  const link = page.url();
  const other = await context.newPage();
  await other.goto(link);
  await expect(other.getByRole('textbox', { name: 'Bill' })).toHaveValue('84.60');
  await expect(other.getByRole('radio', { name: 'Each share' })).toBeChecked();
  await expect(other.getByRole('status').filter({ hasText: 'Each of 3 pays' })).toContainText('$34.00');
  await other.close();

  // The tip and rounding are remembered for a new visit (the bare address); the bill is not.
  await page.goto('/tools/tip-calculator');
  await expect(page.getByRole('radio', { name: '18%' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Each share' })).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Bill' })).toHaveValue('');
  expect(errors).toEqual([]);
});

test('the German and Arabic pages on a phone: euros with a decimal comma, and dollars right to left', async ({ page }) => {
  const errors = collectErrors(page);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/de/tools/tip-calculator');
  await expect(page.getByRole('heading', { level: 1, name: 'Trinkgeldrechner' })).toBeVisible();
  const bill = page.getByRole('textbox', { name: 'Rechnungsbetrag' });
  await bill.fill('84,60');
  await expect(page.getByRole('status').filter({ hasText: 'Gesamtbetrag' })).toContainText('97,29\u00a0€');
  // Phone first (CONVENTIONS.md): the result starts right under the bill and tip, above where a
  // phone's keyboard opens, not below the people and options.
  const billBottom = await bill.evaluate((e) => e.getBoundingClientRect().bottom);
  const resultTop = await page.getByRole('region', { name: 'Ergebnis' }).evaluate((e) => e.getBoundingClientRect().top);
  expect(resultTop - billBottom).toBeLessThan(260);

  // The German page's euros are its default, not a remembered choice: the Arabic page starts in dollars.

  await page.goto('/ar/tools/tip-calculator');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'حاسبة الإكرامية' })).toBeVisible();
  await page.getByRole('textbox', { name: 'مبلغ الفاتورة' }).fill('84.60');
  await expect(page.getByRole('status').filter({ hasText: 'الإجمالي' })).toContainText('97.29');
  await expect(page.getByRole('status').filter({ hasText: 'الإجمالي' })).toContainText('US$');
  expect(errors).toEqual([]);
});
