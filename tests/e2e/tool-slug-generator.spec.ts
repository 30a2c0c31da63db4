import { expect, test, collectErrors, cspViolations, hostUrl, openEmbedded, siteUrl } from './support';

interface Change {
  text: string;
  bulk: boolean;
  slug: string;
  slugs: string[];
}

const lastChange = (page: import('@playwright/test').Page) => page.evaluate(() => (window as unknown as { lastChange?: Change }).lastChange);

test('the embedded slug generator takes its attributes, loads the transliteration table under the strict CSP and reports changes', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: hostUrl });
  const tableRequests: string[] = [];
  page.on('request', (request) => {
    if (/transliteration-table-[\w-]+\.js$/.test(request.url())) tableRequests.push(request.url());
  });
  const { element, errors } = await openEmbedded(page, 'slug-generator', { 'initial-text': 'The Art of War', separator: '_', 'stop-words': 'true' });
  await page.evaluate(() => {
    document.addEventListener('toolshed-change', (e) => ((window as unknown as { lastChange?: unknown }).lastChange = (e as CustomEvent).detail));
  });

  const title = element.getByRole('textbox', { name: 'Title' });
  await expect(title).toHaveValue('The Art of War');
  await expect(element.getByTestId('slug')).toHaveText('art_war');
  await expect(element.getByRole('combobox', { name: 'Separator' })).toHaveValue('_');
  await expect(element.getByRole('switch', { name: 'Remove stop words' })).toBeChecked();
  // Latin text needs no table: it is fetched only for another script.
  expect(tableRequests).toEqual([]);

  await title.fill('Привет мир');
  await expect(element.getByTestId('slug')).toHaveText('privet_mir');
  expect(tableRequests).toHaveLength(1);
  expect(new URL(tableRequests[0]!).origin).toBe(new URL(siteUrl).origin);
  await expect.poll(() => lastChange(page)).toEqual({ text: 'Привет мир', bulk: false, slug: 'privet_mir', slugs: ['privet_mir'] });

  // react-aria presses work inside the shadow root.
  await element.getByRole('button', { name: 'Copy Slug' }).click();
  await expect(element.getByRole('button', { name: 'Copied!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('privet_mir');
  expect(await cspViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
});

test('the site page /tools/slug-generator makes slugs, in bulk too, and remembers its options', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const errors = collectErrors(page);
  await page.goto(`${siteUrl}/tools/slug-generator`);
  await expect(page).toHaveTitle('Slug Generator — Toolshed');
  await expect(page.getByRole('heading', { level: 1, name: 'Slug Generator' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'How to Use' })).toBeVisible();

  await page.getByRole('textbox', { name: 'Title' }).fill('Crème Brûlée à Paris');
  await expect(page.getByTestId('slug')).toHaveText('creme-brulee-a-paris');
  await page.getByRole('textbox', { name: 'Maximum length' }).fill('15');
  await page.getByRole('textbox', { name: 'Maximum length' }).press('Enter');
  await expect(page.getByTestId('slug')).toHaveText('creme-brulee-a');

  await page.getByText('Bulk mode (one title a line)').click();
  await page.getByRole('textbox', { name: 'Titles (one a line)' }).fill('Zebra Crossing\nПривет мир\n\nApple Pie');
  const slugs = page.getByRole('region', { name: 'One slug a line' });
  await expect(slugs).toHaveText('zebra-crossing\nprivet-mir\n\napple-pie');
  await expect(page.getByText('3 slugs, in the order of your lines')).toBeVisible();
  await page.getByRole('button', { name: 'Copy Slugs' }).click();
  await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('zebra-crossing\nprivet-mir\n\napple-pie');

  // Bulk mode and the maximum length are remembered for a new visit (the bare address).
  await page.goto(`${siteUrl}/tools/slug-generator`);
  await expect(page.getByRole('switch', { name: 'Bulk mode (one title a line)' })).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Maximum length' })).toHaveValue('15');
  expect(errors).toEqual([]);
});

test('a share link restores the title and options and round-trips', async ({ page }) => {
  const errors = collectErrors(page);
  const query = new URLSearchParams({ 'initial-text': 'The Art of War', separator: '.', lowercase: 'false', 'stop-words': 'true' }).toString();
  await page.goto(`${siteUrl}/tools/slug-generator?${query}`);
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue('The Art of War');
  await expect(page.getByTestId('slug')).toHaveText('Art.War');
  await expect(page.getByRole('switch', { name: 'Lower case' })).not.toBeChecked();
  // The address is written 400 ms after the last change; it then holds exactly the link's inputs.
  await expect.poll(() => Object.fromEntries(new URL(page.url()).searchParams)).toEqual(Object.fromEntries(new URLSearchParams(query)));
  await page.getByRole('textbox', { name: 'Maximum length' }).fill('3');
  await page.getByRole('textbox', { name: 'Maximum length' }).press('Enter');
  await expect(page.getByTestId('slug')).toHaveText('Art');
  await expect.poll(() => Object.fromEntries(new URL(page.url()).searchParams)).toMatchObject({ 'max-length': '3', separator: '.' });
  expect(errors).toEqual([]);
});
