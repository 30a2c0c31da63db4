import { createRequire } from 'node:module';
import { defineConfig } from '@playwright/test';

const require = createRequire(import.meta.url);
const { chromiumPath, chromiumArgs } = require('./scripts/chromium.cjs') as { chromiumPath: string | null; chromiumArgs: string[] };

/** Runs against servers started by scripts/test.mjs (SITE_URL = built site, HOST_URL = third-party page). */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: process.env.SITE_URL ?? 'http://127.0.0.1:4173',
    launchOptions: { executablePath: chromiumPath ?? undefined, args: chromiumArgs },
    trace: 'off',
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
