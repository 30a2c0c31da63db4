import { type Page } from '@playwright/test';
import { expect, test, collectErrors, openEmbedded, statTile } from './support';

type Detail = Record<string, unknown>;
const lastChange = (page: Page) => page.evaluate(() => (window as unknown as { lastChange?: Detail }).lastChange ?? null);

/** Today's date as the page's browser sees it (local time), YYYY-MM-DD. */
const browserToday = (page: Page) =>
  page.evaluate(() => {
    const now = new Date();
    return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  });

test('embedded under the strict CSP: attributes, keyboard entry in the shadow root, and toolshed-change', async ({ page }) => {
  const { element, errors } = await openEmbedded(page, 'date-calculator', { start: '2026-01-05', end: '2026-01-16', 'include-end': 'true' });
  await page.evaluate(() => {
    document.addEventListener('toolshed-change', (e) => ((window as unknown as { lastChange?: unknown }).lastChange = (e as CustomEvent).detail));
  });
  await expect(element.getByLabel('Start date', { exact: true })).toHaveValue('2026-01-05');
  await expect(element.getByRole('checkbox', { name: /Include the end date/ })).toBeChecked();
  await expect(statTile(element, 'Business days')).toHaveText('10');
  await expect(statTile(element, 'Total days')).toHaveText('12');

  // Real key presses in the native field: month, day, year segments.
  const end = element.getByLabel('End date', { exact: true });
  await end.focus();
  await page.keyboard.type('01302026');
  await expect(end).toHaveValue('2026-01-30');
  await expect(statTile(element, 'Business days')).toHaveText('20');
  await expect
    .poll(() => lastChange(page))
    .toMatchObject({ mode: 'between', start: '2026-01-05', end: '2026-01-30', includeEnd: true, difference: { totalDays: 26, businessDays: 20, direction: 'forward' }, error: null });

  // The other calculation, inside the shadow root: 31 January 2024 + 1 month.
  await element.getByRole('tab', { name: 'Add or Subtract' }).click();
  await element.getByLabel('Date', { exact: true }).fill('2024-01-31');
  await element.getByRole('combobox', { name: 'Unit' }).selectOption('months');
  await expect(element.getByRole('status').filter({ hasText: '2024-02-29' })).toContainText('Thursday, February 29, 2024');
  await expect(element.getByText('Month-end rule applied')).toBeVisible();
  await expect.poll(() => lastChange(page)).toMatchObject({ mode: 'add', date: '2024-01-31', amount: 1, unit: 'months', result: '2024-02-29', monthEndRule: true });

  // Today fills the visitor's own date.
  await element.getByRole('button', { name: 'Date: today' }).click();
  await expect(element.getByLabel('Date', { exact: true })).toHaveValue(await browserToday(page));
  await expect(element.getByRole('button', { name: 'Date: today' })).toBeDisabled();
  await expect(element).not.toContainText('NaN');
  await expect(element).not.toContainText('Invalid Date');
  expect(errors).toEqual([]);
});

test('the site route /tools/date-calculator: difference, copy, a share link and the remembered settings', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const errors = collectErrors(page);
  await page.goto('/tools/date-calculator');
  await expect(page).toHaveTitle('Date Calculator — Toolshed');
  await expect(page.getByRole('heading', { level: 1, name: 'Date Calculator' })).toBeVisible();
  await expect(page.getByText('Enter two dates to see the years, months and days between them.')).toBeVisible();

  await page.getByLabel('Start date', { exact: true }).fill('2026-01-05');
  await page.getByLabel('End date', { exact: true }).fill('2026-01-16');
  await page.getByText('Include the end date', { exact: true }).click();
  await expect(statTile(page, 'Business days')).toHaveText('10');
  await expect(page.getByRole('status').filter({ hasText: 'years' })).toHaveText('0 years, 0 months, 12 days');

  await page.getByRole('button', { name: 'Copy Summary' }).click();
  await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('Business days: 10');

  // The address carries the inputs (written 400 ms after the last change); opening it restores them.
  await expect.poll(() => Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ start: '2026-01-05', end: '2026-01-16', 'include-end': 'true' });
  const other = await context.newPage();
  await other.goto(page.url());
  await expect(other.getByLabel('End date', { exact: true })).toHaveValue('2026-01-16');
  await expect(statTile(other, 'Business days')).toHaveText('10');
  await other.close();

  // Add or Subtract goes in the link too.
  await page.getByRole('tab', { name: 'Add or Subtract' }).click();
  await page.getByLabel('Date', { exact: true }).fill('2024-01-31');
  await page.getByRole('combobox', { name: 'Unit' }).selectOption('months');
  await expect(page.getByRole('status').filter({ hasText: '2024-02-29' })).toBeVisible();
  await expect.poll(() => new URL(page.url()).searchParams.get('unit')).toBe('months');
  const link = page.url();
  expect(new URL(link).searchParams.get('mode')).toBe('add');
  expect(new URL(link).searchParams.get('date')).toBe('2024-01-31');

  // The calculation, end-date choice and unit are remembered for a bare visit; the dates are not.
  await page.goto('/tools/date-calculator');
  await expect(page.getByRole('tab', { name: 'Add or Subtract' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('combobox', { name: 'Unit' })).toHaveValue('months');
  await expect(page.getByLabel('Date', { exact: true })).toHaveValue('');
  expect(errors).toEqual([]);
});

test('the German and Arabic pages on a phone: the result right under the dates, right to left in Arabic', async ({ page }) => {
  const errors = collectErrors(page);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/de/tools/date-calculator');
  await expect(page.getByRole('heading', { level: 1, name: 'Datumsrechner' })).toBeVisible();
  await page.getByLabel('Startdatum', { exact: true }).fill('2024-01-31');
  await page.getByLabel('Enddatum', { exact: true }).fill('2024-02-29');
  const status = page.getByRole('status').filter({ hasText: 'Jahre' });
  await expect(status).toHaveText('0 Jahre, 1 Monat, 0 Tage');
  // Phone first (CONVENTIONS.md): the result starts right under the dates card.
  const checkboxBottom = await page.getByRole('button', { name: 'Tauschen' }).evaluate((e) => e.getBoundingClientRect().bottom);
  const resultTop = await page.getByRole('region', { name: 'Differenz' }).evaluate((e) => e.getBoundingClientRect().top);
  expect(resultTop - checkboxBottom).toBeLessThan(80);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBe(0);

  await page.goto('/ar/tools/date-calculator');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'حاسبة التواريخ' })).toBeVisible();
  await page.getByRole('tab', { name: 'إضافة أو طرح' }).click();
  await page.getByLabel('التاريخ', { exact: true }).fill('2026-01-09');
  await page.getByRole('combobox', { name: 'الوحدة' }).selectOption('businessDays');
  await expect(page.getByRole('status').filter({ hasText: '2026-01-12' })).toContainText('الاثنين، 12 يناير 2026');
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
  expect(errors).toEqual([]);
});
