import { type Locator } from '@playwright/test';
import { expect, test, collectErrors, openEmbedded, siteUrl } from './support';

const key = (scope: Locator, name: string) => scope.getByRole('button', { name, exact: true });

async function tap(scope: Locator, names: string[]) {
  for (const name of names) await key(scope, name).click();
}

test('the embedded calculator computes on a third-party page, by pointer and keyboard', async ({ page }) => {
  const { element, errors } = await openEmbedded(page, 'calculator');
  const display = element.getByTestId('calculator-display');
  await expect(display).toHaveText('0');

  // Presses on react-aria buttons inside the shadow root work (needs the shadow-DOM flag).
  await tap(element, ['Decimal point', '1', 'Add', 'Decimal point', '2', 'Equals']);
  await expect(display).toHaveText('0.3');
  await expect(element.getByTestId('calculator-expression')).toHaveText('0.1 + 0.2 =');

  // After a click, keys typed on the keyboard reach the tool inside the shadow root.
  await key(element, 'Clear').click();
  await page.keyboard.type('1234*2');
  await page.keyboard.press('Enter');
  await expect(display).toHaveText('2,468');
  await page.keyboard.press('Backspace');
  await expect(display).toHaveText('246');
  await page.keyboard.press('Escape');
  await expect(display).toHaveText('0');

  await tap(element, ['5', 'Divide', '0', 'Equals']);
  await expect(display).toHaveText('Cannot divide by zero');
  await tap(element, ['7']);
  await expect(display).toHaveText('7');

  await element.getByRole('button', { name: /^M\+,/ }).click();
  await expect(element.getByText('M = 7')).toBeVisible();

  // Tab reaches the display inside the shadow root, and typing works from there.
  await page.locator('body').click({ position: { x: 1, y: 1 } });
  await page.keyboard.press('Tab');
  await expect(element.getByRole('textbox', { name: 'Display' })).toBeFocused();
  await page.keyboard.type('9/4=');
  await expect(display).toHaveText('2.25');

  expect(errors).toEqual([]);
});

test('initial-value becomes the start value, and changes reach the host as toolshed-change events', async ({ page }) => {
  const { element, errors } = await openEmbedded(page, 'calculator', { 'initial-value': '2.5' });
  const display = element.getByTestId('calculator-display');
  await expect(display).toHaveText('2.5');
  await page.evaluate(() => {
    const w = window as unknown as { lastChange?: unknown };
    document.addEventListener('toolshed-change', (e) => (w.lastChange = (e as CustomEvent).detail));
  });
  await tap(element, ['Multiply', '4', 'Equals']);
  await expect(display).toHaveText('10');
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { lastChange?: unknown }).lastChange))
    .toEqual({ display: '10', value: 10, expression: '2.5 × 4 =', error: null, memory: null });
  expect(errors).toEqual([]);
});

test('host CSS cannot restyle the calculator', async ({ page }) => {
  const { element } = await openEmbedded(page, 'calculator');
  const seven = key(element, '7');
  await expect(seven).toBeVisible();
  const style = await seven.evaluate((el) => {
    const s = getComputedStyle(el);
    return { fontSize: s.fontSize, color: s.color, background: s.backgroundColor, fontFamily: s.fontFamily };
  });
  expect(style.fontSize).toBe('18px');
  expect(style.color).not.toBe('rgb(255, 0, 0)');
  expect(style.background).not.toBe('rgb(255, 255, 0)');
  expect(style.fontFamily).toContain('Inter Variable');
  const displaySize = await element.getByTestId('calculator-display').evaluate((el) => getComputedStyle(el).fontSize);
  expect(displaySize).toBe('40px');
  // The whole keypad fits inside the element (nothing blown up by the host's 40px rule).
  const box = await element.boundingBox();
  const equals = await key(element, 'Equals').boundingBox();
  expect(equals!.x + equals!.width).toBeLessThanOrEqual(box!.x + box!.width);
});

test('the site route /tools/calculator works and its info cards tell the truth', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto(`${siteUrl}/tools/calculator`);
  await expect(page).toHaveTitle('Advanced Calculator — Toolshed');
  await expect(page.getByRole('heading', { level: 1, name: 'Advanced Calculator' })).toBeVisible();
  const tool = page.getByRole('group', { name: 'Calculator' });
  await tap(tool, ['9', 'Subtract', '4', 'Equals']);
  await expect(tool.getByTestId('calculator-display')).toHaveText('5');
  await page.keyboard.type('*3=');
  await expect(tool.getByTestId('calculator-display')).toHaveText('15');
  await expect(page.getByRole('heading', { name: 'Memory Keys' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Keyboard Support' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});

test('scientific mode: typed expressions with precedence, Enter, history reuse, and a reload keeps the mode and the expression', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto(`${siteUrl}/tools/calculator`);
  const tool = page.getByRole('group', { name: 'Calculator' });
  // The label is what a person clicks (the native radio inside it is visually hidden).
  await tool.locator('label', { has: page.getByRole('radio', { name: 'Scientific' }) }).click();
  const field = tool.getByRole('textbox', { name: 'Expression' });
  const result = tool.getByTestId('scientific-result');
  await field.fill('2+3*4');
  await field.press('Enter');
  await expect(result).toHaveText('14');
  await expect(field).toHaveValue('14');
  await field.fill('ln(0)');
  await field.press('Enter');
  await expect(tool.locator('span', { hasText: 'ln is undefined for 0 and negative numbers' })).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await field.fill('√2');
  await field.press('Enter');
  await expect(result).toHaveText('1.4142135623731');
  const history = tool.getByRole('region', { name: 'History' });
  await expect(history.getByRole('listitem')).toHaveText(['√2 = 1.4142135623731', '2+3*4 = 14']);
  await field.fill('10*');
  await history.getByRole('button', { name: '2+3*4 = 14' }).click();
  await expect(field).toHaveValue('10*14');
  await expect(result).toHaveText('140');
  // The mode is a setting and the expression is in the address (a share link): a reload keeps both.
  // (Wait for the address: a reload started within the share link's quiet time reloads the one before.)
  await expect(page).toHaveURL(/[?&]expression=10\*14(&|$)/);
  await page.reload();
  await expect(tool.getByRole('radio', { name: 'Scientific' })).toBeChecked();
  await expect(tool.getByRole('textbox', { name: 'Expression' })).toHaveValue('10*14');
  await expect(result).toHaveText('140');
  expect(errors).toEqual([]);
});

test('a share link carries the scientific mode, the angle unit and the expression', async ({ page }) => {
  await page.goto(`${siteUrl}/tools/calculator?mode=scientific&angle=rad&expression=${encodeURIComponent('sin(pi/6)*4')}`);
  const tool = page.getByRole('group', { name: 'Calculator' });
  await expect(tool.getByRole('textbox', { name: 'Expression' })).toHaveValue('sin(pi/6)*4');
  await expect(tool.getByRole('radio', { name: 'Radians' })).toBeChecked();
  await expect(tool.getByTestId('scientific-result')).toHaveText('2');
  await tool.locator('label', { has: page.getByRole('radio', { name: 'Degrees' }) }).click();
  await expect(tool.getByTestId('scientific-result')).toHaveText('0.0365535815887042');
  await expect(page).toHaveURL(/[?&]mode=scientific/);
  await expect(page).toHaveURL(/[?&]expression=sin/);
  await expect(page).not.toHaveURL(/angle=/);
});

test('the embedded calculator works in scientific mode inside a shadow root', async ({ page }) => {
  const { element, errors } = await openEmbedded(page, 'calculator', { mode: 'scientific' });
  const field = element.getByRole('textbox', { name: 'Expression' });
  await element.getByRole('button', { name: '2', exact: true }).click();
  await element.getByRole('button', { name: 'xʸ, power' }).click();
  await element.getByRole('button', { name: '1', exact: true }).click();
  await element.getByRole('button', { name: '0', exact: true }).click();
  await expect(field).toHaveValue('2^10');
  await page.keyboard.press('Enter');
  await expect(element.getByTestId('scientific-result')).toHaveText('1,024');
  expect(errors).toEqual([]);
});
