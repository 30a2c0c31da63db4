import { type Locator, type Page } from '@playwright/test';
import { expect, test, collectErrors, openEmbedded } from './support';

type Detail = Record<string, unknown>;
const lastChange = (page: Page) => page.evaluate(() => (window as unknown as { lastChange?: Detail }).lastChange ?? null);

// The visitor's own zone, whatever the machine's: it is listed first.
test.use({ timezoneId: 'America/New_York' });

/** Every request the page makes from now on. */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

const row = (scope: Page | Locator, zone: string) => scope.locator(`li[data-zone="${zone}"]`);

test('embedded under the strict CSP: attributes, the DST gap, adding a zone by keyboard in the shadow root, no zone data fetched', async ({ page }) => {
  const { element, errors } = await openEmbedded(page, 'time-zone-converter', { date: '2026-07-01', time: '09:00', from: 'America/New_York', zones: 'Europe/Berlin,Asia/Tokyo' });
  await page.evaluate(() => {
    document.addEventListener('toolshed-change', (e) => ((window as unknown as { lastChange?: unknown }).lastChange = (e as CustomEvent).detail));
  });
  // The example: 09:00 New York = 15:00 Berlin = 22:00 Tokyo.
  await expect(row(element, 'America/New_York')).toContainText('09:00');
  await expect(row(element, 'Europe/Berlin')).toContainText('15:00');
  await expect(row(element, 'Asia/Tokyo')).toContainText('22:00');
  // The strip marks 09–16 in every zone.
  for (const city of ['New York', 'Berlin', 'Tokyo']) {
    const cells = element.locator('tr').filter({ has: page.getByRole('rowheader', { name: city, exact: true }) }).locator('td[data-working]');
    await expect(cells).toHaveCount(8);
  }

  // From here on the tool converts, searches and adds zones without a single request.
  const requests = recordRequests(page);
  const search = element.getByRole('combobox', { name: 'Add a time zone' });
  await search.fill('+05:30');
  await expect(element.getByRole('listbox').getByRole('option').first()).toContainText('UTC+05:30');
  await search.press('Enter');
  await expect(element.getByText(/^Asia\/(Kolkata|Calcutta) · /)).toBeVisible();
  await expect(element.locator('li[data-zone^="Asia/"]').filter({ hasText: '18:30' })).toHaveCount(1);

  // A time in London's spring-forward gap is flagged and shifted.
  await element.getByRole('combobox', { name: 'Time zone of this time' }).selectOption('Europe/Berlin');
  await element.getByLabel('Date', { exact: true }).fill('2026-03-29');
  await element.getByLabel('Time', { exact: true }).fill('02:30');
  await expect(element.getByText('This time does not exist')).toBeVisible();
  await expect(element.getByText(/clocks in Berlin jump forward 1 hour, so 02:30 is skipped\. It is shown as 03:30 \(UTC\+02:00\)/)).toBeVisible();
  await expect.poll(() => lastChange(page)).toMatchObject({ dst: 'gap', from: 'Europe/Berlin', instant: '2026-03-29T01:30:00.000Z' });
  expect(requests).toEqual([]);
  await expect(element).not.toContainText('NaN');
  await expect(element).not.toContainText('Invalid Date');
  expect(errors).toEqual([]);
});

test('the site route: local zone first, a share link round trip, copy, the remembered zones, no request off the origin', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const errors = collectErrors(page);
  const requests = recordRequests(page);
  await page.goto('/tools/time-zone-converter');
  await expect(page).toHaveTitle('Time Zone Converter — Toolshed');
  await expect(page.getByRole('heading', { level: 1, name: 'Time Zone Converter' })).toBeVisible();
  // The visitor's zone first, following the clock until a time is typed.
  await expect(page.locator('li[data-zone]').first()).toHaveAttribute('data-zone', 'America/New_York');
  await expect(page.getByText('Showing the current time; it moves on every minute until you change it.')).toBeVisible();

  await page.getByLabel('Date', { exact: true }).fill('2026-07-01');
  await page.getByLabel('Time', { exact: true }).fill('09:00');
  await expect(row(page, 'Europe/London')).toContainText('14:00');
  await expect(row(page, 'Asia/Tokyo')).toContainText('22:00');
  await page.getByRole('button', { name: 'Remove London' }).click();
  await page.getByRole('combobox', { name: 'Add a time zone' }).fill('berlin');
  await page.getByRole('option', { name: /Berlin/ }).click();
  await expect(row(page, 'Europe/Berlin')).toContainText('15:00');

  await page.getByRole('button', { name: 'Copy Times' }).click();
  await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    ['New York (America/New_York): Wed, Jul 1, 2026, 09:00 (UTC\u221204:00)', 'Tokyo (Asia/Tokyo): Wed, Jul 1, 2026, 22:00 (UTC+09:00)', 'Berlin (Europe/Berlin): Wed, Jul 1, 2026, 15:00 (UTC+02:00)'].join('\n'),
  );

  // The link carries the time in its zone: opened in Tokyo, it shows the same instant.
  await expect
    .poll(() => Object.fromEntries(new URL(page.url()).searchParams))
    .toEqual({ date: '2026-07-01', time: '09:00', from: 'America/New_York', zones: 'America/New_York,Asia/Tokyo,Europe/Berlin' });
  const tokyo = await context.browser()!.newContext({ timezoneId: 'Asia/Tokyo', baseURL });
  const other = await tokyo.newPage();
  await other.goto(page.url());
  await expect(other.locator('li[data-zone]').first()).toHaveAttribute('data-zone', 'Asia/Tokyo');
  await expect(row(other, 'America/New_York')).toContainText('09:00');
  await expect(row(other, 'Asia/Tokyo')).toContainText('22:00');
  await expect(other.getByRole('combobox', { name: 'Time zone of this time' })).toHaveValue('America/New_York');
  await tokyo.close();

  // The zones are remembered for a bare visit; the time is not.
  await page.goto('/tools/time-zone-converter');
  await expect(page.locator('li[data-zone]')).toHaveCount(3);
  await expect(row(page, 'Europe/Berlin')).toBeVisible();
  await expect(page.getByText('Showing the current time; it moves on every minute until you change it.')).toBeVisible();
  const origin = new URL(page.url()).origin;
  expect(requests.filter((url) => !url.startsWith(origin) && !url.startsWith('data:'))).toEqual([]);
  expect(errors).toEqual([]);
});

test('the German and Arabic pages on a phone: times right under the input, the strip scrolls in its own box', async ({ page }) => {
  const errors = collectErrors(page);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/de/tools/time-zone-converter?date=2026-07-01&time=09:00&zones=Europe/Berlin');
  await expect(page.getByRole('heading', { level: 1, name: 'Zeitzonenrechner' })).toBeVisible();
  await expect(row(page, 'Europe/Berlin')).toContainText('15:00');
  await expect(row(page, 'Europe/Berlin')).toContainText('Mi., 1. Juli 2026');
  await expect(page.getByText('Alle sind in ihrer Arbeitszeit um 09:00–11:00 (Zeit in New York).')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);

  await page.goto('/ar/tools/time-zone-converter?date=2026-07-01&time=09:00&zones=Asia/Tokyo');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'محوّل المناطق الزمنية' })).toBeVisible();
  await expect(row(page, 'Asia/Tokyo')).toContainText('22:00');
  await expect(page.getByRole('region', { name: 'ساعات اليوم في كل منطقة زمنية' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
  expect(errors).toEqual([]);
});
