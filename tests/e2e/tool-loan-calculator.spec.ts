import { readFile } from 'node:fs/promises';
import { expect, test, collectErrors, openEmbedded } from './support';

type Detail = Record<string, unknown>;
const lastChange = (page: import('@playwright/test').Page) => page.evaluate(() => (window as unknown as { lastChange?: Detail }).lastChange);

test('the embedded loan calculator takes its attributes, amortizes exactly and tells the host', async ({ page }) => {
  const { element, errors } = await openEmbedded(page, 'loan-calculator', { principal: '200000', rate: '6', term: '30' });
  await page.evaluate(() => {
    const w = window as unknown as { lastChange?: unknown };
    document.addEventListener('toolshed-change', (e) => (w.lastChange = (e as CustomEvent).detail));
  });
  const result = element.getByRole('status').filter({ hasText: 'Monthly payment' });
  await expect(result).toContainText('1,199.10');
  await expect(result).toContainText('231,677.04');
  await expect(result).toContainText('431,677.04');

  // An extra payment inside the shadow root shortens the term.
  await element.getByRole('textbox', { name: 'Extra monthly payment' }).fill('200');
  await expect(result).toContainText('9 years sooner (108 payments fewer), saving 79,800.86 in interest.');
  await expect.poll(() => lastChange(page)).toEqual({
    principal: '200000.00', rate: '6', term: 30, unit: 'years', frequency: 'monthly', extra: '200.00',
    payment: '1199.10', totalInterest: '151876.18', totalPaid: '351876.18', payments: 252, paymentsSaved: 108, monthsSaved: 108, interestSaved: '79800.86', error: null,
  });

  await element.getByRole('textbox', { name: 'Interest rate (% a year)' }).fill('-5');
  await expect(element.getByText('Enter a rate of 0% or more.')).toBeVisible();
  await expect(element).not.toContainText('NaN');
  expect(errors).toEqual([]);
});

test('the site route /tools/loan-calculator: the schedule ends at 0.00, downloads as CSV, and the inputs go in a link', async ({ page, context }) => {
  const errors = collectErrors(page);
  await page.goto('/tools/loan-calculator');
  await expect(page).toHaveTitle('Loan Calculator — Toolshed');
  await expect(page.getByRole('heading', { level: 1, name: 'Loan Calculator' })).toBeVisible();
  await expect(page.getByText('Enter the loan amount, rate and term to see the payment and the schedule.')).toBeVisible();

  await page.getByRole('textbox', { name: 'Loan amount' }).fill('200,000');
  await page.getByRole('textbox', { name: 'Interest rate (% a year)' }).fill('6');
  const result = page.getByRole('status').filter({ hasText: 'Monthly payment' });
  await expect(result).toContainText('1,199.10');
  await expect(result).toContainText('231,677.04');
  await expect(result).toContainText('the last payment (1,200.14) takes up what rounding left');

  await page.getByRole('combobox', { name: 'Year' }).selectOption({ label: 'Year 30 (payments 349–360)' });
  const lastRow = page.getByRole('table', { name: 'Year 30 of 30: payments 349–360' }).getByRole('row').last();
  await expect(lastRow).toHaveText(/360\s*1,200\.14\s*1,194\.17\s*5\.97\s*0\.00/);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
  expect(download.suggestedFilename()).toBe('amortization-schedule.csv');
  const lines = (await readFile((await download.path())!, 'utf8')).trimEnd().split('\r\n');
  expect(lines).toHaveLength(361);
  expect(lines[0]).toBe('No.,Payment,Principal,Interest,Balance');
  expect(lines.at(-1)).toBe('360,1200.14,1194.17,5.97,0.00');
  const interest = lines.slice(1).reduce((sum, line) => sum + Math.round(Number(line.split(',')[3]) * 100), 0);
  expect(interest).toBe(23167704);

  // The address carries the inputs (written 400 ms after the last change); opening it restores them.
  await expect.poll(() => Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ principal: '200,000', rate: '6' });
  await page.getByRole('combobox', { name: 'Payment frequency' }).selectOption('biweekly');
  await page.getByRole('textbox', { name: 'Extra with each payment' }).fill('50');
  await expect.poll(() => Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ principal: '200,000', rate: '6', frequency: 'biweekly', extra: '50' });
  const other = await context.newPage();
  await other.goto(page.url());
  await expect(other.getByRole('textbox', { name: 'Loan amount' })).toHaveValue('200,000');
  await expect(other.getByRole('textbox', { name: 'Extra with each payment' })).toHaveValue('50');
  await expect(other.getByRole('status').filter({ hasText: 'Payment every two weeks' })).toContainText('553.17');
  await other.close();

  // The frequency is remembered for a new visit (the bare address); the amounts are not.
  await page.goto('/tools/loan-calculator');
  await expect(page.getByRole('combobox', { name: 'Payment frequency' })).toHaveValue('biweekly');
  await expect(page.getByRole('textbox', { name: 'Loan amount' })).toHaveValue('');
  expect(errors).toEqual([]);
});

test('the German and Arabic pages on a phone: the result under the inputs, the schedule scrolls in its own box', async ({ page }) => {
  const errors = collectErrors(page);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/de/tools/loan-calculator');
  await expect(page.getByRole('heading', { level: 1, name: 'Kreditrechner' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Kreditbetrag' }).fill('200.000');
  const rate = page.getByRole('textbox', { name: 'Zinssatz (% pro Jahr)' });
  await rate.fill('6,5');
  const result = page.getByRole('status').filter({ hasText: 'Monatliche Rate' });
  await expect(result).toContainText('1.264,14');
  // Phone first (CONVENTIONS.md): the result starts right under the loan card, not below the options.
  const termBottom = await page.getByRole('textbox', { name: 'Laufzeit' }).evaluate((e) => e.getBoundingClientRect().bottom);
  const resultTop = await page.getByRole('region', { name: 'Ergebnis' }).evaluate((e) => e.getBoundingClientRect().top);
  expect(resultTop - termBottom).toBeLessThan(200);

  // At 320 px the page never scrolls sideways: the table scrolls inside its own box.
  await page.setViewportSize({ width: 320, height: 700 });
  await expect(page.getByRole('table', { name: 'Jahr 1 von 30: Raten 1–12' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);

  await page.goto('/ar/tools/loan-calculator');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'حاسبة القروض' })).toBeVisible();
  await page.getByRole('textbox', { name: 'مبلغ القرض' }).fill('200000');
  await page.getByRole('textbox', { name: 'سعر الفائدة (% سنويًا)' }).fill('0');
  await expect(page.getByRole('status').filter({ hasText: 'الدفعة الشهرية' })).toContainText('555.56');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  expect(errors).toEqual([]);
});
