/** Types for large-input-cases.mjs (shared by scripts/bench.mjs and tests/e2e/large-input.spec.ts). */
export declare const TEN_MB: number;
export declare function bigText(length?: number): string;

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

export interface Measurement {
  resultMs: number | null;
  insertionMs: number;
  /** The input event's own handling (the tool's render in that task). */
  dispatchMs: number;
  longestTaskMs: number;
  longTasks: number[];
}

export declare function measureInPage(options: { field: string; expected: Expected; timeoutMs: number }): Promise<Measurement>;

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
