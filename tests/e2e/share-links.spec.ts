import { expect, type Page } from '@playwright/test';
import { collectErrors, test } from './support';
import { leadCases } from './share/cases-lead';
import { oneCases, oneSecretCases } from './share/cases-one';
import { noShareCases, twoCases, twoSecretCases } from './share/cases-two';
import type { SecretCase, ShareCase } from './share/types';

// Every tool whose inputs are not secret: a link restores its inputs, and the tool reports the
// same inputs back to the address bar (the round trip), and a change updates the address.
const cases: ShareCase[] = [...leadCases, ...oneCases, ...twoCases];
const secretCases: SecretCase[] = [...oneSecretCases, ...twoSecretCases];

const params = (url: string) => Object.fromEntries(new URL(url).searchParams);
const settled = (page: Page) => page.waitForTimeout(600); // the address is written 400 ms after the last change

for (const c of cases) {
  test(`${c.id}: a share link restores the inputs and round-trips`, async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto(`/tools/${c.id}?${c.query}`);
    await c.expectRestored(page);
    await settled(page);
    expect(params(page.url())).toEqual(Object.fromEntries(new URLSearchParams(c.query)));
    if (c.edit) {
      await c.edit.run(page);
      await expect.poll(() => params(page.url())).toMatchObject(c.edit.params);
    }
    expect(errors).toEqual([]);
  });
}

// Tools whose content is secret or a file offer no link: no share controls, a link's settings
// are not read, and the address is cleaned of them once the tool reports its state.
for (const c of noShareCases) {
  test(`${c.id}: no share controls, and a link's settings are ignored`, async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto(`/tools/${c.id}?${c.query}`);
    await c.expectDefaults(page);
    await settled(page);
    await expect(page.getByRole('button', { name: 'Share Link' })).toHaveCount(0);
    await expect(page.getByRole('switch', { name: 'Keep my inputs out of the link' })).toHaveCount(0);
    expect(params(page.url())).toEqual({});
    expect(errors).toEqual([]);
  });
}

for (const c of secretCases) {
  test(`${c.id}: a secret never enters the address, history or a referrer`, async ({ page }) => {
    const secret = `Zq${Date.now().toString(36)}Secret`;
    await page.goto(`/tools/${c.id}`);
    const before = await page.evaluate(() => history.length);
    await c.enter(page, secret);
    await settled(page);
    expect(page.url()).not.toContain(secret);
    expect(await page.evaluate(() => history.length)).toBe(before);
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Tools' }).click();
    await page.waitForURL('**/tools');
    expect(await page.evaluate(() => document.referrer)).not.toContain(secret);
    await page.goBack();
    expect(page.url()).not.toContain(secret);
  });
}

test.describe('share link controls', () => {
  test('typing replaces the address instead of adding history entries, and a reload restores the inputs', async ({ page }) => {
    await page.goto('/tools/unit-converter');
    const before = await page.evaluate(() => history.length);
    const from = page.getByRole('textbox', { name: 'From', exact: true });
    await from.fill('');
    await from.pressSequentially('2.54', { delay: 30 });
    await expect.poll(() => params(page.url())).toEqual({ value: '2.54' });
    expect(await page.evaluate(() => history.length)).toBe(before);
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'To', exact: true })).toHaveValue('6.4516');
  });

  test('Share link copies the address with the inputs; private mode keeps them out, remembered per tool', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/tools/unit-converter?value=3&to=mm');
    await expect(page.getByRole('textbox', { name: 'To', exact: true })).toHaveValue('76.2');
    await page.getByRole('button', { name: 'Share Link' }).click();
    await expect(page.getByRole('button', { name: 'Link Copied' })).toBeVisible();
    expect(params(await page.evaluate(() => navigator.clipboard.readText()))).toEqual({ value: '3', to: 'mm' });

    await page.getByText('Keep my inputs out of the link').click();
    await expect(page.getByRole('status').filter({ hasText: 'Private: the address and the link keep none of your inputs.' })).toBeVisible();
    expect(new URL(page.url()).search).toBe('');
    await page.getByRole('textbox', { name: 'From', exact: true }).fill('9');
    await settled(page);
    expect(new URL(page.url()).search).toBe('');
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Keep my inputs out of the link' })).toBeChecked();
    await settled(page);
    expect(new URL(page.url()).search).toBe('');
  });

  test('a link followed right after typing opens bare: the inputs stay with the tool they belong to', async ({ page }) => {
    await page.goto('/tools/unit-converter');
    await page.getByRole('textbox', { name: 'From', exact: true }).fill('5');
    // The next page's code arrives after the address would be written (400 ms), so the tool page
    // is still mounted, with its write pending, while the address already shows the new page.
    await page.route('**/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 900));
      await route.continue();
    });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Tools' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('All Tools');
    await settled(page);
    expect(new URL(page.url()).pathname).toBe('/tools');
    expect(new URL(page.url()).search).toBe('');
  });

  test('a link means the same for everyone: absent inputs are the defaults, not remembered settings', async ({ page }) => {
    await page.goto('/tools/unit-converter');
    await page.getByRole('combobox', { name: 'From unit' }).selectOption('ft');
    await settled(page);
    await page.goto('/tools/unit-converter?value=0.7');
    await expect(page.getByRole('textbox', { name: 'To', exact: true })).toHaveValue('1.778');
  });
});
