import { createHmac } from 'node:crypto';
import { expect, test, collectErrors, cspViolations, openEmbedded, siteUrl } from './support';

/** RFC 6238's SHA-512 seed (64 ASCII bytes) in Base32, and the SHA-1 one (20 bytes). */
const SHA512_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQGEZDGNA';
const SHA1_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
const SEED512 = Buffer.from('1234567890123456789012345678901234567890123456789012345678901234');

/** An independent HOTP (RFC 4226) on Node's crypto, to check the page's codes. */
function hotp(key: Buffer, counter: number, algorithm: 'sha1' | 'sha512', digits: number): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac(algorithm, key).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 10 ** digits).padStart(digits, '0');
}
const grouped = (code: string) => `${code.slice(0, code.length / 2)} ${code.slice(code.length / 2)}`;

type Changes = { changes: unknown[] };

test('the embedded generator reads an otpauth URI, refreshes exactly at the period boundary, and keeps the secret out of events and storage, under the strict CSP without crypto.subtle', async ({ page }) => {
  // RFC 6238 Appendix B: T = 2000000000 s is 38618901 with SHA-512; its step runs from 1999999980 s to 2000000010 s.
  // The clock starts early in that step, so loading the page cannot carry it over the boundary.
  await page.clock.install({ time: 1_999_999_981_000 });
  // A host page without WebCrypto's subtle (as on a non-secure origin): the tool falls back to the site's JavaScript HMAC.
  await page.addInitScript(() => Object.defineProperty(globalThis.crypto, 'subtle', { value: undefined }));
  const uri = `otpauth://totp/Example%20Bank:sam@example.com?secret=${SHA512_SECRET}&issuer=Example%20Bank&algorithm=SHA512&digits=8&period=30`;
  const { element, errors } = await openEmbedded(page, 'totp-generator', { secret: uri });
  await page.evaluate(() => {
    const w = window as unknown as Changes;
    w.changes = [];
    document.addEventListener('toolshed-change', (e) => w.changes.push((e as CustomEvent).detail));
  });
  expect(await page.evaluate(() => typeof crypto.subtle)).toBe('undefined');
  await expect(element.getByTestId('totp-code')).toHaveText('3861 8901');
  await expect(element.getByRole('textbox', { name: 'Issuer' })).toHaveValue('Example Bank');
  await expect(element.getByRole('textbox', { name: 'Account' })).toHaveValue('sam@example.com');
  await expect(element.getByRole('radio', { name: 'SHA-512' })).toBeChecked();
  await expect(element.getByRole('radio', { name: '8' })).toBeChecked();
  await expect(element.getByTestId('totp-next')).toHaveText(grouped(hotp(SEED512, 66666667, 'sha512', 8)));

  // The code changes at the boundary, not a moment before (computed from Date.now, not a counted interval).
  await page.clock.pauseAt(2_000_000_009_500);
  await expect(element.getByTestId('totp-seconds')).toHaveText('1 second left');
  await page.clock.runFor(400);
  await expect(element.getByTestId('totp-code')).toHaveText('3861 8901');
  await page.clock.runFor(200);
  await expect(element.getByTestId('totp-code')).toHaveText(grouped(hotp(SEED512, 66666667, 'sha512', 8)));
  await expect(element.getByTestId('totp-seconds')).toHaveText('30 seconds left');
  // Time runs again (the element's change events wait for a timer).
  await page.clock.resume();

  await element.getByRole('textbox', { name: 'Verify a code' }).fill('38618901');
  await expect(element.getByTestId('totp-verify')).toHaveText('Valid: the code of the previous step (−1).');
  await expect
    .poll(() => page.evaluate(() => (window as unknown as Changes).changes.at(-1)))
    .toEqual({ algorithm: 'SHA512', digits: 8, period: 30, showingCode: true, secretError: false, verification: 'valid', remembered: false });
  const everything = JSON.stringify(await page.evaluate(() => ({ changes: (window as unknown as Changes).changes, storage: { ...localStorage }, session: { ...sessionStorage } })));
  expect(everything).not.toContain(SHA512_SECRET);
  expect(everything).not.toContain('38618901');
  expect(await cspViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
});

test('the site page: settings in the link, the secret never; stored only behind Remember on This Device; German and Arabic render', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto(`${siteUrl}/tools/totp-generator?algorithm=SHA256&digits=8&period=60`);
  await expect(page).toHaveTitle('TOTP Generator — Toolshed');
  await expect(page.getByRole('heading', { level: 1, name: 'TOTP Generator' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'SHA-256' })).toBeChecked();
  await expect(page.getByText('Your secret is never put in a link.')).toBeVisible();

  const secret = page.getByRole('textbox', { name: 'Secret or otpauth link' });
  await secret.fill(`otpauth://totp/Example:alice?secret=${SHA1_SECRET}&issuer=Example`);
  await expect(page.getByRole('radio', { name: 'SHA-1' })).toBeChecked();
  const now = await page.evaluate(() => Date.now());
  const expected = [Math.floor(now / 30_000), Math.floor(now / 30_000) + 1].map((step) => grouped(hotp(Buffer.from('12345678901234567890'), step, 'sha1', 6)));
  await expect(page.getByTestId('totp-code')).toHaveText(new RegExp(`^(${expected.join('|')})$`));
  // The link follows the settings the URI set (the defaults, which a link leaves out), and carries nothing of the secret.
  await expect.poll(() => Object.fromEntries(new URL(page.url()).searchParams)).toEqual({});
  expect(page.url()).not.toContain(SHA1_SECRET);
  expect(JSON.stringify(await page.evaluate(() => ({ ...localStorage })))).not.toContain(SHA1_SECRET);

  // Remember on This Device: stored, back after a reload; off deletes it.
  await page.getByText('Remember on This Device', { exact: true }).click();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('toolshed:totp-generator:secret'))).toContain(SHA1_SECRET);
  await page.goto(`${siteUrl}/tools/totp-generator`);
  await expect(secret).toHaveValue(`otpauth://totp/Example:alice?secret=${SHA1_SECRET}&issuer=Example`);
  await expect(page.getByRole('switch', { name: 'Remember on This Device' })).toBeChecked();
  expect(page.url()).not.toContain(SHA1_SECRET);
  await page.getByText('Remember on This Device', { exact: true }).click();
  await expect.poll(() => page.evaluate(() => JSON.stringify({ ...localStorage }))).not.toContain(SHA1_SECRET);

  await page.goto(`${siteUrl}/ar/tools/totp-generator`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'مولّد رموز TOTP' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'المفتاح السري أو رابط otpauth' })).toHaveValue('');
  await page.goto(`${siteUrl}/de/tools/totp-generator`);
  await expect(page.getByRole('heading', { level: 1, name: 'TOTP-Generator' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Schlüssel oder otpauth-Link' })).toBeVisible();
  expect(errors).toEqual([]);
});
