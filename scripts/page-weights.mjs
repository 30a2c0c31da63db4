// `npm run page-weights` (after `npm run build:site`): every prerendered route's initial JS, gzip -9
// of each file its HTML starts (boot script + <meta name="toolshed-modules">), summarised as home,
// the heaviest and the mean tool page and the routes over target — the numbers behind the budgets
// and the chunking choice in vite.config.ts — and each locale's overhead over English (issue #31). `-- --all` lists every route and every embedded tool.
// `-- --sources /` rebuilds with source maps (into .tmp/) and splits that route's initial JS by npm
// package and source file: what the budget is spent on.
import { execSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { SourceMapConsumer } from 'source-map-js';
import { embedParts } from './embed-files.mjs';
import { pageModules } from './page-modules.mjs';

const xml = readFileSync('dist/sitemap.xml', 'utf8');
const routes = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
const sizes = new Map();
const gzip = (file) => {
  if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(`dist/${file}`), { level: 9 }).length / 1000);
  return sizes.get(file);
};
const pages = routes.map((route) => {
  const html = readFileSync(route === '/' ? 'dist/index.html' : `dist${route}/index.html`, 'utf8');
  const boot = [...html.matchAll(/<script type="module"[^>]*src="\/([^"]+)"/g)].map((m) => m[1]);
  const files = [...boot, ...pageModules(html).map((url) => url.slice(1))];
  return { route, kb: files.reduce((sum, file) => sum + gzip(file), 0), files: files.length };
});
const line = ({ route, kb, files }) => `${kb.toFixed(1).padStart(6)} kB  ${String(files).padStart(2)} files  ${route}`;
const tools = pages.filter((p) => p.route.startsWith('/tools/'));
const target = (route) => (route === '/' ? 115 : 150);
console.log(`home        ${line(pages.find((p) => p.route === '/'))}`);
console.log(`max tool    ${line(tools.reduce((a, b) => (b.kb > a.kb ? b : a)))}`);
console.log(`mean tool   ${(tools.reduce((sum, p) => sum + p.kb, 0) / tools.length).toFixed(1).padStart(6)} kB`);
const over = pages.filter((p) => p.kb > target(p.route));
console.log(`over target ${over.length}${over.map((p) => `\n            ${line(p)}`).join('')}`);
if (process.argv.includes('--all')) for (const p of pages) console.log(line(p));

// Issue #31's locale overhead: a page's initial JS in a locale minus the same page's in English,
// mean and max over every page (all of them) and over the tool pages, per locale prefix.
const byRoute = new Map(pages.map((p) => [p.route, p.kb]));
const overheads = new Map();
for (const { route, kb } of pages) {
  const match = /^\/(es|pt-br|fr|de|it|ja|zh-hans|ru|ar)(\/.*)?$/.exec(route);
  const english = match && byRoute.get(match[2] ?? '/');
  if (!match || english === undefined) continue;
  if (!overheads.has(match[1])) overheads.set(match[1], []);
  overheads.get(match[1]).push({ path: match[2] ?? '/', kb: kb - english });
}
const stats = (list) => {
  const max = list.reduce((a, b) => (b.kb > a.kb ? b : a));
  return `${(list.reduce((sum, o) => sum + o.kb, 0) / list.length).toFixed(2).padStart(5)} ${max.kb.toFixed(2).padStart(5)} (${max.path})`;
};
console.log('\nlocale overhead over English, initial JS kB (gzip -9): mean, max (page)\nlocale    all pages                          tool pages');
for (const [locale, list] of overheads) console.log(`${locale.padEnd(9)} ${stats(list).padEnd(34)} ${stats(list.filter((o) => o.path.startsWith('/tools/')))}`);

// One embedded tool all-in (issue #13, target 110 kB): the files scripts/embed-files.mjs lists
// for each element (loader, runtime, mount, tool code and the stylesheets its shadow root links).
const embed = (file) => gzip(`embed/${file}`);
const parts = embedParts();
if (parts && parts.tools.length > 0) {
  const sum = (files) => files.reduce((total, f) => total + embed(f), 0);
  const sorted = parts.tools.map(({ id, js, css }) => ({ id, kb: sum([...js, ...css]), css: sum(css), sheets: css.length })).sort((a, b) => b.kb - a.kb);
  const cssKb = sorted.map((t) => t.css);
  console.log(
    `\nembed, one tool all-in (loader ${embed('toolshed.js').toFixed(2)} kB, runtime chunk ${parts.runtime ? embed(parts.runtime).toFixed(1) : '?'} kB, ` +
      `CSS ${Math.min(...cssKb).toFixed(1)}–${Math.max(...cssKb).toFixed(1)} kB per tool, of which the base ${sum(parts.stylesheets.base).toFixed(1)} kB)`,
  );
  console.log(`max ${sorted[0].kb.toFixed(1)} kB ${sorted[0].id}, min ${sorted.at(-1).kb.toFixed(1)} kB ${sorted.at(-1).id}, over 110 kB: ${sorted.filter((t) => t.kb > 110).length}`);
  if (process.argv.includes('--all')) for (const t of sorted) console.log(`${t.kb.toFixed(1).padStart(6)} kB  ${t.id} (CSS ${t.css.toFixed(1)} kB in ${t.sheets} files)`);
} else {
  console.log('\nembed: no dist/embed build with per-tool stylesheet lists (run npm run build:site)');
}

// Composition of one route's initial JS: each file's generated code attributed to its sources
// through the source map, gzipped per package (so the parts add up to a little more than the whole).
const sourcesIndex = process.argv.indexOf('--sources');
if (sourcesIndex >= 0) {
  const route = process.argv[sourcesIndex + 1] ?? '/';
  const page = pages.find((p) => p.route === route);
  if (!page) throw new Error(`no prerendered route ${route}`);
  const out = '.tmp/sourcemap-build';
  execSync(`npx vite build --sourcemap --outDir ${out} --emptyOutDir --logLevel error`, { stdio: 'inherit' });
  const built = readdirSync(`${out}/assets`);
  const html = readFileSync(route === '/' ? 'dist/index.html' : `dist${route}/index.html`, 'utf8');
  const names = [...html.matchAll(/<script type="module"[^>]*src="\/assets\/([^"]+)"/g), ...pageModules(html).map((u) => [null, u.replace('/assets/', '')])].map((m) => m[1]);
  const parts = new Map();
  for (const name of names) {
    const prefix = name.replace(/-[\w-]{8}\.js$/, '');
    const file = built.find((f) => f.endsWith('.js') && f.replace(/-[\w-]{8}\.js$/, '') === prefix);
    if (!file || !built.includes(`${file}.map`)) continue;
    const lines = readFileSync(`${out}/assets/${file}`, 'utf8').split('\n');
    const map = new SourceMapConsumer(JSON.parse(readFileSync(`${out}/assets/${file}.map`, 'utf8')));
    let previous = null;
    const add = (source, text) => {
      const key = /node_modules\/((@[^/]+\/)?[^/]+)/.exec(source)?.[1] ?? `src: ${source.replace(/^(\.\.\/)+/, '').replace(/^src\//, '')}`;
      parts.set(key, (parts.get(key) ?? '') + text);
    };
    map.eachMapping((m) => {
      if (previous?.source) add(previous.source, lines[previous.line - 1].slice(previous.column, m.generatedLine === previous.line ? m.generatedColumn : undefined));
      previous = { source: m.source, line: m.generatedLine, column: m.generatedColumn };
    });
  }
  const rows = [...parts].map(([key, text]) => [key, gzipSync(text, { level: 9 }).length / 1000]).sort((a, b) => b[1] - a[1]);
  const npm = rows.filter(([key]) => !key.startsWith('src: '));
  const own = rows.filter(([key]) => key.startsWith('src: '));
  const sum = (list) => list.reduce((total, [, kb]) => total + kb, 0);
  console.log(`\n${route}: ${page.kb.toFixed(1)} kB initial JS; by package (gzip -9 per part)`);
  for (const [key, kb] of npm.filter(([, kb]) => kb >= 0.5)) console.log(`${kb.toFixed(1).padStart(6)} kB  ${key}`);
  console.log(`${sum(npm).toFixed(1).padStart(6)} kB  all npm packages\n${sum(own).toFixed(1).padStart(6)} kB  our own code (${own.length} files), the largest:`);
  for (const [key, kb] of own.slice(0, 8)) console.log(`${kb.toFixed(1).padStart(6)} kB  ${key.slice(5)}`);
}
