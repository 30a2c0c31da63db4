import { type Page } from '@playwright/test';
import { expect, test, collectErrors, hostUrl, siteUrl, statTile } from './support';

async function openHost(page: Page, loader = '/embed/toolshed.js') {
  const errors = collectErrors(page);
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  await page.goto(`${hostUrl}/host.html?embed=${encodeURIComponent(`${siteUrl}${loader}`)}`);
  const textarea = page.locator('toolshed-word-counter textarea');
  await expect(textarea).toBeVisible();
  return { errors, requests, textarea };
}

const tile = (page: Page, label: string) => statTile(page.locator('toolshed-word-counter'), label);

test('the embedded word counter works on a third-party page and counts what is typed', async ({ page }) => {
  const { errors, textarea } = await openHost(page);
  // The initial-text attribute became the tool's initial value.
  await expect(textarea).toHaveValue('Hello from the host page.');
  await expect(tile(page, 'Words')).toHaveText('5');

  await textarea.fill('One two three. Four five!');
  await expect(tile(page, 'Words')).toHaveText('5');
  await expect(tile(page, 'Sentences')).toHaveText('2');
  await textarea.pressSequentially(' six');
  await expect(tile(page, 'Words')).toHaveText('6');

  // A press on a react-aria Button inside the shadow root works (needs the shadow-DOM flag).
  await page.locator('toolshed-word-counter').getByRole('button', { name: 'Clear' }).click();
  await expect(textarea).toHaveValue('');
  await expect(tile(page, 'Words')).toHaveText('0');

  expect(errors).toEqual([]);
});

test('the stable line /embed/v1/ (what the snippets name) runs the tool from its own files', async ({ page }) => {
  const { errors, requests, textarea } = await openHost(page, '/embed/v1/toolshed.js');
  await expect(tile(page, 'Words')).toHaveText('5');
  await textarea.fill('One two three.');
  await expect(tile(page, 'Words')).toHaveText('3');
  const embedFiles = requests.filter((url) => url.startsWith(`${siteUrl}/embed/`));
  expect(embedFiles.length).toBeGreaterThan(2);
  expect(embedFiles.filter((url) => !url.startsWith(`${siteUrl}/embed/v1/`))).toEqual([]);
  // The same manifest, beside its loader.
  const manifest = await page.request.get(`${siteUrl}/embed/v1/custom-elements.json`);
  expect(manifest.headers()['access-control-allow-origin']).toBe('*');
  expect(JSON.stringify(await manifest.json())).toContain('toolshed-word-counter');
  expect(errors).toEqual([]);
});

test('host CSS cannot restyle the tool', async ({ page }) => {
  const { textarea } = await openHost(page);
  const textareaStyle = await textarea.evaluate((el) => {
    const s = getComputedStyle(el);
    return { fontSize: s.fontSize, color: s.color, fontFamily: s.fontFamily, borderStyle: s.borderTopStyle };
  });
  expect(textareaStyle.fontSize).toBe('16px');
  expect(textareaStyle.color).not.toBe('rgb(255, 0, 0)');
  expect(textareaStyle.fontFamily).toContain('Inter Variable');
  expect(textareaStyle.borderStyle).toBe('solid');

  const sample = page.locator('toolshed-word-counter').getByRole('button', { name: 'Short Story' });
  const buttonStyle = await sample.evaluate((el) => {
    const s = getComputedStyle(el);
    return { background: s.backgroundColor, color: s.color, fontSize: s.fontSize };
  });
  expect(buttonStyle.background).not.toBe('rgb(255, 255, 0)');
  expect(buttonStyle.color).not.toBe('rgb(255, 0, 0)');
  expect(buttonStyle.fontSize).toBe('14px');

  // The tool's styles do not leak out either: the host's own button keeps the host look.
  const hostButton = await page.locator('#host-button').evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(hostButton).toBe('rgb(255, 255, 0)');
});

test('theme attribute pins light or dark, and changes live', async ({ page }) => {
  await openHost(page);
  const wrapperBackground = () =>
    page.locator('toolshed-word-counter').evaluate((el) => getComputedStyle(el.shadowRoot!.querySelector('[class]:not(link)')!).backgroundColor);
  await page.locator('toolshed-word-counter').evaluate((el) => el.setAttribute('theme', 'dark'));
  await expect.poll(wrapperBackground).toBe('rgb(2, 6, 23)');
  await page.locator('toolshed-word-counter').evaluate((el) => el.setAttribute('theme', 'light'));
  await expect.poll(wrapperBackground).toBe('rgb(248, 250, 252)');
});

test('emits toolshed-change events that cross the shadow boundary', async ({ page }) => {
  const { textarea } = await openHost(page);
  await page.evaluate(() => {
    const w = window as unknown as { lastWords?: number };
    document.addEventListener('toolshed-change', (e) => {
      w.lastWords = (e as CustomEvent<{ words: number }>).detail.words;
    });
  });
  await textarea.fill('alpha beta gamma delta');
  await expect.poll(() => page.evaluate(() => (window as unknown as { lastWords?: number }).lastWords)).toBe(4);
});

test('loads only from the host and embed origins, and only the tool that is used', async ({ page }) => {
  const { requests } = await openHost(page);
  const origins = new Set(requests.map((u) => new URL(u).origin));
  expect([...origins].sort()).toEqual([new URL(hostUrl).origin, new URL(siteUrl).origin].sort());
  const scripts = requests.filter((u) => u.endsWith('.js')).map((u) => new URL(u).pathname.split('/').pop());
  expect(scripts.some((s) => s?.startsWith('tool-word-counter-'))).toBe(true);
  expect(scripts.every((s) => !s?.includes('index-') && !s?.startsWith('shell-'))).toBe(true);
});
