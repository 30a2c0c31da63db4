// `npm test`: every check, in the order that fails fastest. One build of each artefact,
// one server per artefact, reused by the Storybook test-runner and the Playwright e2e run.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { serve } from './serve.mjs';
import { siteHeaders } from './headers.mjs';

const require = createRequire(import.meta.url);
const { chromiumPath, installHint } = require('./chromium.cjs');
const updateSnapshots = process.argv.includes('--update-snapshots');
const bin = (name) => `node_modules/.bin/${name}`;

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
    await run('typecheck', bin('tsc'), ['--noEmit', '-p', '.']);
    await run('lint', bin('eslint'), ['.', '--max-warnings=0']);
    await run('unit tests', bin('vitest'), ['run']);
    await run('build site + embed', 'npm', ['run', '--silent', 'build']);
    await run('bundle budgets', bin('size-limit'), []);
  }
  await run('build storybook', bin('storybook'), ['build', '-o', 'storybook-static', '--quiet', '--disable-telemetry']);

  const storybook = await serve({ root: 'storybook-static' });
  const site = await serve({ root: 'dist', headers: siteHeaders });
  const host = await serve({ root: 'tests/e2e/fixtures' });
  servers.push(storybook, site, host);

  await run('storybook tests (interactions, axe, screenshots)', bin('test-storybook'), [
    '--url', storybook.url, '--maxWorkers=2', ...(updateSnapshots ? ['-u'] : ['--ci']),
  ]);
  if (!updateSnapshots) {
    await run('browser e2e (site + embed)', bin('playwright'), ['test'], { SITE_URL: site.url, HOST_URL: host.url });
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
