import { readFile } from 'node:fs/promises';
import { expect, test, collectErrors, hostUrl, openEmbedded, siteUrl, statTile } from './support';

interface Change {
  version: string;
  count: number;
  uppercase: boolean;
  hyphens: boolean;
  values: string[];
  check: { valid: boolean; type: string | null; version: number | null; variant: string | null; time: string | null } | null;
}

const lastChange = (page: import('@playwright/test').Page) => page.evaluate(() => (window as unknown as { lastChange?: Change }).lastChange);

test('the embedded UUID generator takes its attributes, generates v7 in order and validates', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: hostUrl });
  const { element, errors } = await openEmbedded(page, 'uuid-generator', { version: 'v7', count: '20', uppercase: 'true', check: '01ARYZ6S41TSV4RRFFQ69G5FAV' });
  await page.evaluate(() => {
    document.addEventListener('toolshed-change', (e) => ((window as unknown as { lastChange?: unknown }).lastChange = (e as CustomEvent).detail));
  });

  const output = element.locator('pre code');
  await expect(output).toHaveText(/^([0-9A-F]{8}-[0-9A-F]{4}-7[0-9A-F]{3}-[89AB][0-9A-F]{3}-[0-9A-F]{12}\n){19}[0-9A-F-]{36}$/);
  const first = (await output.textContent())!.split('\n');
  expect([...first].sort()).toEqual(first);
  expect(new Set(first).size).toBe(20);
  await expect(statTile(element, 'Time \\(UTC\\)')).toHaveText('2016-07-30T22:36:16.385Z');
  await expect(element.locator('p', { hasText: 'A valid ULID.' })).toBeVisible();

  // react-aria presses work inside the shadow root; the next bulk sorts after the first.
  await element.getByRole('button', { name: 'Generate New UUIDs' }).click();
  await expect(output).not.toHaveText(first.join('\n'));
  const second = (await output.textContent())!.split('\n');
  expect([...first, ...second].sort()).toEqual([...first, ...second]);
  await expect.poll(async () => (await lastChange(page))?.values).toEqual(second);
  expect((await lastChange(page))!).toMatchObject({ version: 'v7', count: 20, uppercase: true, hyphens: true, check: { valid: true, type: 'ulid', version: null, time: '2016-07-30T22:36:16.385Z' } });

  // The validator reads back one of them: version 7, the RFC variant and a time of today.
  await element.getByRole('textbox', { name: 'UUID or ULID' }).fill(second[0]!);
  await expect(statTile(element, 'Version')).toHaveText('7: Unix time, sortable');
  await expect(statTile(element, 'Variant')).toHaveText('RFC 9562, the standard (10xx)');
  const time = Date.parse((await statTile(element, 'Time \\(UTC\\)').textContent())!);
  expect(Math.abs(time - Date.now())).toBeLessThan(60_000);

  await element.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(element.getByRole('button', { name: 'Copied!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(second.join('\n'));
  expect(errors).toEqual([]);
});

test('the site route /tools/uuid-generator generates after hydration, remembers settings, downloads, and a share link carries the settings only', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto(`${siteUrl}/tools/uuid-generator`);
  await expect(page).toHaveTitle('UUID Generator — Toolshed');
  await expect(page.getByRole('heading', { level: 1, name: 'UUID Generator' })).toBeVisible();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });

  const output = page.locator('pre code');
  await expect(output).toHaveText(/^([0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\n){4}[0-9a-f-]{36}$/);

  // 1000 at once, all different; the list downloads as uuids.txt.
  const count = page.getByRole('textbox', { name: 'How many' });
  await count.fill('1000');
  await count.press('Enter');
  await expect.poll(async () => (await output.textContent())!.split('\n').length).toBe(1000);
  const thousand = (await output.textContent())!.split('\n');
  expect(new Set(thousand).size).toBe(1000);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download' }).click()]);
  expect(download.suggestedFilename()).toBe('uuids.txt');
  expect(await readFile((await download.path())!, 'utf8')).toBe(thousand.join('\n'));

  // ULIDs: lower case by default, upper case with the switch; the settings go in the address, the values do not.
  await page.getByRole('combobox', { name: /^Type/ }).selectOption('ulid');
  await count.fill('3');
  await count.press('Enter');
  await expect(output).toHaveText(/^[0-9a-hjkmnp-tv-z]{26}\n[0-9a-hjkmnp-tv-z]{26}\n[0-9a-hjkmnp-tv-z]{26}$/);
  await page.getByText('Uppercase', { exact: true }).click();
  await expect(page.getByRole('switch', { name: 'Uppercase' })).toBeChecked();
  await expect(output).toHaveText(/^[0-9A-HJKMNP-TV-Z]{26}\n[0-9A-HJKMNP-TV-Z]{26}\n[0-9A-HJKMNP-TV-Z]{26}$/);
  const ulids = (await output.textContent())!;
  await expect.poll(() => Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ version: 'ulid', count: '3', uppercase: 'true' });
  expect(page.url()).not.toContain(ulids.split('\n')[0]!);
  await expect(page.getByText('A link carries the settings, never the generated values: it opens with new random ones.')).toBeVisible();

  // The share link opens the same settings with new values.
  const link = page.url();
  await page.goto(link);
  await expect(page.getByRole('combobox', { name: /^Type/ })).toHaveValue('ulid');
  await expect(output).toHaveText(/^[0-9A-HJKMNP-TV-Z]{26}\n[0-9A-HJKMNP-TV-Z]{26}\n[0-9A-HJKMNP-TV-Z]{26}$/);
  expect(await output.textContent()).not.toBe(ulids);

  // The remembered settings open the bare address the same way.
  await page.goto(`${siteUrl}/tools/uuid-generator`);
  await expect(page.getByRole('combobox', { name: /^Type/ })).toHaveValue('ulid');
  await expect(page.getByRole('textbox', { name: 'How many' })).toHaveValue('3');

  // A v5 link with a name and a value to check restores both.
  await page.goto(`${siteUrl}/tools/uuid-generator?version=v5&names=www.example.com&check=2ed6657d-e927-568b-95e1-2665a8aea6a2`);
  await expect(output).toHaveText('2ed6657d-e927-568b-95e1-2665a8aea6a2');
  await expect(statTile(page, 'Version')).toHaveText('5: from a name (SHA-1)');
  expect(errors).toEqual([]);
});

test('v4 is made on the page; the other kinds load after it starts, and a list waits for their code (never a wrong one)', async ({ page }) => {
  const errors = collectErrors(page);
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const requested: string[] = [];
  await page.route(/\/assets\/generate-[\w-]+\.js$/, async (route) => {
    requested.push(route.request().url());
    await held;
    await route.continue();
  });
  await page.goto(`${siteUrl}/tools/uuid-generator`);
  const output = page.locator('pre code');
  // The default v4 list needs none of it.
  await expect(output).toHaveText(/^([0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\n){4}[0-9a-f-]{36}$/);
  await expect(page.locator('link[rel="modulepreload"][href*="/generate-"]')).toHaveCount(0);
  await expect.poll(() => requested.length).toBe(1);

  // ULID chosen, and Generate New pressed, while the code is held: the list says it is generating.
  await page.getByRole('combobox', { name: /^Type/ }).selectOption('ulid');
  await page.getByRole('button', { name: 'Generate New ULIDs' }).click();
  await expect(page.getByText('Generating…')).toBeVisible();
  await expect(page.getByRole('region', { name: 'ULIDs' })).not.toContainText(/[0-9a-f]{8}-[0-9a-f]{4}/);
  release();
  await expect(output).toHaveText(/^([0-9a-hjkmnp-tv-z]{26}\n){4}[0-9a-hjkmnp-tv-z]{26}$/);
  const ulids = (await output.textContent())!.split('\n');
  expect(ulids.every((ulid) => ulid[0]! <= '7')).toBe(true);
  expect(ulids).toEqual([...ulids].sort());

  // v5 from its default name, from the same code.
  await page.getByRole('combobox', { name: /^Type/ }).selectOption('v5');
  await expect(output).toHaveText('cfbff0d1-9375-5685-968c-48ce8b15ae17');
  expect(requested).toHaveLength(1);
  expect(errors).toEqual([]);
});

test('a remembered ULID choice draws ULIDs straight after the page loads', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto(`${siteUrl}/tools/uuid-generator`);
  await page.evaluate(() => localStorage.setItem('toolshed:uuid-generator', JSON.stringify({ kind: 'ulid', count: 2 })));
  await page.reload();
  await expect(page.locator('pre code')).toHaveText(/^[0-9a-hjkmnp-tv-z]{26}\n[0-9a-hjkmnp-tv-z]{26}$/);
  expect(errors).toEqual([]);
});
