/**
 * Runs large comparisons in a Web Worker, and in jsdiff's async mode on the main thread when
 * the page forbids workers (an embedder's CSP). The UI sees one promise-based API either way.
 */
import workerUrl from './worker.ts?worker&url';
import { startModuleWorker } from '../../ui/module-worker';
import { WORKER_BUDGET, compareTextsAsync, type CompareOptions, type DiffResult } from './text-diff';
import type { WorkerRequest, WorkerResponse } from './protocol';

export interface EngineResult {
  result: DiffResult;
  /** Where the work ran: 'worker', or 'main' when workers are blocked. */
  ranOn: 'worker' | 'main';
}

const startWorker = () => startModuleWorker(new URL(workerUrl, import.meta.url).href);

type Outcome = WorkerResponse | 'cancelled' | 'failed';

export class DiffEngine {
  private worker: Worker | null | undefined;
  private workerFailed = false;
  private nextId = 1;
  private pending: { id: number; resolve: (outcome: Outcome) => void } | null = null;
  /** Bumped by every request: an async main-thread run that is no longer the newest stops caring. */
  private generation = 0;

  /** Resolves null when a newer call superseded this one. */
  async compare(original: string, modified: string, options: CompareOptions): Promise<EngineResult | null> {
    const generation = ++this.generation;
    const worker = this.getWorker();
    if (worker) {
      const outcome = await this.send(worker, { id: this.nextId++, original, modified, options });
      if (outcome === 'cancelled') return null;
      if (outcome !== 'failed') return { result: outcome.result, ranOn: 'worker' };
    }
    const result = await compareTextsAsync(original, modified, options, WORKER_BUDGET);
    return generation === this.generation ? { result, ranOn: 'main' } : null;
  }

  dispose(): void {
    this.stopWorker('cancelled');
    this.worker = null;
  }

  private getWorker(): Worker | null {
    if (this.workerFailed) return null;
    // A newer text makes a running comparison pointless: start a fresh worker rather than queue.
    if (this.pending && this.worker) this.stopWorker('cancelled');
    if (this.worker === undefined) {
      this.worker = startWorker();
      if (this.worker) this.listen(this.worker);
      else this.workerFailed = true;
    }
    return this.worker;
  }

  private stopWorker(outcome: 'cancelled' | 'failed') {
    this.worker?.terminate();
    this.worker = undefined;
    const waiting = this.pending;
    this.pending = null;
    waiting?.resolve(outcome);
  }

  private listen(worker: Worker) {
    worker.onmessage = (event: MessageEvent<WorkerResponse>) => {
      if (this.pending?.id !== event.data.id) return;
      const { resolve } = this.pending;
      this.pending = null;
      resolve(event.data);
    };
    // The script could not load (a CSP that allows the constructor but not the fetch, say):
    // everything runs on the main thread from now on.
    worker.onerror = (event) => {
      event.preventDefault();
      this.workerFailed = true;
      this.stopWorker('failed');
    };
  }

  private send(worker: Worker, request: WorkerRequest): Promise<Outcome> {
    return new Promise((resolve) => {
      this.pending = { id: request.id, resolve };
      worker.postMessage(request);
    });
  }
}
