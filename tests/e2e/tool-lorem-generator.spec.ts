import { readFile } from 'node:fs/promises';
import { expect, test, collectErrors, hostUrl, openEmbedded, siteUrl, statTile } from './support';
import en from '../../src/tools/lorem-generator/messages/en';
import ar from '../../src/tools/lorem-generator/messages/ar';

interface Change {
  text: string;
  unit: string;
  count: number;
  format: string;
  startWithLorem: boolean;
  seed: string;
  words: number;
  sentences: number;
  paragraphs: number;
}

test('the embedded lorem generator takes its attributes, regenerates and reports toolshed-change', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: hostUrl });
  const { element, errors } = await openEmbedded(page, 'lorem-generator', {
    unit: 'sentences',
    count: '3',
    format: 'html',
    'start-with-lorem': 'true',
    seed: 'partner',
  });
  await page.evaluate(() => {
    document.addEventListener('toolshed-change', (e) => ((window as unknown as { lastChange?: unknown }).lastChange = (e as CustomEvent).detail));
  });

  const output = element.locator('pre code');
  await expect(output).toHaveText(/^<p>Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua\. .+\.<\/p>$/);
  await expect(element.getByRole('radio', { name: 'Sentences' })).toBeChecked();
  await expect(element.getByRole('textbox', { name: 'How many sentences' })).toHaveValue('3');
  await expect(statTile(element, 'Sentences')).toHaveText('3');
  const seeded = await output.textContent();

  // The same seed gives the same text after a reload.
  await page.reload();
  await expect(element.locator('pre code')).toHaveText(seeded!);

  // react-aria presses work inside the shadow root; the host hears about every change.
  await page.evaluate(() => {
    document.addEventListener('toolshed-change', (e) => ((window as unknown as { lastChange?: unknown }).lastChange = (e as CustomEvent).detail));
  });
  await element.getByRole('button', { name: 'Increase How many sentences' }).click();
  await expect(statTile(element, 'Sentences')).toHaveText('4');
  const last = () => page.evaluate(() => (window as unknown as { lastChange?: Change }).lastChange);
  await expect.poll(async () => (await last())?.count).toBe(4);
  const detail = (await last())!;
  expect(detail).toMatchObject({ unit: 'sentences', count: 4, format: 'html', startWithLorem: true, seed: 'partner', sentences: 4, paragraphs: 1 });
  expect(detail.text).toBe(await element.locator('pre code').textContent());

  await element.getByRole('button', { name: 'Copy' }).click();
  await expect(element.getByRole('button', { name: 'Copied!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(detail.text);

  // The element's lang attribute picks its language, live.
  await element.evaluate((el) => el.setAttribute('lang', 'de'));
  await expect(statTile(element, 'Sätze')).toHaveText('4');
  expect(errors).toEqual([]);
});

test('the site route /tools/lorem-generator makes random text after hydration and downloads it', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto(`${siteUrl}/tools/lorem-generator`);
  await expect(page).toHaveTitle('Lorem Ipsum Generator — Toolshed');
  await expect(page.getByRole('heading', { level: 1, name: 'Lorem Ipsum Generator' })).toBeVisible();

  const output = page.locator('pre code');
  await expect(output).toHaveText(/^Lorem ipsum dolor sit amet/);
  await expect(statTile(page, 'Paragraphs')).toHaveText('3');
  const first = await output.textContent();
  await page.getByRole('button', { name: 'Generate New Text' }).click();
  await expect(output).not.toHaveText(first!);
  expect((await output.textContent())!.split('\n\n')).toHaveLength(3);

  await page.locator('label', { has: page.getByRole('radio', { name: 'Words' }) }).click();
  await page.getByRole('textbox', { name: 'How many words' }).fill('7');
  await page.getByRole('textbox', { name: 'How many words' }).press('Enter');
  await expect(output).toHaveText('Lorem ipsum dolor sit amet consectetur adipiscing');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download' }).click()]);
  expect(download.suggestedFilename()).toBe('lorem-ipsum.txt');
  expect(await readFile((await download.path())!, 'utf8')).toBe('Lorem ipsum dolor sit amet consectetur adipiscing');
  expect(errors).toEqual([]);
});

test('the Arabic page /ar/tools/lorem-generator reads right to left and generates in Arabic', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto(`${siteUrl}/ar/tools/lorem-generator`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'مولّد نص لوريم إيبسوم' })).toBeVisible();
  await expect(statTile(page, 'فقرات')).toHaveText('3');

  await page.locator('label', { has: page.getByRole('radio', { name: 'كلمات' }) }).click();
  await page.getByRole('textbox', { name: 'عدد الكلمات' }).fill('7');
  await page.getByRole('textbox', { name: 'عدد الكلمات' }).press('Enter');
  // The generated text is Latin in every locale, and reads left to right.
  await expect(page.locator('pre code')).toHaveText('Lorem ipsum dolor sit amet consectetur adipiscing');
  await expect(page.locator('pre')).toHaveAttribute('dir', 'auto');
  await expect(statTile(page, 'كلمات')).toHaveText('7');

  // None of the tool's English words is left on the page.
  const shown = await page.locator('main').innerText();
  // A short word counts when it is a whole line (a label, a button); a longer text anywhere.
  const lines = new Set(shown.split('\n').map((line) => line.trim()));
  const english = Object.entries(en).filter(([key, text]) => !text.includes('{') && ar[key as keyof typeof en] !== text).map(([, text]) => text);
  expect(english.filter((text) => lines.has(text) || (text.length > 12 && shown.includes(text)))).toEqual([]);
  expect(errors).toEqual([]);
});
