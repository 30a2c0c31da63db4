// `npm run lighthouse`: Lighthouse (mobile, the default) on the built site served with gzip and
// the production headers, three runs per page, medians printed. `--assert` exits non-zero when a
// median misses the targets (performance ≥ 98; accessibility, best practices, SEO = 100).
import { createRequire } from 'node:module';
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { serve } from './serve.mjs';
import { siteHeaders } from './headers.mjs';

const require = createRequire(import.meta.url);
const { chromiumPath, installHint } = require('./chromium.cjs');
if (!chromiumPath) {
  console.error(`Lighthouse needs Chromium. Install it with:\n\n  ${installHint}\n`);
  process.exit(1);
}
if (!existsSync('dist/index.html')) execSync('npm run --silent build', { stdio: 'inherit' });

const pages = ['/', '/tools', '/tools/word-counter', '/blog'];
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const targets = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 };
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const site = await serve({ root: 'dist', headers: siteHeaders });
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
const failures = [];
try {
  console.log(`Lighthouse, mobile, median of ${runs} (served with gzip at ${site.url})\n`);
  console.log(`${'page'.padEnd(22)}${Object.keys(targets).map((k) => k.padStart(16)).join('')}`);
  for (const page of pages) {
    const scores = Object.fromEntries(Object.keys(targets).map((k) => [k, []]));
    for (let i = 0; i < runs; i++) {
      const result = await lighthouse(`${site.url}${page}`, { port: chrome.port, output: 'json', logLevel: 'error' });
      for (const key of Object.keys(targets)) scores[key].push(Math.round((result.lhr.categories[key]?.score ?? 0) * 100));
    }
    const medians = Object.fromEntries(Object.entries(scores).map(([k, v]) => [k, median(v)]));
    console.log(`${page.padEnd(22)}${Object.keys(targets).map((k) => `${medians[k]} (${scores[k].join('/')})`.padStart(16)).join('')}`);
    for (const [key, min] of Object.entries(targets)) if (medians[key] < min) failures.push(`${page} ${key} ${medians[key]} < ${min}`);
  }
} finally {
  await chrome.kill();
  await site.close();
}
if (failures.length) {
  console.log(`\nBelow target:\n  ${failures.join('\n  ')}`);
  if (process.argv.includes('--assert')) process.exitCode = 1;
} else {
  console.log('\nAll pages meet the targets.');
}
