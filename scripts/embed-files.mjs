// What one embedded tool loads, read from the built loader (dist/embed/toolshed.js): shared by
// the budgets (.size-limit.js) and `npm run page-weights`, so both count the same files.
import { existsSync, readFileSync } from 'node:fs';

const EMBED_DIR = 'dist/embed';

/** The stylesheet lists vite.embed.config.ts writes into the loader: { base: [...], tools: { [id]: [...] } }. */
function loaderStylesheets(code) {
  const start = code.indexOf('{"base":');
  if (start < 0) return null;
  let depth = 0;
  for (let i = start; i < code.length; i++) {
    if (code[i] === '{') depth++;
    else if (code[i] === '}' && --depth === 0) return JSON.parse(code.slice(start, i + 1));
  }
  return null;
}

const staticImports = (file) =>
  [...readFileSync(`${EMBED_DIR}/${file}`, 'utf8').matchAll(/(?:from|import)\s*["'`]\.\/([^"'`]+\.js)["'`]/g)].map(
    (m) => `${file.replace(/[^/]+$/, '')}${m[1]}`,
  );

/** `start` and every module it imports statically, transitively (paths relative to dist/embed). */
function closure(start) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const next of staticImports(file)) visit(next);
  };
  visit(start);
  return seen;
}

/**
 * One element all-in (issue #13, target 110 kB): the loader, the mount code and the tool's chunk
 * with everything they import statically, and exactly the stylesheets the element links into its
 * shadow root (the base and the tool's own). Lazy parts (a worker, an encoder loaded on first use)
 * are left out, as a page does not load them before the first input.
 *
 * Returns null without a build, and throws if the loader imports no chunk for a listed tool.
 * Paths are relative to dist/embed; `runtime` is the shared React-compatible runtime chunk,
 * `stylesheets` the lists as written into the loader.
 */
export function embedParts() {
  const loaderFile = `${EMBED_DIR}/toolshed.js`;
  if (!existsSync(loaderFile)) return null;
  const loader = readFileSync(loaderFile, 'utf8');
  const stylesheets = loaderStylesheets(loader);
  const mount = /import\(`\.\/(chunks\/mount-[^`]+\.js)`\)/.exec(loader)?.[1];
  if (!stylesheets || !mount) return null;
  const mountFiles = closure(mount);
  const tools = Object.entries(stylesheets.tools).map(([id, own]) => {
    // Named by vite.config.ts's chunkFileNames, tool-<id>-<8-character hash>.js (a hash may start with '-').
    const chunk = new RegExp(`import\\(\`\\./(chunks/tool-${id}-[\\w-]{8}\\.js)\``).exec(loader)?.[1];
    if (!chunk) throw new Error(`embed-files: no chunks/tool-${id}-<hash>.js import in ${loaderFile} (chunk naming changed?)`);
    return { id, js: ['toolshed.js', ...new Set([...mountFiles, ...closure(chunk)])], css: [...stylesheets.base, ...own] };
  });
  const runtime = [...mountFiles].find((f) => f.includes('/runtime-')) ?? null;
  return { dir: EMBED_DIR, stylesheets, runtime, tools };
}
