import { resolve } from 'node:path';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import { chunkFileNames, options, sharedPlugins, toolshedDefine } from './vite.config.ts';

/**
 * `rem` is relative to the *host page's* root font size, which an embedding page may set to
 * anything (even `* { font-size: 40px !important }`). Inside the embed, 1rem is fixed at 16px.
 */
// Listed before embedStylesheets, which joins the converted files (a second pass would find no rem).
function remToPx(): Plugin {
  return {
    name: 'toolshed-rem-to-px',
    enforce: 'post',
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type !== 'asset' || !file.fileName.endsWith('.css')) continue;
        const css = typeof file.source === 'string' ? file.source : new TextDecoder().decode(file.source);
        file.source = css.replace(/(-?\d*\.?\d+)rem\b/g, (_m, n: string) => `${Number((Number(n) * 16).toFixed(3))}px`);
      }
    },
  };
}

/** Written into toolshed.js by `embedStylesheets` (declared in src/embed/embed.ts). */
const STYLESHEETS_PLACEHOLDER = '__TOOLSHED_STYLESHEETS__';
const PRELOAD_HELPER = '\0vite/preload-helper.js';

/**
 * Each element links into its shadow root only the CSS its tool needs (issue #13), not one
 * stylesheet with every tool's rules. `cssCodeSplit` gives every chunk its own CSS; this plugin
 * joins them into two files per element:
 *   chunks/embed-[hash].css      the mount chunk's: theme tokens, embed root, portal root (all tools)
 *   chunks/tool-<id>-[hash].css  the tool chunk's, its static imports' (ui components) and those of
 *                                the chunks it imports lazily (e.g. the text formatter's drop zone)
 * in import order (a module's dependencies before it), and writes their paths into toolshed.js:
 * { base: [...], tools: { [id]: [...] } }. The mount code links them and shows the tool once they
 * are in. Fewer, larger files: one tool's CSS as 14 per-chunk files weighs ~60% more gzipped.
 *
 * Vite's own CSS loading for dynamic imports appends <link> elements to document.head: that would
 * restyle the host page and not reach the shadow roots. It is switched off: the chunks' CSS lists
 * are emptied once read (so no preload lists are written into the code) and the preload helper
 * only imports (JS preloading is off too: `modulePreload: false`).
 */
function embedStylesheets(): Plugin {
  return {
    name: 'toolshed-embed-stylesheets',
    enforce: 'post',
    load(id) {
      if (id === PRELOAD_HELPER) return 'export const __vitePreload = (load) => load();';
    },
    // Runs after vite:css-post has given every chunk its CSS files and before
    // vite:build-import-analysis writes preload lists from them.
    generateBundle(_options, bundle) {
      const chunks = new Map<string, Rolldown.OutputChunk>();
      for (const file of Object.values(bundle)) if (file.type === 'chunk') chunks.set(file.fileName, file);
      const loader = chunks.get('toolshed.js');
      if (!loader) return this.error('embed stylesheets: no toolshed.js in the bundle');

      /** CSS files of `start`'s static imports in import order, then of what they import lazily. */
      const cssOf = (start: string) => {
        const css = new Set<string>();
        const seen = new Set<string>();
        const lazy = [start];
        const visit = (fileName: string) => {
          const chunk = chunks.get(fileName);
          // Chunks import the preload helper from the loader: its lazy imports are every tool.
          if (!chunk || chunk.isEntry || seen.has(fileName)) return;
          seen.add(fileName);
          chunk.imports.forEach(visit);
          for (const file of chunk.viteMetadata?.importedCss ?? []) css.add(file);
          lazy.push(...chunk.dynamicImports);
        };
        while (lazy.length > 0) visit(lazy.shift()!);
        return [...css];
      };
      const facade = (fileName: string) => chunks.get(fileName)?.facadeModuleId?.replaceAll('\\', '/') ?? '';
      const mount = loader.dynamicImports.find((fileName) => facade(fileName).endsWith('/src/embed/mount.tsx'));
      if (!mount) return this.error('embed stylesheets: toolshed.js does not import src/embed/mount.tsx');
      const baseParts = cssOf(mount);
      const toolParts: Record<string, string[]> = {};
      for (const fileName of loader.dynamicImports) {
        const id = /\/src\/tools\/([^/]+)\/index\.ts$/.exec(facade(fileName))?.[1];
        if (id) toolParts[id] = cssOf(fileName).filter((file) => !baseParts.includes(file));
      }
      const parts = new Set([...baseParts, ...Object.values(toolParts).flat()]);
      const unlinked = Object.keys(bundle).filter((fileName) => fileName.endsWith('.css') && !parts.has(fileName));
      if (unlinked.length > 0) this.error(`embed stylesheets: no element links ${unlinked.join(', ')}`);

      /** One stylesheet of `files` joined in order (named by assetFileNames), or none if empty. */
      const join = (name: string, files: string[]) => {
        const sources = files.map((fileName) => {
          const asset = bundle[fileName];
          if (asset?.type !== 'asset') return '';
          return typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
        });
        const source = sources.filter(Boolean).join('\n');
        return source ? [this.getFileName(this.emitFile({ type: 'asset', name, source }))] : [];
      };
      const base = join('embed.css', baseParts);
      const tools = Object.fromEntries(Object.entries(toolParts).map(([id, files]) => [id, join(`tool-${id}.css`, files)]));
      for (const fileName of parts) delete bundle[fileName];

      const code = loader.code.split(STYLESHEETS_PLACEHOLDER);
      if (code.length !== 2) this.error(`embed stylesheets: toolshed.js holds ${STYLESHEETS_PLACEHOLDER} ${code.length - 1} times, expected once`);
      loader.code = code.join(JSON.stringify({ base, tools }));

      for (const chunk of chunks.values()) chunk.viteMetadata?.importedCss.clear();
    },
  };
}

/**
 * react-aria's strings in the element's language only (issue #31). With every site locale inline,
 * each package's strings weighed on every element (one tool all-in grew from 75 to 81.9 kB gzip
 * with ten locales). Here each module of one package's strings in a locale other than English
 * (`react-aria/dist/private/intl/<name>/<tag>.mjs`, `react-stately/…`, `react-aria-components/
 * dist/private/intl/<tag>.mjs`; the other locales are already dropped by optimize-locales) becomes
 * a slot (src/embed/aria-slots.ts) that src/embed/aria-strings.ts fills when an element needs that
 * locale, from the same per-locale file the site loads. English stays inline. A package the per-locale files do not name
 * stops the build (react-aria renamed one: check how its strings are keyed now).
 */
const ARIA_INTL_FILE = /[\\/]node_modules[\\/](react-aria|react-stately|react-aria-components)[\\/]dist[\\/]private[\\/]intl[\\/](?:([\w-]+)[\\/])?([a-z]{2}-[A-Z]{2})\.mjs$/;
const ARIA_SLOTS_MODULE = resolve('src/embed/aria-slots.ts');

function embedAriaStrings(): Plugin {
  let packages = new Set<string>();
  return {
    name: 'toolshed-embed-aria-strings',
    enforce: 'pre',
    async buildStart() {
      const english = (await import('react-aria-components/i18n/en-US')) as { default: Record<string, unknown> };
      packages = new Set(Object.keys(english.default));
    },
    load(id) {
      const match = ARIA_INTL_FILE.exec(id.split('?')[0] ?? id);
      if (!match) return;
      const [, owner, name, tag] = match;
      if (tag === 'en-US' || (owner !== 'react-aria-components' && !name)) return;
      const pkg = owner === 'react-aria-components' ? owner : `@${owner}/${name}`;
      if (!packages.has(pkg)) return this.error(`embed aria strings: ${id} would be package ${pkg}, which react-aria-components/i18n/${tag} does not name`);
      return `import { ariaStringsSlot } from ${JSON.stringify(ARIA_SLOTS_MODULE)};\nexport default ariaStringsSlot(${JSON.stringify(pkg)}, ${JSON.stringify(tag)});\n`;
    },
  };
}

/**
 * The embed bundle: dist/embed/toolshed.js, its lazy chunks and, beside them in chunks/, the
 * stylesheets (`embed-[hash].css` and one `tool-<id>-[hash].css` per tool, see embedStylesheets).
 */
export default defineConfig({
  plugins: [...sharedPlugins(), embedAriaStrings(), remToPx(), embedStylesheets()],
  // Relative: the loader finds its chunks and stylesheets beside itself under any base path.
  base: './',
  define: toolshedDefine(),
  publicDir: false,
  // The elements run on Preact's React-compatible runtime (preact/compat, 10.0 kB gzip) instead of
  // react + react-dom (67.4 kB): it is what every embedded tool loads first, and with it each tool
  // all-in is 43–70 kB instead of 101–128 (issue #13 asks for 110). The site, Storybook and the
  // React package keep React itself. The same components run on both: every element's e2e tests
  // (render, interaction, keyboard, strict CSP, dialogs in the shadow root) run on this build.
  // What differs: no concurrent rendering (useDeferredValue returns its value at once), so the
  // tools keep heavy work in workers or chunks rather than relying on deferral.
  resolve: {
    alias: [
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react$/, replacement: 'preact/compat' },
    ],
  },
  build: {
    outDir: `${options.outDir}/embed`,
    emptyOutDir: true,
    target: 'es2022',
    cssCodeSplit: true,
    modulePreload: false,
    rolldownOptions: {
      input: 'src/embed/embed.ts',
      output: {
        entryFileNames: 'toolshed.js',
        chunkFileNames: chunkFileNames('chunks'),
        // Stylesheets sit with the chunks: hashed names, cached as immutable (scripts/headers.mjs).
        assetFileNames: (asset) => {
          const css = asset.names.find((name) => name.endsWith('.css'));
          return css ? `chunks/${css.replace(/(\.css\.ts)?\.css$/, '')}-[hash].css` : 'assets/[name]-[hash][extname]';
        },
        codeSplitting: {
          groups: [{ name: 'runtime', test: /node_modules[\\/](react|react-dom|scheduler|preact)[\\/]/ }],
        },
      },
    },
  },
});
