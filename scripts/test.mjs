// `npm test`: every check, in the order that fails fastest. One build of each artefact,
// one server per artefact, reused by the Storybook test-runner and the Playwright e2e run.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { serve } from './serve.mjs';
import { siteHeaders } from './headers.mjs';
import { orphanBaselines } from './orphan-baselines.mjs';
import { SUBPATH_ENV } from './subpath-build.mjs';

const require = createRequire(import.meta.url);
const { chromiumPath, installHint } = require('./chromium.cjs');
const updateSnapshots = process.argv.includes('--update-snapshots');
const bin = (name) => `node_modules/.bin/${name}`;

// `npm test -- --only <tool-id>[,<tool-id>…]`: what a change to those tools touches — typecheck,
// lint, their unit tests, the build and budgets, their stories (interactions, axe,
// screenshots) and their e2e specs. The full run stays the gate before a commit lands.
const onlyIndex = process.argv.indexOf('--only');
const only = onlyIndex >= 0 ? (process.argv[onlyIndex + 1] ?? '').split(',').filter(Boolean) : [];
if (onlyIndex >= 0 && only.length === 0) {
  console.error('usage: npm test -- --only <tool-id>[,<tool-id>…]');
  process.exit(2);
}
const pascal = (id) => id.replace(/(^|-)([a-z0-9])/g, (_, __, c) => c.toUpperCase());
const storyFiles = only.map((id) => `../stories/tools/${pascal(id)}.stories.tsx`);
const unitFilters = only.map((id) => `tests/unit/tools/${id}`);
const e2eFilters = only.map((id) => `tool-${id}`);
const storybookEnv = only.length ? { SB_STORIES: storyFiles.join(',') } : {};
// The full run builds Storybook once, where `npm run build` publishes it (dist/storybook), and
// tests that build. A narrowed run (--only) or a baseline update builds just what it tests into
// storybook-static, leaving a published build in dist/ alone.
const storybookDir = only.length || updateSnapshots ? 'storybook-static' : 'dist/storybook';

if (!chromiumPath) {
  console.error(`\nnpm test needs Chromium for the Storybook and end-to-end tests, and none was found.\nInstall it with:\n\n  ${installHint}\n`);
  process.exit(1);
}

const timings = [];
function run(label, command, args, env = {}) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    console.log(`\n▶ ${label}`);
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      timings.push([label, seconds]);
      if (code === 0) resolve();
      else reject(new Error(`${label} failed (exit ${code})`));
    });
  });
}

const servers = [];
const started = Date.now();
try {
  if (!updateSnapshots) {
    // Side by side: typecheck and lint are single-threaded and the unit tests wait on module
    // imports much of the time, so together they keep both cores of a 2-core CI machine busy.
    await Promise.all([
      run('typecheck', bin('tsc'), ['--noEmit', '-p', '.']),
      run('lint', bin('eslint'), ['.', '--max-warnings=0']),
      run('unit tests', bin('vitest'), ['run', ...unitFilters]),
    ]);
    await run('build site + embed', 'npm', ['run', '--silent', 'build:site']);
    await run('bundle budgets', 'node', ['scripts/budgets.mjs']);
    // A class that overrides a component's own property with equal specificity wins or loses by the
    // order the style sheets arrive in (it differed between a page and a Storybook run): none may.
    // One width in the full run (the pages' elements are the same at 375 px); a tool's own page in both with --only.
    await run('style-sheet order', 'node', ['scripts/css-order-check.mjs', ...(only.length ? only.map((id) => `/tools/${id}`) : ['--widths', '1280'])]);
    // The self-hosting spec's second build (under /tools/, three tools: tests/e2e/subpath.spec.ts),
    // into dist-subpath/. Not tool-specific, so `--only` runs leave it to the full run.
    if (only.length === 0) await run('build site under /tools/ with 3 tools (dist-subpath)', 'npm', ['run', '--silent', 'build:site'], SUBPATH_ENV);
  }
  const buildStorybook = () => run(`build storybook (${storybookDir})`, bin('storybook'), ['build', '-o', storybookDir, '--quiet', '--disable-telemetry'], storybookEnv);
  if (!updateSnapshots && only.length === 0) {
    // The React package: npm pack → a fresh Vite + React app type-checks, builds and renders a
    // tool from it (tests/package). Mostly single-threaded steps, so it runs beside the Storybook
    // build. Not tool-specific, so `--only` runs leave it to the full run.
    await Promise.all([run('package (npm pack → fresh Vite + React app)', 'node', ['tests/package/check-package.mjs']), buildStorybook()]);
  } else {
    await buildStorybook();
  }
  if (only.length === 0) {
    // A renamed or removed story leaves its baselines behind: the whole build's index.json names
    // every story, so an orphan costs milliseconds to find (a narrowed build cannot tell).
    const orphans = orphanBaselines(storybookDir);
    if (orphans.length > 0) {
      throw new Error(`${orphans.length} visual baselines have no story (${orphans.slice(0, 3).join(', ')}${orphans.length > 3 ? ', …' : ''}). Delete them with: node scripts/orphan-baselines.mjs --storybook ${storybookDir} --delete`);
    }
  }

  const storybook = await serve({ root: storybookDir });
  const site = await serve({ root: 'dist', headers: siteHeaders });
  const host = await serve({ root: 'tests/e2e/fixtures' });
  servers.push(storybook, site, host);

  await run('storybook tests (interactions, axe, screenshots)', bin('test-storybook'), [
    '--url', storybook.url, '--maxWorkers=2', ...(updateSnapshots ? ['-u'] : ['--ci']),
  ], storybookEnv);
  if (!updateSnapshots) {
    const env = { SITE_URL: site.url, HOST_URL: host.url };
    await run('browser e2e (site + embed)', bin('playwright'), ['test', '--grep-invert', '@timing', ...e2eFilters], env);
    // Tests that measure time (long frames, layout shift while hydrating, 10 MB and 200 MB inputs)
    // run one at a time afterwards: beside another worker's 200 MB hash they measure the neighbour.
    await run('browser e2e, timing tests one at a time', bin('playwright'), ['test', '--grep', '@timing', '--workers=1', '--pass-with-no-tests', ...e2eFilters], env);
  }
  console.log('\n✔ all checks passed');
} catch (error) {
  console.error(`\n✖ ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await Promise.all(servers.map((s) => s.close()));
  console.log('\nTimings:');
  for (const [label, seconds] of timings) console.log(`  ${label.padEnd(52)} ${seconds}s`);
  console.log(`  ${'total'.padEnd(52)} ${((Date.now() - started) / 1000).toFixed(1)}s`);
}
