/**
 * The part of the shared large-text path (background-task.ts) that runs a job: in a module Worker
 * when the page allows one, otherwise on the main thread in slices of at most SLICE_MS. Loaded
 * when a tool's first job starts, or before, at the visitor's first input: small input never
 * needs it, so it stays out of the page's initial JavaScript.
 */
import type { BackgroundTask, TaskOutcome } from './background-task';
import { startModuleWorker } from './module-worker';
import { afterPaint, type TaskMessage, type TaskRequest, type TaskRun } from './tasks';
import { yieldToEventLoop } from './yield';

/** Main-thread slices stay well under the 50 ms of a long task. */
export const SLICE_MS = 12;

/** Runs tasks for one tool: one worker at a time, restarted when a newer job supersedes a running one. */
export class TaskRunner {
  private worker: Worker | null | undefined;
  private workerFailed = false;
  private busy = false;
  private nextId = 1;
  /** Settles when the job in the worker has answered (or the worker is gone): a keepWorker job's turn. */
  private idle: Promise<void> = Promise.resolve();
  private release: () => void = () => undefined;

  /** Resolves null when cancelled (by `signal` or a newer job). */
  async run<I, R>(task: BackgroundTask<I, R>, input: I, signal: AbortSignal, onProgress: (value: number) => void): Promise<TaskOutcome<R> | null> {
    if (task.keepWorker) {
      // Wait for the job in the worker to answer; a job cancelled meanwhile is never sent.
      while (this.busy && !signal.aborted) await Promise.race([this.idle, whenAborted(signal)]);
      if (signal.aborted) return null;
    }
    const worker = this.getWorker(task);
    if (worker) {
      const outcome = await this.inWorker<R>(worker, task.name, input, signal, onProgress, task.keepWorker === true);
      if (outcome !== 'failed') return outcome === 'cancelled' ? null : { result: outcome.result, ranOn: 'worker' };
    }
    if (task.runOnMain) {
      await afterPaint();
      const result = signal.aborted ? null : await task.runOnMain(input, signal, onProgress);
      return result === null || signal.aborted ? null : { result, ranOn: 'main' };
    }
    const result = await runSliced(task.run(input), signal, onProgress);
    return result === null ? null : { result: result.value, ranOn: 'main' };
  }

  dispose(): void {
    this.worker?.terminate();
    this.worker = undefined;
    this.busy = false;
    this.release();
  }

  private getWorker<I, R>(task: BackgroundTask<I, R>): Worker | null {
    if (this.workerFailed) return null;
    // A job still running in the worker is superseded: a fresh worker is quicker than a queue
    // (unless building its state again is slower: keepWorker).
    if (this.busy && !task.keepWorker) this.dispose();
    if (this.worker === undefined) {
      this.worker = startModuleWorker(task.workerUrl());
      if (!this.worker) this.workerFailed = true;
    }
    return this.worker;
  }

  private inWorker<R>(worker: Worker, name: string, input: unknown, signal: AbortSignal, onProgress: (value: number) => void, keep: boolean) {
    const id = this.nextId++;
    this.busy = true;
    let release: () => void = () => undefined;
    this.idle = new Promise((resolve) => (release = resolve));
    this.release = release;
    return new Promise<{ result: R } | 'cancelled' | 'failed'>((resolve) => {
      let answered = false;
      const answer = (outcome: { result: R } | 'cancelled' | 'failed') => {
        signal.removeEventListener('abort', onAbort);
        if (!answered) resolve(outcome);
        answered = true;
      };
      const finish = (outcome: { result: R } | 'cancelled' | 'failed') => {
        worker.removeEventListener('message', onMessage);
        worker.removeEventListener('error', onError);
        if (this.worker === worker) this.busy = false;
        release();
        answer(outcome);
      };
      const onMessage = ({ data }: MessageEvent<TaskMessage>) => {
        if (data.id !== id) return;
        if (data.kind === 'progress') {
          if (!answered) onProgress(data.value);
        } else if (data.kind === 'done') finish({ result: data.result as R });
        else finish('failed');
      };
      // The script could not load (a CSP that allows the constructor but not the fetch):
      // everything runs on the main thread from now on.
      const onError = (event: Event) => {
        event.preventDefault();
        this.workerFailed = true;
        this.dispose();
        finish('failed');
      };
      const onAbort = () => {
        // A kept worker finishes the job unseen; the next one waits for it.
        if (keep) return answer('cancelled');
        this.dispose();
        finish('cancelled');
      };
      if (signal.aborted) return finish('cancelled');
      worker.addEventListener('message', onMessage);
      worker.addEventListener('error', onError);
      signal.addEventListener('abort', onAbort);
      worker.postMessage({ id, task: name, input } satisfies TaskRequest);
    });
  }
}

function whenAborted(signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => signal.addEventListener('abort', () => resolve(), { once: true }));
}

/** The main-thread fallback: steps in slices of SLICE_MS, the event loop gets its turn between them. */
export async function runSliced<R>(run: TaskRun<R>, signal: AbortSignal, onProgress: (value: number) => void): Promise<{ value: R } | null> {
  await afterPaint();
  for (;;) {
    if (signal.aborted) return null;
    const started = performance.now();
    let step = run.next();
    while (!step.done && performance.now() - started < SLICE_MS) step = run.next();
    if (step.done) return { value: step.value };
    onProgress(step.value);
    await yieldToEventLoop();
  }
}
