// `node scripts/e2e-servers.mjs <playwright args…>`: serves dist/ (with the site's headers) and
// the third-party host fixture as `npm test` does, and runs Playwright against them — for
// running one spec after `npm run build` without the whole pipeline.
import { spawn } from 'node:child_process';
import { serve } from './serve.mjs';
import { siteHeaders } from './headers.mjs';

const site = await serve({ root: 'dist', headers: siteHeaders });
const host = await serve({ root: 'tests/e2e/fixtures' });
const child = spawn('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, SITE_URL: site.url, HOST_URL: host.url },
});
child.on('exit', async (code) => {
  await Promise.all([site.close(), host.close()]);
  process.exit(code ?? 1);
});
