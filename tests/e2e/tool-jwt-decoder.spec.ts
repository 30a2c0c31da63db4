import { expect, test, collectErrors, openEmbedded, siteUrl } from './support';
import en from '../../src/tools/jwt-decoder/messages/en';
import ar from '../../src/tools/jwt-decoder/messages/ar';

// RFC 7519 §3.1: HS256, signed with the Base64URL key of RFC 7515 appendix A.1, expired in 2011.
const RFC_TOKEN =
  'eyJ0eXAiOiJKV1QiLA0KICJhbGciOiJIUzI1NiJ9.eyJpc3MiOiJqb2UiLA0KICJleHAiOjEzMDA4MTkzODAsDQogImh0dHA6Ly9leGFtcGxlLmNvbS9pc19yb290Ijp0cnVlfQ.dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
const RFC_KEY = 'AyM1SysPpbyDfgZld3umj1qzKObwVMkoqQ-EstJQLr_T-1qS0gZH75aKtMN3Yj0iPS4hcgUuTwjAzZr1Z9CAow';

type Change = { status?: string; alg?: string; time?: string; signature?: string; payload?: Record<string, unknown> };

test('the embedded decoder takes token, secret and encoding attributes, verifies, and reports to the host', async ({ page }) => {
  const { element, errors } = await openEmbedded(page, 'jwt-decoder', { token: RFC_TOKEN, secret: RFC_KEY, 'secret-encoding': 'base64' });
  await page.evaluate(() => {
    const w = window as unknown as { changes: unknown[] };
    w.changes = [];
    document.addEventListener('toolshed-change', (e) => w.changes.push((e as CustomEvent).detail));
  });
  await expect(element.getByRole('textbox', { name: 'Encoded token (JWT)' })).toHaveValue(RFC_TOKEN);
  await expect(element.getByRole('combobox', { name: 'Secret encoding' })).toHaveValue('base64');
  await expect(element.getByText('Signature verified', { exact: true })).toBeVisible();
  await expect(element.getByText('Expired', { exact: true })).toBeVisible();
  await expect(element.getByText('2011-03-22 18:43:00 UTC')).toBeVisible();
  await expect(element.getByRole('region', { name: 'Payload (JSON)' })).toContainText('"http://example.com/is_root": true');

  // A wrong secret: the host hears the new verdict.
  const secret = element.getByRole('textbox', { name: 'Secret' });
  await element.getByRole('combobox', { name: 'Secret encoding' }).selectOption('text');
  await secret.fill('not the key');
  await expect(element.getByRole('alert')).toContainText('Invalid signature');
  await expect
    .poll(() => page.evaluate(() => ((window as unknown as { changes: Change[] }).changes.at(-1) ?? {}) as Change))
    .toMatchObject({ status: 'decoded', alg: 'HS256', time: 'expired', signature: 'invalid', payload: { iss: 'joe', exp: 1300819380 } });
  // The element's lang attribute picks its language, live.
  await element.evaluate((el) => el.setAttribute('lang', 'de'));
  await expect(element.getByRole('textbox', { name: 'Kodiertes Token (JWT)' })).toHaveValue(RFC_TOKEN);
  expect(errors).toEqual([]);
});

test('the site page /tools/jwt-decoder decodes, verifies the example and names a broken part', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto(`${siteUrl}/tools/jwt-decoder`);
  await expect(page).toHaveTitle('JWT Decoder — Toolshed');
  await expect(page.getByText(/the token and keys never leave this page/)).toBeVisible();
  await page.getByRole('button', { name: 'Load Sample' }).click();
  await expect(page.getByText('Signature verified', { exact: true })).toBeVisible();
  await expect(page.getByText('Valid time window', { exact: true })).toBeVisible();
  await expect(page.getByText(/^Local: Jan 1, 2100/)).toBeVisible();

  const field = page.getByRole('textbox', { name: 'Encoded token (JWT)' });
  await field.fill('eyJhbGciOiJIUzI1NiJ9.e30');
  await expect(page.getByText('The token has 2 parts; a JWT has 3 (header.payload.signature).')).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  // Nothing about the token is remembered: only the secret encoding setting.
  const stored = await page.evaluate(() => localStorage.getItem('toolshed:jwt-decoder'));
  expect(stored).toBe('{"secretEncoding":"text"}');
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});

test('the Arabic page /ar/tools/jwt-decoder decodes and verifies in Arabic, right to left', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto(`${siteUrl}/ar/tools/jwt-decoder`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'فك ترميز JWT' })).toBeVisible();
  const field = page.getByRole('textbox', { name: 'الرمز المرمّز (JWT)' });
  // A token reads left to right on a right-to-left page.
  await expect(field).toHaveAttribute('dir', 'ltr');
  await page.getByRole('button', { name: 'تحميل مثال' }).click();
  await expect(page.getByText('تم التحقق من التوقيع', { exact: true })).toBeVisible();
  await expect(page.getByText('ضمن فترة الصلاحية', { exact: true })).toBeVisible();
  await expect(page.getByText('2100-01-01 00:00:00 UTC')).toBeVisible();
  await expect(page.getByText(/^بالتوقيت المحلي: /).first()).toBeVisible();

  // None of the tool's English words is left on the page (words Arabic writes the same aside).
  const shown = await page.locator('main').innerText();
  const lines = new Set(shown.split('\n').map((line) => line.trim()));
  const arabic = new Set<string>(Object.values(ar));
  const english = Object.values(en).filter((text) => !text.includes('{') && !arabic.has(text));
  expect(english.filter((text) => lines.has(text) || (text.length > 12 && shown.includes(text)))).toEqual([]);

  await field.fill('eyJhbGciOiJIUzI1NiJ9.e30');
  await expect(page.getByText('يتكوّن الرمز من جزأين، بينما يتكوّن JWT من 3 أجزاء (header.payload.signature).')).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(errors).toEqual([]);
});

test('the signature check loads after the page starts: "checking" while its code is on its way, then the verdict', async ({ page }) => {
  const errors = collectErrors(page);
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const requested: string[] = [];
  await page.route(/\/assets\/verification-[\w-]+\.js$/, async (route) => {
    requested.push(route.request().url());
    await held;
    await route.continue();
  });
  await page.goto(`${siteUrl}/tools/jwt-decoder`);
  // Not part of the page's start-up, and asked for once the page is live, before any click.
  await expect(page.locator('link[rel="modulepreload"][href*="/verification-"]')).toHaveCount(0);
  await expect.poll(() => requested.length).toBe(1);

  await page.getByRole('textbox', { name: 'Encoded token (JWT)' }).fill(RFC_TOKEN);
  await page.getByRole('combobox', { name: 'Secret encoding' }).selectOption('base64');
  await page.getByRole('textbox', { name: 'Secret' }).fill(RFC_KEY);
  // The token decodes at once; the verdict waits for the check, and says so.
  await expect(page.getByText('2011-03-22 18:43:00 UTC')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Checking the signature…' })).toBeVisible();
  await expect(page.getByText('Signature verified', { exact: true })).toHaveCount(0);
  release();
  await expect(page.getByText('Signature verified', { exact: true })).toBeVisible();
  await expect(page.getByText('The signature matches this secret (HS256).')).toBeVisible();
  expect(requested).toHaveLength(1);
  expect(errors).toEqual([]);
});

test('an HS256 token with its secret, entered straight after the page loads, verifies', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto(`${siteUrl}/tools/jwt-decoder`);
  await page.getByRole('textbox', { name: 'Encoded token (JWT)' }).fill(RFC_TOKEN);
  await page.getByRole('combobox', { name: 'Secret encoding' }).selectOption('base64');
  await page.getByRole('textbox', { name: 'Secret' }).fill(RFC_KEY);
  await expect(page.getByText('Signature verified', { exact: true })).toBeVisible();
  await page.getByRole('combobox', { name: 'Secret encoding' }).selectOption('text');
  await page.getByRole('textbox', { name: 'Secret' }).fill('not the key');
  await expect(page.getByRole('alert')).toContainText('Invalid signature');
  expect(errors).toEqual([]);
});
