import { createRequire } from 'node:module';
import path from 'node:path';
import { getJestConfig } from '@storybook/test-runner';

const require = createRequire(import.meta.url);
const { chromiumPath, chromiumArgs } = require('./scripts/chromium.cjs');

const base = getJestConfig();

/**
 * Point jest-playwright at the system Chromium (there is no browser download host) and
 * keep screenshots deterministic: fixed viewport and device scale factor.
 * @type {import('@jest/types').Config.InitialOptions}
 */
export default {
  ...base,
  // One page per worker for all story files, and a setup file that does not import the whole
  // test-runner into every file's module registry (.storybook/test-environment.mjs and
  // test-runner-setup.mjs say why).
  testEnvironment: path.resolve('.storybook/test-environment.mjs'),
  setupFilesAfterEnv: [
    path.resolve('.storybook/test-runner-setup.mjs'),
    ...base.setupFilesAfterEnv.filter((file) => !file.endsWith('/playwright/jest-setup.js')),
  ],
  // 120 s: the sitemap generator's 50,001-URL story (generate, split into an index, re-split on
  // a new folder URL, axe and two screenshots) runs 30 s on this 2-core machine, and took 75 s
  // when the shared machine ran 40% slower (Lighthouse's CPU benchmark 1,550 instead of 2,700);
  // every other story finishes in a few seconds.
  testTimeout: 120000,
  testEnvironmentOptions: {
    ...base.testEnvironmentOptions,
    'jest-playwright': {
      ...base.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: { executablePath: chromiumPath ?? undefined, args: chromiumArgs },
      contextOptions: { viewport: { width: 1024, height: 768 }, deviceScaleFactor: 1, reducedMotion: 'reduce' },
    },
  },
};
