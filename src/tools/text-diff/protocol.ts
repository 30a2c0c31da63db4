/** Messages between engine.ts (the page) and worker.ts. Types only. */
import type { CompareOptions, DiffResult } from './text-diff';

export interface WorkerRequest {
  id: number;
  original: string;
  modified: string;
  options: CompareOptions;
}

export interface WorkerResponse {
  id: number;
  result: DiffResult;
}
