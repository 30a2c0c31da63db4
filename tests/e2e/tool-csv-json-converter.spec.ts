import { readFile } from 'node:fs/promises';
import { measureInPage } from '../../scripts/large-input-cases.mjs';
import { expect, test, collectErrors, openEmbedded, siteUrl } from './support';

const params = (url: string) => Object.fromEntries(new URL(url).searchParams);

test('the embedded converter takes its attributes, swaps in the shadow root and reports changes to the host', async ({ page }) => {
  const { element, errors } = await openEmbedded(page, 'csv-json-converter', { 'initial-text': 'name;city\nAda;"London; UK"', 'infer-types': 'false' });
  await page.evaluate(() => {
    const w = window as unknown as { lastChange?: unknown };
    document.addEventListener('toolshed-change', (e) => (w.lastChange = (e as CustomEvent).detail));
  });
  await expect(element.getByText('1 row × 2 columns converted to JSON.')).toBeVisible();
  await expect(element.getByText('Delimiter: semicolon (detected).')).toBeVisible();
  await expect(element.getByRole('switch', { name: 'Infer types' })).not.toBeChecked();
  await expect(element.getByRole('region', { name: 'JSON result' })).toContainText('"city": "London; UK"');

  // Swap (a react-aria press inside the shadow root): the JSON goes back to CSV, quoted again.
  await element.getByRole('button', { name: 'Swap' }).click();
  await expect(element.getByRole('heading', { name: 'JSON to CSV' })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { lastChange?: unknown }).lastChange))
    .toEqual({ status: 'ok', output: 'name,city\r\nAda,London; UK', rows: 1, columns: 2, error: null });

  // A problem is named with its place and reported.
  await element.getByRole('textbox', { name: 'JSON input' }).fill('[1, 2]');
  await expect(element.getByRole('alert')).toContainText('Item 1 is a number.');
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { lastChange?: { status: string } }).lastChange?.status))
    .toBe('error');
  expect(errors).toEqual([]);
});

test('the site page converts, names a ragged row, downloads, and opens from a share link', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto(`${siteUrl}/tools/csv-json-converter`);
  await expect(page).toHaveTitle('CSV/JSON Converter — Toolshed');
  await expect(page.getByRole('heading', { level: 1, name: 'CSV/JSON Converter' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How to Use' })).toBeVisible();

  const input = page.getByRole('textbox', { name: 'CSV input' });
  await input.fill('a,b,c\n1,2,3\n4,5\n');
  await expect(page.getByRole('alert')).toContainText('Row 3 has 2 fields, but row 1 has 3.');

  await page.getByRole('button', { name: 'Load Sample' }).click();
  await expect(page.getByText('4 rows × 6 columns converted to JSON.')).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download data.json' }).click()]);
  expect(download.suggestedFilename()).toBe('data.json');
  const saved = JSON.parse(await readFile((await download.path())!, 'utf8')) as Array<Record<string, unknown>>;
  expect(saved[3]).toEqual({ id: 4, name: 'Katherine Johnson', city: 'Hampton,\nVirginia', joined: '1953-06-01', active: true, score: 92.25 });

  // A share link restores the text and the options; changing an option updates the link.
  const query = `initial-text=${encodeURIComponent('x|y\n1|2')}&header=false&shape=arrays`;
  await page.goto(`${siteUrl}/tools/csv-json-converter?${query}`);
  await expect(input).toHaveValue('x|y\n1|2');
  await expect(page.getByRole('switch', { name: 'Header row' })).not.toBeChecked();
  await expect(page.getByText('Delimiter: pipe (detected).')).toBeVisible();
  await expect(page.getByRole('region', { name: 'JSON result' })).toContainText('["x", "y"]');
  await page.getByRole('switch', { name: 'Infer types' }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('switch', { name: 'Infer types' })).not.toBeChecked();
  await expect.poll(() => params(page.url())).toMatchObject({ 'initial-text': 'x|y\n1|2', header: 'false', 'infer-types': 'false' });

  // The Arabic page renders right to left with its own words.
  await page.goto(`${siteUrl}/ar/tools/csv-json-converter`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'محوّل CSV/JSON' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'مدخلات CSV' })).toBeVisible();
  expect(errors).toEqual([]);
});

/** A 10,000,000-character CSV with quoted fields (commas and doubled quotes inside), and its row count. */
function bigCsv() {
  const parts = ['id,name,email,score,active,note\n'];
  let length = parts[0]!.length;
  let rows = 0;
  for (;;) {
    const row = `${rows},"Name ${rows}, Jr.",user${rows}@example.com,${(rows * 1.25).toFixed(2)},${rows % 2 === 0},"a ""quoted"" note, with commas"\n`;
    if (length + row.length > 10_000_000) break;
    parts.push(row);
    length += row.length;
    rows++;
  }
  // Padded to exactly 10,000,000 characters with blank lines, which are not rows.
  parts.push('\n'.repeat(10_000_000 - length));
  return { text: parts.join(''), rows };
}

test('10 MB of CSV converts to JSON with no task of its own over 200 ms', { tag: '@timing' }, async ({ page }) => {
  test.setTimeout(180_000);
  const { text, rows } = bigCsv();
  expect(text.length).toBe(10_000_000);
  await page.goto(`${siteUrl}/tools/csv-json-converter/`);
  await expect(page.getByRole('textbox', { name: 'CSV input' })).toBeVisible();
  await page.evaluate((t) => ((window as unknown as { __bigText: string }).__bigText = t), text);
  const summary = `${new Intl.NumberFormat('en-US').format(rows)} rows × 6 columns converted to JSON.`;
  const m = await page.evaluate(measureInPage, { field: 'CSV input', expected: { summary }, timeoutMs: 60_000 });
  process.stdout.write(`\n[csv-json-converter 10 MB] result ${m.resultMs ?? 'none'} ms, tool's longest task ${m.longestTaskMs} ms, browser's insertion ${m.insertionMs} ms, input event handled in ${m.dispatchMs} ms, long tasks ${JSON.stringify(m.longTasks)}\n`);
  expect(m.resultMs, 'the correct result appears').not.toBeNull();
  expect(m.longestTaskMs).toBeLessThanOrEqual(200);
  await expect(page.locator('[data-ran-on]')).toHaveAttribute('data-ran-on', 'worker');
  await expect(page.getByRole('region', { name: 'CSV input (read-only)' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'JSON result' })).toContainText('"note": "a \\"quoted\\" note, with commas"');
});
