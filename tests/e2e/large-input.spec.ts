// Issue #37's guards: 10 MB given to a text tool the way a drop, autofill or a script gives it
// (the field's value changes and one `input` event fires) reaches the correct result without a
// long task of the tool's own over 200 ms. The browser's insertion of the text into the field runs
// before any page script can act and is logged, not counted. The times are the benchmark's
// (`npm run bench`); here the limit on the result is generous.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { CASES, FILE_CASES, PASSWORD_LENGTH, bigBytes, bigText, measureInPage, measurePassword, stashBigBytes } from '../../scripts/large-input-cases.mjs';
import { expect, siteUrl, test } from './support';

const LONGEST_TASK_MS = 200;
const RESULT_LIMIT_MS = 60_000;

test.describe('10 MB into a text tool', () => {
  const text = bigText();
  for (const c of CASES) {
    test(`${c.id}: the correct result, no task of its own over ${LONGEST_TASK_MS} ms`, { tag: '@timing' }, async ({ page }) => {
      test.setTimeout(180_000);
      await page.goto(`${siteUrl}/tools/${c.id}/`);
      await expect(page.getByRole('textbox', { name: c.field })).toBeVisible();
      await page.evaluate((t) => ((window as unknown as { __bigText: string }).__bigText = t), text);
      const m = await page.evaluate(measureInPage, { field: c.field, expected: c.expected(text), timeoutMs: RESULT_LIMIT_MS });
      process.stdout.write(`\n[${c.id} 10 MB] result ${m.resultMs ?? 'none'} ms, tool's longest task ${m.longestTaskMs} ms, browser's insertion ${m.insertionMs} ms, input event handled in ${m.dispatchMs} ms, long tasks ${JSON.stringify(m.longTasks)}\n`);
      expect(m.resultMs, 'the correct result appears').not.toBeNull();
      expect(m.longestTaskMs).toBeLessThanOrEqual(LONGEST_TASK_MS);
      // The field gave way to the read-only view with the text's size.
      await expect(page.getByRole('region', { name: `${c.field} (read-only)` })).toBeVisible();
      await expect(page.getByText(`${c.field}: Inserted text (10,000,000 characters)`)).toBeVisible();
    });
  }
});

// Issue #37's password case: zxcvbn runs in a Worker on the first 64 characters, so typing a
// 1,000-character password never waits for it. The old main-thread check was one 2.5–15 s task.
const KEYSTROKE_TASK_MS = 50;

test(`password-checker: typing a ${PASSWORD_LENGTH}-character password, no task over ${KEYSTROKE_TASK_MS} ms`, { tag: '@timing' }, async ({ page }) => {
  test.setTimeout(300_000);
  const m = await measurePassword(page, `${siteUrl}/tools/password-checker/`, { mode: 'type', timeoutMs: 60_000 });
  process.stdout.write(`\n[password-checker ${PASSWORD_LENGTH} typed] result ${m.resultMs ?? 'none'} ms after the last key, longest task ${m.longestTaskMs} ms, long tasks ${JSON.stringify(m.longTasks)}\n`);
  expect(m.resultMs, 'the settled result appears').not.toBeNull();
  expect(m.longestTaskMs).toBeLessThanOrEqual(KEYSTROKE_TASK_MS);
  await expect(page.locator('[data-ran-on]')).toHaveAttribute('data-ran-on', 'worker');
  await expect(page.getByText('Only the first 64 characters are analyzed. Nothing you type is stored or sent.')).toBeVisible();
});

test.describe('a 10 MB file', () => {
  const bytes = bigBytes();
  const base64 = Buffer.from(bytes).toString('base64');
  for (const c of FILE_CASES) {
    test(`${c.id}: the correct Base64, no task of its own over ${LONGEST_TASK_MS} ms`, { tag: '@timing' }, async ({ page }) => {
      test.setTimeout(180_000);
      await page.goto(`${siteUrl}/tools/${c.id}/`);
      await page.getByRole('tab', { name: c.tab }).click();
      await expect(page.getByRole('button', { name: 'Upload File' })).toBeVisible();
      await page.evaluate(stashBigBytes());
      const m = await page.evaluate(measureInPage, { file: c.name, expected: c.expected(bytes), timeoutMs: RESULT_LIMIT_MS });
      process.stdout.write(`\n[${c.id} file 10 MB] result ${m.resultMs ?? 'none'} ms, tool's longest task ${m.longestTaskMs} ms, long tasks ${JSON.stringify(m.longTasks)}\n`);
      expect(m.resultMs, 'the correct result appears').not.toBeNull();
      expect(m.longestTaskMs).toBeLessThanOrEqual(LONGEST_TASK_MS);
      // The shown start, then the whole Base64 by its download: length and digest.
      await expect(page.getByRole('region', { name: 'Base64' })).toContainText(base64.slice(0, 64));
      await expect(page.getByText(`Showing the first 100,000 of ${new Intl.NumberFormat('en-US').format(base64.length)} characters`).first()).toBeVisible();
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download Base64' }).click()]);
      expect(download.suggestedFilename()).toBe(`${c.name}.b64.txt`);
      const body = await readFile((await download.path())!);
      expect(body.length).toBe(base64.length);
      expect(createHash('sha256').update(body).digest('hex')).toBe(createHash('sha256').update(base64).digest('hex'));
    });
  }
});

// Text a script, an extension, an IME or a drop inserts while the field has focus (Playwright's
// fill() is such an insertion: a `beforeinput` of type insertText, then the browser's insertion).
// The field takes it the way it takes a paste: the browser never inserts it (Chromium did so line
// by line, laying the field out at each break: over 11 minutes for 1.2 MB), and the read-only
// view shows it.
test('word-counter: 1.2 MB inserted into the focused field goes to the read-only view, no task over 200 ms', { tag: '@timing' }, async ({ page }) => {
  test.setTimeout(180_000);
  const text = bigText(1_200_000);
  await page.goto(`${siteUrl}/tools/word-counter/`);
  const field = page.getByRole('textbox', { name: 'Your text' });
  await field.click();
  await page.evaluate(() => {
    const w = window as unknown as { __tasks: number[] };
    w.__tasks = [];
    new PerformanceObserver((list) => list.getEntries().forEach((e) => w.__tasks.push(Math.round(e.duration)))).observe({ type: 'longtask', buffered: false });
  });
  await field.fill(text, { timeout: RESULT_LIMIT_MS });
  await expect(page.getByRole('region', { name: 'Your text (read-only)' })).toBeFocused();
  await expect(page.getByText('Your text: Inserted text (1,200,000 characters)')).toBeVisible();
  const words = new Intl.NumberFormat('en-US').format(text.split(/\s+/).filter(Boolean).length);
  await expect(page.locator('dt', { hasText: /^Words$/ }).locator('xpath=following-sibling::dd[1]')).toHaveText(words);
  const tasks = await page.evaluate(() => new Promise<number[]>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => resolve((window as unknown as { __tasks: number[] }).__tasks), 100)))));
  process.stdout.write(`\n[word-counter 1.2 MB fill()] long tasks ${JSON.stringify(tasks)}\n`);
  expect(Math.max(0, ...tasks)).toBeLessThanOrEqual(LONGEST_TASK_MS);
});

// Issue #32's leftover: 1.2 MB pasted into the regex tester's test text with `\w+` (226,772
// matches). The paste goes to the read-only view, the worker counts every match, and the
// highlighted view marks the first 1,000 (a note says how far), so no task passes 200 ms.
test('regex-tester: 1.2 MB pasted with \\w+, the full count, no task over 200 ms', { tag: '@timing' }, async ({ page }) => {
  test.setTimeout(180_000);
  const text = bigText(1_200_000);
  const count = new Intl.NumberFormat('en-US').format(text.match(/\w+/g)?.length ?? 0);
  await page.goto(`${siteUrl}/tools/regex-tester/`);
  await page.getByRole('textbox', { name: 'Regular expression' }).fill('\\w+');
  await page.getByRole('textbox', { name: 'Test text' }).click();
  const tasks = await page.evaluate(
    async ({ text, expected }) => {
      const found: number[] = [];
      const observer = new PerformanceObserver((list) => list.getEntries().forEach((e) => found.push(Math.round(e.duration))));
      observer.observe({ type: 'longtask', buffered: false });
      // A paste as the browser delivers it: one cancelable `paste` event with the clipboard's text.
      const clipboard = new DataTransfer();
      clipboard.setData('text/plain', text);
      document.activeElement?.dispatchEvent(new ClipboardEvent('paste', { clipboardData: clipboard, bubbles: true, cancelable: true }));
      const summary = () => document.querySelector('[data-testid="regex-summary"]')?.textContent;
      const started = performance.now();
      await new Promise<void>((resolve) => {
        const check = () => (summary() === expected || performance.now() - started > 60_000 ? resolve() : setTimeout(check, 20));
        check();
      });
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 100))));
      observer.disconnect();
      return found;
    },
    { text, expected: `${count} matches` },
  );
  process.stdout.write(`\n[regex-tester 1.2 MB paste] long tasks ${JSON.stringify(tasks)}\n`);
  await expect(page.getByTestId('regex-summary')).toHaveText(`${count} matches`);
  await expect(page.getByRole('region', { name: 'Test text (read-only)' })).toBeVisible();
  await expect(page.getByText('Test text: Pasted text (1,200,000 characters)')).toBeVisible();
  await expect(page.getByText(/^The first [\d,]+ characters are highlighted; the count and the match list cover the whole text\.$/)).toBeVisible();
  await expect(page.getByTestId('regex-highlight').locator('mark')).toHaveCount(1000);
  expect(Math.max(0, ...tasks)).toBeLessThanOrEqual(LONGEST_TASK_MS);
});

// Issue #31: the large-text machinery is not part of a text tool's start. The read-only view with
// the viewer's virtualized rows, the progress bar with Cancel, and the job runner load at the
// visitor's first input, or when first needed.
const LAZY_PART = /\/assets\/(LargeTextView|WorkProgressBar|task-runner)-[\w-]{8}\.js$/;

function lazyPartRequests(page: import('@playwright/test').Page): string[] {
  const parts: string[] = [];
  page.on('request', (request) => {
    const part = LAZY_PART.exec(new URL(request.url()).pathname)?.[1];
    if (part && !parts.includes(part)) parts.push(part);
  });
  return parts;
}

test('csv-json-converter: the large-text parts load at the first focus, not with the page', async ({ page }) => {
  const parts = lazyPartRequests(page);
  await page.goto(`${siteUrl}/tools/csv-json-converter/`);
  const field = page.getByRole('textbox', { name: 'CSV input' });
  await expect(field).toBeVisible();
  // A visit that only reads the page never fetches them.
  await page.waitForTimeout(1000);
  expect(parts).toEqual([]);
  await field.focus();
  await expect.poll(() => [...parts].sort()).toEqual(['LargeTextView', 'WorkProgressBar', 'task-runner']);
});

test('csv-json-converter: a large file with no input before it gets the read-only view, progress (announced), Cancel and Run Again', async ({ page }) => {
  test.setTimeout(120_000);
  const parts = lazyPartRequests(page);
  // The converter's Worker never starts its script: the job runs until canceled.
  await page.route(/\/assets\/worker-[\w-]{8}\.js$/, () => undefined);
  await page.goto(`${siteUrl}/tools/csv-json-converter/`);
  await expect(page.getByRole('textbox', { name: 'CSV input' })).toBeVisible();
  const announcements = page.getByRole('status').filter({ hasText: 'Converting your data…' });
  await expect(announcements).toHaveCount(0);
  // Chosen without a focus or a press on the page (as a script or an extension may): each part
  // loads only once it is needed.
  const csv = `id,name\n${Array.from({ length: 80_000 }, (_, i) => `${i},row ${i}`).join('\n')}\n`;
  expect(csv.length).toBeGreaterThan(1_000_000);
  await page.locator('input[type=file]').setInputFiles({ name: 'big.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  const view = page.getByRole('region', { name: 'CSV input (read-only)' });
  await expect(view).toBeVisible();
  await expect(view).toContainText('0,row 0');
  await expect(page.getByText('CSV input: big.csv (1,')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'CSV input' })).toHaveCount(0);
  await expect(page.getByRole('progressbar', { name: 'Converting your data' })).toBeVisible();
  await expect(announcements).toHaveCount(1);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Canceled\.$/ })).toHaveCount(1);
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await page.getByRole('button', { name: 'Run Again' }).click();
  await expect(page.getByRole('progressbar', { name: 'Converting your data' })).toBeVisible();
  expect([...parts].sort()).toEqual(['LargeTextView', 'WorkProgressBar', 'task-runner']);
});
