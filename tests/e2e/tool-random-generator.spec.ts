import { expect, test, collectErrors, openEmbedded } from './support';

type Detail = Record<string, unknown>;
const lastChange = (page: import('@playwright/test').Page) => page.evaluate(() => (window as unknown as { lastChange?: Detail }).lastChange);
const ONE_TO_TEN = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10'];

test('the embedded random generator takes its attributes, draws without repeats, refuses too many and rolls dice', async ({ page }) => {
  const { element, errors } = await openEmbedded(page, 'random-generator', { min: '1', max: '10', count: '10', unique: 'true', sorted: 'true' });
  await page.evaluate(() => {
    const w = window as unknown as { lastChange?: unknown };
    document.addEventListener('toolshed-change', (e) => (w.lastChange = (e as CustomEvent).detail));
  });
  await expect(element.getByRole('textbox', { name: 'To' })).toHaveValue('10');
  await expect(element.getByRole('switch', { name: 'No repeats' })).toBeChecked();
  await expect(element.getByText('Press Generate Numbers to draw.')).toBeVisible();

  // All ten of 1–10 without repeats, sorted: exactly 1 to 10, whatever the random values.
  await element.getByRole('button', { name: 'Generate Numbers' }).click();
  await expect(element.getByText('10 numbers from 1 to 10, no repeats, sorted')).toBeVisible();
  await expect(element.locator('section ul li')).toHaveText(ONE_TO_TEN);
  await expect.poll(async () => (await lastChange(page))?.values).toEqual(ONE_TO_TEN);

  // One more than the range holds is refused next to the count, and nothing is drawn.
  const count = element.getByRole('textbox', { name: 'How many' });
  await count.fill('11');
  await expect(count).toHaveAttribute('aria-invalid', 'true');
  await expect(element.getByText('Only 10 numbers lie from 1 to 10: with No repeats, draw at most 10.')).toBeVisible();
  await expect(element.getByRole('button', { name: 'Generate Numbers' })).toBeDisabled();
  await expect.poll(async () => (await lastChange(page))?.error).toBe('Only 10 numbers lie from 1 to 10: with No repeats, draw at most 10.');

  // Dice inside the shadow root: 2d6 by default, a total from 2 to 12.
  await element.getByRole('tab', { name: 'Dice' }).click();
  await element.getByRole('button', { name: 'Roll Dice' }).click();
  await expect(element.getByText('Rolled 2d6', { exact: true })).toBeVisible();
  await expect.poll(async () => (await lastChange(page))?.total ?? null).not.toBeNull();
  const roll = (await lastChange(page))!;
  const rolls = (roll.values as string[]).map(Number);
  expect(rolls).toHaveLength(2);
  for (const face of rolls) expect(face >= 1 && face <= 6).toBe(true);
  expect(roll.total).toBe(rolls[0]! + rolls[1]!);
  await expect(element).not.toContainText('NaN');
  expect(errors).toEqual([]);
});

test('the site route /tools/random-generator picks only from the list, copies, and a share link carries the settings and list, never a result', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const errors = collectErrors(page);
  await page.goto('/tools/random-generator');
  await expect(page).toHaveTitle('Random Generator — Toolshed');
  await expect(page.getByRole('heading', { level: 1, name: 'Random Generator' })).toBeVisible();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });

  // A large range: numbers past 2^32 are drawn exactly; past 2^53 − 1 the field says the limit.
  await page.getByRole('textbox', { name: 'To' }).fill('1,000,000,000,000');
  await page.getByRole('textbox', { name: 'How many' }).fill('5');
  await page.getByRole('button', { name: 'Generate Numbers' }).click();
  await expect(page.getByText('5 numbers from 1 to 1,000,000,000,000')).toBeVisible();
  const drawn = (await page.getByRole('region', { name: 'Result' }).locator('ul li').allTextContents()).map((text) => Number(text.replace(/,/g, '')));
  expect(drawn).toHaveLength(5);
  for (const n of drawn) expect(Number.isSafeInteger(n) && n >= 1 && n <= 1e12).toBe(true);
  await page.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe((await page.getByRole('region', { name: 'Result' }).locator('ul li').allTextContents()).join('\n'));
  await page.getByRole('textbox', { name: 'From' }).fill('-9007199254740992');
  await expect(page.getByText(/^Enter a number from -9,007,199,254,740,991 to 9,007,199,254,740,991/)).toBeVisible();
  await page.getByRole('textbox', { name: 'From' }).fill('1');

  // Pick 2 of 5 names: only names from the list, each once.
  const names = ['Ada', 'Grace', 'Alan', 'Edsger', 'Barbara'];
  await page.getByRole('tab', { name: 'Pick' }).click();
  await page.getByRole('textbox', { name: 'List' }).fill(names.join('\n'));
  await page.getByRole('textbox', { name: 'How many to pick' }).fill('2');
  await page.getByRole('button', { name: 'Pick', exact: true }).click();
  await expect(page.getByText('2 entries picked from 5')).toBeVisible();
  const picked = await page.getByRole('region', { name: 'Result' }).locator('ol li').allTextContents();
  expect(picked).toHaveLength(2);
  expect(new Set(picked).size).toBe(2);
  for (const name of picked) expect(names).toContain(name);

  // The address carries the settings and the list (written 400 ms after the last change), no result.
  await expect
    .poll(() => Object.fromEntries(new URL(page.url()).searchParams))
    .toEqual({ mode: 'pick', max: '1000000000000', count: '5', pick: '2', list: names.join('\n') });
  await expect(page.getByText('A link carries the settings and the list, never a result: it opens ready to draw again.')).toBeVisible();
  const link = page.url();
  const other = await context.newPage();
  await other.goto(link);
  await expect(other.getByRole('tab', { name: 'Pick' })).toHaveAttribute('aria-selected', 'true');
  await expect(other.getByRole('textbox', { name: 'List' })).toHaveValue(names.join('\n'));
  await expect(other.getByText('Paste a list, then press Pick.')).toBeVisible();
  await other.close();

  // Settings are remembered for a new visit (the bare address); the list is not.
  await page.goto('/tools/random-generator');
  await expect(page.getByRole('tab', { name: 'Pick' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('textbox', { name: 'How many to pick' })).toHaveValue('2');
  await expect(page.getByRole('textbox', { name: 'List' })).toHaveValue('');
  expect(errors).toEqual([]);
});

test('the German and Arabic pages on a phone: numbers typed the German way, a coin right to left', async ({ page }) => {
  const errors = collectErrors(page);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/de/tools/random-generator');
  await expect(page.getByRole('heading', { level: 1, name: 'Zufallsgenerator' })).toBeVisible();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.getByRole('textbox', { name: 'Bis' }).fill('1.000');
  await page.getByRole('textbox', { name: 'Anzahl' }).fill('3');
  const button = page.getByRole('button', { name: 'Zahlen ziehen' });
  await button.click();
  await expect(page.getByText('3 Zahlen von 1 bis 1.000')).toBeVisible();
  // Phone first (CONVENTIONS.md): the result starts right under the button that draws it.
  const buttonBottom = await button.evaluate((e) => e.getBoundingClientRect().bottom);
  const resultTop = await page.getByRole('region', { name: 'Ergebnis' }).evaluate((e) => e.getBoundingClientRect().top);
  expect(resultTop - buttonBottom).toBeLessThan(80);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await page.goto('/ar/tools/random-generator?mode=coins');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'مولّد عشوائي' })).toBeVisible();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.getByRole('button', { name: 'قلب العملة' }).click();
  await expect(page.getByRole('region', { name: 'النتيجة' }).getByText(/^(وجه|كتابة)$/)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(errors).toEqual([]);
});
