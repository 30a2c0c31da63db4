import { expect, test, collectErrors, intlCalls, openEmbedded, siteUrl, watchIntl } from './support';

type Window = { lastChange?: Record<string, unknown> };

test('the embedded timestamp converter takes its attributes, converts dates and tells the host', async ({ page }) => {
  const { element, errors } = await openEmbedded(page, 'timestamp-converter', { value: '1700000000000' });
  await page.evaluate(() => document.addEventListener('toolshed-change', (e) => ((window as unknown as Window).lastChange = (e as CustomEvent).detail)));
  const input = element.getByRole('textbox', { name: 'Timestamp or Date' });
  await expect(input).toHaveValue('1700000000000');
  await expect(element.getByText('Detected: Unix time in milliseconds (12 to 14 digits).')).toBeVisible();
  await expect(element.getByTestId('timestamp-summary')).toHaveText('2023-11-14T22:13:20Z');

  // A date in, Unix time out; the native select works inside the shadow root.
  await input.fill('Tue, 14 Nov 2023 22:13:20 +0000');
  await expect(element.getByTestId('form-seconds')).toHaveText('1700000000');
  await expect
    .poll(() => page.evaluate(() => (window as unknown as Window).lastChange))
    .toMatchObject({ readAs: 'rfc2822', seconds: '1700000000', iso: '2023-11-14T22:13:20Z', error: null });
  await input.fill('1700000000');
  await element.getByRole('combobox', { name: /Unit/ }).selectOption('ms');
  await expect(element.getByTestId('timestamp-summary')).toHaveText('1970-01-20T16:13:20Z');
  expect(errors).toEqual([]);
});

test('the site route converts, ticks, copies and explains bad input; no Intl while it loads', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const errors = collectErrors(page);
  await watchIntl(page);
  await page.goto(`${siteUrl}/tools/timestamp-converter`);
  await expect(page).toHaveTitle('Timestamp Converter — Toolshed');
  expect(await intlCalls(page)).toEqual([]);

  // The live "now" is the real clock, and it moves.
  const nowSeconds = page.getByTestId('form-now-seconds');
  await expect(nowSeconds).toHaveText(/^\d{10}$/);
  const first = Number(await nowSeconds.textContent());
  expect(Math.abs(first - Date.now() / 1000)).toBeLessThan(30);
  await expect.poll(async () => Number(await nowSeconds.textContent()), { timeout: 5000 }).toBeGreaterThan(first);

  const input = page.getByRole('textbox', { name: 'Timestamp or Date' });
  await page.getByRole('button', { name: 'Use Now' }).click();
  await expect(input).toHaveValue(/^\d{10}$/);

  await input.fill('1700000000');
  await expect(page.getByTestId('timestamp-summary')).toHaveText('2023-11-14T22:13:20Z');
  await expect(page.getByTestId('form-relative')).toHaveText(/ago$/);
  await page.getByRole('button', { name: 'Copy ISO 8601', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('2023-11-14T22:13:20Z');

  await input.fill('soon');
  await expect(page.getByText(/^Not a timestamp or a date\./)).toBeVisible();
  await expect(page.locator('main')).not.toContainText(/NaN|Invalid Date|undefined/);
  expect(errors).toEqual([]);
});

test('a share link restores the input and unit and round-trips; German reads a decimal comma', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto(`${siteUrl}/tools/timestamp-converter?value=1700000000&unit=ms`);
  await expect(page.getByRole('textbox', { name: 'Timestamp or Date' })).toHaveValue('1700000000');
  await expect(page.getByRole('combobox', { name: /Unit/ })).toHaveValue('ms');
  await expect(page.getByTestId('timestamp-summary')).toHaveText('1970-01-20T16:13:20Z');
  await expect.poll(() => Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ value: '1700000000', unit: 'ms' });
  await page.getByRole('combobox', { name: /Unit/ }).selectOption('auto');
  await expect.poll(() => Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ value: '1700000000' });

  await page.goto(`${siteUrl}/de/tools/timestamp-converter`);
  await expect(page.getByRole('heading', { level: 1, name: 'Zeitstempel-Umrechner' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Zeitstempel oder Datum' }).fill('1700000000,5');
  await expect(page.getByTestId('form-milliseconds')).toHaveText('1700000000500');
  await expect(page.getByTestId('form-relative')).toHaveText(/^vor \d+ Jahren$/);

  await page.goto(`${siteUrl}/ar/tools/timestamp-converter`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'محوّل الطوابع الزمنية' })).toBeVisible();
  await page.getByRole('textbox', { name: 'الطابع الزمني أو التاريخ' }).fill('2023-11-14T22:13:20Z');
  await expect(page.getByTestId('form-seconds')).toHaveText('1700000000');
  expect(errors).toEqual([]);
});
