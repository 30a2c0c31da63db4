// Bundle budgets (gzip), checked by `npm test` after `npm run build`. Lower these numbers;
// never raise them without saying why on the issue.
import { existsSync, readdirSync, readFileSync } from 'node:fs';

// Every tool folder with an index.ts is a code-split chunk (see src/tools/loaders.ts).
const toolIds = readdirSync('src/tools', { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(`src/tools/${d.name}/index.ts`))
  .map((d) => d.name);

/**
 * What a prerendered page loads to become interactive: the boot script, every module it starts
 * (listed in the page's <meta name="toolshed-modules">: the entry, its shared chunks and the
 * page's own lazy page or tool) and its stylesheets (not the disabled markers, which are never
 * fetched). Read from the built HTML, so the budget follows the real import graph.
 */
function pageFiles(htmlFile, kind) {
  if (!existsSync(htmlFile)) return [htmlFile]; // size-limit then reports the missing build
  const html = readFileSync(htmlFile, 'utf8');
  if (kind === 'js') {
    const boot = [...html.matchAll(/<script type="module"[^>]*src="\/([^"]+)"/g)].map((m) => m[1]);
    const modules = /<meta name="toolshed-modules" content="([^"]*)"/.exec(html)?.[1].split(' ') ?? [];
    return [...boot, ...modules.map((url) => url.slice(1))].map((file) => `dist/${file}`);
  }
  return [...html.matchAll(/<link rel="stylesheet"(?![^>]*disabled)[^>]*href="\/([^"]+)"/g)].map((m) => `dist/${m[1]}`);
}

export default [
  {
    // Issue #2 target: 90 kB, below what the stack weighs before any Toolshed code
    // (`npm run stack-floor`: React 19.3 hydrateRoot 67.5 kB; + react-router-dom 80.6 kB;
    // + react-aria-components Button and Link 93.5 kB). Held at the measured size; see the issue.
    name: 'word-counter route: initial JS',
    path: pageFiles('dist/tools/word-counter/index.html', 'js'),
    limit: '144 KB',
    gzip: true,
  },
  {
    name: 'word-counter route: CSS',
    path: pageFiles('dist/tools/word-counter/index.html', 'css'),
    limit: '12 KB',
    gzip: true,
  },
  {
    // Issue #3 target: 90 KB; see the note above.
    name: 'home page: initial JS',
    path: pageFiles('dist/index.html', 'js'),
    limit: '131 KB',
    gzip: true,
  },
  {
    name: 'home page: CSS',
    path: pageFiles('dist/index.html', 'css'),
    limit: '12 KB',
    gzip: true,
  },
  // Each tool's own chunk (issue #4). Shared UI chunks (react-aria collections, icons) are
  // counted in each route's total above, not here.
  ...toolIds.map((id) => ({
    name: `tool chunk: ${id}`,
    path: [`dist/assets/tool-${id}-*.js`],
    limit: '30 KB',
    gzip: true,
  })),
  {
    name: 'embed loader dist/embed/toolshed.js',
    path: ['dist/embed/toolshed.js'],
    limit: '3 KB',
    gzip: true,
  },
];
