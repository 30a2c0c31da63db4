import { readFile } from 'node:fs/promises';
import { expect, test, collectErrors, statTile } from './support';

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

  await page.getByRole('button', { name: 'Academic Abstract' }).click();
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

test('Upload File opens the file picker (click, Enter), the same file can be picked again, and a dropped file is read', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/tools/word-counter');
  const text = page.getByRole('textbox', { name: 'Your text' });
  const upload = page.getByRole('button', { name: 'Upload File' });
  const notes = { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('picked words') };

  const clicked = page.waitForEvent('filechooser');
  await upload.click();
  const chooser = await clicked;
  expect(chooser.isMultiple()).toBe(false);
  await chooser.setFiles(notes);
  await expect(text).toHaveValue('picked words');

  await text.fill('');
  const pressed = page.waitForEvent('filechooser');
  await upload.focus();
  await page.keyboard.press('Enter');
  await (await pressed).setFiles(notes);
  await expect(text).toHaveValue('picked words');

  // A file dragged from the desktop: the zone lights up, and the drop is read (not opened by the browser).
  const zone = page.getByRole('group', { name: 'Drop zone for plain text files' });
  const dataTransfer = await page.evaluateHandle(() => {
    const transfer = new DataTransfer();
    transfer.items.add(new File(['dropped words here'], 'dropped.txt', { type: 'text/plain' }));
    return transfer;
  });
  await zone.dispatchEvent('dragenter', { dataTransfer });
  await expect(zone).toHaveAttribute('data-drop-target', 'true');
  await zone.dispatchEvent('drop', { dataTransfer });
  await expect(text).toHaveValue('dropped words here');
  await expect(zone).not.toHaveAttribute('data-drop-target');
  await expect(page).toHaveURL(/\/tools\/word-counter$/);
  expect(errors).toEqual([]);
});
