/** Types for large-input-cases.mjs (shared by scripts/bench.mjs and tests/e2e/large-input.spec.ts). */
export declare const TEN_MB: number;
export declare function bigText(length?: number): string;
/** Bytes that do not compress (xorshift32), the same in Node and in the page. */
export declare function bigBytes(length?: number): Uint8Array<ArrayBuffer>;
/** An expression for page.evaluate that puts bigBytes(length) in the page as `__bigBytes`. */
export declare function stashBigBytes(length?: number): string;

export interface Expected {
  tile?: string;
  text?: string;
  selector?: string;
  startsWith?: string;
  summary?: string;
  note?: string;
  contains?: string;
}

export interface LargeInputCase {
  id: string;
  field: string;
  expected(text: string): Expected;
}

export declare const CASES: LargeInputCase[];

export interface FileInputCase {
  id: string;
  /** The tab that holds the file input. */
  tab: string;
  /** The file's name. */
  name: string;
  expected(bytes: Uint8Array): Expected;
}

export declare const FILE_CASES: FileInputCase[];

export interface Measurement {
  resultMs: number | null;
  insertionMs: number;
  /** The input event's own handling (the tool's render in that task). */
  dispatchMs: number;
  longestTaskMs: number;
  longTasks: number[];
}

/** `field`: a text box's label (its value is set to `__bigText`); `file`: a name for `__bigBytes` given to the file input. */
export declare function measureInPage(options: ({ field: string; file?: undefined } | { file: string; field?: undefined }) & { expected: Expected; timeoutMs: number }): Promise<Measurement>;

export declare const PASSWORD_LENGTH: number;
export declare function longPassword(length?: number): string;

export interface PasswordMeasurement {
  /** From the paste or the last key to the settled result; null when it never came. */
  resultMs: number | null;
  longestTaskMs: number;
  longTasks: number[];
}

/** The 1,000-character password in the password checker at `url`, pasted or typed key by key. */
export declare function measurePassword(
  page: import('@playwright/test').Page,
  url: string,
  options: { mode: 'paste' | 'type'; timeoutMs: number },
): Promise<PasswordMeasurement>;

export declare const FILE_HASH: { id: string; bytes: number; algorithm: string };
export declare function writeBigFile(path: string, bytes: number): Promise<string>;

export interface FileHashMeasurement {
  /** From the file input's change event to the digest on screen; null on timeout. */
  resultMs: number | null;
  longestTaskMs: number;
  /** The page's own line: "209.7 MB in 1.2 s (174.2 MB/s)". */
  summary: string;
}

/** Installs the watcher; the outcome is `window.__fileHash` (a Promise<FileHashMeasurement>). */
export declare function watchFileHashInPage(options: { digest: string; timeoutMs: number }): void;
