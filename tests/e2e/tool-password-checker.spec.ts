import { type Locator, type Page } from '@playwright/test';
import { expect, test, collectErrors, openEmbedded, siteUrl } from './support';

const passwordField = (scope: Locator | Page) => scope.getByLabel('Password', { exact: true });
const score = (scope: Locator | Page) => scope.getByRole('meter', { name: 'Score' });
const checkRow = (scope: Locator | Page, title: string) => scope.getByRole('listitem').filter({ hasText: title });
const LOAD = { timeout: 20_000 };

/** Everything the page keeps in Web Storage, as "key=value" lines. */
const storage = (page: Page) =>
  page.evaluate(() =>
    [localStorage, sessionStorage].flatMap((s) => Array.from({ length: s.length }, (_, i) => `${s.key(i)}=${s.getItem(s.key(i) ?? '')}`)).join('\n'),
  );

test('the embedded checker takes its attributes, scores, and reports without the password', async ({ page }) => {
  const { element, errors } = await openEmbedded(page, 'password-checker', { 'initial-password': 'password', usage: 'multi-factor' });
  await page.evaluate(() => {
    const w = window as unknown as { reports: unknown[] };
    w.reports = [];
    document.addEventListener('toolshed-change', (e) => w.reports.push((e as CustomEvent).detail));
  });

  const field = passwordField(element);
  await expect(field).toHaveValue('password');
  await expect(field).toHaveAttribute('type', 'password');
  await expect(element.getByRole('combobox', { name: 'How is this password used?' })).toHaveValue('multi-factor');
  await expect(score(element)).toHaveAttribute('aria-valuetext', 'Very weak (0 of 4)', LOAD);
  await expect(element.getByText('This is a heavily used password.')).toBeVisible();
  await expect(checkRow(element, 'Not a common password or word').getByText('Fail', { exact: true })).toBeVisible();

  await field.fill('correct horse battery staple');
  await expect(score(element)).toHaveAttribute('aria-valuetext', 'Very strong (4 of 4)');
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { reports: Array<{ state: string; score: number | null }> }).reports.at(-1)))
    .toMatchObject({ state: 'ready', score: 4, label: 'Very strong', guessesLog10: 19.72, length: 28, warning: null });
  const reports = await page.evaluate(() => JSON.stringify((window as unknown as { reports: unknown[] }).reports));
  expect(reports).not.toContain('horse');
  expect(await storage(page)).not.toContain('horse');

  // Show / hide works inside the shadow root.
  await element.getByRole('button', { name: 'Show password' }).click();
  await expect(field).toHaveAttribute('type', 'text');
  expect(errors).toEqual([]);
});

test('the page loads the dictionaries only when used, and stores nothing typed', async ({ page }) => {
  const errors = collectErrors(page);
  const dictionaryRequests: string[] = [];
  page.on('request', (r) => /zxcvbn-(engine|worker)-[\w-]+\.js$/.test(r.url()) && dictionaryRequests.push(r.url()));

  await page.goto('/tools/password-checker');
  await expect(page).toHaveTitle('Password Strength Checker — Toolshed');
  const modules = (await page.locator('meta[name="toolshed-modules"]').getAttribute('content'))?.split(' ') ?? [];
  expect(modules).toContainEqual(expect.stringMatching(/^\/assets\/tool-password-checker-[\w-]+\.js$/));
  expect(modules.filter((m) => /zxcvbn/.test(m))).toEqual([]);
  // No module the page starts with holds the dictionaries or zxcvbn itself.
  for (const url of modules) {
    const body = await (await page.request.get(`${siteUrl}${url}`)).text();
    expect(body.includes('passwords-common'), url).toBe(false);
  }
  expect(dictionaryRequests).toEqual([]);

  const field = passwordField(page);
  await expect(page.getByText(/Type a password to see its score/)).toBeVisible();
  // The dictionaries load in the Worker (its own file), not on the page.
  const loaded = page.waitForResponse(/\/assets\/zxcvbn-worker-[\w-]+\.js$/);
  await field.pressSequentially('Summer2024!');
  expect((await loaded).status()).toBe(200);
  await expect(score(page)).toHaveAttribute('aria-valuetext', 'Fair (2 of 4)', LOAD);
  await expect(page.getByRole('definition').filter({ hasText: '11 years' })).toBeVisible();
  await expect(checkRow(page, 'At least 15 characters').getByText('Fail', { exact: true })).toBeVisible();
  expect(dictionaryRequests).toHaveLength(1);
  await expect(page.locator('[data-ran-on]')).toHaveAttribute('data-ran-on', 'worker');

  await page.getByRole('combobox', { name: 'How is this password used?' }).selectOption('multi-factor');
  await expect(checkRow(page, 'At least 15 characters').getByText('Note', { exact: true })).toBeVisible();

  const stored = await storage(page);
  expect(stored).toContain('toolshed:password-checker={"usage":"multi-factor"}');
  expect(stored).not.toContain('Summer2024');
  expect(page.url()).not.toContain('Summer');
  expect(errors).toEqual([]);
});

test('embedded on a page that blocks workers: the first 24 characters are estimated on the page, and it says so', async ({ page }) => {
  // The host forbids workers, as strict embedders do (a <meta> policy, as in the JSON formatter's test).
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      const policy = document.createElement('meta');
      policy.httpEquiv = 'Content-Security-Policy';
      policy.content = "worker-src 'none'";
      document.head.prepend(policy);
    }),
  );
  const { element, errors } = await openEmbedded(page, 'password-checker', { 'initial-password': 'correct horse battery staple' });
  await expect(score(element)).toHaveAttribute('aria-valuetext', /\(\d of 4\)$/, LOAD);
  await expect(element.locator('[data-ran-on]')).toHaveAttribute('data-ran-on', 'main');
  await expect(
    element.getByText('Estimated from the first 24 characters only: this site blocks background threads, so the check runs on this page and is kept short to keep typing smooth.'),
  ).toBeVisible();
  // Typing keeps working and short passwords are checked whole, with nothing to add.
  const field = passwordField(element);
  await field.fill('password');
  await expect(score(element)).toHaveAttribute('aria-valuetext', 'Very weak (0 of 4)');
  await expect(element.getByText(/blocks background threads/)).toHaveCount(0);
  // The browser itself logs the refused worker; nothing else may go wrong.
  expect(errors.filter((e) => !/Content Security Policy/.test(e))).toEqual([]);
});

test('in Arabic, right to left: its words, a common password’s verdict and crack times, no English left', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto(`${siteUrl}/ar/tools/password-checker`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'فاحص قوة كلمة المرور' })).toBeVisible();
  await page.getByLabel('كلمة المرور', { exact: true }).fill('password');
  const meter = page.getByRole('meter', { name: 'التقييم' });
  await expect(meter).toHaveAttribute('aria-valuetext', 'ضعيفة جدًا (0 من 4)', { timeout: 20_000 });
  await expect(page.getByText('هذه كلمة مرور مستخدمة بكثرة.')).toBeVisible();
  await expect(page.locator('dl').filter({ hasText: 'عبر الإنترنت، بسرعة محدودة' }).getByRole('definition')).toHaveText([
    'دقيقتان',
    'أقل من ثانية',
    'أقل من ثانية',
    'أقل من ثانية',
  ]);
  await expect(page.getByText('إنها في قائمة كلمات المرور الشائعة الاستخدام (أو صيغة بسيطة منها).')).toBeVisible();
  const main = (await page.locator('main').innerText()).replace(/\s+/g, ' ');
  for (const english of [
    'Check a Password',
    'How is this password used?',
    'Copy Report',
    'Time to Crack',
    'guesses per',
    'Estimated guesses',
    'Feedback',
    'Very weak',
    'heavily used',
    'Not a common password',
    'Pass',
    'Fail',
  ]) {
    expect(main, english).not.toContain(english);
  }
  expect(errors).toEqual([]);

  // The element's lang attribute picks the same words.
  const embedded = await openEmbedded(page, 'password-checker', { lang: 'ar' });
  await expect(embedded.element.getByRole('heading', { name: 'افحص كلمة مرور' })).toBeVisible();
  expect(embedded.errors).toEqual([]);
});
