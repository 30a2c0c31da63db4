// `npm run page-weights` (after `npm run build:site`): every prerendered route's initial JS, gzip -9
// of each file its HTML starts (boot script + <meta name="toolshed-modules">), summarised as home,
// the heaviest and the mean tool page and the routes over target — the numbers behind the budgets
// and the chunking choice in vite.config.ts. `-- --all` lists every route.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

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
  const modules = /<meta name="toolshed-modules" content="([^"]*)"/.exec(html)?.[1].split(' ') ?? [];
  const files = [...boot, ...modules.map((url) => url.slice(1))];
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
