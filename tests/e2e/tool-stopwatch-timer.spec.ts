import type { Locator, Page } from '@playwright/test';
import { expect, test, collectErrors, openEmbedded } from './support';

type Detail = Record<string, unknown>;
const lastChange = (page: Page) => page.evaluate(() => (window as unknown as { lastChange?: Detail }).lastChange);

/** Counts the alert's tones: every oscillator the page creates (one per alert). */
async function countTones(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __tones: number };
    w.__tones = 0;
    const create = AudioContext.prototype.createOscillator;
    AudioContext.prototype.createOscillator = function (this: AudioContext) {
      w.__tones++;
      return create.call(this);
    };
  });
}
const tones = (page: Page) => page.evaluate(() => (window as unknown as { __tones: number }).__tones);

/** What a background tab looks like to the page: hidden, with a visibilitychange event. */
const setHidden = (page: Page, hidden: boolean) =>
  page.evaluate((value) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (value ? 'hidden' : 'visible') });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => value });
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);

/** The stopwatch's reading in seconds (mm:ss.cc). */
async function seconds(reading: Locator): Promise<number> {
  const text = (await reading.textContent()) ?? '';
  const match = /^(\d+):(\d\d)[.,](\d\d)$/.exec(text);
  expect(match, text).not.toBeNull();
  return Number(match![1]) * 60 + Number(match![2]) + Number(match![3]) / 100;
}

test('the site route: 3 s in a hidden tab read 3.0 s, laps copy as CSV, a 5 s timer alerts once, and the title follows the clock', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await countTones(page);
  await page.clock.install();
  const errors = collectErrors(page);
  await page.goto('/tools/stopwatch-timer');
  await expect(page).toHaveTitle('Stopwatch & Timer — Toolshed');
  await expect(page.getByRole('heading', { level: 1, name: 'Stopwatch & Timer' })).toBeVisible();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  // From here on, time moves only when the test moves it.
  await page.clock.pauseAt(Date.now() + 60_000);

  const reading = page.getByRole('timer');
  await page.getByRole('button', { name: 'Start' }).click();
  // The tab goes to the background and the browser runs no frame and no timer for 3 s: a
  // counted interval would have missed them; the reading is worked out from the start time.
  await setHidden(page, true);
  await page.clock.fastForward(3000);
  await expect(page).toHaveTitle('00:03 · Stopwatch & Timer — Toolshed');
  await setHidden(page, false);
  await expect.poll(() => seconds(reading)).toBeGreaterThanOrEqual(2.9);
  expect(await seconds(reading)).toBeLessThanOrEqual(3.1);

  // Laps: lap and split times, newest first on screen, oldest first in the CSV.
  await page.getByRole('button', { name: 'Lap' }).click();
  await page.clock.fastForward(1500);
  await page.getByRole('button', { name: 'Lap' }).click();
  await page.getByRole('button', { name: 'Pause' }).click();
  await expect(page).toHaveTitle('Stopwatch & Timer — Toolshed');
  const laps = page.getByRole('region', { name: 'Laps' }).locator('tbody tr');
  await expect(laps).toHaveCount(2);
  // The clock stood still between the reading and the first lap, so the times are exact.
  expect(await laps.evaluateAll((trs) => trs.map((tr) => Array.from(tr.children, (cell) => cell.textContent)))).toEqual([
    ['2', '00:01.50', '00:04.50'],
    ['1', '00:03.00', '00:03.00'],
  ]);
  await page.getByRole('button', { name: 'Copy CSV' }).click();
  await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('Lap,Lap Time,Split Time\n1,00:03.00,00:03.00\n2,00:01.50,00:04.50');

  // A 5-second countdown: the alert is seen, heard once, and named in the title.
  await page.getByRole('tab', { name: 'Timer' }).click();
  await page.getByRole('textbox', { name: 'Minutes' }).fill('0');
  await page.getByRole('textbox', { name: 'Seconds' }).fill('5');
  await page.getByRole('textbox', { name: 'Seconds' }).press('Enter');
  await expect(page.getByRole('timer')).toHaveText('00:05');
  await page.getByRole('button', { name: 'Start' }).click();
  await page.clock.fastForward(2000);
  await expect(page).toHaveTitle('00:03 · Stopwatch & Timer — Toolshed');
  await page.clock.fastForward(3000);
  await expect(page.getByText('Time’s up!', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('The 00:05 timer has ended.')).toBeVisible();
  await expect(page).toHaveTitle('Time’s up! · Stopwatch & Timer — Toolshed');
  await page.clock.fastForward(30_000);
  await expect(page.getByRole('timer')).toHaveText('00:00');
  expect(await tones(page)).toBe(1);
  await page.getByRole('button', { name: 'Dismiss' }).click();
  await expect(page).toHaveTitle('Stopwatch & Timer — Toolshed');
  expect(errors).toEqual([]);
});

test('the embedded element keeps the host page’s title and keys, and its 5 s timer alerts once', async ({ page }) => {
  await countTones(page);
  await page.clock.install();
  const { element, errors } = await openEmbedded(page, 'stopwatch-timer', { mode: 'timer', duration: '5' });
  await page.evaluate(() => {
    const w = window as unknown as { lastChange?: unknown };
    document.addEventListener('toolshed-change', (e) => (w.lastChange = (e as CustomEvent).detail));
  });
  await expect(element.getByRole('timer')).toHaveText('00:05');
  await expect(element.getByRole('tab', { name: 'Timer' })).toHaveAttribute('aria-selected', 'true');
  const hostTitle = await page.title();
  await page.clock.pauseAt(Date.now() + 60_000);

  // Space on the host page is the host's: the timer does not start.
  await page.locator('body').press('Space');
  await expect(element.getByRole('button', { name: 'Start' })).toBeVisible();
  // Space inside the tool (its reading has focus) starts it.
  await element.getByRole('region', { name: 'Remaining' }).focus();
  await page.keyboard.press('Space');
  await expect(element.getByRole('button', { name: 'Pause' })).toBeVisible();
  await page.clock.fastForward(2000);
  await expect(element.getByRole('timer')).toHaveText('00:03');
  expect(await page.title()).toBe(hostTitle);
  await page.clock.fastForward(3000);
  await expect(element.getByText('The 00:05 timer has ended.')).toBeVisible();
  await page.clock.fastForward(10_000);
  await expect.poll(async () => (await lastChange(page))?.alerts).toBe(1);
  expect(await lastChange(page)).toMatchObject({ mode: 'timer', status: 'done', duration: 5, alerts: 1 });
  expect(await tones(page)).toBe(1);
  expect(await page.title()).toBe(hostTitle);
  expect(errors).toEqual([]);
});

test('a share link carries the Pomodoro settings; the German and Arabic pages fit a phone', async ({ page, context }) => {
  const errors = collectErrors(page);
  await page.goto('/tools/stopwatch-timer');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.getByRole('tab', { name: 'Pomodoro' }).click();
  const work = page.getByRole('textbox', { name: 'Work (minutes)' });
  await work.fill('50');
  await work.press('Enter');
  await expect(page.getByRole('timer')).toHaveText('50:00');
  await expect.poll(() => Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ mode: 'pomodoro', work: '50' });
  await expect(page.getByText('A link carries the settings, never a running clock or laps.')).toBeVisible();
  const other = await context.newPage();
  await other.goto(page.url());
  await other.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(other.getByRole('tab', { name: 'Pomodoro' })).toHaveAttribute('aria-selected', 'true');
  await expect(other.getByRole('textbox', { name: 'Work (minutes)' })).toHaveValue('50');
  await expect(other.getByRole('timer')).toHaveText('50:00');
  await other.close();

  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/de/tools/stopwatch-timer?mode=stopwatch');
  await expect(page.getByRole('heading', { level: 1, name: 'Stoppuhr & Timer' })).toBeVisible();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(page.getByRole('timer')).toHaveText('00:00,00');
  await expect(page.getByRole('button', { name: 'Starten' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await page.goto('/ar/tools/stopwatch-timer?mode=timer');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'ساعة الإيقاف والمؤقّت' })).toBeVisible();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(page.getByRole('timer')).toHaveText('05:00');
  await expect(page.getByRole('button', { name: 'ابدأ' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(errors).toEqual([]);
});
