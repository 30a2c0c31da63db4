// The hash generator embedded on a third-party page whose CSP blocks WebAssembly (no
// 'wasm-unsafe-eval'): file hashing falls back to JavaScript by itself, quietly (issue #37).
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { WASM_CHUNK, chooseGeneratedFile, digest, pattern } from './hash-files';
import { expect, hostUrl, siteUrl, test } from './support';

const require = createRequire(import.meta.url);
const { chromiumArgs, chromiumPath } = require('../../scripts/chromium.cjs') as { chromiumArgs: string[]; chromiumPath: string | null };

// As in embed-all.spec.ts: the generated host page is "public", the embed on loopback, which
// Chromium's Local Network Access check would refuse; real hosts and embeds are both public.
test.use({ launchOptions: { executablePath: chromiumPath ?? undefined, args: [...chromiumArgs, '--disable-features=LocalNetworkAccessChecks'] } });

test('the embedded generator hashes a file on the page under a host policy without workers or WebAssembly, and nothing is logged but the refused worker', async ({ page }) => {
  test.setTimeout(120_000);
  const embedOrigin = new URL(siteUrl).origin;
  const url = `${hostUrl}/generated/strict-hash-file.html`;
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Host page</title><link rel="icon" href="data:,"></head>
<body><toolshed-hash-generator algorithms="sha256,md5"></toolshed-hash-generator><script type="module" src="${siteUrl}/embed/toolshed.js"></script></body></html>`;
  // No 'wasm-unsafe-eval' (nor workers): the strictest policy the embed is documented under.
  const csp = `default-src 'none'; script-src ${embedOrigin}; style-src ${embedOrigin} 'unsafe-inline'; font-src ${embedOrigin}; img-src data: blob:; connect-src ${embedOrigin}; worker-src 'none'`;
  await page.route(url, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', headers: { 'content-security-policy': csp }, body: html }));
  const messages: string[] = [];
  const wasmRequests: string[] = [];
  page.on('console', (m) => (m.type() === 'error' || m.type() === 'warning') && messages.push(m.text()));
  page.on('pageerror', (e) => messages.push(`pageerror: ${e.message}`));
  page.on('request', (request) => WASM_CHUNK.test(new URL(request.url()).pathname) && wasmRequests.push(request.url()));
  await page.goto(url);
  const element = page.locator('toolshed-hash-generator');
  await element.getByRole('tab', { name: 'File' }).click();
  const chunks = 3;
  await chooseGeneratedFile(element, 'three.bin', chunks);
  const sha256 = createHash('sha256');
  const md5 = createHash('md5');
  for (let i = 0; i < chunks; i++) {
    sha256.update(pattern());
    md5.update(pattern());
  }
  await expect(digest(element, 'SHA-256')).toHaveText(sha256.digest('hex'), { timeout: 90_000 });
  await expect(digest(element, 'MD5')).toHaveText(md5.digest('hex'));
  await expect(element.getByRole('progressbar', { name: 'Hashed three.bin' })).toHaveAttribute('aria-valuenow', '100');
  await expect(element.locator('[data-ran-on]')).toHaveAttribute('data-ran-on', 'main');
  expect(wasmRequests).toEqual([]);
  // The browser logs the refused worker once (as for every tool with a worker, /docs/api); nothing else.
  expect(messages).toHaveLength(1);
  expect(messages[0]).toMatch(/^Creating a worker from 'blob:.*' violates the following Content Security Policy directive: "worker-src 'none'"/);
});
