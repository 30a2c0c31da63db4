import { createRequire } from 'node:module';
import { defineConfig } from '@playwright/test';

const require = createRequire(import.meta.url);
// The specs read the catalog's modules (route lists, tool names) outside a Vite build, where the
// chosen-tools literal (src/tools/chosen.ts) is not written in: they test the full build's catalog.
Object.assign(globalThis, { __TOOLSHED_TOOLS__: null });
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
    // A fresh context per test would otherwise install the service worker, which precaches the
    // whole site (266 files, 3.3 MB) beside every test: a quarter of the e2e run's time. The
    // offline test in delivery.spec.ts allows it; that is the one that tests it.
    serviceWorkers: 'block',
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
