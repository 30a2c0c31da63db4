import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

/** Shared by the site build, the embed build, Storybook and Vitest. */
export const sharedPlugins = () => [react(), vanillaExtractPlugin()];

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
  },
});
