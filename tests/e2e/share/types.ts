import type { Page } from '@playwright/test';

/** One tool's share-link round trip, for tests/e2e/share-links.spec.ts. */
export interface ShareCase {
  id: string;
  /** A link's query (without `?`) with NON-default values only: after the tool settles, the address must hold exactly these parameters again. */
  query: string;
  /** Asserts what the user sees once the link has been applied (the values from `query` on screen, and a result computed from them). */
  expectRestored: (page: Page) => Promise<void>;
  /** A change through the UI, and the parameters the address must then contain. */
  edit?: { run: (page: Page) => Promise<void>; params: Record<string, string> };
}

/** A tool with secret inputs: `enter` types `secret` into each of them. The URL, history and referrer must never contain it. */
export interface SecretCase {
  id: string;
  enter: (page: Page, secret: string) => Promise<void>;
}

/** A tool with no share controls: opened with a settings query, it shows its defaults instead. */
export interface NoShareCase {
  id: string;
  query: string;
  expectDefaults: (page: Page) => Promise<void>;
}
