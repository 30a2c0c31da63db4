import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { defineConfig, type ConfigEnv, type Plugin } from 'vite';
import type { ChunkingContext } from 'rolldown';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { reactAriaHydration } from './scripts/react-aria-hydration.ts';
import { messagesPlugin } from './scripts/vite-messages.ts';
import { ariaStringsUsed } from './scripts/vite-aria-strings.ts';
import { buildOptions } from './scripts/build-options.mjs';
import { ARIA_LOCALE, SITE_LOCALES } from './src/i18n/locales.ts';

/**
 * Self-hosting options (issue #36, scripts/build-options.mjs): the base path, the chosen tools (checked
 * here, so an unknown id stops the build before anything is built) and the output folder.
 */
export const options = buildOptions();
// The catalog's modules test the __TOOLSHED_TOOLS__ literal; here, before any define, it is a global.
Object.assign(globalThis, { __TOOLSHED_TOOLS__: null });
const { toolIdsByCategory } = await import('./src/tools/ids.ts');
const { parseToolList } = await import('./src/tools/chosen.ts');
const allToolIds: string[] = Object.values(toolIdsByCategory).flat();
const chosenTools = parseToolList(options.toolsText, allToolIds);
/** Compile-time constants of every build (site, SSR, embed, Storybook, Vitest): src/tools/chosen.ts. */
export const toolshedDefine = (): Record<string, string> => ({
  __TOOLSHED_TOOLS__: JSON.stringify(chosenTools),
  ...(options.siteOrigin && !process.env.VITE_SITE_ORIGIN ? { 'import.meta.env.VITE_SITE_ORIGIN': JSON.stringify(options.siteOrigin) } : {}),
});

/**
 * With a subset of tools, the others' code is never reachable (src/tools/loaders.ts and apis.ts pick
 * the chosen ids from their globs); their modules load as empty ones so the build skips compiling
 * them (and the embed emits no chunk or stylesheet for them).
 */
function unchosenToolsEmpty(): Plugin {
  return {
    name: 'toolshed-unchosen-tools',
    enforce: 'pre',
    load(id) {
      if (!chosenTools) return;
      const match = /[\\/]src[\\/]tools[\\/]([^\\/]+)[\\/](index|api)\.ts$/.exec(id.split('?')[0] ?? id);
      if (!match?.[1] || !allToolIds.includes(match[1]) || chosenTools.includes(match[1])) return;
      return match[2] === 'api' ? 'export const api = undefined;' : 'export default null;';
    },
  };
}

/** Shared by the site build, the embed build, Storybook and Vitest. */
// react-aria's own strings (its search field's "Clear search", its drop zone's instructions) only for
// the locales the site speaks (src/i18n/locales.ts SITE_LOCALES); ~30 others dropped (~80 KB).
// Message catalogs are compiled at build time (scripts/vite-messages.ts).
const ARIA_LOCALES = SITE_LOCALES.map((locale) => ARIA_LOCALE[locale]);
export const sharedPlugins = () => [react(), vanillaExtractPlugin(), optimizeLocales.vite({ locales: ARIA_LOCALES }), messagesPlugin(), unchosenToolsEmpty()];

/**
 * The site's browser bundle keeps only react-aria's English strings (1.4 kB gzip less on pages with
 * a drop zone): a German or Arabic page loads its locale's strings as one chunk before it hydrates
 * (src/i18n/aria-strings.ts). The prerender (SSR), Storybook (TOOLSHED_STORYBOOK, set by
 * .storybook/main.ts), the dev server and Vitest keep every site locale's. Each locale's chunk
 * holds only the packages the site uses (scripts/vite-aria-strings.ts).
 */
const englishAriaOnly = (env: ConfigEnv) => env.command === 'build' && !env.isSsrBuild && !process.env.TOOLSHED_STORYBOOK;
const siteAriaLocales = (): Plugin[] => [
  { ...optimizeLocales.vite({ locales: ['en-US'] }), apply: (_config, env) => englishAriaOnly(env) },
  { ...ariaStringsUsed(), apply: (_config, env) => englishAriaOnly(env) },
  { ...optimizeLocales.vite({ locales: ARIA_LOCALES }), apply: (_config, env) => !englishAriaOnly(env) },
];

/** Tool chunks are named after their folder (`tool-json-formatter-[hash].js`) so budgets can find them. */
export const chunkFileNames = (dir: string) => (chunk: { facadeModuleId: string | null }) => {
  const tool = chunk.facadeModuleId?.match(/src[\\/]tools[\\/]([^\\/]+)[\\/]index\.ts$/)?.[1];
  return `${dir}/${tool ? `tool-${tool}` : '[name]'}-[hash].js`;
};

/**
 * How many pages and tools must share a design-system module before it joins the shared `ui` or
 * `base` chunk (below): 40 % of the tool folders. A fixed 12 was right for 36 tools; at 42 it put
 * widgets a dozen tools use (Tabs, CodeOutput, the file-type matcher) into every page: home went
 * from 118.6 to 122.7 kB and the heaviest tool page to 169.1. Measured with 42 tools (home / tool
 * pages max, mean): 12 → 122.7 / 169.1, 152.2; 17 → 119.2 / 161.3, 151.1; 20 → 119.5 / 162.2,
 * 151.8; 26 → 119.8 / 163.0, 152.2; 34 → 119.5 / 164.3, 152.6. A share of the tool count keeps
 * that optimum as the catalogue grows. SHARE_COUNT overrides it (for measuring).
 */
const toolFolders = readdirSync('src/tools', { withFileTypes: true }).filter((d) => d.isDirectory() && existsSync(`src/tools/${d.name}/index.ts`)).length;
const SHARE_COUNT = Number(process.env.SHARE_COUNT) || Math.round(toolFolders * 0.4);

/**
 * The declarations src/tools/api-loaders.ts loads on demand (`api.ts?builder`), one chunk per
 * category: /docs/api requests every one after hydration, a category at a time (6 requests and
 * 17 kB gzip instead of 53 and 28 kB as a chunk per tool); the embed builder gets the chosen
 * tool's category (0.6 → 1.7–5.3 kB), and its other tools' declarations with it.
 */
const categoryOfTool = new Map<string, string>(Object.entries(toolIdsByCategory).flatMap(([category, ids]) => ids.map((id): [string, string] => [id, category])));
const LOADED_DECLARATION = /[\\/]src[\\/]tools[\\/]([^\\/]+)[\\/]api\.ts\?builder$/;
const declarationChunk = (id: string): string | null => {
  const category = categoryOfTool.get(LOADED_DECLARATION.exec(id)?.[1] ?? '');
  return category ? `api-${category}` : null;
};

// react-aria's packages (scoped ones by prefix), and the two small ones only they use.
const ARIA = 'react-aria|react-aria-components|react-stately|@react-aria|@react-stately';
const ARIA_PACKAGES = new RegExp(`node_modules[\\\\/](${ARIA}|@internationalized|clsx)[\\\\/]`);
const ARIA_IMPORT = new RegExp(`^(${ARIA})(/|$)`);
const usesAria = new Map<string, boolean>();

/**
 * Does this src/ui module need react-aria, itself or through the ui modules it imports? Those that
 * do form the shared `ui` chunk with react-aria; the rest (Icon, Link, PlainButton, the styles)
 * stay where their importers are, so the home page and the shell load no react-aria at all.
 */
function needsAria(file: string): boolean {
  const known = usesAria.get(file);
  if (known !== undefined) return known;
  usesAria.set(file, false); // cycles end here
  const source = existsSync(file) ? readFileSync(file, 'utf8') : '';
  // Type-only imports leave nothing in the bundle.
  const specifiers = [...source.matchAll(/^import(?!\s+type\b)[^'"]*['"]([^'"]+)['"]/gm)].map((m) => m[1] ?? '');
  const result = specifiers.some((spec) => {
    if (ARIA_IMPORT.test(spec)) return true;
    if (!spec.startsWith('.')) return false;
    const base = resolve(dirname(file), spec);
    const target = ['.tsx', '.ts', '/index.ts'].map((ext) => base + ext).find(existsSync);
    return target !== undefined && needsAria(target);
  });
  usesAria.set(file, result);
  return result;
}

/**
 * The modules a root imports statically, directly or through others, from rolldown's module graph
 * (once per chunking pass and root). From the site's entry (src/site/main.tsx): the shell every page
 * runs. From the home page: what the page with the tightest budget shows.
 */
const closures = new WeakMap<ChunkingContext, Map<string, Set<string>>>();
function staticClosure(ctx: ChunkingContext, root: string): Set<string> {
  let byRoot = closures.get(ctx);
  if (!byRoot) closures.set(ctx, (byRoot = new Map()));
  let closure = byRoot.get(root);
  if (closure) return closure;
  closure = new Set<string>();
  const queue = [resolve(root)];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (closure.has(id)) continue;
    closure.add(id);
    queue.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  byRoot.set(root, closure);
  return closure;
}
const SHELL_ROOT = 'src/site/main.tsx';
/** The design system's modules, the tools' shared declarations and share state, and the small runtimes most pages share. */
const BASE_TEST = /[\\/]src[\\/](ui[\\/](?!messages[\\/])|tools[\\/](api|share|share-state)\.tsx?$)|node_modules[\\/](@vanilla-extract[\\/]recipes|lucide-react[\\/]dist[\\/]esm[\\/])|node_modules[\\/]react[\\/]/;
const LUCIDE_ICON = /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/;
const HOME_ROOT = 'src/site/pages/HomePage.tsx';
export default defineConfig({
  // The site hydrates prerendered pages; the embed bundle (vite.embed.config.ts) never does.
  plugins: [react(), vanillaExtractPlugin(), ...siteAriaLocales(), messagesPlugin(), reactAriaHydration(), unchosenToolsEmpty()],
  // Storybook serves itself from relative URLs wherever it is published.
  ...(process.env.TOOLSHED_STORYBOOK ? {} : { base: options.base }),
  define: toolshedDefine(),
  optimizeDeps: {
    include: ['@vanilla-extract/recipes/createRuntimeFn', '@vanilla-extract/sprinkles/createRuntimeSprinkles'],
  },
  build: {
    outDir: options.outDir,
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    // Inlined data: URLs (fonts, images) would need `data:` in the CSP; keep every asset a file.
    assetsInlineLimit: 0,
    // Read by scripts/prerender.mjs to link each page's code-split JS and CSS in its HTML.
    manifest: true,
    // Every browser the site supports (es2022) knows <link rel="modulepreload">.
    // No JS preload lists for lazy chunks (pages, tools) in the entry. A prerendered page lists
    // its modules in its HTML and the boot script preloads them one per task; Vite's list made
    // the entry append a <link> per dependency in the task that evaluates it (/docs/api: ~30,
    // 20-25 ms on this machine, issue #9), and every page carried each tool's list (~0.05 kB gzip
    // per tool), so adding a tool grew every page. On client-side navigation a chunk's own
    // imports start as soon as it arrives (from the service worker's cache after the first
    // visit). Stylesheets stay listed: they are only loaded through this list.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_filename, deps) => deps.filter((dep) => dep.endsWith('.css')),
    },
    rolldownOptions: {
      output: {
        chunkFileNames: chunkFileNames('assets'),
        // One shared design-system chunk instead of dozens of tiny ones: src/ui and react-aria
        // modules that at least SHARE_COUNT entries (pages and tools) import load as one file, so adding a
        // tool no longer re-splits what every page loads. Measured (issue #9 note): with 12, home
        // 132 kB and tool pages 141 kB on average, against 137 and 151 with automatic splitting;
        // lower counts pull rarely used widgets (NumberField, DropZone) into every page.
        codeSplitting: {
          groups: [
            {
              // Everything the entry imports statically (React, React DOM, the router, the shell's
              // own code, the catalogue, the message runtime), and the design-system modules the
              // home page imports, as one file: every page loads all of it, and one file
              // compresses better than the dozen rolldown would otherwise split it into (home
              // 122.5 -> 114.0 kB with the tool-base group below).
              // lucide-react's icons are left out: the entry imports its barrel, which names all of
              // them, so the closure holds every icon any tool shows.
              // The entry module itself stays out, so the entry chunk stays index.html's entry (a
              // small index-*.js importing the shell): the prerender and the boot script start the
              // page from it (with the entry in the group, Vite wrote rolldown's runtime as a
              // second, first entry script and the boot script started the runtime alone), and
              // the manifest names it.
              name: (id: string, ctx: ChunkingContext) =>
                id !== resolve(SHELL_ROOT) && !LUCIDE_ICON.test(id) && (staticClosure(ctx, SHELL_ROOT).has(id) || (BASE_TEST.test(id) && staticClosure(ctx, HOME_ROOT).has(id))) ? 'shell' : null,
              priority: 3,
            },
            {
              name: 'ui',
              priority: 2,
              test: (id: string) => ARIA_PACKAGES.test(id) || (/[\\/]src[\\/]ui[\\/]/.test(id) && needsAria(id.split('?')[0] ?? id)),
              minShareCount: SHARE_COUNT,
              // Only what the test captures: by default a group also takes its modules' imports,
              // which put React, Icon and lucide in this chunk and so made every page load it.
              includeDependenciesRecursively: false,
            },
            {
              // The rest of the design system that many pages share beyond the shell (the shell
              // group above takes what the entry and the home page import): copy and download
              // buttons, Select, the icons most tools show, the tools' shared declarations and share
              // state. One file instead of dozens of tiny chunks; the home page never loads it.
              name: 'tool-base',
              priority: 1,
              test: BASE_TEST,
              minShareCount: SHARE_COUNT,
              includeDependenciesRecursively: false,
            },
            { name: declarationChunk, test: LOADED_DECLARATION },
          ],
        },
      },
    },
  },
});
