import { readFile } from 'node:fs/promises';
import { measureInPage } from '../../scripts/large-input-cases.mjs';
import { expect, test, collectErrors, openEmbedded, siteUrl } from './support';

const params = (url: string) => Object.fromEntries(new URL(url).searchParams);

test('the embedded converter takes its attributes, resolves aliases, swaps in the shadow root and reports changes to the host', async ({ page }) => {
  const { element, errors } = await openEmbedded(page, 'yaml-json-converter', { 'initial-text': 'base: &b {port: 80}\nweb: *b\n---\n- last\n', indent: '4' });
  await page.evaluate(() => {
    const w = window as unknown as { lastChange?: unknown };
    document.addEventListener('toolshed-change', (e) => (w.lastChange = (e as CustomEvent).detail));
  });
  await expect(element.getByText('2 documents converted to a JSON array.')).toBeVisible();
  await expect(element.getByRole('radio', { name: '4 spaces' })).toBeChecked();
  await expect(element.getByRole('region', { name: 'JSON result' })).toContainText('"web": {');

  // Swap (a react-aria press inside the shadow root): the JSON goes back to YAML, aliases expanded.
  await element.getByRole('button', { name: 'Swap' }).click();
  await expect(element.getByRole('heading', { name: 'JSON to YAML' })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { lastChange?: unknown }).lastChange))
    .toEqual({ status: 'ok', output: '- base:\n      port: 80\n  web:\n      port: 80\n- - last\n', documents: 1, error: null });

  // A problem is named with its place and reported.
  await element.getByRole('textbox', { name: 'JSON input' }).fill('{"a": tru}');
  await expect(element.getByRole('alert')).toContainText('Invalid JSON at line 1, column ');
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { lastChange?: { status: string } }).lastChange?.status))
    .toBe('error');
  expect(errors).toEqual([]);
});

test('the site page converts, names a tab by line and column, downloads, and opens from a share link', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto(`${siteUrl}/tools/yaml-json-converter`);
  await expect(page).toHaveTitle('YAML/JSON Converter — Toolshed');
  await expect(page.getByRole('heading', { level: 1, name: 'YAML/JSON Converter' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How to Use' })).toBeVisible();

  const input = page.getByRole('textbox', { name: 'YAML input' });
  await input.fill('server:\n  host: example.com\n\tport: 8080\n');
  await expect(page.getByRole('alert')).toContainText('Invalid YAML at line 3, column 1: Tabs are not allowed as indentation. Indent with spaces.');

  await page.getByRole('button', { name: 'Load Sample' }).click();
  await expect(page.getByText('2 documents converted to a JSON array.')).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download data.json' }).click()]);
  expect(download.suggestedFilename()).toBe('data.json');
  const saved = JSON.parse(await readFile((await download.path())!, 'utf8')) as [{ services: { web: unknown } }, unknown];
  expect(saved[0].services.web).toEqual({ image: 'nginx:1.27', restart: 'unless-stopped', ports: [80, 443], replicas: 3 });
  expect(saved[1]).toEqual({ release: '2.4.0', date: '2026-11-28' });

  // A share link restores the text and the options; changing an option updates the link.
  const query = `initial-text=${encodeURIComponent('{"a":[1,{"b":true}]}')}&direction=json-to-yaml&indent=4`;
  await page.goto(`${siteUrl}/tools/yaml-json-converter?${query}`);
  await expect(page.getByRole('textbox', { name: 'JSON input' })).toHaveValue('{"a":[1,{"b":true}]}');
  await expect(page.getByRole('radio', { name: '4 spaces' })).toBeChecked();
  await expect(page.getByText('Converted to YAML.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'YAML result' })).toContainText('b: true');
  await page.locator('label', { has: page.getByRole('radio', { name: '2 spaces' }) }).click();
  // Back to the default indent: the link leaves it out.
  await expect.poll(() => params(page.url())).toEqual({ 'initial-text': '{"a":[1,{"b":true}]}', direction: 'json-to-yaml' });

  // The German page has its own words, and the remembered direction (JSON to YAML, set by the link).
  await page.goto(`${siteUrl}/de/tools/yaml-json-converter`);
  await expect(page.getByRole('heading', { level: 1, name: 'YAML/JSON-Konverter' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'JSON-Eingabe' })).toBeVisible();
  await expect(page.getByRole('radio', { name: '2 Leerzeichen' })).toBeChecked();
  // The Arabic page renders right to left with its own words.
  await page.goto(`${siteUrl}/ar/tools/yaml-json-converter`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'محوّل YAML/JSON' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'مدخلات JSON' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('2 MB of YAML converts to JSON with no task of its own over 200 ms', { tag: '@timing' }, async ({ page }) => {
  test.setTimeout(180_000);
  const items = 40_000;
  const text = `items:\n${Array.from({ length: items }, (_, i) => `  - id: ${i}\n    name: "Item ${i}: a \\"quoted\\" name"\n    tags: [a, b]\n`).join('')}`;
  expect(text.length).toBeGreaterThan(2_000_000);
  await page.goto(`${siteUrl}/tools/yaml-json-converter/`);
  await expect(page.getByRole('textbox', { name: 'YAML input' })).toBeVisible();
  await page.evaluate((t) => ((window as unknown as { __bigText: string }).__bigText = t), text);
  const m = await page.evaluate(measureInPage, { field: 'YAML input', expected: { summary: '1 document converted to JSON.' }, timeoutMs: 90_000 });
  process.stdout.write(`\n[yaml-json-converter 2 MB] result ${m.resultMs ?? 'none'} ms, tool's longest task ${m.longestTaskMs} ms, browser's insertion ${m.insertionMs} ms, input event handled in ${m.dispatchMs} ms, long tasks ${JSON.stringify(m.longTasks)}\n`);
  expect(m.resultMs, 'the correct result appears').not.toBeNull();
  expect(m.longestTaskMs).toBeLessThanOrEqual(200);
  await expect(page.locator('[data-ran-on]')).toHaveAttribute('data-ran-on', 'worker');
  await expect(page.getByRole('region', { name: 'YAML input (read-only)' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'JSON result' })).toContainText('"name": "Item 0: a \\"quoted\\" name"');
});
