// Bundle budgets (gzip), checked by `npm test` after `npm run build`. Lower these numbers;
// never raise them without saying why on the issue.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { embedParts } from './scripts/embed-files.mjs';
import { pageModules } from './scripts/page-modules.mjs';

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
    return [...boot, ...pageModules(html).map((url) => url.slice(1))].map((file) => `dist/${file}`);
  }
  return [...html.matchAll(/<link rel="stylesheet"(?![^>]*disabled)[^>]*href="\/([^"]+)"/g)].map((m) => `dist/${m[1]}`);
}

/**
 * Every prerendered route in every locale, read from the route table's own output
 * (dist/sitemap.xml lists sitePaths() under each locale's prefix), so a new page, tool or locale
 * gets its budgets without anyone adding them here.
 */
function routes() {
  if (!existsSync('dist/sitemap.xml')) return ['/'];
  const xml = readFileSync('dist/sitemap.xml', 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
}
const htmlFor = (route) => (route === '/' ? 'dist/index.html' : `dist${route}/index.html`);
/** The home page in every locale: `/`, `/de`, `/ar`, `/pt-br`, `/zh-hans` (src/i18n/locales.ts prefixes). */
const isHome = (route) => /^\/([a-z]{2}(-[a-z]+)?)?$/.test(route);

// Issue #9 targets, kept by issue #31 in every locale: home ≤ 115 kB and every other page ≤ 150 kB
// initial JS (gzip); CSS ≤ 12 kB. Sessions 31-39 raised them to 123 / 167 kB as the catalogue grew
// from 29 to 53 tools (every page names every tool, its icon and its loader) and the message runtime
// and ten locales came (each raise is in this file's history with its measurements). Session 40 made
// room (`npm run page-weights`, English):
// - chunking (vite.config.ts): the entry's whole static import graph and the home page's design-system
//   modules as one `shell` file instead of a dozen, the design system only other pages use as
//   `tool-base`, and the command palette's autocomplete out of the shared `ui` chunk (react-aria's
//   hook, 2.2 kB on every page with a text field): home 122.5 → 114.0 kB, tool pages 5.8-6.6 kB lighter;
// - a native file drop instead of react-aria's DropZone: −4.5 kB on the 16 pages with one;
// - decimal.js-light for the unit converter, percentage, tip and discount calculators: −7.0 kB each;
// - blog posts load their own body only and no react-aria: 156.6 → 128.3 kB;
// - /docs/api and /embed load what is below their first screen after hydration: 164.3 → 142.6 kB
//   and 154.5 → 142.4 kB.
// Session 41 took 14 of the 22 tool pages then over 150 kB under it. Session 42 replaced react-router
// (13.2 kB on every page) with the site's own router (src/site/router/, about 2 kB): home 114.2 →
// 103.5 kB, every tool page 10.7 kB lighter (the largest, /tools/json-formatter, 152.2 → 141.4 kB),
// and no page is held above its budget any more.
const PAGE_JS_KB = 150;
const HOME_JS_KB = 115;
/** Added to a route's limit in a locale other than English (the issue allows +6 kB over the English page). */
const LOCALE_EXTRA_KB = 6;
/** A route under a locale's prefix (src/i18n/locales.ts localePrefix): /de, /pt-br/tools, /zh-hans/about. */
const LOCALE_PREFIX = /^\/(es|pt-br|fr|de|it|ja|zh-hans|ru|ar)(?=\/|$)/;
const isLocalized = (route) => LOCALE_PREFIX.test(route);
/** The English page a localized route translates: /de/tools/base64 → /tools/base64, /de → /. */
const englishRoute = (route) => route.replace(LOCALE_PREFIX, '') || '/';
/**
 * Pages held at their measured size (English; a locale adds LOCALE_EXTRA_KB), each until its tool
 * makes room: lower a number whenever a page gets lighter, and remove it at 150.
 */
const JS_EXCEPTIONS_KB = {};

/**
 * Each embedded element (issue #13), as scripts/embed-files.mjs reads the built loader: all-in
 * (loader, the shared runtime, mount code, the tool's code and its stylesheets) ≤ 110 kB, and the
 * stylesheets it links into its shadow root ≤ 6 kB (measured 3.4–4.9 kB per tool; one shared
 * toolshed.css with every tool's rules was 11.7 kB).
 */
const EMBED_ALL_IN_KB = 110;
const EMBED_CSS_KB = 6;
const embed = embedParts();
const inEmbed = (files) => files.map((file) => `${embed.dir}/${file}`);

// Tools whose own chunk may exceed 30 kB, as their issues allow.
const TOOL_CHUNK_KB = { 'text-diff': 60, 'image-resizer': 60, 'favicon-generator': 60 };

const checks = [
  ...routes().flatMap((route) => [
    {
      name: `${route} initial JS`,
      path: pageFiles(htmlFor(route), 'js'),
      limit: `${(JS_EXCEPTIONS_KB[englishRoute(route)] ?? (isHome(route) ? HOME_JS_KB : PAGE_JS_KB)) + (isLocalized(route) ? LOCALE_EXTRA_KB : 0)} kB`,
      gzip: true,
    },
    {
      name: `${route} CSS`,
      path: pageFiles(htmlFor(route), 'css'),
      limit: '12 kB',
      gzip: true,
    },
  ]),
  // Each tool's own chunk. Shared UI chunks are counted in each route's total above.
  ...toolIds.map((id) => ({
    name: `tool chunk: ${id}`,
    path: [`dist/assets/tool-${id}-*.js`],
    limit: `${TOOL_CHUNK_KB[id] ?? 30} kB`,
    gzip: true,
  })),
  ...(embed?.tools ?? []).flatMap(({ id, js, css }) => [
    {
      name: `embed all-in: ${id}`,
      path: inEmbed([...js, ...css]),
      limit: `${EMBED_ALL_IN_KB} kB`,
      gzip: true,
    },
    {
      name: `embed CSS: ${id}`,
      path: inEmbed(css),
      limit: `${EMBED_CSS_KB} kB`,
      gzip: true,
    },
  ]),
  // Fetched only at the hash tools' first file job where WebAssembly compiles (issue #37):
  // hash-wasm's seven hashers and HMAC, nothing else of the library.
  {
    name: 'lazy chunk: WebAssembly hashers',
    path: ['dist/assets/wasm-hashers-*.js'],
    limit: '22 kB',
    gzip: true,
  },
  // Fetched only by the slug generator, when a title has a letter outside the Latin alphabet
  // (accented Latin is folded without it): any-ascii's table for every Unicode block.
  {
    name: 'lazy chunk: slug generator transliteration table',
    path: ['dist/assets/transliteration-table-*.js'],
    limit: '216 kB',
    gzip: true,
  },
  {
    // Names every element and its chunk and stylesheets: 2.7 kB with 43 tools, 3.04 kB with 51;
    // 53 fit in 3.2 kB.
    name: 'embed loader dist/embed/toolshed.js',
    path: ['dist/embed/toolshed.js'],
    limit: '3.2 kB',
    gzip: true,
  },
];

/**
 * One part of the checks when scripts/budgets.mjs runs them in parts (SIZE_LIMIT_PART=k/n: every
 * n-th entry from the k-th), all of them otherwise.
 */
const [part, parts] = (process.env.SIZE_LIMIT_PART ?? '1/1').split('/').map(Number);
export default checks.filter((_, index) => index % parts === part - 1);
