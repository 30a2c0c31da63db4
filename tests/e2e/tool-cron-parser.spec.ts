import { expect, test, collectErrors, cspViolations, intlCalls, openEmbedded, siteUrl, watchCsp, watchIntl } from './support';

type Window = { lastChange?: Record<string, unknown> };

/** The wall-clock minute, hour and weekday of an instant in a zone, read with Intl in the test runner. */
function wallClock(ms: number, zone: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', hour: 'numeric', minute: 'numeric', weekday: 'short' }).formatToParts(ms).map((p) => [p.type, p.value]),
  );
  return { minute: Number(parts.minute), hour: Number(parts.hour), weekday: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(parts.weekday!) };
}

/** `*\/15 9-17 * * 1-5` by brute force: the first `count` matching minutes after `after`. */
function officeQuarterHours(after: number, zone: string, count: number): number[] {
  const found: number[] = [];
  for (let t = Math.floor(after / 60_000) * 60_000 + 60_000; found.length < count; t += 60_000) {
    const { minute, hour, weekday } = wallClock(t, zone);
    if (minute % 15 === 0 && hour >= 9 && hour <= 17 && weekday >= 1 && weekday <= 5) found.push(t);
  }
  return found;
}

test('the embedded cron parser reads its attributes under the strict CSP (no eval), names a bad field and tells the host', async ({ page }) => {
  await watchCsp(page);
  const before = Date.now();
  const { element, errors } = await openEmbedded(page, 'cron-parser', { expression: '*/15 9-17 * * 1-5', zone: 'America/New_York' });
  await page.evaluate(() => document.addEventListener('toolshed-change', (e) => ((window as unknown as Window).lastChange = (e as CustomEvent).detail)));
  await expect(element.getByTestId('cron-summary')).toHaveText('Every 15 minutes, between 9:00 AM and 5:59 PM, Monday through Friday');
  await expect(element.getByTestId('run-9')).toBeVisible();

  // The 10 runs are what a brute-force matcher finds after the page's "now".
  const runs = await element.locator('[data-testid^="run-"]').allTextContents();
  expect(runs).toHaveLength(10);
  const instants = runs.map((iso) => Date.parse(iso));
  // The page's "now" lies between `before` and `after`: its first run between the first matches after each.
  const after = Date.now();
  expect(instants[0]).toBeGreaterThanOrEqual(officeQuarterHours(before - 1000, 'America/New_York', 1)[0]!);
  expect(instants[0]).toBeLessThanOrEqual(officeQuarterHours(after, 'America/New_York', 1)[0]!);
  expect(instants).toEqual(officeQuarterHours(instants[0]! - 1, 'America/New_York', 10));
  for (const iso of runs) expect(iso).toMatch(/^\d{4}-\d\d-\d\dT(09|1[0-7]):(00|15|30|45):00-0[45]:00$/);

  // The native select works inside the shadow root: office hours in UTC now.
  await element.getByRole('combobox', { name: /Time Zone/ }).selectOption('UTC');
  await expect(element.getByText('From now, in UTC.')).toBeVisible();
  await expect(element.getByTestId('run-0')).toHaveText(/^\d{4}-\d\d-\d\dT(09|1[0-7]):(00|15|30|45):00Z$/);

  const input = element.getByRole('textbox', { name: 'Cron Expression' });
  await input.fill('61 * * * *');
  await expect(element.getByText('Minute field: 61 is outside 0–59.')).toBeVisible();
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect
    .poll(() => page.evaluate(() => (window as unknown as Window).lastChange))
    .toMatchObject({ expression: '61 * * * *', zone: 'UTC', valid: false, invalidFields: ['minute'], nextRuns: [], error: 'Minute field: 61 is outside 0–59.' });
  expect((await cspViolations(page)).filter((v) => v.startsWith('script-src'))).toEqual([]);
  expect(errors).toEqual([]);
});

test('the site route loads without Intl or the engines, then reads, copies and explains bad input', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const errors = collectErrors(page);
  await watchIntl(page);
  const engineRequests: string[] = [];
  page.on('request', (request) => /\/engine-[\w-]+\.js$/.test(request.url()) && engineRequests.push(request.url()));
  await page.goto(`${siteUrl}/tools/cron-parser`);
  await expect(page).toHaveTitle('Cron Expression Parser — Toolshed');
  await expect(page.getByTestId('cron-summary')).toHaveText('Type a cron expression, or press Load Sample.');
  expect(await intlCalls(page)).toEqual([]);
  expect(engineRequests).toEqual([]);

  await page.getByRole('button', { name: 'Load Sample' }).click();
  await expect(page.getByTestId('cron-summary')).toHaveText('Every 15 minutes, between 9:00 AM and 5:59 PM, Monday through Friday');
  expect(engineRequests).toHaveLength(1);
  await expect(page.getByTestId('run-9')).toBeVisible();
  await page.getByRole('button', { name: 'Copy Description' }).click();
  await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('Every 15 minutes, between 9:00 AM and 5:59 PM, Monday through Friday');

  const input = page.getByRole('textbox', { name: 'Cron Expression' });
  await input.fill('@daily');
  await expect(page.getByText('@daily stands for 0 0 * * *.')).toBeVisible();
  await expect(page.getByTestId('run-0')).toHaveText(/T00:00:00(Z|[+-]\d\d:\d\d)$/);
  await input.fill('*/0 9 * 13 *');
  await expect(page.getByText('Minute field: A step of 0 never moves on. Use */1 or more. Month field: 13 is outside 1–12.')).toBeVisible();
  await expect(page.locator('main')).not.toContainText(/NaN|Invalid Date|undefined/);
  expect(errors).toEqual([]);
});

test('a share link restores the expression and zone and round-trips; German and Arabic describe in their language', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto(`${siteUrl}/tools/cron-parser?expression=${encodeURIComponent('30 8 * * 1')}&zone=Asia%2FTokyo`);
  await expect(page.getByRole('textbox', { name: 'Cron Expression' })).toHaveValue('30 8 * * 1');
  await expect(page.getByRole('combobox', { name: /Time Zone/ })).toHaveValue('Asia/Tokyo');
  await expect(page.getByTestId('cron-summary')).toHaveText('At 8:30 AM, only on Monday');
  await expect(page.getByTestId('run-0')).toHaveText(/^\d{4}-\d\d-\d\dT08:30:00\+09:00$/);
  await page.getByRole('combobox', { name: /Time Zone/ }).selectOption('Europe/Paris');
  await expect.poll(() => Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ expression: '30 8 * * 1', zone: 'Europe/Paris' });
  await page.getByRole('combobox', { name: /Time Zone/ }).selectOption('local');
  await expect.poll(() => Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ expression: '30 8 * * 1' });

  await page.goto(`${siteUrl}/de/tools/cron-parser`);
  await expect(page.getByRole('heading', { level: 1, name: 'Cron-Ausdruck-Parser' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Cron-Ausdruck' }).fill('*/15 9-17 * * 1-5');
  await expect(page.getByTestId('cron-summary')).toHaveText('Alle 15 Minuten, zwischen 09:00 und 17:59, Montag bis Freitag');

  await page.goto(`${siteUrl}/ar/tools/cron-parser`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'محلّل تعابير Cron' })).toBeVisible();
  await page.getByRole('textbox', { name: 'تعبير Cron' }).fill('61 * * * *');
  await expect(page.getByText('حقل الدقيقة: القيمة 61 خارج النطاق 0–59.')).toBeVisible();
  await page.getByRole('textbox', { name: 'تعبير Cron' }).fill('*/15 9-17 * * 1-5');
  await expect(page.getByTestId('cron-summary')).toHaveText(/الإثنين/);
  expect(errors).toEqual([]);
});
