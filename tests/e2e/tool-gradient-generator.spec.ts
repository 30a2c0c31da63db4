import { expect, test, collectErrors, hostUrl, openEmbedded, siteUrl } from './support';
import en from '../../src/tools/gradient-generator/messages/en';

type Change = { css?: string; declaration?: string; type?: string; stops?: Array<{ color: string; position: number }> };

test('the embedded gradient generator starts from its attributes and reports changes to the host', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: hostUrl });
  const { element, errors } = await openEmbedded(page, 'gradient-generator', {
    type: 'conic',
    angle: '45',
    position: 'top',
    stops: '#ff0000 0%, #00ff00 50%, #0000ff 100%',
    repeating: 'true',
    interpolation: 'oklch',
  });
  const css = element.getByRole('region', { name: 'CSS' });
  await expect(css).toHaveText('background: repeating-conic-gradient(from 45deg at top in oklch, #ff0000 0%, #00ff00 50%, #0000ff 100%);');
  await expect(element.getByRole('combobox', { name: 'Type' })).toHaveValue('conic');
  await expect(element.getByRole('textbox', { name: 'Start angle (°)' })).toHaveValue('45');
  // The preview really paints the gradient inside the shadow root (set through the CSSOM, so the CSP allows it).
  await expect.poll(() => element.getByTestId('gradient-preview').evaluate((el) => getComputedStyle(el).backgroundImage)).toContain('repeating-conic-gradient');

  await page.evaluate(() => {
    const w = window as unknown as { lastChange?: unknown };
    document.addEventListener('toolshed-change', (e) => (w.lastChange = (e as CustomEvent).detail));
  });
  await element.getByRole('combobox', { name: 'Type' }).selectOption('linear');
  await element.getByRole('group', { name: 'Stop 2' }).getByRole('textbox', { name: 'Stop 2', exact: true }).fill('#123456');
  const expected = 'repeating-linear-gradient(45deg in oklch, #ff0000 0%, #123456 50%, #0000ff 100%)';
  await expect(css).toHaveText(`background: ${expected};`);
  await expect.poll(() => page.evaluate(() => (window as unknown as { lastChange?: Change }).lastChange?.css)).toBe(expected);
  const detail = await page.evaluate(() => (window as unknown as { lastChange: Change }).lastChange);
  expect(detail).toMatchObject({ type: 'linear', declaration: `background: ${expected};`, stops: [{ color: '#ff0000', position: 0 }, { color: '#123456', position: 50 }, { color: '#0000ff', position: 100 }] });

  await element.getByRole('button', { name: 'Copy CSS' }).click();
  await expect(element.getByRole('button', { name: 'Copied!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`background: ${expected};`);
  expect(errors).toEqual([]);
});

test('invalid attributes fall back to the defaults', async ({ page }) => {
  const { element, errors } = await openEmbedded(page, 'gradient-generator', { stops: 'red, blue', type: 'diagonal' });
  await expect(element.getByRole('region', { name: 'CSS' })).toHaveText('background: linear-gradient(90deg, #2563eb 0%, #db2777 100%);');
  // The element's lang attribute picks the language, live.
  await element.evaluate((el) => el.setAttribute('lang', 'de'));
  await expect(element.getByRole('button', { name: 'Stopp hinzufügen' })).toBeVisible();
  // The embed warns about the attribute it ignored; nothing else goes wrong.
  expect(errors).toEqual([]);
});

test('the site route /tools/gradient-generator works', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto(`${siteUrl}/tools/gradient-generator`);
  await expect(page).toHaveTitle('Gradient Generator — Toolshed');
  await expect(page.getByRole('heading', { level: 1, name: 'Gradient Generator' })).toBeVisible();
  await page.getByRole('button', { name: 'Ocean' }).click();
  await expect(page.getByRole('region', { name: 'CSS' })).toHaveText('background: linear-gradient(180deg, #0ea5e9 0%, #1e3a8a 100%);');
  await page.getByRole('button', { name: 'Add Stop' }).click();
  await expect(page.getByRole('group', { name: 'Stop 3' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'CSS' })).toHaveText('background: linear-gradient(180deg, #0ea5e9 0%, #1670ba 50%, #1e3a8a 100%);');
  await page.getByRole('button', { name: 'Random' }).click();
  await expect(page.getByRole('region', { name: 'CSS' })).not.toHaveText(/#0ea5e9/);
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});

test('in Arabic the generator reads right to left and speaks Arabic', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto(`${siteUrl}/ar/tools/gradient-generator`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'مولّد التدرجات اللونية' })).toBeVisible();
  await page.getByRole('button', { name: 'محيط' }).click();
  await page.getByRole('button', { name: 'إضافة نقطة' }).click();
  await expect(page.getByText('نقاط الألوان (3 من 8)')).toBeVisible();
  // The CSS stays code: left to right, unchanged.
  const css = page.getByRole('region', { name: 'CSS' });
  await expect(css).toHaveText('background: linear-gradient(180deg, #0ea5e9 0%, #1670ba 50%, #1e3a8a 100%);');
  await expect(page.getByRole('img', { name: 'تدرج خطي، 180°: #0ea5e9 عند 0%، #1670ba عند 50%، #1e3a8a عند 100%' })).toBeVisible();
  // No English word of the tool is left on the screen.
  for (const key of ['preview', 'copyCss', 'cssProperty', 'gradient', 'random', 'type', 'reverse', 'addStop', 'repeating', 'featureStopsTitle', 'stepCopyText'] as const)
    await expect(page.getByText(en[key], { exact: true })).toHaveCount(0);
  expect(errors).toEqual([]);
});
