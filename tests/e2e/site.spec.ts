import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { expect, test, type Page } from '@playwright/test';
import { collectErrors, statTile } from './support';

const require = createRequire(import.meta.url);
const axeSource = require.resolve('axe-core/axe.min.js');

async function axeViolations(page: Page) {
  await page.addScriptTag({ path: axeSource });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (c: Document) => Promise<{ violations: Array<{ id: string; nodes: unknown[] }> }> } }).axe;
    const result = await axe.run(document);
    return result.violations.map((v) => `${v.id} (${v.nodes.length})`);
  });
}

const tile = statTile;

test('the word counter page counts, loads samples and files, copies and exports', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const errors = collectErrors(page);
  await page.goto('/tools/word-counter');
  await expect(page).toHaveTitle('Word Counter — Toolshed');
  await expect(page.getByRole('heading', { level: 1, name: 'Word Counter' })).toBeVisible();

  const text = page.getByRole('textbox', { name: 'Your text' });
  await expect(text).toHaveAttribute('placeholder', 'Start typing or paste your text here...');
  await text.fill('The quick brown fox. It jumps!\n\nNew paragraph here.');
  await expect(tile(page, 'Words')).toHaveText('9');
  await expect(tile(page, 'Sentences')).toHaveText('3');
  await expect(tile(page, 'Paragraphs')).toHaveText('2');
  await expect(page.getByText('Easy', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Academic abstract' }).click();
  await expect(page.getByText('Very Difficult', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Copy Stats' }).click();
  await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied.startsWith('Text statistics\n')).toBe(true);
  expect(copied).toContain('Readability:                Very Difficult');

  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe('text-statistics.txt');
  const exported = await readFile((await download.path())!, 'utf8');
  expect(exported).toContain('--- Text ---');
  expect(exported).toContain('This study examines');

  const input = page.locator('input[type=file]');
  await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('uploaded words only') });
  await expect(text).toHaveValue('uploaded words only');
  await expect(tile(page, 'Words')).toHaveText('3');

  await input.setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from([137, 80, 78, 71]) });
  await expect(page.getByRole('alert')).toContainText('Only plain text (.txt) files are accepted.');
  await expect(text).toHaveValue('uploaded words only');

  expect(errors).toEqual([]);
});

for (const theme of ['light', 'dark'] as const) {
  for (const width of [375, 1280]) {
    for (const path of ['/', '/tools/word-counter', '/no-such-page']) {
      test(`${path} has no axe violations or console errors (${theme}, ${width}px)`, async ({ page }) => {
        const errors = collectErrors(page);
        await page.setViewportSize({ width, height: 900 });
        await page.emulateMedia({ colorScheme: theme });
        await page.goto(path);
        await expect(page.locator('h1')).toBeVisible();
        if (path === '/tools/word-counter') await expect(page.getByRole('textbox', { name: 'Your text' })).toBeVisible();
        expect(await axeViolations(page)).toEqual([]);
        expect(errors).toEqual([]);
      });
    }
  }
}

test('unknown paths show the not-found page with a way back', async ({ page }) => {
  await page.goto('/tools/not-a-tool');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Browse the tools' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the theme toggle switches theme and is remembered', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
});

test('keyboard only: Tab reaches the tool controls with a visible focus ring', async ({ page }) => {
  await page.goto('/tools/word-counter');
  await expect(page.getByRole('textbox', { name: 'Your text' })).toBeVisible();
  const reached: string[] = [];
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    // react-aria marks keyboard focus on the next render; give it two frames.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const info = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el) return null;
      const s = getComputedStyle(el);
      return { name: el.getAttribute('aria-label') ?? el.textContent?.trim() ?? el.tagName, outline: s.outlineStyle, width: s.outlineWidth };
    });
    if (!info) continue;
    reached.push(info.name);
    expect(info.outline, `focus ring on ${info.name}`).not.toBe('none');
  }
  expect(reached).toContain('Upload .txt');
});

test('home lists the word counter and navigates to it client-side', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Word Counter' }).first().click();
  await expect(page).toHaveURL(/\/tools\/word-counter$/);
  await expect(page.getByRole('textbox', { name: 'Your text' })).toBeVisible();
});
