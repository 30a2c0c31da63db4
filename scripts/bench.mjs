// `npm run bench`: issue #37's large-input cases in Chromium against the built site (run
// `npm run build:site` first). Per case: the time from the text (or file) arriving to the correct result,
// the tool's longest main-thread task, and the browser's own insertion of the text into the
// field (it runs before any page script; logged, not counted in the tool's task). The password
// checker's case is 1,000 characters, pasted and typed (time to the settled result, longest task
// while typing). Not a test:
// the figures go into README. Options: --dist <dir> (another build, e.g. an older one to
// compare), --runs <n> (median of n, default 3), --only <id>[,<id>…] (a tool's cases; `<id>-file`
// for its file case alone; `hash-file` is SHA-256 of a file chosen in the hash generator,
// --file-mb <n> MB, default 1000; it prints the page's MB/s, its longest task, and `sha256sum`
// on the same file for scale; each run hashes it in the page's Worker and then with workers
// blocked, as an embed on a strict host page does).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import path from 'node:path';
import { createRequire } from 'node:module';
import { chromium } from '@playwright/test';
import { serve } from './serve.mjs';
import { siteHeaders } from './headers.mjs';
import { CASES, FILE_CASES, FILE_HASH, PASSWORD_LENGTH, bigBytes, bigText, measureInPage, measurePassword, stashBigBytes, watchFileHashInPage, writeBigFile } from './large-input-cases.mjs';
import { NOTE_CASES, makeVault, measureNoteCase } from './secure-notes-cases.mjs';

const require = createRequire(import.meta.url);
const { chromiumPath, chromiumArgs, installHint } = require('./chromium.cjs');

const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : fallback;
};
const dist = arg('--dist', 'dist');
const runs = Number(arg('--runs', '3'));
const only = (arg('--only', '') ?? '').split(',').filter(Boolean);
const fileBytes = Number(arg('--file-mb', String(FILE_HASH.bytes / 1e6))) * 1e6;
const TIMEOUT_MS = 120_000;

if (!chromiumPath) {
  console.error(`npm run bench needs Chromium. Install it with:\n\n  ${installHint}\n`);
  process.exit(1);
}

const median = (values) => {
  const sorted = values.filter((v) => v !== null).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : null;
};

const site = await serve({ root: dist, headers: siteHeaders });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const text = bigText();
const bytes = bigBytes();
const rows = [];
// A text case puts 10 MB into a field; a file case gives a 10 MB file to the tab's file input.
const jobs = [
  ...CASES.map((c) => ({ id: c.id, key: c.id, label: `${c.id}, 10 MB`, expected: c.expected(text), field: c.field })),
  ...FILE_CASES.map((c) => ({ id: c.id, key: `${c.id}-file`, label: `${c.id} file, 10 MB`, expected: c.expected(bytes), tab: c.tab, file: c.name })),
];
try {
  for (const c of jobs.filter((x) => only.length === 0 || only.includes(x.id) || only.includes(x.key))) {
    const results = [];
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({ serviceWorkers: 'block' });
      const page = await context.newPage();
      await page.goto(`${site.url}/tools/${c.id}/`);
      // Input before hydration reaches the prerendered page, not the tool: wait for the app.
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      if (c.tab) {
        await page.getByRole('tab', { name: c.tab }).click();
        await page.locator('input[type=file]').waitFor({ state: 'attached' });
        // Handing the file to the page is the harness's cost, not the tool's.
        await page.evaluate(stashBigBytes());
      } else {
        await page.getByRole('textbox', { name: c.field }).waitFor();
        await page.evaluate((t) => (globalThis.__bigText = t), text);
      }
      results.push(await page.evaluate(measureInPage, { field: c.field, file: c.file, expected: c.expected, timeoutMs: TIMEOUT_MS }));
      await context.close();
    }
    const row = {
      case: c.label,
      resultMs: median(results.map((r) => r.resultMs)),
      longestTaskMs: median(results.map((r) => r.longestTaskMs)),
      insertionMs: median(results.map((r) => r.insertionMs)),
      runs: results.map((r) => `${r.resultMs ?? 'timeout'}/${r.longestTaskMs}`).join(' '),
    };
    rows.push(row);
    console.log(`${row.case.padEnd(26)} result ${String(row.resultMs ?? 'timeout').padStart(6)} ms   longest task ${String(row.longestTaskMs).padStart(6)} ms   insertion ${String(row.insertionMs).padStart(5)} ms   (runs: ${row.runs})`);
  }
  // The password checker: 1,000 characters pasted at once, then typed key by key (the time is
  // from the last key; the longest task covers every keystroke). Dictionaries loaded first.
  if (only.length === 0 || only.includes('password-checker')) {
    for (const mode of ['paste', 'type']) {
      const results = [];
      for (let run = 0; run < runs; run++) {
        const context = await browser.newContext({ serviceWorkers: 'block' });
        const page = await context.newPage();
        results.push(await measurePassword(page, `${site.url}/tools/password-checker/`, { mode, timeoutMs: TIMEOUT_MS }));
        await context.close();
      }
      const row = {
        case: `password-checker, ${PASSWORD_LENGTH.toLocaleString('en-US')} ch ${mode === 'paste' ? 'pasted' : 'typed'}`,
        resultMs: median(results.map((r) => r.resultMs)),
        longestTaskMs: median(results.map((r) => r.longestTaskMs)),
        runs: results.map((r) => `${r.resultMs ?? 'timeout'}/${r.longestTaskMs}`).join(' '),
      };
      rows.push(row);
      console.log(`${row.case.padEnd(26)} result ${String(row.resultMs ?? 'timeout').padStart(6)} ms   longest task ${String(row.longestTaskMs).padStart(6)} ms   (runs: ${row.runs}; long tasks of the last run: ${JSON.stringify(results.at(-1)?.longTasks ?? [])})`);
    }
  }
  if (only.length === 0 || only.includes('hash-file')) await benchFileHash();
  // Secure notes at scale: a save costs the same at note 5 and note 500; 1,000 notes unlock and
  // search fast (the unlock includes the fixed 600,000-iteration key derivation: see "0 notes").
  if (only.length === 0 || only.includes('secure-notes')) {
    const vaults = new Map();
    for (const c of NOTE_CASES) {
      if (!vaults.has(c.notes)) vaults.set(c.notes, await makeVault(c.notes));
      const results = [];
      for (let run = 0; run < runs; run++) results.push(await measureNoteCase(browser, site.url, c, vaults.get(c.notes), TIMEOUT_MS));
      const row = {
        case: `secure-notes, ${c.name}`,
        resultMs: median(results.map((r) => r.resultMs)),
        longestTaskMs: median(results.map((r) => r.longestTaskMs)),
        runs: results.map((r) => `${r.resultMs ?? 'timeout'}/${r.longestTaskMs} (${r.detail})`).join('; '),
      };
      rows.push(row);
      console.log(`${row.case.padEnd(36)} result ${String(row.resultMs ?? 'timeout').padStart(6)} ms   longest task ${String(row.longestTaskMs).padStart(6)} ms   (runs: ${row.runs})`);
    }
  }
} finally {
  await browser.close();
  await site.close();
}
/** SHA-256 of a file on disk chosen in the hash generator: MB/s from choosing it to the digest on screen. */
async function benchFileHash() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'toolshed-bench-'));
  try {
    const file = path.join(dir, 'big.bin');
    const digest = await writeBigFile(file, fileBytes);
    const mb = fileBytes / 1e6;
    // Each run hashes the file in the page's Worker and, right after, on the page itself with
    // workers blocked (an embed on a strict host): the same load for both.
    const modes = [
      { name: 'worker', blockWorkers: false },
      { name: 'page, workers blocked', blockWorkers: true },
    ];
    const results = new Map(modes.map((m) => [m.name, []]));
    for (let run = 0; run < runs; run++) {
      for (const mode of modes) {
        // sha256sum on the same file just before, for scale on a machine whose load changes.
        const started = performance.now();
        execFileSync('sha256sum', [file]);
        const sha256sum = mb / ((performance.now() - started) / 1000);
        const context = await browser.newContext({ serviceWorkers: 'block' });
        if (mode.blockWorkers) await context.addInitScript(() => Object.defineProperty(globalThis, 'Worker', { value: undefined, configurable: true }));
        const page = await context.newPage();
        await page.goto(`${site.url}/tools/${FILE_HASH.id}/`);
        // Clicks before hydration are lost (the prerendered page paints first): wait for the app.
        await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
        await page.getByRole('tab', { name: 'File' }).click();
        // A fresh context has the default algorithms (MD5, SHA-1, SHA-256, SHA-384, SHA-512): keep SHA-256 only.
        for (const label of ['MD5', 'SHA-1', 'SHA-384', 'SHA-512']) await page.getByText(label, { exact: true }).click();
        if (!(await page.getByRole('checkbox', { name: FILE_HASH.algorithm }).isChecked()) || (await page.getByRole('checkbox', { checked: true }).count()) !== 1) {
          throw new Error(`The hash generator should hash with ${FILE_HASH.algorithm} only`);
        }
        await page.evaluate(watchFileHashInPage, { digest, timeoutMs: TIMEOUT_MS * 5 });
        await page.locator('input[type=file]').setInputFiles(file);
        const r = await page.evaluate(() => globalThis.__fileHash);
        const ranOn = await page.locator('[data-ran-on]').first().getAttribute('data-ran-on');
        results.get(mode.name).push({ ...r, mbps: r.resultMs ? mb / (r.resultMs / 1000) : null, sha256sum, ranOn });
        await context.close();
      }
    }
    const round = (v) => (v === null ? 'timeout' : v.toFixed(1));
    for (const mode of modes) {
      const list = results.get(mode.name);
      const row = {
        case: `hash-generator file, ${mb} MB SHA-256 (${mode.name})`,
        resultMs: median(list.map((r) => r.resultMs)),
        longestTaskMs: median(list.map((r) => r.longestTaskMs)),
        mbps: median(list.map((r) => r.mbps)),
        sha256sum: median(list.map((r) => r.sha256sum)),
      };
      rows.push(row);
      console.log(
        `${row.case.padEnd(26)} result ${String(row.resultMs ?? 'timeout').padStart(6)} ms   ${round(row.mbps)} MB/s   longest task ${String(row.longestTaskMs).padStart(6)} ms   sha256sum ${round(row.sha256sum)} MB/s   (runs: ${list.map((r) => `${round(r.mbps)} MB/s, ${r.longestTaskMs} ms, ran on ${r.ranOn}, "${r.summary}"`).join('; ')})`,
      );
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

console.log(`\n${dist}, median of ${runs}; load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')} on ${os.cpus().length} cores`);
if (rows.some((r) => r.resultMs === null)) process.exitCode = 1;
