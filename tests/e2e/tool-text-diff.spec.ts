import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { expect, test, collectErrors, openEmbedded, statTile } from './support';
import en from '../../src/tools/text-diff/messages/en';
import de from '../../src/tools/text-diff/messages/de';
import catalogueDe from '../../src/tools/messages/de';

/**
 * Longest main-thread stall allowed while two 1 MB texts are compared on the Worker path. The
 * comparison itself runs off the main thread; what is left is React rendering the first page
 * of rows. On the main thread the same comparison stalls for seconds.
 */
const STALL_LIMIT_MS = 1000;

/** About 1 MB of lines built from a small vocabulary, and a copy with every 40th line edited. */
function bigPair() {
  const words = ['alpha', 'beta', 'gamma', 'delta', 'lorem', 'ipsum', 'dolor', 'sit', 'amet', 'consectetur'];
  const lines: string[] = [];
  let size = 0;
  for (let i = 0; size < 1_000_000; i++) {
    const line = `${i}: ${Array.from({ length: 4 + (i % 9) }, (_, j) => words[(i * 7 + j * 3) % words.length]).join(' ')}`;
    lines.push(line);
    size += line.length + 1;
  }
  const edited = lines.map((line, i) => (i % 40 === 7 ? line.replace('alpha', 'omega') + ' (edited)' : line));
  return { original: lines.join('\n') + '\n', modified: edited.join('\n') + '\n', changed: lines.filter((_, i) => i % 40 === 7).length };
}

/** Puts a long text in a field the way a paste does (one input event); typing 1 MB through fill() takes minutes. */
async function paste(field: Locator, text: string) {
  await field.evaluate((el: HTMLTextAreaElement, value) => {
    Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set?.call(el, value);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  }, text);
}

/** Longest gap between 20 ms timer ticks and the longest task, from now on. */
async function watchResponsiveness(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { tdGaps: number[]; tdLongTasks: number[] };
    w.tdGaps = [];
    w.tdLongTasks = [];
    let last = performance.now();
    setInterval(() => {
      const now = performance.now();
      w.tdGaps.push(now - last);
      last = now;
    }, 20);
    new PerformanceObserver((list) => list.getEntries().forEach((e) => w.tdLongTasks.push(e.duration))).observe({ type: 'longtask', buffered: false });
  });
  return () =>
    page.evaluate(() => {
      const w = window as unknown as { tdGaps: number[]; tdLongTasks: number[] };
      return { maxGap: Math.round(Math.max(0, ...w.tdGaps)), longestTask: Math.round(Math.max(0, ...w.tdLongTasks)) };
    });
}

test.describe('embedded <toolshed-text-diff> on a third-party page', () => {
  test('attributes set the texts and options; toolshed-change reports counts and the patch', async ({ page }) => {
    const { element, errors } = await openEmbedded(page, 'text-diff', {
      original: 'The quick brown fox\njumps\n',
      modified: 'The quick red fox\njumps\n',
      mode: 'word',
      view: 'unified',
    });
    await expect(element.getByRole('textbox', { name: 'Original text' })).toHaveValue('The quick brown fox\njumps\n');
    await expect(element.getByRole('radio', { name: 'Word' })).toBeChecked();
    await expect(element.getByRole('radio', { name: 'Unified' })).toBeChecked();
    const table = element.getByRole('table', { name: 'Differences, unified' });
    await expect(table.locator('del')).toHaveText('brown');
    await expect(table.locator('ins')).toHaveText('red');
    await expect(element.getByText('1 word added, 1 word removed.')).toBeVisible();

    await page.evaluate(() => {
      const w = window as unknown as { changes: unknown[] };
      w.changes = [];
      document.addEventListener('toolshed-change', (e) => w.changes.push((e as CustomEvent).detail));
    });
    await element.getByRole('textbox', { name: 'Modified text' }).fill('the QUICK brown fox\njumps\n');
    await element.getByText('Ignore case').click();
    await expect(element.getByText('No differences (ignoring case).')).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { changes: unknown[] }).changes.at(-1)))
      .toEqual({
        mode: 'word',
        added: 0,
        removed: 0,
        unchanged: 5,
        identical: true,
        patch: '--- original.txt\n+++ modified.txt\n@@ -1,2 +1,2 @@\n-The quick brown fox\n+the QUICK brown fox\n jumps\n',
      });

    // The element's lang attribute picks its language, live.
    await element.evaluate((el) => el.setAttribute('lang', 'de'));
    await expect(element.getByText('Keine Unterschiede (Groß-/Kleinschreibung ignoriert).')).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test.describe('the /tools/text-diff page', () => {
  test('compares typed texts, swaps them, copies and downloads the patch', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const errors = collectErrors(page);
    await page.goto('/tools/text-diff');
    await expect(page).toHaveTitle('Text Diff — Toolshed');
    await page.getByRole('textbox', { name: 'Original text' }).fill('one\ntwo\nthree\n');
    await page.getByRole('textbox', { name: 'Modified text' }).fill('one\n2\nthree\nfour\n');
    await page.getByRole('radio', { name: 'Line' }).check();
    await expect(page.getByText('2 lines added, 1 line removed.')).toBeVisible();
    await expect(statTile(page, 'Lines unchanged')).toHaveText('2');

    await page.getByRole('button', { name: 'Copy Patch' }).click();
    await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
    const patch = '--- original.txt\n+++ modified.txt\n@@ -1,3 +1,4 @@\n one\n-two\n+2\n three\n+four\n';
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(patch);

    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download .patch' }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe('text-diff.patch');
    expect(await readFile((await download.path())!, 'utf8')).toBe(patch);

    await page.getByRole('button', { name: 'Swap' }).click();
    await expect(page.getByText('1 line added, 2 lines removed.')).toBeVisible();
    await page.getByRole('button', { name: 'Clear All' }).click();
    await expect(page.getByText('Paste or type two texts above to see what changed.')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('the German page /de/tools/text-diff compares in German', async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto('/de/tools/text-diff');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('heading', { level: 1, name: 'Textvergleich' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Originaltext' }).fill('eins\nzwei\ndrei\n');
    await page.getByRole('textbox', { name: 'Geänderter Text' }).fill('eins\n2\ndrei\nvier\n');
    await expect(page.getByText('2 Zeilen hinzugefügt, 1 Zeile entfernt.')).toBeVisible();
    await expect(statTile(page, 'Zeilen unverändert')).toHaveText('2');
    await expect(page.getByRole('table', { name: 'Unterschiede nebeneinander' })).toBeVisible();

    // None of the tool's English words is left on the page (words German keeps, such as Original, aside).
    const shown = await page.locator('main').innerText();
    // A short word counts when it is a whole line (a label, a button); a longer text anywhere.
    const lines = new Set(shown.split('\n').map((line) => line.trim()));
    // German words the page has anyway (the category's short name is 'Text') do not count.
    const german = new Set<string>([...Object.values(de), ...Object.values(catalogueDe)]);
    const english = Object.entries(en).filter(([, text]) => !text.includes('{') && !german.has(text)).map(([, text]) => text);
    expect(english.filter((text) => lines.has(text) || (text.length > 12 && shown.includes(text)))).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('two 1 MB texts are compared in a Worker while the page stays responsive', { tag: '@timing' }, async ({ page }) => {
    test.setTimeout(120_000);
    const errors = collectErrors(page);
    const big = bigPair();
    await page.goto('/tools/text-diff');
    await paste(page.getByRole('textbox', { name: 'Original text' }), big.original);
    await expect(page.getByText(/ lines removed\.$/)).toBeVisible({ timeout: 30_000 });

    const stalls = await watchResponsiveness(page);
    const started = Date.now();
    await paste(page.getByRole('textbox', { name: 'Modified text' }), big.modified);
    const summary = `${new Intl.NumberFormat('en-US').format(big.changed)} lines added, ${new Intl.NumberFormat('en-US').format(big.changed)} lines removed.`;
    await expect(page.getByText(summary)).toBeVisible({ timeout: 60_000 });
    const ms = Date.now() - started;
    const note = await page.getByText(/^Compared in [\d.]+ s /).textContent();
    const { maxGap, longestTask } = await stalls();
    process.stdout.write(
      `\n[text-diff 2 × ${(big.original.length / 1e6).toFixed(2)} MB] fill → summary: ${ms} ms; tool: "${note}"; main thread: longest timer gap ${maxGap} ms, longest task ${longestTask} ms\n`,
    );
    expect(note).toContain('in a background thread');
    expect(maxGap).toBeLessThan(STALL_LIMIT_MS);
    // Only the first page of rows is drawn; the rest is one click away.
    await expect(page.getByRole('button', { name: /^Show 250 More Rows/ })).toBeVisible();
    await expect(page.getByText(`Original text: Inserted text (${new Intl.NumberFormat('en-US').format(big.original.length)} characters)`)).toBeVisible();
    await page.getByRole('button', { name: 'Clear original text' }).click();
    await expect(page.getByRole('textbox', { name: 'Original text' })).toHaveValue('');
    expect(errors).toEqual([]);
  });
});
