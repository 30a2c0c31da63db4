import { expect, test, collectErrors, cspViolations, openEmbedded, siteUrl, watchCsp } from './support';

const params = (url: string) => Object.fromEntries(new URL(url).searchParams);

/** RFC 9535 section 1.5's bookstore (Figure 1), compact. */
const BOOKSTORE = JSON.stringify({
  store: {
    book: [
      { category: 'reference', author: 'Nigel Rees', title: 'Sayings of the Century', price: 8.95 },
      { category: 'fiction', author: 'Evelyn Waugh', title: 'Sword of Honour', price: 12.99 },
      { category: 'fiction', author: 'Herman Melville', title: 'Moby Dick', isbn: '0-553-21311-3', price: 8.99 },
      { category: 'fiction', author: 'J. R. R. Tolkien', title: 'The Lord of the Rings', isbn: '0-395-19395-8', price: 22.99 },
    ],
    bicycle: { color: 'red', price: 399 },
  },
});

type Change = { status: string; count: number; values: unknown[]; paths: string[]; error: string | null };
const lastChange = (page: import('@playwright/test').Page) => page.evaluate(() => (window as unknown as { lastChange?: Change }).lastChange);

test('the embedded query runs RFC 9535 filters under the strict CSP (no eval), names a bad expression and tells the host', async ({ page }) => {
  await watchCsp(page);
  const { element, errors } = await openEmbedded(page, 'jsonpath-query', { 'initial-text': BOOKSTORE, expression: '$..book[?@.price < 10].title' });
  await page.evaluate(() => document.addEventListener('toolshed-change', (e) => ((window as unknown as { lastChange?: unknown }).lastChange = (e as CustomEvent).detail)));
  await expect(element.getByText('2 matches.')).toBeVisible();
  await expect(element.getByRole('list', { name: 'Matching values and their paths' })).toContainText("$['store']['book'][2]['title']");

  // An example chip (a react-aria press inside the shadow root) fills the field: RFC 9535's $..book[?@.isbn].
  await element.getByRole('button', { name: '$..book[?@.isbn]' }).click();
  await expect(element.getByRole('textbox', { name: 'JSONPath expression' })).toHaveValue('$..book[?@.isbn]');
  await expect
    .poll(() => lastChange(page))
    .toMatchObject({ status: 'ok', count: 2, paths: ["$['store']['book'][2]", "$['store']['book'][3]"], error: null });
  expect((await lastChange(page))?.values.map((book) => (book as { title: string }).title)).toEqual(['Moby Dick', 'The Lord of the Rings']);

  const field = element.getByRole('textbox', { name: 'JSONPath expression' });
  await field.fill('$.store.book[');
  await expect(element.getByText('The expression ends too early, at character 14.', { exact: false })).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect.poll(async () => (await lastChange(page))?.status).toBe('error');
  expect((await cspViolations(page)).filter((v) => v.startsWith('script-src'))).toEqual([]);
  expect(errors).toEqual([]);
});

test('the site page queries the sample, fills the field from an example, and opens from a share link', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto(`${siteUrl}/tools/jsonpath-query`);
  await expect(page).toHaveTitle('JSONPath Query — Toolshed');
  await expect(page.getByRole('heading', { level: 1, name: 'JSONPath Query' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How to Use' })).toBeVisible();

  await page.getByRole('button', { name: 'Load Sample' }).click();
  await expect(page.getByText('2 matches.')).toBeVisible();
  await page.getByRole('button', { name: '$.store..price' }).click();
  await expect(page.getByText('5 matches.')).toBeVisible();
  const listed = page.getByRole('list', { name: 'Matching values and their paths' });
  await expect(listed).toContainText("$['store']['bicycle']['price']");
  await expect(listed).toContainText('399');

  // Invalid JSON is named by line and column next to the JSON field.
  await page.getByRole('textbox', { name: 'JSON input' }).fill('{\n  "a": [1, 2,]\n}');
  await expect(page.getByRole('alert')).toContainText('Invalid JSON at line 2, column 14: ');

  // A share link restores the document and the expression; editing the expression updates the link.
  const query = `initial-text=${encodeURIComponent('{"a":[{"b":1},{"b":2}]}')}&expression=${encodeURIComponent('$.a[*].b')}`;
  await page.goto(`${siteUrl}/tools/jsonpath-query?${query}`);
  await expect(page.getByRole('textbox', { name: 'JSON input' })).toHaveValue('{"a":[{"b":1},{"b":2}]}');
  await expect(page.getByRole('textbox', { name: 'JSONPath expression' })).toHaveValue('$.a[*].b');
  await expect(page.getByText('2 matches.')).toBeVisible();
  await page.getByRole('textbox', { name: 'JSONPath expression' }).fill('$.a[1]');
  await expect(page.getByText('1 match.')).toBeVisible();
  await expect.poll(() => params(page.url())).toEqual({ 'initial-text': '{"a":[{"b":1},{"b":2}]}', expression: '$.a[1]' });

  // The German and Arabic pages have their own words; Arabic runs right to left.
  await page.goto(`${siteUrl}/de/tools/jsonpath-query`);
  await expect(page.getByRole('heading', { level: 1, name: 'JSONPath-Abfrage' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'JSONPath-Ausdruck' })).toBeVisible();
  await page.goto(`${siteUrl}/ar/tools/jsonpath-query`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'استعلام JSONPath' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'مدخلات JSON' })).toBeVisible();
  expect(errors).toEqual([]);
});
