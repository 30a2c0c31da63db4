import { expect, test, collectErrors, openEmbedded, siteUrl } from './support';
import en from '../../src/tools/color-picker/messages/en';

test('the embedded color picker works on a third-party page', async ({ page }) => {
  const { element, errors } = await openEmbedded(page, 'color-picker', { 'initial-color': 'a855f7' });
  const hex = element.getByRole('textbox', { name: 'Hex color' });
  // The initial-color attribute became the starting colour.
  await expect(hex).toHaveValue('a855f7');
  await expect(element.getByLabel('Pick a color')).toHaveValue('#a855f7');

  // A press on a react-aria button inside the shadow root works (needs the shadow-DOM flag).
  await element.getByRole('button', { name: 'Rose #f43f5e' }).click();
  await expect(hex).toHaveValue('#f43f5e');

  // Typing: a shorthand is refused on blur and keeps the colour; 6 digits apply.
  await hex.fill('#abc');
  await hex.press('Tab');
  await expect(element.getByText('Shorthand like #abc is not accepted. Enter all 6 digits, e.g. #aabbcc.')).toBeVisible();
  await expect(element.getByLabel('Pick a color')).toHaveValue('#f43f5e');
  await hex.fill('14B8A6');
  await expect(element.getByLabel('Pick a color')).toHaveValue('#14b8a6');

  // The native colour input drives the rest too.
  await element.getByLabel('Pick a color').fill('#10b981');
  await expect(hex).toHaveValue('#10b981');

  // Palette: clicking a colour selects it.
  await element.getByRole('tab', { name: 'Color Palette' }).click();
  await expect(element.getByRole('list', { name: 'Palette' }).getByRole('listitem')).toHaveCount(8);
  await element.getByRole('button', { name: /^Select #[0-9a-f]{6} \(Complementary\)$/ }).click();

  // Converter: read-only formats of the selected colour.
  await element.getByRole('tab', { name: 'Format Converter' }).click();
  await expect(element.getByRole('textbox', { name: 'HEX', exact: true })).toHaveValue('#b91048');
  await expect(element.getByRole('textbox', { name: 'RGB', exact: true })).toHaveValue('rgb(185, 16, 72)');
  await expect(element.getByRole('textbox', { name: 'RGB', exact: true })).not.toBeEditable();

  expect(errors).toEqual([]);
});

test('copy in the embed writes the clipboard and confirms it', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const { element, errors } = await openEmbedded(page, 'color-picker', { 'initial-tab': 'converter' });
  await element.getByRole('button', { name: 'Copy HSL', exact: true }).click();
  await expect(element.getByText('Copied to clipboard!', { exact: true }).first()).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('hsl(217, 91%, 60%)');

  await element.getByRole('tab', { name: 'Color Palette' }).click();
  await element.getByRole('listitem').nth(1).getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(element.getByRole('listitem').nth(1).getByRole('button', { name: 'Copied!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('#094fc2');
  expect(errors).toEqual([]);
});

test('host CSS cannot restyle the color picker', async ({ page }) => {
  const { element } = await openEmbedded(page, 'color-picker');
  const hex = element.getByRole('textbox', { name: 'Hex color' });
  await expect(hex).toHaveValue('#3b82f6');
  const field = await hex.evaluate((el) => {
    const s = getComputedStyle(el);
    return { fontSize: s.fontSize, color: s.color, fontFamily: s.fontFamily };
  });
  expect(field.fontSize).toBe('14px'); // monospace field: the sm size
  expect(field.color).not.toBe('rgb(255, 0, 0)');
  expect(field.fontFamily).toContain('JetBrains Mono Variable');

  const button = await element.getByRole('button', { name: 'Random Color' }).evaluate((el) => {
    const s = getComputedStyle(el);
    return { background: s.backgroundColor, color: s.color, fontSize: s.fontSize };
  });
  expect(button.background).not.toBe('rgb(255, 255, 0)');
  expect(button.color).not.toBe('rgb(255, 0, 0)');
  expect(button.fontSize).toBe('14px');
  // Preset swatches keep their size (a 40px host font would blow them up).
  const swatch = await element.getByRole('button', { name: 'Red #ef4444' }).boundingBox();
  expect(swatch!.width).toBeGreaterThanOrEqual(24);
  expect(swatch!.width).toBeLessThan(80);
});

test('changes reach the host as toolshed-change events', async ({ page }) => {
  const { element } = await openEmbedded(page, 'color-picker');
  await expect(element.getByRole('textbox', { name: 'Hex color' })).toBeVisible();
  await page.evaluate(() => {
    const w = window as unknown as { lastColor?: unknown };
    document.addEventListener('toolshed-change', (e) => (w.lastColor = (e as CustomEvent<{ hex: string; formats: { RGB: string } }>).detail));
  });
  await element.getByRole('button', { name: 'Lime #84cc16' }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { lastColor?: { hex: string; formats: { RGB: string }; palette: string[] } }).lastColor))
    .toMatchObject({ hex: '#84cc16', formats: { RGB: 'rgb(132, 204, 22)' } });
  // The element's lang attribute picks the language, live.
  await element.evaluate((el) => el.setAttribute('lang', 'de'));
  await expect(element.getByRole('button', { name: 'Limette #84cc16' })).toBeVisible();
});

test('the site route renders the tool, remembers the colour and fits 320px', async ({ page }) => {
  const errors = collectErrors(page);
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto(`${siteUrl}/tools/color-picker`);
  await expect(page).toHaveTitle('Color Palette Generator — Toolshed');
  await expect(page.getByRole('heading', { level: 1, name: 'Color Palette Generator' })).toBeVisible();
  const hex = page.getByRole('textbox', { name: 'Hex color' });
  await expect(hex).toHaveValue('#3b82f6');
  await page.getByRole('button', { name: 'Amber #f59e0b' }).click();
  await expect(hex).toHaveValue('#f59e0b');
  // Nothing scrolls sideways on a small phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);

  // The last colour comes back on the next visit.
  await page.goto(`${siteUrl}/tools/color-picker`); // the bare address: memory, not a share link
  await expect(page.getByRole('textbox', { name: 'Hex color' })).toHaveValue('#f59e0b');
  expect(await page.evaluate(() => localStorage.getItem('toolshed:color-picker'))).toBe('{"hex":"#f59e0b"}');
  // The page guide sits under the tool.
  await expect(page.getByRole('heading', { name: 'Instant Palettes' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});

test('Any Color converts every CSS color on the site route; the hex field keeps refusing shorthand', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto(`${siteUrl}/tools/color-picker?initial-tab=converter`);
  const any = page.getByRole('textbox', { name: 'Any Color' });
  const value = (name: string) => page.getByRole('textbox', { name, exact: true });
  const cases: Array<[string, string, string, string]> = [
    ['#fff', '#ffffff', 'rgb(255, 255, 255)', 'hsl(0, 0%, 100%)'],
    ['rgb(255 0 0 / 50%)', '#ff000080', 'rgb(255, 0, 0)', 'hsl(0, 100%, 50%)'],
    ['hsl(120 100% 25%)', '#008000', 'rgb(0, 128, 0)', 'hsl(120, 100%, 25%)'],
    ['oklch(62.8% 0.258 29.2)', '#ff0000', 'rgb(255, 0, 0)', 'hsl(0, 100%, 50%)'],
    ['rebeccapurple', '#663399', 'rgb(102, 51, 153)', 'hsl(270, 50%, 40%)'],
  ];
  for (const [text, hex, rgb, hsl] of cases) {
    await any.fill(text);
    await expect(value('HEX')).toHaveValue(hex);
    await expect(value('RGB')).toHaveValue(rgb);
    await expect(value('HSL')).toHaveValue(hsl);
  }
  await any.fill('hsl(120deg 100% 25% / 0.5');
  await expect(page.getByText('Add the closing parenthesis “)”.')).toBeVisible();
  await expect(value('HEX')).toHaveValue('#663399');
  // The picker's hex field is unchanged: 6 digits, shorthand refused with its message.
  await page.getByRole('tab', { name: 'Color Picker' }).click();
  const hexField = page.getByRole('textbox', { name: 'Hex color' });
  await expect(hexField).toHaveValue('#663399');
  await hexField.fill('#fff');
  await hexField.blur();
  await expect(page.getByText('Shorthand like #fff is not accepted. Enter all 6 digits, e.g. #ffffff.')).toBeVisible();
  expect(errors).toEqual([]);
});

test('Any Color typed before its parser has loaded is applied once it arrives, with no error meanwhile', async ({ page }) => {
  const errors = collectErrors(page);
  // The parser (css-color) is not part of the page's start: hold it back to type before it arrives.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const requested: string[] = [];
  await page.route(/\/assets\/css-color-[\w-]+\.js$/, async (route) => {
    requested.push(route.request().url());
    await held;
    await route.continue();
  });
  await page.goto(`${siteUrl}/tools/color-picker?initial-tab=converter`);
  const any = page.getByRole('textbox', { name: 'Any Color' });
  const value = (name: string) => page.getByRole('textbox', { name, exact: true });
  await expect(any).toHaveValue('#3b82f6');
  // The idle load after hydration (or the focus below) asks for it.
  await any.fill('rebeccapurple');
  await expect.poll(() => requested.length).toBeGreaterThan(0);
  await expect(any).toHaveValue('rebeccapurple');
  await expect(any).not.toHaveAttribute('aria-invalid', 'true');
  await expect(value('HEX')).toHaveValue('#3b82f6');
  release();
  await expect(value('HEX')).toHaveValue('#663399');
  await expect(value('RGB')).toHaveValue('rgb(102, 51, 153)');
  await expect(any).toHaveValue('rebeccapurple');
  // From then on the field answers at once, errors included.
  await any.fill('blurple');
  await expect(page.getByText(/^“blurple” is not a CSS color name\./)).toBeVisible();
  await expect(value('HEX')).toHaveValue('#663399');
  expect(requested).toHaveLength(1);
  expect(errors).toEqual([]);
});

test('in German the picker speaks German, with German numbers', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto(`${siteUrl}/de/tools/color-picker`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('heading', { level: 1, name: 'Farbpaletten-Generator' })).toBeVisible();
  const hex = page.getByRole('textbox', { name: 'Hex-Farbe' });
  await hex.fill('#abc');
  await hex.blur();
  await expect(page.getByText('Kurzschreibweisen wie #abc werden nicht akzeptiert. Geben Sie alle 6 Ziffern ein, z. B. #aabbcc.')).toBeVisible();
  await hex.fill('#3b82f6');
  // No English word of the tool is left on the screen.
  for (const key of ['tab.picker', 'tab.palette', 'tab.converter', 'pickColor', 'hexDescription', 'randomColor', 'presets', 'featurePaletteTitle', 'stepCopyText'] as const)
    await expect(page.getByText(en[key], { exact: true })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Formatkonverter' }).click();
  // The contrast ratio with a decimal comma.
  const contrast = page.getByRole('region', { name: 'Kontrast' });
  await expect(contrast.getByText('3,68:1')).toBeVisible();
  await expect(contrast.getByText('Auf Weiß', { exact: true })).toBeVisible();
  await page.getByRole('textbox', { name: 'Beliebige Farbe' }).fill('rgb(255 0)');
  await expect(page.getByText('rgb() erwartet 3 Werte, z. B. rgb(255 0 0) oder rgb(255, 0, 0).')).toBeVisible();
  expect(errors).toEqual([]);
});
