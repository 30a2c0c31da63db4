import { readFile } from 'node:fs/promises';
import { measureInPage } from '../../scripts/large-input-cases.mjs';
import { expect, test, collectErrors, cspViolations, openEmbedded, siteUrl, watchCsp } from './support';

type Window = { lastChange?: Record<string, unknown> };
const params = (url: string) => Object.fromEntries(new URL(url).searchParams);

/** A string literal holding `--` and a block comment, a multi-line comment and a line comment, in PostgreSQL. */
const TRICKY = "select id, 'a -- b /* c */ d' as s -- why\nfrom t\n  /* two\n     lines */\nwhere x = 1";
const TRICKY_FORMATTED = "select\n  id,\n  'a -- b /* c */ d' as s -- why\nfrom\n  t\n  /* two\n     lines */\nwhere\n  x = 1";
const TRICKY_MINIFIED = "select id,'a -- b /* c */ d' as s -- why\nfrom t /* two\n     lines */ where x=1";

test('the embedded formatter takes its attributes under the strict CSP, keeps literals and comments exactly, minifies and tells the host', async ({ page }) => {
  await watchCsp(page);
  const { element, errors } = await openEmbedded(page, 'sql-formatter', { 'initial-text': TRICKY, dialect: 'postgresql', 'keyword-case': 'lower' });
  await page.evaluate(() => document.addEventListener('toolshed-change', (e) => ((window as unknown as Window).lastChange = (e as CustomEvent).detail)));
  await expect(element.getByText('Formatted 1 statement.')).toBeVisible();
  await expect(element.getByRole('combobox', { name: /Dialect/ })).toHaveValue('postgresql');
  await expect(element.getByRole('radio', { name: 'Lowercase' })).toBeChecked();
  await expect.poll(() => page.evaluate(() => (window as unknown as Window).lastChange), { timeout: 15_000 }).toEqual({ status: 'ok', output: TRICKY_FORMATTED, statements: 1, error: null });

  // Minify (a react-aria press inside the shadow root): the line comment keeps its newline.
  await element.getByText('Minify', { exact: true }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as Window).lastChange)).toEqual({ status: 'ok', output: TRICKY_MINIFIED, statements: 1, error: null });

  // Another dialect loads on demand: T-SQL reads [brackets] as one name.
  await element.getByText('Format', { exact: true }).click();
  await element.getByRole('combobox', { name: /Dialect/ }).selectOption('transactsql');
  await element.getByRole('textbox', { name: 'SQL' }).fill('select [order -- id] from [my table]');
  await expect.poll(() => page.evaluate(() => (window as unknown as Window).lastChange?.output)).toBe('select\n  [order -- id]\nfrom\n  [my table]');

  // A problem is named with its place, next to the field, and reported.
  await element.getByRole('textbox', { name: 'SQL' }).fill('select (a\nfrom t');
  await expect(element.getByRole('alert')).toContainText('Line 1, column 8: this parenthesis is never closed. Add a ")".');
  await expect.poll(() => page.evaluate(() => (window as unknown as Window).lastChange?.status)).toBe('error');
  expect(await cspViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
});

test('the site page formats, names a problem by line and column, downloads, and opens from a share link', async ({ page }) => {
  const errors = collectErrors(page);
  // The formatter (core and dialect) is not part of the page's start-up: it loads at the first input.
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(`${siteUrl}/tools/sql-formatter`);
  await expect(page).toHaveTitle('SQL Formatter — Toolshed');
  await expect(page.getByRole('heading', { level: 1, name: 'SQL Formatter' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How to Use' })).toBeVisible();
  const formatterChunks = () => scripts.filter((path) => /\/(core|sql)-[\w-]{8}\.js$/.test(path)).length;
  expect(formatterChunks()).toBe(0);

  const input = page.getByRole('textbox', { name: 'SQL' });
  await input.fill('select a,\n  b)\nfrom t');
  await expect(page.getByRole('alert')).toContainText('Line 2, column 4: this ")" closes no parenthesis. Remove it or add the "(" it belongs to.');
  // The first input loaded the formatter core and the standard dialect.
  expect(formatterChunks()).toBe(2);

  await page.getByRole('button', { name: 'Load Sample' }).click();
  await expect(page.getByText('Formatted 1 statement.')).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download query.sql' }).click()]);
  expect(download.suggestedFilename()).toBe('query.sql');
  const saved = await readFile((await download.path())!, 'utf8');
  expect(saved).toContain("\n  'sale -- 2026 /* spring */' AS note\n");
  expect(saved).toContain('\n  /* only active customers,\n   ordered by revenue */\n');

  // A share link restores the text and the options; changing an option updates the link.
  const query = `initial-text=${encodeURIComponent('select `a` from t # note')}&mode=format&dialect=mysql&keyword-case=preserve&indent=4`;
  await page.goto(`${siteUrl}/tools/sql-formatter?${query}`);
  await expect(page.getByRole('textbox', { name: 'SQL' })).toHaveValue('select `a` from t # note');
  await expect(page.getByRole('combobox', { name: /Dialect/ })).toHaveValue('mysql');
  await expect(page.getByRole('radio', { name: '4 spaces' })).toBeChecked();
  await expect(page.getByRole('region', { name: 'Formatted SQL' })).toContainText('# note');
  await page.locator('label', { has: page.getByRole('radio', { name: '2 spaces' }) }).click();
  // Back to the default indent: the link leaves it out.
  await expect.poll(() => params(page.url())).toEqual({ 'initial-text': 'select `a` from t # note', dialect: 'mysql', 'keyword-case': 'preserve' });

  // The German page has its own words, and the remembered dialect (MySQL, set by the link).
  await page.goto(`${siteUrl}/de/tools/sql-formatter`);
  await expect(page.getByRole('heading', { level: 1, name: 'SQL-Formatierer' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: /Dialekt/ })).toHaveValue('mysql');
  await expect(page.getByRole('radio', { name: 'Wie geschrieben' })).toBeChecked();
  // The Arabic page renders right to left with its own words.
  await page.goto(`${siteUrl}/ar/tools/sql-formatter`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'منسّق SQL' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'استعلام SQL' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('300 kB of SQL formats with no task of its own over 200 ms', { tag: '@timing' }, async ({ page }) => {
  test.setTimeout(180_000);
  const statements = 3000;
  const text = Array.from({ length: statements }, (_, i) => `select id, name, 'row -- ${i}' as note from items_${i} /* batch ${i} */ where price > ${i} order by name;`).join('\n');
  expect(text.length).toBeGreaterThan(300_000);
  await page.goto(`${siteUrl}/tools/sql-formatter/`);
  await expect(page.getByRole('textbox', { name: 'SQL' })).toBeVisible();
  await page.evaluate((t) => ((window as unknown as { __bigText: string }).__bigText = t), text);
  const m = await page.evaluate(measureInPage, { field: 'SQL', expected: { summary: 'Formatted 3,000 statements.' }, timeoutMs: 120_000 });
  process.stdout.write(`\n[sql-formatter 300 kB] result ${m.resultMs ?? 'none'} ms, tool's longest task ${m.longestTaskMs} ms, browser's insertion ${m.insertionMs} ms, input event handled in ${m.dispatchMs} ms, long tasks ${JSON.stringify(m.longTasks)}\n`);
  expect(m.resultMs, 'the correct result appears').not.toBeNull();
  expect(m.longestTaskMs).toBeLessThanOrEqual(200);
  await expect(page.locator('[data-ran-on]')).toHaveAttribute('data-ran-on', 'worker');
  await expect(page.getByRole('region', { name: 'Formatted SQL' })).toContainText("'row -- 0' AS note");
});
