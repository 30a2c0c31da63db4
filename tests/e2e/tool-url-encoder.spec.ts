import { expect, test, collectErrors, openEmbedded, siteUrl } from './support';

test('the embedded URL encoder takes its attributes, decodes and reports toolshed-change', async ({ page }) => {
  const { element, errors } = await openEmbedded(page, 'url-encoder', { mode: 'decode', scope: 'url', input: 'https://x.dev/caf%C3%A9/a%2Fb?q=a%26b' });
  await expect(element.getByRole('tab', { name: 'Decode' })).toHaveAttribute('aria-selected', 'true');
  await expect(element.getByRole('switch', { name: 'Whole URL' })).toBeChecked();
  // Whole-URL decoding keeps escaped reserved characters, so the URL's structure survives.
  await expect(element.getByRole('region', { name: 'Decoded' })).toHaveText('https://x.dev/café/a%2Fb?q=a%26b');

  await page.evaluate(() => {
    const w = window as unknown as { changes: unknown[] };
    w.changes = [];
    document.addEventListener('toolshed-change', (e) => w.changes.push((e as CustomEvent).detail));
  });
  const lastChange = () => page.evaluate(() => (window as unknown as { changes: unknown[] }).changes.at(-1));

  await element.getByText('Whole URL', { exact: true }).click();
  await expect(element.getByRole('region', { name: 'Decoded' })).toHaveText('https://x.dev/café/a/b?q=a&b');
  await expect.poll(lastChange).toEqual({ mode: 'decode', scope: 'component', output: 'https://x.dev/café/a/b?q=a&b', error: null });

  await element.getByRole('textbox', { name: 'Text to decode' }).fill('50%off');
  const message = 'Malformed escape at position 3: “%” must be followed by two hexadecimal digits, found “%of”. Write a literal % as %25.';
  await expect(element.getByText(message)).toBeVisible();
  await expect.poll(lastChange).toEqual({ mode: 'decode', scope: 'component', output: '', error: message });
  expect(errors).toEqual([]);
});

test('in German: its words, an encoding, a malformed escape and the parsed parts, no English left', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto(`${siteUrl}/de/tools/url-encoder`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('heading', { level: 1, name: 'URL-Encoder/-Decoder' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Zu kodierender Text' }).fill('café menu');
  await expect(page.getByRole('region', { name: 'Kodiert' })).toHaveText('caf%C3%A9%20menu');
  await page.getByRole('tab', { name: 'Dekodieren' }).click();
  await page.getByRole('textbox', { name: 'Zu dekodierender Text' }).fill('Save 100% now%21');
  await expect(page.getByText('Fehlerhafte Maskierung an Position 9: Auf „%“ müssen zwei Hexadezimalziffern folgen, gefunden wurde „% n“. Schreiben Sie ein wörtliches % als %25.')).toBeVisible();
  await page.getByRole('tab', { name: 'URL zerlegen' }).click();
  await page.getByRole('button', { name: 'Beispiel laden' }).click();
  await expect(page.getByRole('heading', { name: 'Query-Parameter (5)' })).toBeVisible();
  await expect(page.getByText('Protokoll', { exact: true })).toBeVisible();
  const main = (await page.locator('main').innerText()).replace(/\s+/g, ' ');
  for (const english of ['Encode', 'Decode', 'Parse URL', 'Whole URL', 'Text to encode', 'Malformed escape', 'Query Parameters', 'Protocol', 'Value (decoded)', 'Strict Decoding', 'Pick the mode']) {
    // Whole words: the tool's German name, "URL-Encoder/-Decoder", holds "Encode" and "Decode".
    expect(main, english).not.toMatch(new RegExp(`(?<!\\w)${english.replace(/[()]/g, '\\$&')}(?!\\w)`));
  }
  expect(errors).toEqual([]);

  // The element's lang attribute picks the same words.
  const embedded = await openEmbedded(page, 'url-encoder', { lang: 'de', mode: 'decode', input: 'a%20b' });
  await expect(embedded.element.getByRole('region', { name: 'Dekodiert' })).toHaveText('a b');
  expect(embedded.errors).toEqual([]);
});

test('the site page encodes, then parses the URL with its repeated parameters and copies a value', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const errors = collectErrors(page);
  await page.goto(`${siteUrl}/tools/url-encoder`);
  await expect(page.getByRole('heading', { level: 1, name: 'URL Encoder/Decoder' })).toBeVisible();

  await page.getByText('Whole URL', { exact: true }).click();
  await page.getByRole('textbox', { name: 'Text to encode' }).fill('https://shop.example/ünï?tag=a b&tag=c#top');
  await expect(page.getByRole('region', { name: 'Encoded' })).toHaveText('https://shop.example/%C3%BCn%C3%AF?tag=a%20b&tag=c#top');

  await page.getByRole('button', { name: 'Parse This URL' }).click();
  await expect(page.getByRole('tab', { name: 'Parse URL' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('textbox', { name: 'URL to parse' })).toHaveValue('https://shop.example/ünï?tag=a b&tag=c#top');
  const params = page.getByRole('region', { name: 'Query Parameters (2)' });
  await expect(params.getByRole('row')).toHaveText([/#NameValue/, /1taga b/, /2tagc/]);
  await params.getByRole('button', { name: 'Copy value of tag (#1)' }).click();
  await expect(params.getByRole('button', { name: 'Copied!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('a b');
  expect(errors).toEqual([]);
});
