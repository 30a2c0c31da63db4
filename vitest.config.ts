import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

// Built on the Vite config so vanilla-extract styles resolve in tests too.
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
      environment: 'node',
      // The design system's English messages, loaded before any test renders a component.
      setupFiles: ['tests/unit/setup.ts'],
      pool: 'threads',
      // One module registry per worker instead of one per file: the tests share no mutable state
      // (each builds its own inputs), and re-importing the tools and the theme for each of 54
      // files was most of the run (76 s → 39 s on the 2-core machine).
      isolate: false,
      // Statistical and property tests (a million generated characters, 100k-line texts) take a
      // few seconds alone and several times that on a busy 2-core CI machine.
      testTimeout: 30_000,
    },
  }),
);
