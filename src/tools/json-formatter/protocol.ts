/** Messages between engine.ts (the page) and worker.ts. Types only. */
import type { FormatOptions, JsonAnalysis } from './json-formatter';
import type { TreeRow } from './tree';

export type WorkerRequest =
  | { kind: 'analyze'; id: number; text: string; options: FormatOptions }
  | { kind: 'children'; id: number; path: number[]; from: number; count: number };

export type WorkerResponse =
  | { kind: 'analyze'; id: number; analysis: JsonAnalysis; root: TreeRow | null }
  | { kind: 'children'; id: number; rows: TreeRow[]; total: number };
