import { readFile } from 'node:fs/promises';
import { expect, test, collectErrors, openEmbedded } from './support';
import en from '../../src/tools/text-formatter/messages/en';
import ar from '../../src/tools/text-formatter/messages/ar';

type Change = { output: string; inputLines: number; outputLines: number; operations: string[]; error: string | null };

test('the embedded formatter takes its text and steps from attributes and reports changes to the host', async ({ page }) => {
  const { element, errors } = await openEmbedded(page, 'text-formatter', {
    'initial-text': 'pear\n\nApple\npear\nfig',
    operations: 'remove-empty,dedupe,sort-az,number,bogus',
  });
  const result = element.getByRole('region', { name: 'Result' });
  await expect(result).toHaveText('1. Apple\n2. fig\n3. pear');
  await expect(element.locator('li h3')).toHaveText(['Remove Empty Lines', 'Remove Duplicate Lines', 'Sort A → Z', 'Add Line Numbers']);

  await page.evaluate(() => {
    const w = window as unknown as { changes: unknown[] };
    w.changes = [];
    document.addEventListener('toolshed-change', (e) => w.changes.push((e as CustomEvent).detail));
  });
  // Reorder through the shadow root: numbered before deduplicating, no line is a duplicate any more.
  await element.getByRole('button', { name: 'Move step 4, Add Line Numbers up' }).click();
  await element.getByRole('button', { name: 'Move step 3, Add Line Numbers up' }).click();
  await expect(element.locator('li h3')).toHaveText(['Remove Empty Lines', 'Add Line Numbers', 'Remove Duplicate Lines', 'Sort A → Z']);
  await expect(result).toHaveText('1. pear\n2. Apple\n3. pear\n4. fig');
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { changes: Change[] }).changes.at(-1)))
    .toEqual({ output: '1. pear\n2. Apple\n3. pear\n4. fig', inputLines: 5, outputLines: 4, operations: ['remove-empty', 'number', 'dedupe', 'sort-az'], error: null });

  await element.getByRole('group', { name: 'Add a Step: Edit' }).getByRole('button', { name: 'Find and Replace', exact: true }).click();
  // Click the visible label: react-aria's checkbox input sits under it.
  await element.getByText('Regular expression', { exact: true }).click();
  await expect(element.getByRole('checkbox', { name: 'Regular expression' })).toBeChecked();
  const find = element.getByRole('textbox', { name: 'Find (regular expression)' });
  await find.fill('[');
  await expect(find).toHaveAttribute('aria-invalid', 'true');
  await expect(element.getByText('Invalid regular expression /[/: unterminated character class.', { exact: true })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { changes: Change[] }).changes.at(-1)?.error))
    .toBe('Invalid regular expression /[/: unterminated character class.');

  // The element's lang attribute picks its language, live.
  await element.evaluate((el) => el.setAttribute('lang', 'de'));
  await expect(element.getByRole('heading', { name: 'Schritt hinzufügen', exact: true })).toBeVisible();
  expect(errors).toEqual([]);
});

test('the site page formats text, downloads the result and remembers the steps', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/tools/text-formatter');
  await expect(page).toHaveTitle('Text Formatter — Toolshed');
  await expect(page.getByRole('heading', { level: 1, name: 'Text Formatter' })).toBeVisible();

  const input = page.getByRole('textbox', { name: 'Input text' });
  await input.fill('  b 2\n\n  a 10\n a 9 ');
  const result = page.getByRole('region', { name: 'Result' });
  await expect(result).toHaveText('b 2\na 10\na 9');

  await page.getByRole('button', { name: 'Sort Naturally (2 Before 10)', exact: true }).click();
  await expect(result).toHaveText('a 9\na 10\nb 2');
  await expect(page.getByText('4 lines in → 3 lines out · 3 steps')).toBeVisible();

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download' }).click()]);
  expect(download.suggestedFilename()).toBe('formatted-text.txt');
  expect(await readFile((await download.path())!, 'utf8')).toBe('a 9\na 10\nb 2');

  await page.getByRole('button', { name: 'Use as Input' }).click();
  await expect(input).toHaveValue('a 9\na 10\nb 2');

  // The steps are settings: they come back on a new visit (the bare address: a reload keeps the
  // share link's inputs); the text does not.
  await page.goto('/tools/text-formatter');
  await expect(page.locator('li h3')).toHaveText(['Trim Lines', 'Remove Empty Lines', 'Sort Naturally (2 Before 10)']);
  await expect(page.getByRole('textbox', { name: 'Input text' })).toHaveValue('');

  expect(errors).toEqual([]);
});

test('the Arabic page /ar/tools/text-formatter reads right to left and formats in Arabic', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/ar/tools/text-formatter');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'منسّق النصوص' })).toBeVisible();
  await expect(page.locator('li h3')).toHaveText(['تشذيب الأسطر', 'إزالة الأسطر الفارغة']);

  await page.getByRole('textbox', { name: 'النص المُدخل' }).fill('  b 2\n\n  a 10\n a 9 ');
  await page.getByRole('button', { name: 'ترتيب طبيعي (2 قبل 10)', exact: true }).click();
  await expect(page.getByRole('region', { name: 'النتيجة' })).toHaveText('a 9\na 10\nb 2');
  await expect(page.getByText('المدخلات: 4 أسطر ← النتيجة: 3 أسطر · 3 خطوات')).toBeVisible();

  // None of the tool's English words is left on the page (words Arabic keeps, such as LF, aside).
  const shown = await page.locator('main').innerText();
  // A short word counts when it is a whole line (a label, a button); a longer text anywhere.
  const lines = new Set(shown.split('\n').map((line) => line.trim()));
  const english = Object.entries(en).filter(([key, text]) => !text.includes('{') && ar[key as keyof typeof en] !== text).map(([, text]) => text);
  expect(english.filter((text) => lines.has(text) || (text.length > 12 && shown.includes(text)))).toEqual([]);
  expect(errors).toEqual([]);
});
