import { expect, test, collectErrors, openEmbedded, siteUrl } from './support';
import english from '../../src/tools/utm-builder/messages/en';
import arabic from '../../src/tools/utm-builder/messages/ar';

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

  // The element's lang picks its words, live.
  await element.evaluate((el) => el.setAttribute('lang', 'de'));
  await expect(element.getByText('Kampagnenquelle (utm_source) ist erforderlich.')).toBeVisible();
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

test('/ar/tools/utm-builder speaks Arabic, right to left, and builds the campaign URL', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto(`${siteUrl}/ar/tools/utm-builder`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'منشئ روابط UTM' })).toBeVisible();

  const website = page.getByRole('textbox', { name: 'عنوان URL للموقع' });
  await expect(website).toHaveAttribute('dir', 'ltr');
  await website.fill('https://example.com/عروض');
  await page.getByRole('textbox', { name: /\(utm_source\)/ }).fill('newsletter');
  await expect(page.getByText('وسيط الحملة (utm_medium) مطلوب.')).toBeVisible();
  await page.getByRole('textbox', { name: /\(utm_medium\)/ }).fill('email');
  await page.getByRole('textbox', { name: /\(utm_campaign\)/ }).fill('تخفيضات الربيع');
  await expect(page.getByRole('region', { name: 'عنوان URL للحملة', exact: true })).toHaveText(
    'https://example.com/%D8%B9%D8%B1%D9%88%D8%B6?utm_source=newsletter&utm_medium=email&utm_campaign=%D8%AA%D8%AE%D9%81%D9%8A%D8%B6%D8%A7%D8%AA%20%D8%A7%D9%84%D8%B1%D8%A8%D9%8A%D8%B9',
  );
  await expect(page.getByRole('columnheader', { name: 'الغرض منه' })).toBeVisible();

  // No English word of the tool is left on the page.
  const shown = await page.locator('main').innerText();
  // ("Yes" and "No" are too short to look for in a page's text.)
  const leftOver = Object.entries(english).filter(
    ([key, text]) => text.length > 3 && !/[{']/.test(text) && text !== arabic[key as keyof typeof arabic] && shown.includes(text),
  );
  expect(leftOver).toEqual([]);
  expect(errors).toEqual([]);
});
