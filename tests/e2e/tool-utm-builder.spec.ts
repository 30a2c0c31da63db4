import { expect, test, collectErrors, openEmbedded, siteUrl } from './support';

test('the embedded UTM builder takes its attributes and reports the campaign URL', async ({ page }) => {
  const { element, errors } = await openEmbedded(page, 'utm-builder', {
    url: 'https://example.com/landing?lang=de#form',
    source: 'newsletter',
    medium: 'email',
    'campaign-id': 'q2-17',
  });
  const output = element.getByRole('region', { name: 'Campaign URL', exact: true });
  await expect(output).toHaveText('https://example.com/landing?lang=de&utm_source=newsletter&utm_medium=email&utm_id=q2-17#form');
  await page.evaluate(() => {
    const w = window as unknown as { lastChange?: unknown };
    document.addEventListener('toolshed-change', (e) => (w.lastChange = (e as CustomEvent).detail));
  });
  await element.getByRole('textbox', { name: /\(utm_campaign\)/ }).fill('Spring Sale');
  await expect(output).toHaveText('https://example.com/landing?lang=de&utm_source=newsletter&utm_medium=email&utm_campaign=Spring%20Sale&utm_id=q2-17#form');
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { lastChange?: unknown }).lastChange))
    .toEqual({
      url: 'https://example.com/landing?lang=de&utm_source=newsletter&utm_medium=email&utm_campaign=Spring%20Sale&utm_id=q2-17#form',
      source: 'newsletter',
      medium: 'email',
      campaign: 'Spring Sale',
      term: '',
      content: '',
      id: 'q2-17',
    });
  await element.getByRole('textbox', { name: /\(utm_source\)/ }).fill('');
  await expect(element.getByText('Campaign source (utm_source) is required.')).toBeVisible();
  await expect.poll(() => page.evaluate(() => (window as unknown as { lastChange?: { url: unknown } }).lastChange?.url)).toBeNull();
  expect(errors).toEqual([]);
});

test('the site route /tools/utm-builder builds, reads a tagged URL and copies', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const errors = collectErrors(page);
  await page.goto(`${siteUrl}/tools/utm-builder`);
  await expect(page).toHaveTitle('UTM Builder — Toolshed');
  await expect(page.getByRole('heading', { level: 1, name: 'UTM Builder' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Website URL' }).fill('https://example.com/?utm_source=fb&utm_medium=social&utm_content=banner_a');
  await page.getByRole('button', { name: 'Fill Fields From URL' }).click();
  await expect(page.getByRole('textbox', { name: /\(utm_content\)/ })).toHaveValue('banner_a');
  await page.getByRole('button', { name: 'Copy URL' }).click();
  await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('https://example.com/?utm_source=fb&utm_medium=social&utm_content=banner_a');
  expect(errors).toEqual([]);
});
