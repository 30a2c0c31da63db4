import { expect, type Page } from '@playwright/test';
import type { NoShareCase, SecretCase, ShareCase } from './types';

const q = (params: Record<string, string>) => new URLSearchParams(params).toString();
const params = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

/** A 32×32 checkerboard PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAACAAAAAgCAYAAABzenr0AAAARElEQVR42mP4WSz2Hx9WTX6NF1Oqn2HUAaMOGHXAgDuA1hYQ0j/qgFEHjDpg4B0wWhKOOmDUAaMOGC0JRx0w6oAR7wAAUlDmiG6lD5QAAAAASUVORK5CYII=',
  'base64',
);

/** HS256 over {"sub":"share-links"}, signed with the bytes of "share links keep keys out". */
const JWT =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJzaGFyZS1saW5rcyJ9.j66GB51hDzdl4gmlUDnAnuue2UorV6iwB63dgFguxY4';

/** The value of a `<dt>label</dt><dd><code>…</code></dd>` digest row. */
const digest = (page: Page, label: string) => page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]').locator('code');

async function createVault(page: Page, passphrase: string) {
  await page.getByLabel('Passphrase', { exact: true }).fill(passphrase);
  await page.getByLabel('Confirm passphrase', { exact: true }).fill(passphrase);
  await page.getByRole('button', { name: 'Create Vault' }).click();
  await expect(page.getByText('Unlocked', { exact: true })).toBeVisible();
}

/** Over 2000 characters of valid URLs: too large for a link. */
const MANY_URLS = Array.from({ length: 80 }, (_, i) => `https://example.com/articles/${String(i).padStart(3, '0')}`).join('\n');

export const twoCases: ShareCase[] = [
  {
    id: 'hash-generator',
    query: q({ 'initial-text': 'abc', algorithms: 'md5,sha256', format: 'hex-upper' }),
    expectRestored: async (page) => {
      await expect(page.getByRole('textbox', { name: 'Text to hash' })).toHaveValue('abc');
      await expect(page.getByRole('checkbox', { name: 'SHA-1' })).not.toBeChecked();
      await expect(page.getByRole('combobox', { name: 'Output format' })).toHaveValue('hex-upper');
      await expect(digest(page, 'MD5')).toHaveText('900150983CD24FB0D6963F7D28E17F72');
      await expect(digest(page, 'SHA-256')).toHaveText('BA7816BF8F01CFEA414140DE5DAE2223B00361A396177A9CB410FF61F20015AD');
      await expect(digest(page, 'SHA-1')).toHaveCount(0);
    },
    edit: {
      run: async (page) => {
        await page.getByText('SHA-1', { exact: true }).click();
        await expect(digest(page, 'SHA-1')).toHaveText('A9993E364706816ABA3E25717850C26C9CD0D89D');
      },
      params: { 'initial-text': 'abc', algorithms: 'md5,sha1,sha256', format: 'hex-upper' },
    },
  },
  {
    id: 'hash-verifier',
    query: q({ 'initial-text': 'abc', expected: 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad', algorithm: 'sha256' }),
    expectRestored: async (page) => {
      await expect(page.getByRole('textbox', { name: 'Text to check' })).toHaveValue('abc');
      await expect(page.getByRole('textbox', { name: 'Expected hash' })).toHaveValue('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
      await expect(page.getByText('Match', { exact: true })).toBeVisible();
    },
    edit: {
      run: async (page) => {
        await page.getByRole('textbox', { name: 'Text to check' }).fill('abd');
        await expect(page.getByText('No match', { exact: true })).toBeVisible();
      },
      params: { 'initial-text': 'abd', algorithm: 'sha256' },
    },
  },
  {
    id: 'gradient-generator',
    query: q({ type: 'radial', shape: 'ellipse', position: 'top left', stops: '#ff0000 0%, #0000ff 100%', property: 'background-image' }),
    expectRestored: async (page) => {
      await expect(page.getByRole('combobox', { name: 'Type' })).toHaveValue('radial');
      await expect(page.getByRole('region', { name: 'CSS' })).toHaveText('background-image: radial-gradient(ellipse at top left, #ff0000 0%, #0000ff 100%);');
    },
    edit: {
      run: async (page) => {
        await page.getByRole('combobox', { name: 'Color interpolation' }).selectOption('oklch');
        await expect(page.getByRole('region', { name: 'CSS' })).toHaveText('background-image: radial-gradient(ellipse at top left in oklch, #ff0000 0%, #0000ff 100%);');
      },
      params: { type: 'radial', shape: 'ellipse', position: 'top left', interpolation: 'oklch', stops: '#ff0000 0%, #0000ff 100%', property: 'background-image' },
    },
  },
  {
    id: 'favicon-generator',
    query: q({ text: 'AB', background: '#112233', shape: 'circle', name: 'Acme Docs' }),
    expectRestored: async (page) => {
      await expect(page.getByRole('textbox', { name: 'Letter or emoji' })).toHaveValue('AB');
      await expect(page.getByRole('textbox', { name: 'Background', exact: true })).toHaveValue('#112233');
      await expect(page.getByRole('combobox', { name: 'Shape' })).toHaveValue('circle');
      await expect(page.getByRole('region', { name: 'site.webmanifest (JSON)' })).toContainText('"name": "Acme Docs"');
      await expect(page.getByRole('region', { name: 'site.webmanifest (JSON)' })).toContainText('"theme_color": "#112233"');
    },
    edit: {
      run: async (page) => {
        await page.getByRole('textbox', { name: 'Letter or emoji' }).fill('Z');
      },
      params: { text: 'Z', background: '#112233', shape: 'circle', name: 'Acme Docs' },
    },
  },
  {
    id: 'meta-generator',
    query: q({ 'page-title': 'Spring sale', author: 'Ada', index: 'false', viewport: 'edge-to-edge' }),
    expectRestored: async (page) => {
      await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue('Spring sale');
      await expect(page.getByRole('checkbox', { name: 'Let search engines index this page' })).not.toBeChecked();
      const tags = page.getByRole('region', { name: 'Meta tags (HTML)' });
      await expect(tags).toContainText('<title>Spring sale</title>');
      await expect(tags).toContainText('<meta name="author" content="Ada">');
      await expect(tags).toContainText('<meta name="robots" content="noindex, follow">');
      await expect(tags).toContainText('<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">');
    },
    edit: {
      run: async (page) => {
        await page.getByRole('combobox', { name: 'Character set' }).selectOption('none');
      },
      params: { 'page-title': 'Spring sale', author: 'Ada', index: 'false', viewport: 'edge-to-edge', charset: 'none' },
    },
  },
  {
    id: 'og-generator',
    query: q({ type: 'article', 'page-title': 'Launch notes', card: 'summary', 'twitter-site': '@acme' }),
    expectRestored: async (page) => {
      await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue('Launch notes');
      await expect(page.getByRole('combobox', { name: 'Type' })).toHaveValue('article');
      const tags = page.getByRole('region', { name: 'Open Graph tags (HTML)' });
      await expect(tags).toContainText('<meta property="og:type" content="article">');
      await expect(tags).toContainText('<meta name="twitter:card" content="summary">');
      await expect(tags).toContainText('<meta name="twitter:site" content="@acme">');
    },
    edit: {
      run: async (page) => {
        await page.getByRole('textbox', { name: 'Site name' }).fill('Acme');
      },
      params: { type: 'article', 'page-title': 'Launch notes', 'site-name': 'Acme', card: 'summary', 'twitter-site': '@acme' },
    },
  },
  {
    id: 'robots-generator',
    query: q({ 'default-policy': 'disallow', allow: '/public/ /docs/', 'crawl-delay': '5', sitemap: 'https://example.com/sitemap.xml', 'block-ai': 'true' }),
    expectRestored: async (page) => {
      await expect(page.getByRole('combobox', { name: 'Default' }).first()).toHaveValue('disallow');
      const file = page.getByRole('region', { name: 'robots.txt', exact: true });
      await expect(file).toContainText('User-agent: *\nDisallow: /\nAllow: /public/\nAllow: /docs/\nCrawl-delay: 5');
      await expect(file).toContainText('User-agent: GPTBot\nDisallow: /');
      await expect(file).toContainText('Sitemap: https://example.com/sitemap.xml');
    },
    edit: {
      run: async (page) => {
        await page.getByRole('textbox', { name: 'Disallowed paths' }).first().fill('/tmp/\n/cart/');
      },
      params: { 'default-policy': 'disallow', disallow: '/tmp/ /cart/', 'block-ai': 'true' },
    },
  },
  {
    id: 'sitemap-generator',
    query: q({ urls: 'https://example.com/\nhttps://example.com/about', changefreq: 'weekly', priority: '0.8', lastmod: '2024-05-01' }),
    expectRestored: async (page) => {
      await expect(page.getByRole('textbox', { name: 'URLs' })).toHaveValue('https://example.com/\nhttps://example.com/about');
      const xml = page.getByTestId('sitemap-xml');
      await expect(xml).toContainText(
        '<url>\n    <loc>https://example.com/about</loc>\n    <lastmod>2024-05-01</lastmod>\n    <changefreq>weekly</changefreq>\n    <priority>0.8</priority>\n  </url>',
      );
    },
    edit: {
      // A list over 2000 characters stays out of the link, and the page says so.
      run: async (page) => {
        await page.getByRole('textbox', { name: 'URLs' }).fill(MANY_URLS);
        await expect(page.getByRole('status').filter({ hasText: 'The link leaves out your URLs: over 2 kB is too large for a link.' })).toBeVisible();
        await expect.poll(() => 'urls' in params(page)).toBe(false);
      },
      params: { changefreq: 'weekly', priority: '0.8', lastmod: '2024-05-01' },
    },
  },
  {
    id: 'utm-builder',
    query: q({ url: 'https://example.com/shop', source: 'newsletter', medium: 'email', campaign: 'Spring Sale' }),
    expectRestored: async (page) => {
      await expect(page.getByRole('textbox', { name: 'Website URL' })).toHaveValue('https://example.com/shop');
      await expect(page.getByRole('region', { name: 'Campaign URL', exact: true })).toHaveText(
        'https://example.com/shop?utm_source=newsletter&utm_medium=email&utm_campaign=Spring%20Sale',
      );
    },
    edit: {
      run: async (page) => {
        await page.getByText('Lower-case values', { exact: true }).click();
        await expect(page.getByRole('region', { name: 'Campaign URL', exact: true })).toHaveText(
          'https://example.com/shop?utm_source=newsletter&utm_medium=email&utm_campaign=spring%20sale',
        );
      },
      params: { url: 'https://example.com/shop', source: 'newsletter', medium: 'email', campaign: 'Spring Sale', lowercase: 'true' },
    },
  },
];

/**
 * The six tools whose content is a secret or a file (api `share: false`): a link with their
 * settings changes nothing (each starts at its defaults), and the page offers no link.
 */
export const noShareCases: NoShareCase[] = [
  {
    id: 'base64',
    query: q({ 'url-safe': 'true', padding: 'false' }),
    expectDefaults: async (page) => {
      await page.getByRole('textbox', { name: 'Text to encode' }).fill('<<??>>!');
      await expect(page.getByRole('region', { name: 'Base64' })).toHaveText('PDw/Pz4+IQ==');
    },
  },
  {
    id: 'url-encoder',
    query: q({ mode: 'decode', 'plus-as-space': 'true' }),
    expectDefaults: async (page) => {
      await expect(page.getByRole('tab', { name: 'Encode' })).toHaveAttribute('aria-selected', 'true');
    },
  },
  {
    id: 'jwt-decoder',
    query: q({ 'secret-encoding': 'base64' }),
    expectDefaults: async (page) => {
      await page.getByRole('textbox', { name: 'Encoded token (JWT)' }).fill(JWT);
      await expect(page.getByRole('combobox', { name: 'Secret encoding' })).toHaveValue('text');
    },
  },
  {
    id: 'password-checker',
    query: q({ usage: 'multi-factor' }),
    expectDefaults: async (page) => {
      await expect(page.getByRole('combobox', { name: 'How is this password used?' })).toHaveValue('single-factor');
    },
  },
  {
    id: 'image-resizer',
    query: q({ width: '16', format: 'webp' }),
    expectDefaults: async (page) => {
      await page.locator('input[type=file]').setInputFiles({ name: 'checker.png', mimeType: 'image/png', buffer: PNG });
      await expect(page.getByRole('textbox', { name: 'Width (px)' })).toHaveValue('32');
      await expect(page.getByRole('combobox', { name: 'Format' })).not.toHaveValue('webp');
    },
  },
  {
    id: 'secure-notes',
    query: q({ 'auto-lock-minutes': '15' }),
    expectDefaults: async (page) => {
      await expect(page.getByRole('heading', { name: 'Create Your Vault' })).toBeVisible();
    },
  },
];

export const twoSecretCases: SecretCase[] = [
  {
    id: 'base64',
    enter: async (page, secret) => {
      await page.getByRole('textbox', { name: 'Text to encode' }).fill(secret);
      await expect(page.getByRole('region', { name: 'Base64' })).not.toHaveText('');
    },
  },
  {
    id: 'url-encoder',
    enter: async (page, secret) => {
      await page.getByRole('textbox', { name: 'Text to encode' }).fill(`https://example.com/?token=${secret}`);
      await expect(page.getByRole('region', { name: 'Encoded' })).toContainText(secret);
    },
  },
  {
    id: 'hash-generator',
    enter: async (page, secret) => {
      await page.getByRole('textbox', { name: 'Text to hash' }).fill('message');
      // The switch's visible label (a heading named HMAC appears once it is on).
      await page.getByText('HMAC', { exact: true }).first().click();
      await expect(page.getByRole('switch', { name: 'HMAC' })).toBeChecked();
      await page.getByRole('textbox', { name: 'Secret key' }).fill(secret);
      await expect(digest(page, 'HMAC-SHA-256')).toBeVisible();
    },
  },
  {
    id: 'jwt-decoder',
    enter: async (page, secret) => {
      await page.getByRole('textbox', { name: 'Encoded token (JWT)' }).fill(JWT);
      await page.getByRole('textbox', { name: 'Secret' }).fill(secret);
      await expect(page.getByRole('alert')).toContainText('Invalid signature');
    },
  },
  {
    id: 'password-checker',
    enter: async (page, secret) => {
      await page.getByLabel('Password', { exact: true }).fill(secret);
      await expect(page.getByRole('meter', { name: 'Score' })).toHaveAttribute('aria-valuetext', /of 4/, { timeout: 20_000 });
    },
  },
  {
    id: 'secure-notes',
    enter: async (page, secret) => {
      await createVault(page, secret);
      await page.getByRole('button', { name: 'New Note' }).click();
      await page.getByRole('textbox', { name: 'Title' }).fill(secret);
      await page.getByRole('textbox', { name: 'Note' }).fill(secret);
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByTestId('save-state')).toHaveText('Saved');
    },
  },
];
