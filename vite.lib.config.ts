import { readFileSync } from 'node:fs';
import { defineConfig } from 'vite';
import { chunkFileNames, sharedPlugins, toolshedDefine } from './vite.config.ts';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  dependencies: Record<string, string>;
  peerDependencies: Record<string, string>;
};
// Whatever the package depends on is the consumer's to install and bundle once (one React, one
// react-aria); only our own code goes into lib/.
const external = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.peerDependencies)];
const isExternal = (id: string) => external.some((name) => id === name || id.startsWith(`${name}/`));

/**
 * The React package (`npm run build:lib`, scripts/build-lib.mjs): `toolshed/ui` and
 * `toolshed/tools` as ES modules in lib/, with every vanilla-extract style compiled into one
 * lib/styles.css the consumer imports. Tools' on-demand imports stay separate chunks.
 */
export default defineConfig({
  plugins: sharedPlugins(),
  define: toolshedDefine(),
  publicDir: false,
  // Asset URLs (worker scripts) resolve against the module that uses them, wherever lib/ ends up.
  base: './',
  build: {
    outDir: 'lib',
    // scripts/build-lib.mjs empties lib/ once; the embed and the declarations go beside this.
    emptyOutDir: false,
    target: 'es2022',
    sourcemap: false,
    // Worker scripts stay files next to the code that starts them (no data: URLs, which a
    // strict CSP blocks).
    assetsInlineLimit: 0,
    cssCodeSplit: false,
    copyPublicDir: false,
    // Unminified ES modules for the consumer's bundler, which tree-shakes and minifies them.
    chunkSizeWarningLimit: 1024,
    lib: {
      entry: { ui: 'src/lib/ui.ts', tools: 'src/lib/tools.ts' },
      formats: ['es'],
      cssFileName: 'styles',
    },
    rolldownOptions: {
      external: isExternal,
      output: { chunkFileNames: chunkFileNames('chunks') },
    },
  },
});
