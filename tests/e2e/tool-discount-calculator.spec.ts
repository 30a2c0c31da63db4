import { expect, test, collectErrors, openEmbedded } from './support';

type Detail = Record<string, unknown>;
const lastChange = (page: import('@playwright/test').Page) => page.evaluate(() => (window as unknown as { lastChange?: Detail }).lastChange);

test('the embedded discount calculator takes its attributes, stacks discounts, moves the tax and tells the host', async ({ page }) => {
  const { element, errors } = await openEmbedded(page, 'discount-calculator', { price: '100', discount: '20', second: '10', tax: '8' });
  await page.evaluate(() => {
    const w = window as unknown as { lastChange?: unknown };
    document.addEventListener('toolshed-change', (e) => (w.lastChange = (e as CustomEvent).detail));
  });
  await expect(element.getByRole('textbox', { name: 'Price' })).toHaveValue('100');
  const result = element.getByRole('status').filter({ hasText: 'Final price' });
  // 20 % then 10 % is 28 % off: 72.00, and 8 % tax on that is 5.76.
  await expect(result).toContainText('$72.00');
  await expect(result).toContainText('+$5.76');
  await expect(result).toContainText('$77.76');
  await expect(result).toContainText('28% off the price');
  await expect(result).toContainText('20% then 10% is 28% off in all, not 30%');

  // Tax on the full price instead, inside the shadow root: 8 % of 100.00.
  await element.getByText('Before the discount', { exact: true }).click();
  await expect.poll(() => lastChange(page)).toEqual({ currency: 'USD', discounted: '72.00', savings: '28.00', percentOff: '28', taxAmount: '8.00', final: '80.00', error: null });
  await expect(result).toContainText('With tax on the discounted price you would pay $77.76 ($2.24 less).');

  await element.getByRole('textbox', { name: 'Discount', exact: true }).fill('120');
  await expect(element.getByText('Enter a discount from 0 to 100%.')).toBeVisible();
  await expect(element.getByText('Fix the discount to see the result.')).toBeVisible();
  await expect(element).not.toContainText('NaN');
  expect(errors).toEqual([]);
});

test('the site route /tools/discount-calculator calculates, copies, remembers the tax and shares a link', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const errors = collectErrors(page);
  await page.goto('/tools/discount-calculator');
  await expect(page).toHaveTitle('Discount Calculator — Toolshed');
  await expect(page.getByRole('heading', { level: 1, name: 'Discount Calculator' })).toBeVisible();
  await expect(page.getByText('Enter a price to see the discount.')).toBeVisible();

  await page.getByRole('textbox', { name: 'Price' }).fill(' +1,250 ');
  await page.getByRole('textbox', { name: 'Discount', exact: true }).fill('20');
  await page.getByRole('textbox', { name: 'Second discount', exact: true }).fill('10');
  await page.getByRole('textbox', { name: 'Sales tax (%)' }).fill('8.875');
  const result = page.getByRole('status').filter({ hasText: 'Final price' });
  // 1,250 → 1,000 → 900; 8.875 % of 900 = 79.875 → 79.88 (half up).
  await expect(result).toContainText('$900.00');
  await expect(result).toContainText('+$79.88');
  await expect(result).toContainText('$979.88');
  await expect(result).toContainText('With tax on the full price you would pay $1,010.94 ($31.06 more).');

  await page.getByRole('button', { name: 'Copy Final Price' }).click();
  await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('$979.88');

  // The address carries the inputs (written 400 ms after the last change); opening it restores them.
  await expect.poll(() => Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ price: '+1,250', discount: '20', second: '10', tax: '8.875' });
  await page.getByText('Before the discount', { exact: true }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get('tax-mode')).toBe('before');
  const other = await context.newPage();
  await other.goto(page.url());
  await expect(other.getByRole('textbox', { name: 'Price' })).toHaveValue('+1,250');
  await expect(other.getByRole('radio', { name: 'Before the discount' })).toBeChecked();
  await expect(other.getByRole('status').filter({ hasText: 'Final price' })).toContainText('$1,010.94');
  await other.close();

  // The tax rate and rule are remembered for a new visit (the bare address); the price is not.
  await page.goto('/tools/discount-calculator');
  await expect(page.getByRole('textbox', { name: 'Sales tax (%)' })).toHaveValue('8.875');
  await expect(page.getByRole('radio', { name: 'Before the discount' })).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Price' })).toHaveValue('');
  expect(errors).toEqual([]);
});

test('the German and Arabic pages on a phone: euros with a decimal comma, and dollars right to left', async ({ page }) => {
  const errors = collectErrors(page);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/de/tools/discount-calculator');
  await expect(page.getByRole('heading', { level: 1, name: 'Rabattrechner' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Preis' }).fill('19,99');
  const discount = page.getByRole('textbox', { name: 'Rabatt', exact: true });
  await discount.fill('15');
  // 15 % of 19.99 = 2.9985 → 3.00.
  await expect(page.getByRole('status').filter({ hasText: 'Endpreis' })).toContainText('16,99\u00a0€');
  // Phone first (CONVENTIONS.md): the result starts right under the discounts, not below the tax
  // and currency options.
  const discountBottom = await discount.evaluate((e) => e.getBoundingClientRect().bottom);
  const resultTop = await page.getByRole('region', { name: 'Ergebnis' }).evaluate((e) => e.getBoundingClientRect().top);
  expect(resultTop - discountBottom).toBeLessThan(200);

  await page.goto('/ar/tools/discount-calculator');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'حاسبة الخصم' })).toBeVisible();
  await page.getByRole('textbox', { name: 'السعر' }).fill('100');
  await page.getByRole('textbox', { name: 'الخصم', exact: true }).fill('20');
  const result = page.getByRole('status').filter({ hasText: 'السعر النهائي' });
  await expect(result).toContainText('80.00');
  await expect(result).toContainText('US$');
  expect(errors).toEqual([]);
});
