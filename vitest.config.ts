import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

// Built on the Vite config so vanilla-extract styles resolve in tests too.
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
      environment: 'node',
      pool: 'threads',
      // Statistical and property tests (a million generated characters, 100k-line texts) take a
      // few seconds alone and several times that on a busy 2-core CI machine.
      testTimeout: 30_000,
    },
  }),
);
