// After `vite build`: renders every route to static HTML (so pages read without JavaScript and
// hydrate on load), and writes the sitemap, the service worker and the static-host headers.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { Resvg, renderAsync } from '@resvg/resvg-js';
import satori from 'satori';
import { build, minifySync } from 'vite';
import { THEME_SCRIPT, headersFile, nginxConf } from './headers.mjs';
import { precompress } from './precompress.mjs';
import { writeFramePages, writeOembed } from './frame-pages.mjs';
import { modulesMeta } from './page-modules.mjs';
import { buildOptions } from './build-options.mjs';
import { RTL_CARD_FONT, measureText, renderRtlCard } from './rtl-card.mjs';
import { CJK_CARD_FONTS, cjkMeasure, missingGlyphs, renderCjkCard } from './cjk-card.mjs';

// BASE_PATH / TOOLSHED_OUT_DIR (scripts/build-options.mjs): every URL this script writes starts with
// `base` ('' at the origin's root, '/tools' under BASE_PATH=/tools/); files stay where they are in
// the folder. Site paths (`/tools/base64`, `/de/about`) are base-free until written out.
const { outDir, prefix: base } = buildOptions();
const dist = path.resolve(outDir);
const ssrOut = path.resolve(`node_modules/.cache/toolshed-ssr${outDir === 'dist' ? '' : `-${path.basename(outDir)}`}`);
const escapeRegExp = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const B = escapeRegExp(base);
/** A URL path of this build back to its file's path in the folder ('/tools/assets/x.js' → '/assets/x.js'). */
const unbased = (url) => {
  if (!url.startsWith(`${base}/`)) throw new Error(`prerender: ${url} is not under the base path ${base}/`);
  return url.slice(base.length);
};

await build({
  logLevel: 'warn',
  build: { ssr: 'src/site/entry-server.tsx', outDir: ssrOut, emptyOutDir: true, copyPublicDir: false },
});
const server = await import(pathToFileURL(path.join(ssrOut, 'entry-server.js')).href);

const decodeEntities = (s) =>
  s.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

// react-aria renders a few inline style attributes (visually hidden inputs, hidden file inputs,
// slider positions). A strict CSP refuses them in markup, so each becomes data-ssr-style, styled
// by one generated stylesheet; main.tsx turns them back into CSSOM styles before hydrating.
const inlineStyles = new Set();
function moveInlineStyles(html) {
  return html.replace(/ style="([^"]*)"/g, (_m, value) => {
    inlineStyles.add(decodeEntities(value));
    return ` data-ssr-style="${value}"`;
  });
}
const cssString = (s) => `"${s.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

// React emits the page's hoisted <title>, <meta> and <link> tags first; they belong in <head>.
function splitHead(html) {
  const head = [];
  let rest = html;
  for (;;) {
    const match = /^(<title>[\s\S]*?<\/title>|<meta\b[^>]*>|<link\b[^>]*>)/.exec(rest);
    if (!match) break;
    head.push(match[1]);
    rest = rest.slice(match[1].length);
  }
  return { head: head.join(''), body: rest };
}

// The client build's manifest: which JS and CSS files each code-split module needs. A page that
// renders a lazy page or tool gets them as <link>s, so it is styled before (and without) any
// script, and its code downloads in parallel with the entry.
const manifestPath = path.join(dist, '.vite', 'manifest.json');
const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
const FOOTER_MODULE = 'src/site/layout/SiteFooter.tsx';
function chunkLinks(modules, alreadyLinked) {
  const js = new Set();
  const css = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`prerender: ${key} is not in the build manifest`);
    if (js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  modules.forEach(visit);
  return {
    css: [...css].filter((f) => !alreadyLinked.has(f)),
    js: [...js].filter((f) => !alreadyLinked.has(f)).map((f) => `${base}/${f}`),
  };
}

/** Writes `content` to dist/assets/<prefix>-<content hash>.<ext> and returns that path. */
function writeHashed(prefix, ext, content) {
  const name = `assets/${prefix}-${crypto.createHash('sha256').update(content).digest('hex').slice(0, 8)}.${ext}`;
  fs.writeFileSync(path.join(dist, name), content);
  return name;
}
const readDist = (files) => files.map((file) => fs.readFileSync(path.join(dist, file), 'utf8')).join('\n');
// Merged stylesheets stay linked as disabled markers: Vite's preload helper adds any stylesheet a
// lazy chunk lists that it cannot find as a <link rel="stylesheet">, after the page's own CSS, so
// the cascade would change under the reader (the word counter's text area shrank to one line and
// the page jumped). A disabled link is never fetched, but the helper counts it as present.
const disabledMarkers = (files) => files.map((file) => `<link rel="stylesheet" href="${base}/${file}" disabled />`).join('');

// A page's own stylesheets (its lazy page's or tool's chunks, 2–8 files) become one file, in their
// order, so the first paint waits for two stylesheet requests instead of up to nine (Lighthouse's
// simulated slow 4G: first paint 1.5 → 1.4 s on the hash generator). Pages that need the same
// chunks share the file (named by its content).
function pageStylesheet(files) {
  if (files.length === 0) return '';
  return `<link rel="stylesheet" href="${base}/${writeHashed('page', 'css', readDist(files))}" />${disabledMarkers(files)}`;
}

let template = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
template = template
  .replace(/<title>[\s\S]*?<\/title>\s*/, '')
  .replace(/<meta name="description"[^>]*>\s*/, '')
  .replace('<html lang="en">', `<html lang="en" class="${server.themeClass}">`);
if (!template.includes('<div id="root"></div>')) throw new Error('index.html: <div id="root"></div> not found');
// Installable app: the PNG favicon in place of the dev server's SVG one (brand-assets.ts says why),
// the manifest, theme-color for each scheme and the Apple touch icon, on every page.
const faviconLink = `<link rel="icon" href="${base}/favicon.svg" type="image/svg+xml" />`;
if (!template.includes(faviconLink)) throw new Error('index.html: the favicon link was not found');
template = template.replace(faviconLink, () => server.appHeadTags());

// Fewer render-blocking requests on first load: the theme script is inlined (allowed by its CSP
// hash), the entry's stylesheets become one file, and the fonts a page shows are preloaded.
template = template.replace(`<script src="${base}/theme-init.js"></script>`, `<script>${THEME_SCRIPT}</script>`);
const entryCss = [...template.matchAll(new RegExp(`<link rel="stylesheet"[^>]*href="${B}/(assets/[^"]+\\.css)"[^>]*>\\s*`, 'g'))];
// The body font is preloaded and, on the site, `font-display: optional`: Chrome holds the first
// paint briefly for a preloaded optional font and never swaps it in afterwards. With fontsource's
// `swap` and the preload, Lighthouse's Chromium painted the first frame about a second later in
// three loads of four (observed FCP 2.2 s instead of 1.2 s on /tools; its speed index weighs the
// observed paint at 1.4×), and a font that came after the first layout laid the page out again.
// A first visit whose font misses that short window keeps the fallback for that page; the font is
// cached for the next. The mono font gets the same treatment, preloaded only on the pages whose
// markup uses it (see usesMono below): with `swap` it was requested by the first layout and, when it
// came, Chrome laid the whole page out again (a full relayout of every element, on /docs/api over
// five hundred code spans). Storybook and the embed keep `swap` (screenshots and a host page's
// text want the real font whenever it arrives).
const assetFiles = fs.readdirSync(path.join(dist, 'assets'));
const fontFile = (pattern) => assetFiles.find((f) => pattern.test(f));
const font = fontFile(/^inter-latin-wght-normal-.*\.woff2$/);
const monoFont = fontFile(/^jetbrains-mono-latin-wght-normal-.*\.woff2$/);
if (!font || !monoFont) throw new Error('prerender: the Inter or JetBrains Mono latin font file was not found in dist/assets');
let siteCss = readDist(entryCss.map(([, file]) => file));
for (const family of ['Inter Variable', 'JetBrains Mono Variable']) {
  const faces = new RegExp(`@font-face\\{font-family:${family};[^}]*\\}`, 'g');
  const count = siteCss.match(faces)?.length ?? 0;
  siteCss = siteCss.replace(faces, (face) => face.replace('font-display:swap', 'font-display:optional'));
  if (count === 0 || (siteCss.match(new RegExp(`font-family:${family};[^}]*font-display:optional`, 'g'))?.length ?? 0) !== count) {
    throw new Error(`prerender: the site stylesheet's ${family} @font-face rules were not found with font-display:swap`);
  }
}
// The classes whose rules set the mono font (the theme's mono token is one custom property): a page
// whose markup carries one of them preloads the mono font.
const monoVar = /(--[\w-]+):"JetBrains Mono Variable"/.exec(siteCss)?.[1];
if (!monoVar) throw new Error("prerender: the theme's mono font custom property was not found");
const monoClasses = new Set();
for (const file of assetFiles.filter((f) => f.endsWith('.css'))) {
  const css = readDist([`assets/${file}`]);
  for (const [, selectors] of css.matchAll(new RegExp(`([^{}]+)\\{[^}]*font-family:var\\(${monoVar}\\)`, 'g'))) {
    for (const selector of selectors.split(',')) {
      const subject = selector.trim().split(/[\s>+~]+/).pop() ?? '';
      for (const [, name] of subject.matchAll(/\.([\w-]+)/g)) monoClasses.add(name);
    }
  }
}
if (monoClasses.size === 0) throw new Error('prerender: no rule sets the mono font; the mono preload check would never match');
// What a closed <details> holds is not laid out until it opens (the file encryptor's byte table).
const shownMarkup = (body) => body.replace(/<details(?![^>]*\sopen[\s>=])[^>]*>[\s\S]*?<\/details>/g, '');
const usesMono = (body) => [...shownMarkup(body).matchAll(/class="([^"]*)"/g)].some(([, names]) => names.split(/\s+/).some((name) => monoClasses.has(name)));
for (const [tag] of entryCss) template = template.replace(tag, '');
// Lazy chunks list the entry's stylesheets among their dependencies too.
const mergedMarkers = disabledMarkers(entryCss.map(([, file]) => file));
// The entry script and its preloads leave the HTML: scripts/boot.template.js loads them after the
// first paint (see there). Each page lists the modules it needs in <meta name="toolshed-modules">.
// The boot script imports the first module it is given, so the entry must be the template's only
// module script: when the entry module was inside a chunk group (vite.config.ts `shell`), Vite
// wrote rolldown's runtime as a script of its own before it, and pages never hydrated.
const entryScripts = [...template.matchAll(new RegExp(`<script type="module" crossorigin src="${B}/(assets/[^"]+\\.js)"></script>\\s*`, 'g'))];
if (entryScripts.length !== 1) throw new Error(`index.html: expected one entry <script type="module">, found ${entryScripts.length}`);
const entryModules = entryScripts.map(([, file]) => `${base}/${file}`);
for (const [tag] of entryScripts) template = template.replace(tag, '');
for (const [tag, file] of [...template.matchAll(new RegExp(`<link rel="modulepreload" crossorigin href="${B}/([^"]+)">\\s*`, 'g'))]) {
  entryModules.push(`${base}/${file}`);
  template = template.replace(tag, '');
}
// Served minified: it counts towards every page's initial JS (about 0.5 kB gzip).
const bootMinified = minifySync('boot.js', fs.readFileSync('scripts/boot.template.js', 'utf8'), { module: true, compress: true, mangle: { toplevel: true } });
if (bootMinified.errors.length) throw new Error(`prerender: scripts/boot.template.js: ${bootMinified.errors.map((e) => e.message).join('; ')}`);
const bootName = writeHashed('boot', 'js', bootMinified.code);

// No first paint of half a page: Chrome's parser yields mid-document on a slow CPU, and the browser
// paints what it has. A row whose last button was not yet parsed then re-wrapped when it came
// (layout shift 0.005-0.03 on tool pages at 4× CPU throttle). The page's render waits until the
// marker after the app's markup is parsed (`rel=expect`, Chrome 124+; other browsers ignore it and
// render progressively as before). The whole page is one ~8 kB gzip response, so this costs no
// network wait.
const PARSED_MARKER = '<span id="page-parsed" hidden></span>';
const EXPECT_PARSED = '<link rel="expect" href="#page-parsed" blocking="render" />';

const linkedByTemplate = new Set([...template.matchAll(new RegExp(`(?:href|src)="${B}/([^"]+)"`, 'g'))].map((m) => m[1]));
for (const [, file] of entryCss) linkedByTemplate.add(file);
for (const url of entryModules) linkedByTemplate.add(unbased(url).slice(1));

const attribute = (head, pattern) => {
  const match = pattern.exec(head);
  return match ? decodeEntities(match[1]) : null;
};
// Every page in every site locale (issue #31): English at today's URLs, the others under their
// prefix (/de/tools/base64 → dist/de/tools/base64/index.html), each with <html lang dir>.
const pageFile = (url) => (url === '/' ? 'index.html' : `${url.slice(1).replace(/\/$/, '')}/index.html`);
const pages = [
  ...server.SITE_LOCALES.flatMap((locale) => server.sitePaths().map((path) => ({ url: server.localizedPath(locale, path), locale }))).map((page) => ({ ...page, file: pageFile(page.url) })),
  { url: '/404', file: '404.html', locale: 'en' },
];
// The stable loader's Subresource Integrity hash (src/embed/integrity.ts): /docs/api and the
// builder offer it; every page carries it in a meta tag so hydration reads what the prerender did.
// /embed/v{N}/toolshed.js is a copy of this file (below).
const embedIntegrity = `sha384-${crypto.createHash('sha384').update(fs.readFileSync(path.join(dist, 'embed', 'toolshed.js'))).digest('base64')}`;
server.setEmbedIntegrity(embedIntegrity);
const integrityMeta = `<meta name="${server.INTEGRITY_META}" content="${embedIntegrity}" />`;
const rendered = [];
for (const { url, file, locale } of pages) {
  const { head, body } = splitHead(await server.render(url));
  // A tool without its own messages yet has no messages chunk to link.
  const links = chunkLinks(server.routeModules(url).filter((module) => manifest[module] || !/\/messages\/[\w-]+\.ts$/.test(module)), linkedByTemplate);
  const usesAria = server.routeModules(url).includes('src/site/AriaScope.tsx');
  if (locale !== 'en' && usesAria && !server.routeModules(url).some((module) => module.includes('react-aria-components/i18n/') && manifest[module])) {
    throw new Error(`prerender: ${url} has no react-aria strings chunk in the build manifest (src/i18n/aria-strings.ts)`);
  }
  // Every page prerenders the footer, whose code is a lazy chunk loaded after hydration
  // (src/site/layout/DeferredFooter.tsx): its stylesheet is linked with the page's own, so the
  // footer is styled from the first paint and hydration adds no stylesheet; its JS stays lazy.
  for (const file of chunkLinks([FOOTER_MODULE], linkedByTemplate).css) if (!links.css.includes(file)) links.css.push(file);
  const image = attribute(head, /<meta property="og:image" content="([^"]*)"/);
  const title = attribute(head, /<title>([^<]*)<\/title>/);
  const description = attribute(head, /<meta name="description" content="([^"]*)"/);
  if (!image || !title || !description) throw new Error(`prerender: ${url} lacks og:image, <title> or a description`);
  // Every page has its own card: Arabic drawn right to left by resvg with an Arabic font
  // (scripts/rtl-card.mjs), Japanese and Chinese by resvg with the locale's CJK font
  // (scripts/cjk-card.mjs), the others by satori with Inter (Latin, Greek and Cyrillic letters).
  const script = server.localeDir(locale) === 'rtl' ? 'rtl' : locale in CJK_CARD_FONTS ? 'cjk' : 'latin';
  const card = { file: unbased(new URL(image).pathname), title, description, script };
  if (script === 'cjk') {
    const missing = missingGlyphs(locale, `${title} ${description}`);
    if (missing.length > 0) throw new Error(`prerender: ${url}'s card text has characters the ${locale} card font lacks (${missing.join(' ')}): add them in scripts/cjk-card-fonts.mjs and run it`);
  }
  rendered.push({ url, file, locale, head, links, body: moveInlineStyles(body), card });
}

const css = [...inlineStyles]
  .map((value) => {
    const declarations = value
      .split(';')
      .filter((d) => d.trim())
      .map((d) => `${d.trim()} !important`)
      .join(';');
    return `[data-ssr-style=${cssString(value)}]{${declarations}}`;
  })
  .join('\n');
siteCss += `\n${css}\n`;
const cssName = writeHashed('site', 'css', siteCss);

const fontPreload = (file) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${base}/assets/${file}" />`;
for (const { file, locale, head, links, body } of rendered) {
  const fonts = usesMono(body) ? [font, monoFont] : [font];
  // Replacements are functions: a page's text may hold `$&` or `$<name>` (the regex tester's
  // guide does), which a replacement string would expand.
  const html = template
    .replace('<html lang="en"', `<html lang="${locale}" dir="${server.localeDir(locale)}"`)
    // Stylesheet and font first, so they are fetched before the (non-blocking) module scripts.
    .replace(
      `<script>${THEME_SCRIPT}</script>`,
      `<script>${THEME_SCRIPT}</script>\n    <link rel="stylesheet" id="react-aria-pressable-style" href="${base}/${cssName}" />\n    ${mergedMarkers}\n    ${fonts.map(fontPreload).join('\n    ')}`,
    )
    .replace(
      '</head>',
      () => `    ${head}\n    ${integrityMeta}\n    ${pageStylesheet(links.css)}\n    ${EXPECT_PARSED}\n    ${modulesMeta([...entryModules, ...links.js])}\n    <script type="module" src="${base}/${bootName}"></script>\n  </head>`,
    )
    .replace('<div id="root"></div>', () => `${server.pageSymbols(body)}<div id="root">${body}</div>${PARSED_MARKER}`);
  fs.mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
  fs.writeFileSync(path.join(dist, file), html);
}

// Every module some page starts with is compiled whole, off the main thread. V8 compiles a
// function lazily, on the main thread, the first time it runs; for the entry (React, the router,
// the shell) and a page's own chunks that is nearly every function, during start-up and hydration
// (/about: 60 ms of V8.CompileCode and ParseFunction on this machine, four times that on
// Lighthouse's phone). The per-file compile hint (`//# allFunctionsCalledOnLoad` as the file's
// first line, Chromium 136+; other engines read a comment) has the streaming compiler on a
// background thread compile them all while the file downloads. Lazily loaded chunks (the command
// palette, a tool's encoder or dictionary) keep lazy compilation: most of their functions may
// never run. Prepended after Vite has named the files: the hash still names one content per build.
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
const startModules = new Set(rendered.flatMap(({ links }) => [...entryModules, ...links.js]));
for (const url of startModules) {
  const file = path.join(dist, unbased(url));
  const code = fs.readFileSync(file, 'utf8');
  if (!code.startsWith(COMPILE_HINT)) fs.writeFileSync(file, COMPILE_HINT + code);
}

// Sitemap: every page in every locale, absolute URLs from the configured origin, each with its
// language alternates (the same list as the page's hreflang links).
const today = new Date().toISOString().slice(0, 10);
const sitemap = [
  '<?xml version="1.0" encoding="UTF-8"?>',
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ...server.sitePaths().flatMap((path) => {
    const alternates = server.pageAlternates(path);
    const links = alternates.map(({ hreflang, href }) => `\n    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${href}"/>`).join('');
    return alternates
      .filter(({ hreflang }) => hreflang !== 'x-default')
      .map(({ href }) => `  <url>\n    <loc>${href}</loc>\n    <lastmod>${today}</lastmod>${links}\n  </url>`);
  }),
  '</urlset>',
  '',
].join('\n');
fs.writeFileSync(path.join(dist, 'sitemap.xml'), sitemap);

// Atom feed of new articles and tools (src/site/feed.ts), linked from every page's head.
fs.writeFileSync(path.join(dist, 'feed.xml'), server.atomFeed());

// Social cards: one 1200×630 PNG per page (the og:image its head names), drawn from the page's
// title and description (and the tool's icon and category colour) with the site's font: satori
// lays out text as SVG paths (it reads WOFF, not WOFF2, so the static Inter files), resvg rasterises.
const require = createRequire(import.meta.url);
const interFile = (weight) => fs.readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`));
const cardFonts = [400, 600, 700].map((weight) => ({ name: 'Inter', data: interFile(weight), weight, style: 'normal' }));
const png = (svg, width) => new Resvg(svg, { fitTo: { mode: 'width', value: width } }).render().asPng();
const cardsStarted = performance.now();
// Layout runs here while resvg rasterises the previous cards on libuv's thread pool.
await Promise.all(
  rendered.map(async ({ url, locale, card }) => {
    const content = server.socialCard(url, card.title, card.description);
    const image =
      card.script === 'rtl'
        ? await renderRtlCard(server.rtlSocialCardSvg(content, RTL_CARD_FONT, measureText))
        : card.script === 'cjk'
          ? await renderCjkCard(locale, server.cjkSocialCardSvg(content, CJK_CARD_FONTS[locale].family, cjkMeasure(locale)))
          : (await renderAsync(await satori(server.socialCardTree(content), { width: 1200, height: 630, fonts: cardFonts }))).asPng();
    const out = path.join(dist, card.file);
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(out, image);
  }),
);
const cardsMs = Math.round(performance.now() - cardsStarted);

// Installable app: icons rendered from the logo, the manifest, and robots.txt.
for (const icon of server.appIcons()) {
  fs.mkdirSync(path.join(dist, path.dirname(icon.file)), { recursive: true });
  fs.writeFileSync(path.join(dist, icon.file), png(icon.svg, icon.size));
}
fs.writeFileSync(path.join(dist, 'site.webmanifest'), `${JSON.stringify(server.webManifest(), null, 2)}\n`);
fs.writeFileSync(path.join(dist, 'robots.txt'), server.robotsTxt());

// The custom-elements manifest (community schema) for editors and docs tools, beside the loader.
const packageVersion = JSON.parse(fs.readFileSync('package.json', 'utf8')).version;
fs.writeFileSync(path.join(dist, 'embed', 'custom-elements.json'), `${JSON.stringify(server.embedManifest(packageVersion), null, 2)}\n`);
// The stable line of the element API (issue #35): /embed/v{major}/ is the same loader, chunks and
// manifest as /embed/ (the latest); their imports are relative, so the copy loads its own chunks.
const stableEmbed = path.join(dist, 'embed', `v${server.EMBED_API_MAJOR}`);
for (const name of ['toolshed.js', 'custom-elements.json', 'chunks', 'assets']) {
  fs.cpSync(path.join(dist, 'embed', name), path.join(stableEmbed, name), { recursive: true });
}
// Iframe embeds, one page per element of that manifest (scripts/frame-pages.mjs).
const elementsManifest = JSON.parse(fs.readFileSync(path.join(dist, 'embed', 'custom-elements.json'), 'utf8'));
const framePages = writeFramePages(dist, elementsManifest, base);
// oEmbed: /oembed/{id}.json (the iframe snippet) and its discovery link on each tool page.
writeOembed(dist, elementsManifest, server.SITE_URL, server.oembedResponse);

// The manifest was only for this script; it is not part of the site.
fs.rmSync(path.join(dist, '.vite'), { recursive: true, force: true });

// Service worker: precache the site's files (not the embed, which runs on other origins, nor the
// published Storybook, a 15 MB developer reference that `npm run build` adds after this step).
function walk(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}
// Files over 256 kB (the password checker's 1.7 MB dictionaries) are left out: every visitor
// would download them in the background after one visit. The worker caches them on first use.
// Social cards and robots.txt are for crawlers and link previews: not needed offline, always fresh.
// The embed's files are for other sites; the embed builder's page (/embed/index.html) is the site's.
const PRECACHE_MAX_BYTES = 256 * 1024;
const precache = walk(dist)
  .filter((file) => fs.statSync(file).size <= PRECACHE_MAX_BYTES)
  .map((file) => `/${path.relative(dist, file).split(path.sep).join('/')}`)
  .filter((url) => (url === '/embed/index.html' || !url.startsWith('/embed/')) && !url.startsWith('/oembed/') && !url.startsWith('/storybook/') && !url.startsWith('/og/') && !['/sw.js', '/_headers', '/robots.txt'].includes(url))
  .sort()
  .map((url) => `${base}${url}`);
const version = crypto.createHash('sha256');
for (const url of precache) version.update(url).update(fs.readFileSync(path.join(dist, unbased(url))));
// Each visitor's worker precaches the shared files and its own locale's pages and messages
// (main.tsx registers /sw.js?locale=de), not all the locales' (issue #31).
const localeOf = new Map();
for (const [key, chunk] of Object.entries(manifest)) {
  // A catalog (`…/messages/de.ts`), a category's descriptions (`details/de/text.ts`),
  // react-aria's strings (`react-aria-components/i18n/de-DE.mjs`) or the cron parser's cronstrue
  // words (`cronstrue/locales/pt_BR.js`); a locale not on the site yet has no list, so its files
  // are precached by no one.
  const aria = /react-aria-components\/i18n\/([\w-]+)\.mjs$/.exec(key)?.[1];
  const cron = /cronstrue\/locales\/(\w+)\.js$/.exec(key)?.[1];
  const locale =
    /\/messages\/([\w-]+)\.ts(?:\?guide)?$/.exec(key)?.[1] ??
    /\/details\/([\w-]+)\/[\w-]+\.ts$/.exec(key)?.[1] ??
    (aria && Object.keys(server.ARIA_LOCALE).find((l) => server.ARIA_LOCALE[l] === aria)) ??
    (cron && ({ pt_BR: 'pt-BR', zh_CN: 'zh-Hans' }[cron] ?? cron));
  if (locale) localeOf.set(`${base}/${chunk.file}`, locale);
}
for (const { file, locale } of rendered) if (file !== '404.html') localeOf.set(`${base}/${file}`, locale);
const precacheByLocale = { shared: precache.filter((url) => !localeOf.has(url)), locales: {} };
for (const locale of server.SITE_LOCALES) precacheByLocale.locales[locale] = precache.filter((url) => localeOf.get(url) === locale);
const swSource = fs.readFileSync('scripts/sw.template.js', 'utf8').replace(/^\/\* global[^\n]*\n/, '');
fs.writeFileSync(
  path.join(dist, 'sw.js'),
  `const PRECACHE = ${JSON.stringify(precacheByLocale)};\nconst VERSION = '${version.digest('hex').slice(0, 12)}';\nconst BASE = '${base}';\n${swSource}`,
);

fs.writeFileSync(
  path.join(dist, '_headers'),
  headersFile(server.localizedSitePaths(), ['/404.html', '/sw.js', '/sitemap.xml', '/feed.xml', '/robots.txt', '/site.webmanifest', '/icons/*', '/og/*', '/theme-init.js', '/favicon.svg', '/embed/toolshed.js', '/embed/custom-elements.json', `/embed/v${server.EMBED_API_MAJOR}/toolshed.js`, `/embed/v${server.EMBED_API_MAJOR}/custom-elements.json`, '/embed/frame.css'], base),
);
// The same rules for nginx (README, Deploy; the Dockerfile copies it into the image).
fs.writeFileSync(path.join(dist, 'nginx.conf'), nginxConf(base));

// Last, so every file above (and the service worker) has its .gz and .br copy.
const compressed = await precompress(dist, { skip: ['storybook/'] });

console.log(
  `prerendered ${rendered.length} pages, ${inlineStyles.size} inline styles moved to /${cssName}; ${rendered.length} social cards (${cardsMs} ms), site.webmanifest, icons, robots.txt, sitemap.xml, feed.xml, sw.js (${precache.length} files), _headers, nginx.conf, ${framePages} iframe embed pages and oEmbed files; compile hint on ${startModules.size} start-up modules; .gz/.br copies of ${compressed.files} files (${compressed.ms} ms)`,
);
