// The Storybook test-runner's jest environment, with one browser page per jest worker instead of
// one per story file. Upstream, every one of the 100+ story files connected to the browser,
// opened a context and a page, and loaded Storybook's iframe (about 2.5 s of a 2-core machine per
// file, some 4 minutes of a CI run). The environment module lives outside jest's per-file
// sandbox, so a page opened by the first file can serve the next: each file starts on the loaded
// iframe with its storage cleared, as a fresh context would have it.
import process from 'node:process';
import PlaywrightEnvironment from '@storybook/test-runner/dist/jest-playwright-entries/test-environment.js';
import { setupPage } from '@storybook/test-runner';

/** This worker's browser connection, context and page, once the first story file opened them. */
let shared = null;

/** The console methods the test-runner's page script wraps for each story. */
const CONSOLE_METHODS = ['log', 'info', 'warn', 'error', 'dir', 'trace', 'group', 'groupCollapsed', 'table', 'debug'];

/* global window, console, localStorage, sessionStorage, indexedDB -- in the page, through page.evaluate */

// jest-worker ends a worker by message ([2, …], CHILD_MESSAGE_END) and then waits for the process
// to run out of work; the browser connection kept here would hold it open until it is killed
// (with a warning about leaking tests). The worker has no more files to run: close and leave.
process.on('message', async (message) => {
  if (!Array.isArray(message) || message[0] !== 2) return;
  await shared?.browser?.close().catch(() => undefined);
  process.exit(0);
});

export default class SharedPageEnvironment extends PlaywrightEnvironment {
  async setup() {
    if (!shared) {
      await super.setup();
      await setupPage(this.global.page, this.global.context);
      // The test-runner wraps the console methods again at every story (to collect its logs) and
      // never unwraps them: on a page that serves every file the wrappers would nest hundreds
      // deep, each serialising every logged object. Each file starts from the page's own methods.
      await this.global.page.evaluate((methods) => {
        window.__pageConsole = Object.fromEntries(methods.map((method) => [method, console[method]]));
      }, CONSOLE_METHODS);
      shared = { browser: this.global.browser, context: this.global.context, page: this.global.page };
      return;
    }
    // Everything jest-playwright sets up except the browser work (globals, the jestPlaywright API).
    const options = this._config.testEnvironmentOptions;
    this._config = { ...this._config, testEnvironmentOptions: { ...options, 'jest-playwright': { ...options['jest-playwright'], skipInitialization: true } } };
    await super.setup();
    Object.assign(this.global, shared);
    // A story file starts from empty storage and at the top of the page, as it did in a page of its own.
    await shared.page.evaluate(async () => {
      Object.assign(console, window.__pageConsole);
      window.scrollTo(0, 0);
      localStorage.clear();
      sessionStorage.clear();
      const databases = (await indexedDB.databases?.()) ?? [];
      for (const { name } of databases) if (name) indexedDB.deleteDatabase(name);
    });
  }

  async teardown() {
    // Keep the page for the next file (the test-runner may have replaced it after a navigation).
    if (shared) shared = { browser: this.global.browser, context: this.global.context, page: this.global.page };
    this.global.browser = undefined;
    await super.teardown();
  }
}
