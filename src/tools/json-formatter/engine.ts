/**
 * Runs the analysis for large documents in a Web Worker, and on the main thread when the page
 * forbids workers (an embedder's CSP, a cross-origin script that cannot be re-hosted). The UI
 * sees one promise-based API either way.
 */
import workerUrl from './worker.ts?worker&url';
import { startModuleWorker } from '../../ui/module-worker';
import { analyzeJson, type FormatOptions, type JsonAnalysis } from './json-formatter';
import type { WorkerRequest, WorkerResponse } from './protocol';
import type { TreeDoc, TreeRow } from './tree';

export interface TreePage {
  rows: TreeRow[];
  total: number;
}

/** The tree view's view of a document: its root row and pages of children on request. */
export interface TreeSource {
  root: TreeRow;
  children(path: readonly number[], from: number, count: number): Promise<TreePage>;
}

export interface EngineResult {
  analysis: JsonAnalysis;
  tree: TreeSource | null;
  /** Where the work ran: 'worker', or 'main' when workers are blocked. */
  ranOn: 'worker' | 'main';
}

export function localTree(doc: TreeDoc | null): TreeSource | null {
  return doc ? { root: doc.root(), children: (path, from, count) => Promise.resolve(doc.children(path, from, count)) } : null;
}

const startWorker = () => startModuleWorker(new URL(workerUrl, import.meta.url).href);

/** Runs after the browser has painted, so a "Validating…" state is seen before main-thread work. */
function afterPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestAnimationFrame === 'undefined') setTimeout(resolve, 0);
    else requestAnimationFrame(() => setTimeout(resolve, 0));
  });
}

/** How a request ended when the worker did not answer it. */
type Outcome = WorkerResponse | 'cancelled' | 'failed';
type Pending = { resolve: (outcome: Outcome) => void };

export class JsonEngine {
  private worker: Worker | null | undefined;
  private workerFailed = false;
  private nextId = 1;
  private pending = new Map<number, Pending>();
  private analyzing = 0;
  private currentDocument = 0;

  /** Resolves null when a newer call superseded this one. */
  async analyze(text: string, options: FormatOptions): Promise<EngineResult | null> {
    const worker = this.getWorker();
    if (!worker) return this.analyzeHere(text, options);
    const id = this.nextId++;
    this.analyzing = id;
    const outcome = await this.send(worker, { kind: 'analyze', id, text, options });
    if (outcome === 'cancelled') return null;
    if (outcome === 'failed' || outcome.kind !== 'analyze') return this.analyzeHere(text, options);
    this.currentDocument = id;
    const tree: TreeSource | null = outcome.root
      ? { root: outcome.root, children: (path, from, count) => this.children(id, path, from, count) }
      : null;
    return { analysis: outcome.analysis, tree, ranOn: 'worker' };
  }

  dispose(): void {
    this.stopWorker('cancelled');
    this.worker = null;
  }

  private async children(document: number, path: readonly number[], from: number, count: number): Promise<TreePage> {
    // The worker holds only the newest document.
    if (document !== this.currentDocument || !this.worker) return { rows: [], total: 0 };
    const outcome = await this.send(this.worker, { kind: 'children', id: this.nextId++, path: [...path], from, count });
    return typeof outcome === 'object' && outcome.kind === 'children' ? { rows: outcome.rows, total: outcome.total } : { rows: [], total: 0 };
  }

  private async analyzeHere(text: string, options: FormatOptions): Promise<EngineResult> {
    await afterPaint();
    const result = analyzeJson(text, options);
    return { analysis: result.analysis, tree: localTree(result.tree), ranOn: 'main' };
  }

  private getWorker(): Worker | null {
    if (this.workerFailed) return null;
    // A newer document makes a running analysis pointless: start a fresh worker rather than queue.
    if (this.analyzing !== 0 && this.worker) this.stopWorker('cancelled');
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
    this.analyzing = 0;
    this.currentDocument = 0;
    const waiting = [...this.pending.values()];
    this.pending.clear();
    for (const { resolve } of waiting) resolve(outcome);
  }

  private listen(worker: Worker) {
    worker.onmessage = (event: MessageEvent<WorkerResponse>) => {
      const entry = this.pending.get(event.data.id);
      if (!entry) return;
      this.pending.delete(event.data.id);
      if (event.data.id === this.analyzing) this.analyzing = 0;
      entry.resolve(event.data);
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
      this.pending.set(request.id, { resolve });
      worker.postMessage(request);
    });
  }
}
