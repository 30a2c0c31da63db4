// The self-hosting options of a build (issue #36), read by vite.config.ts, vite.embed.config.ts,
// scripts/prerender.mjs and scripts/serve.mjs: the environment first, then toolshed.config.json.
//   BASE_PATH=/tools/            serve the site under that path (default: the origin's root)
//   TOOLSHED_TOOLS=a,b,c         build only these tools (default: every tool)
//   TOOLSHED_OUT_DIR=dist-x      write the build there instead of dist/ (the tests' second build)
// toolshed.config.json may hold { "basePath": "/tools/", "tools": ["json-formatter", "base64"],
// "siteOrigin": "https://intranet.example" }; a variable that is set wins over the file.
import fs from 'node:fs';
import path from 'node:path';

/** A base path as given ('tools', '/tools', '/tools/', '' or '/') → Vite's form ('/tools/' or '/'). */
export function normalizeBasePath(raw) {
  const trimmed = (raw ?? '').trim().replace(/^\/+|\/+$/g, '');
  if (trimmed === '') return '/';
  for (const segment of trimmed.split('/')) {
    if (!/^[A-Za-z0-9._~-]+$/.test(segment) || segment === '.' || segment === '..') {
      throw new Error(`BASE_PATH: "${raw}" is not a path of plain segments (letters, digits, . _ ~ -), e.g. /tools/.`);
    }
  }
  return `/${trimmed}/`;
}

/**
 * @param {Record<string, string | undefined>} env
 * @param {string} configFile
 * @returns {{ base: string, prefix: string, toolsText: string | undefined, siteOrigin: string | undefined, outDir: string }}
 *   base as Vite takes it ('/tools/'), prefix as put before site paths ('/tools', '' at the root)
 */
export function buildOptions(env = process.env, configFile = path.resolve('toolshed.config.json')) {
  let file = {};
  if (fs.existsSync(configFile)) {
    try {
      file = JSON.parse(fs.readFileSync(configFile, 'utf8'));
    } catch (error) {
      throw new Error(`${path.basename(configFile)}: not valid JSON (${error instanceof Error ? error.message : String(error)})`);
    }
  }
  // An empty variable (a Dockerfile's unset ARG) counts as unset.
  const base = normalizeBasePath(env.BASE_PATH || file.basePath);
  const tools = env.TOOLSHED_TOOLS || (Array.isArray(file.tools) ? file.tools.join(',') : file.tools);
  return {
    base,
    prefix: base.replace(/\/$/, ''),
    toolsText: typeof tools === 'string' ? tools : undefined,
    siteOrigin: env.VITE_SITE_ORIGIN || file.siteOrigin,
    outDir: env.TOOLSHED_OUT_DIR || 'dist',
  };
}
