/** Types for secure-notes-cases.mjs (shared by scripts/bench.mjs and tests/e2e/tool-secure-notes.spec.ts). */
import type { Browser, Page } from '@playwright/test';

export declare const PASSPHRASE: string;
export declare const ITERATIONS: number;
export declare const DATABASE: string;
export declare function noteTitleAt(i: number): string;
export declare function uniqueWordAt(i: number): string;

/** A vault in the tool's storage format: the header and one encrypted record per note. */
export interface Vault {
  header: unknown;
  records: unknown[];
}

export declare function makeVault(count: number, options?: { passphrase?: string; iterations?: number; now?: number }): Promise<Vault>;
export declare function seedInPage(options: { database: string; header: unknown; records: unknown[] }): Promise<void>;
export declare function openSeeded(page: Page, siteUrl: string, vault: Vault, options: { unlock: boolean }): Promise<void>;

export interface SaveMeasurement {
  saveMs: number | null;
  cycleMs: number | null;
  keyMs: number;
  longestTaskMs: number;
}
export interface UnlockMeasurement {
  unlockMs: number | null;
  searchMs: number | null;
  unlockLongestTaskMs: number;
  longestTaskMs: number;
}
export declare function measureSaveInPage(page: Page, options: { title: string; timeoutMs: number }): Promise<SaveMeasurement>;
export declare function measureUnlockInPage(
  page: Page,
  options: { count: number; query: string; expectTitle: string; newestTitle: string; timeoutMs: number },
): Promise<UnlockMeasurement>;

export interface NoteCase {
  name: string;
  kind: 'save' | 'unlock';
  notes: number;
  search?: number;
}
export declare const NOTE_CASES: NoteCase[];
export declare function measureNoteCase(
  browser: Browser,
  siteUrl: string,
  c: NoteCase,
  vault: Vault,
  timeoutMs?: number,
): Promise<{ resultMs: number | null; longestTaskMs: number; detail: string }>;
