// `npm run screenshot -- <path> [css selector]`: the built page (dist/) at 375 and 1280 px wide in
// light and dark, written to /tmp/shot-<path>-<width>-<theme>.png, for looking at what was built.
import { chromium } from 'playwright-core';
import { createRequire } from 'node:module';
import { serve } from './serve.mjs';
import { siteHeaders } from './headers.mjs';

const require = createRequire(import.meta.url);
const { chromiumPath, chromiumArgs } = require('./chromium.cjs');
const [path, ...rest] = process.argv.slice(2);
const selector = rest[0];
const s = await serve({ root: 'dist', headers: siteHeaders });
const b = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
for (const width of [375, 1280]) for (const theme of ['light', 'dark']) {
  const p = await b.newPage({ viewport: { width, height: 900 }, colorScheme: theme });
  await p.goto(s.url + path);
  await p.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await p.evaluate('document.fonts.ready.then(() => undefined)');
  const file = `/tmp/shot-${path.replace(/\W+/g, '_')}-${width}-${theme}.png`;
  if (selector) await p.locator(selector).first().screenshot({ path: file });
  else await p.screenshot({ path: file, fullPage: false });
  console.log(file);
  await p.close();
}
await b.close(); await s.close();
