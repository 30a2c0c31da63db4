import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import optimizeLocales from '@react-aria/optimize-locales-plugin';

/** Shared by the site build, the embed build, Storybook and Vitest. */
// The UI is English-only: keep react-aria's en-US strings and drop ~30 other locales (~80 KB).
export const sharedPlugins = () => [react(), vanillaExtractPlugin(), optimizeLocales.vite({ locales: ['en-US'] })];

/** Tool chunks are named after their folder (`tool-json-formatter-[hash].js`) so budgets can find them. */
export const chunkFileNames = (dir: string) => (chunk: { facadeModuleId: string | null }) => {
  const tool = chunk.facadeModuleId?.match(/src[\\/]tools[\\/]([^\\/]+)[\\/]index\.ts$/)?.[1];
  return `${dir}/${tool ? `tool-${tool}` : '[name]'}-[hash].js`;
};

export default defineConfig({
  plugins: sharedPlugins(),
  optimizeDeps: {
    include: ['@vanilla-extract/recipes/createRuntimeFn', '@vanilla-extract/sprinkles/createRuntimeSprinkles'],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    // Inlined data: URLs (fonts, images) would need `data:` in the CSP; keep every asset a file.
    assetsInlineLimit: 0,
    // Read by scripts/prerender.mjs to link each page's code-split JS and CSS in its HTML.
    manifest: true,
    // Every browser the site supports (es2022) knows <link rel="modulepreload">.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: { chunkFileNames: chunkFileNames('assets') },
    },
  },
});
