// The self-hosting test's second build (issue #36; tests/e2e/subpath.spec.ts): the site under
// /tools/ with three tools, into dist-subpath/ (git-ignored), never over dist/. `npm test` builds it
// once after the main build; the spec builds it itself when the folder is missing.
import { spawn } from 'node:child_process';

export const SUBPATH_DIR = 'dist-subpath';
export const SUBPATH_BASE = '/tools';
export const SUBPATH_TOOLS = ['json-formatter', 'base64', 'word-counter'];
export const SUBPATH_ENV = { BASE_PATH: `${SUBPATH_BASE}/`, TOOLSHED_TOOLS: SUBPATH_TOOLS.join(','), TOOLSHED_OUT_DIR: SUBPATH_DIR };

/** `npm run build:site` with SUBPATH_ENV; resolves when it has finished. */
export function buildSubpath({ quiet = false } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', 'build:site'], { stdio: quiet ? 'ignore' : 'inherit', env: { ...process.env, ...SUBPATH_ENV } });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`the sub-path build failed (exit ${code})`))));
  });
}
