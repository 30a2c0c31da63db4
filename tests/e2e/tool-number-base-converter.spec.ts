import { expect, test, collectErrors, openEmbedded, siteUrl } from './support';

type Window = { lastChange?: Record<string, unknown> };

test('the embedded number base converter takes its attributes, converts any field and tells the host', async ({ page }) => {
  const { element, errors } = await openEmbedded(page, 'number-base-converter', { value: '0xff', grouping: 'none', uppercase: 'true' });
  await page.evaluate(() => document.addEventListener('toolshed-change', (e) => ((window as unknown as Window).lastChange = (e as CustomEvent).detail)));
  // A 0x prefix with `from` at 10 puts the value in the Hexadecimal field.
  await expect(element.getByRole('textbox', { name: 'Hexadecimal', exact: true })).toHaveValue('0xff');
  await expect(element.getByRole('textbox', { name: 'Decimal', exact: true })).toHaveValue('255');
  await expect(element.getByRole('textbox', { name: 'Base 36', exact: true })).toHaveValue('73');

  // Typing in Binary drives every other field; the native select works inside the shadow root.
  await element.getByRole('textbox', { name: 'Binary', exact: true }).fill('1 0000 0000');
  await expect(element.getByRole('textbox', { name: 'Hexadecimal', exact: true })).toHaveValue('100');
  await element.getByRole('combobox', { name: /Other Base/ }).selectOption('2');
  await expect(element.getByRole('textbox', { name: 'Base 2', exact: true })).toHaveValue('100000000');
  await expect
    .poll(() => page.evaluate(() => (window as unknown as Window).lastChange))
    .toMatchObject({ from: 2, base: 2, decimal: '256', hexadecimal: '100', bits: 9, twosComplement: { 8: null, 16: '0000000100000000' }, error: null });
  expect(errors).toEqual([]);
});

test('the site route converts 2^64 + 1 exactly, shows -1 in 8 bits, names a wrong digit and copies', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const errors = collectErrors(page);
  await page.goto(`${siteUrl}/tools/number-base-converter`);
  await expect(page).toHaveTitle('Number Base Converter — Toolshed');

  const decimal = page.getByRole('textbox', { name: 'Decimal', exact: true });
  await decimal.fill('18446744073709551617');
  await expect(page.getByRole('textbox', { name: 'Hexadecimal', exact: true })).toHaveValue('1 0000 0000 0000 0001');
  await expect(page.getByTestId('base-summary')).toHaveText('Converted from Decimal: 65 bits.');
  await page.getByRole('button', { name: 'Copy Hexadecimal', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('1 0000 0000 0000 0001');

  await decimal.fill('-1');
  await expect(page.getByTestId('bits-8-binary')).toHaveText('1111 1111');
  await expect(page.getByTestId('bits-64-hex')).toHaveText('ffff ffff ffff ffff');

  await page.getByRole('textbox', { name: 'Hexadecimal', exact: true }).fill('0x1g');
  await expect(page.getByText('“g” is not a hexadecimal digit. Hexadecimal uses 0–9 and a–f.')).toBeVisible();
  await expect(decimal).toHaveValue('');
  await expect(page.locator('main')).not.toContainText(/NaN|undefined|Infinity/);
  expect(errors).toEqual([]);
});

test('a share link restores the number, its base and the settings; German and Arabic pages convert', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto(`${siteUrl}/tools/number-base-converter?value=zz&from=36&grouping=underscore`);
  await expect(page.getByRole('textbox', { name: 'Base 36', exact: true })).toHaveValue('zz');
  await expect(page.getByRole('textbox', { name: 'Decimal', exact: true })).toHaveValue('1_295');
  await expect.poll(() => Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ value: 'zz', from: '36', grouping: 'underscore' });
  await page.getByRole('textbox', { name: 'Octal', exact: true }).fill('17');
  await expect.poll(() => Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ value: '17', from: '8', grouping: 'underscore' });

  await page.goto(`${siteUrl}/de/tools/number-base-converter`);
  await expect(page.getByRole('heading', { level: 1, name: 'Zahlensystem-Umrechner' })).toBeVisible();
  // German groups thousands with a point: 1.000 is a thousand, not a fraction.
  await page.getByRole('textbox', { name: 'Dezimal', exact: true }).fill('1.000');
  await expect(page.getByRole('textbox', { name: 'Hexadezimal', exact: true })).toHaveValue('3e8');

  await page.goto(`${siteUrl}/ar/tools/number-base-converter`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'محوّل أنظمة العد' })).toBeVisible();
  await page.getByRole('textbox', { name: 'ثنائي', exact: true }).fill('2');
  await expect(page.getByText('«2» ليس رقمًا ثنائيًا. النظام الثنائي لا يستخدم إلا 0 و1.')).toBeVisible();
  expect(errors).toEqual([]);
});
