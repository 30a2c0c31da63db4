import { type Page } from '@playwright/test';
import { expect, test, collectErrors, openEmbedded, statTile } from './support';

/** Today's date as the page's browser sees it (local time), YYYY-MM-DD. */
const browserToday = (page: Page) =>
  page.evaluate(() => {
    const now = new Date();
    return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  });

interface Change {
  birthDate: string | null;
  asOf: string | null;
  error: string | null;
  age: { years: number; months: number; days: number; totalDays: number; daysUntilNextBirthday: number; bornWeekday: string } | null;
}

const lastChange = (page: Page) => page.evaluate(() => (window as unknown as { lastChange?: Change }).lastChange ?? null);

test('embedded: attributes set both dates, the keyboard edits them, and toolshed-change reaches the host', async ({ page }) => {
  const { element, errors } = await openEmbedded(page, 'age-calculator', { 'birth-date': '1990-05-15', 'as-of': '2026-03-01' });
  await page.evaluate(() => {
    document.addEventListener('toolshed-change', (e) => ((window as unknown as { lastChange?: unknown }).lastChange = (e as CustomEvent).detail));
  });
  const birth = element.getByLabel('Birth date');
  const asOf = element.getByLabel('As of');
  await expect(birth).toHaveValue('1990-05-15');
  await expect(asOf).toHaveValue('2026-03-01');
  await expect(statTile(element, 'Years')).toHaveText('35');
  await expect(statTile(element, 'Months')).toHaveText('9');
  await expect(statTile(element, 'Days')).toHaveText('14');
  await expect(statTile(element, 'Total days')).toHaveText('13,074');

  // Real key presses in the native field inside the shadow root: month, day, year segments.
  await asOf.focus();
  await page.keyboard.type('05152026');
  await expect(asOf).toHaveValue('2026-05-15');
  await expect(statTile(element, 'Years')).toHaveText('36');
  await expect(statTile(element, 'Next birthday')).toHaveText('Today');
  await expect(element.getByText('Happy 36th birthday!')).toBeVisible();
  await expect
    .poll(() => lastChange(page))
    .toMatchObject({ birthDate: '1990-05-15', asOf: '2026-05-15', error: null, age: { years: 36, months: 0, days: 0, daysUntilNextBirthday: 0, bornWeekday: 'Tuesday' } });

  // A birth date after the as-of date is refused, next to the field, and reported.
  await birth.fill('2027-01-01');
  await expect(element.getByText('The birth date is after the “as of” date (Friday, May 15, 2026).', { exact: false })).toBeVisible();
  await expect(birth).toHaveAttribute('aria-invalid', 'true');
  await expect.poll(async () => (await lastChange(page))?.age ?? 'no age').toBe('no age');
  expect((await lastChange(page))?.error).toMatch(/^The birth date is after the “as of” date/);

  // Today goes back to the visitor's own date.
  await element.getByRole('button', { name: 'Today' }).click();
  await expect(asOf).toHaveValue(await browserToday(page));
  await expect(element.getByRole('button', { name: 'Today' })).toBeDisabled();

  expect(errors).toEqual([]);
});

test('embedded: invalid attributes fall back to an empty birth date and today', async ({ page }) => {
  const { element, errors } = await openEmbedded(page, 'age-calculator', { 'birth-date': '15/05/1990', 'as-of': '2026-02-30' });
  await expect(element.getByLabel('Birth date')).toHaveValue('');
  await expect(element.getByLabel('As of')).toHaveValue(await browserToday(page));
  await expect(element.getByText('Enter a birth date to see the age in years, months and days.')).toBeVisible();
  expect(errors).toEqual([]);
});

test('the site page computes an age, rejects a future birth date and copies the summary', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const errors = collectErrors(page);
  await page.goto('/tools/age-calculator');
  await expect(page).toHaveTitle('Age Calculator — Toolshed');
  await expect(page.getByRole('heading', { level: 1, name: 'Age Calculator' })).toBeVisible();
  // "As of" starts at today, read in the browser after hydration.
  await expect(page.getByLabel('As of')).toHaveValue(await browserToday(page));

  await page.getByLabel('As of').fill('2024-02-29');
  await page.getByLabel('Birth date').fill('2000-02-29');
  await expect(statTile(page, 'Years')).toHaveText('24');
  await expect(statTile(page, 'Total days')).toHaveText('8,766');
  await expect(page.getByText('Leap-day birthday', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Copy Summary' }).click();
  await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied.split('\n').slice(0, 3)).toEqual([
    'Born:           Tuesday, February 29, 2000',
    'As of:          Thursday, February 29, 2024',
    'Age:            24 years, 0 months, 0 days',
  ]);

  await page.getByLabel('Birth date').fill('2030-06-01');
  await expect(page.getByText(/^The birth date is after the “as of” date \(Thursday, February 29, 2024\)/)).toBeVisible();
  await expect(page.getByText('Fix the highlighted date to see the age.')).toBeVisible();
  await page.getByRole('button', { name: 'Today' }).click();
  await expect(page.getByText(/^The birth date is in the future\. Choose a date on or before today/)).toBeVisible();

  expect(errors).toEqual([]);
});
