import { createHash } from 'node:crypto';
import { type Locator, type Page } from '@playwright/test';
import { expect, test, collectErrors, openEmbedded } from './support';
import english from '../../src/tools/hash-verifier/messages/en';
import german from '../../src/tools/hash-verifier/messages/de';

const detail = (scope: Page | Locator, label: string) => scope.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');

test('the embedded verifier takes its attributes, decides, and tells the host', async ({ page }) => {
  const sha1 = createHash('sha1').update('hello world').digest('hex');
  const { element, errors } = await openEmbedded(page, 'hash-verifier', { 'initial-text': 'hello world', expected: sha1.toUpperCase() });
  await page.evaluate(() => {
    const w = window as unknown as { changes: unknown[] };
    w.changes = [];
    document.addEventListener('toolshed-change', (e) => w.changes.push((e as CustomEvent).detail));
  });
  await expect(element.getByText('Match', { exact: true })).toBeVisible();
  await expect(detail(element, 'Algorithm')).toHaveText('SHA-1 (detected from the length)');

  await element.getByRole('textbox', { name: 'Text to check' }).fill('hello world!');
  await expect(element.getByRole('alert')).toContainText('No match');
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { changes: unknown[] }).changes.at(-1)))
    .toEqual({
      status: 'mismatch',
      algorithm: 'sha1',
      expected: sha1,
      actual: createHash('sha1').update('hello world!').digest('hex'),
      fileName: null,
      line: null,
    });
  expect(errors).toEqual([]);
});

test('/de/tools/hash-verifier speaks German: labels, the verdict, a length error and the guide; the element takes lang="ar"', async ({ page }) => {
  const errors = collectErrors(page);
  const md5 = createHash('md5').update('abc').digest('hex');
  await page.goto('/de/tools/hash-verifier');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('heading', { level: 1, name: 'Hash-Prüfer' })).toBeVisible();
  await expect(page.getByText('Fügen Sie den erwarteten Hash ein, um zu vergleichen.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Zu prüfender Text' }).fill('abc');
  const expected = page.getByRole('textbox', { name: 'Erwarteter Hash' });
  await expected.fill(md5);
  await expect(page.getByText('Übereinstimmung', { exact: true })).toBeVisible();
  await expect(page.getByText('Der MD5-Hash des Textes ist der erwartete Hash.')).toBeVisible();
  await expect(detail(page, 'Algorithmus')).toHaveText('MD5 (an der Länge erkannt)');
  await expect(detail(page, 'Berechnet')).toHaveText(md5);
  await expect(page.getByRole('heading', { name: 'Algorithmus aus dem Hash' })).toBeVisible();

  // No English word of the tool is left on the page (whole words: "Algorithm" is inside "Algorithmus").
  const shown = await page.locator('main').innerText();
  const leftOver = Object.entries(english).filter(
    ([key, text]) =>
      !/[{']/.test(text) &&
      text !== german[key as keyof typeof german] &&
      new RegExp(`(?<!\\p{L})${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?!\\p{L})`, 'u').test(shown),
  );
  expect(leftOver).toEqual([]);

  await page.getByRole('combobox', { name: 'Algorithmus' }).selectOption('sha256');
  await expect(page.getByText('Ein SHA-256-Hash hat 64 Hexadezimalzeichen; dieser hat 32.')).toBeVisible();
  expect(errors).toEqual([]);

  // The element's lang attribute picks its words.
  const embedded = await openEmbedded(page, 'hash-verifier', { lang: 'ar', 'initial-text': 'abc', expected: md5 });
  await expect(embedded.element.getByText('متطابقة', { exact: true })).toBeVisible();
  expect(embedded.errors).toEqual([]);
});

test('the site page picks the file’s line from a pasted SHA256SUMS list and streams the file', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/tools/hash-verifier');
  await expect(page.getByRole('heading', { level: 1, name: 'Hash Verifier' })).toBeVisible();

  const body = Buffer.alloc(3 * 1024 * 1024 + 17, 'toolshed ');
  const good = createHash('sha256').update(body).digest('hex');
  await page.getByRole('textbox', { name: 'Expected hash' }).fill(`# release\n${'f'.repeat(64)}  other.bin\n${good} *dist/release.bin\n`);
  await page.getByRole('tab', { name: 'File' }).click();
  await page.locator('input[type=file]').setInputFiles({ name: 'release.bin', mimeType: 'application/octet-stream', buffer: body });
  await expect(page.getByText('Match', { exact: true })).toBeVisible();
  await expect(detail(page, 'Line')).toHaveText('3: dist/release.bin');
  await expect(detail(page, 'Computed')).toHaveText(good);

  // One byte different: No match.
  body[body.length - 1] = body[body.length - 1]! ^ 1;
  await page.locator('input[type=file]').setInputFiles({ name: 'release.bin', mimeType: 'application/octet-stream', buffer: body });
  await expect(page.getByRole('alert')).toContainText('No match');

  await page.locator('input[type=file]').setInputFiles({ name: 'unknown.bin', mimeType: 'application/octet-stream', buffer: body });
  await expect(page.getByText('No line in the list names unknown.bin.')).toBeVisible();
  expect(errors).toEqual([]);
});
