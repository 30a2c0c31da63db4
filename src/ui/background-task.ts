/**
 * Long work on large input (issue #37): one mechanism for every text tool. A task is a generator
 * that does its work in small steps and yields its progress (0–1) between them. It runs in a
 * module Worker when the page allows one, and otherwise on the main thread in slices of at most
 * SLICE_MS, handing the event loop back between slices so typing, scrolling and Cancel keep
 * working. Embeds under a strict host CSP (no blob: or cross-origin workers) get the slices.
 */
import { useEffect, useRef, useState } from 'react';
import { startModuleWorker } from './module-worker';
import { type TaskFn, type TaskMessage, type TaskRequest, type TaskRun } from './tasks';
import { yieldToEventLoop } from './yield';

/** Main-thread slices stay well under the 50 ms of a long task. */
export const SLICE_MS = 12;
/** Progress shows once a task has run this long; Cancel once it has run CANCEL_AFTER_MS. */
export const PROGRESS_AFTER_MS = 300;
export const CANCEL_AFTER_MS = 2000;

export interface BackgroundTask<I, R> {
  /** The task's name in the worker's `serveTasks` map. */
  name: string;
  run: TaskFn<I, R>;
  /** The worker module's URL (`import url from './worker.ts?worker&url'`), resolved by the caller. */
  workerUrl: () => string;
  /**
   * The worker holds state that is slow to build (the password checker's zxcvbn dictionaries), so
   * a newer job never restarts it: jobs take turns, one cancelled before its turn is never sent,
   * and one cancelled while it runs finishes unseen.
   */
  keepWorker?: boolean;
  /**
   * The main-thread fallback for work that cannot be cut into generator steps (a library's own
   * async mode, such as jsdiff's); without it `run` goes in slices. Resolves null once `signal`
   * aborts.
   */
  runOnMain?: (input: I, signal: AbortSignal, onProgress: (value: number) => void) => Promise<R | null>;
}

export type RanOn = 'worker' | 'main';

export interface TaskOutcome<R> {
  result: R;
  ranOn: RanOn;
}

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

/** Runs after the browser has painted, so a pending state is seen before main-thread work. */
export function afterPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestAnimationFrame === 'undefined') setTimeout(resolve, 0);
    else requestAnimationFrame(() => setTimeout(resolve, 0));
  });
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

export type TaskStatus = 'idle' | 'running' | 'done' | 'cancelled';

export interface TaskState<R, I = unknown> {
  status: TaskStatus;
  /** The result for the current input; null while running, cancelled or idle. */
  result: R | null;
  /** The last finished run, whatever input it was for: a screen can keep it while the next one runs. */
  latest: { input: I; result: R } | null;
  /** 0–1 while running. */
  progress: number;
  /** Past PROGRESS_AFTER_MS: show the progress bar. Past CANCEL_AFTER_MS: offer Cancel. */
  showProgress: boolean;
  canCancel: boolean;
  ranOn: RanOn | null;
  /** Wall time of the finished run. */
  elapsedMs: number | null;
  cancel: () => void;
  restart: () => void;
}

interface Finished<I, R> {
  input: I;
  result: R;
  ranOn: RanOn;
  elapsedMs: number;
}

/**
 * Runs `task` on `input` whenever `input` changes (by identity); null runs nothing. The newest
 * input always wins: a running job is cancelled when a new one starts.
 */
export function useBackgroundTask<I, R>(task: BackgroundTask<I, R>, input: I | null): TaskState<R, I> {
  const runner = useRef<TaskRunner | null>(null);
  const controller = useRef<AbortController | null>(null);
  const [finished, setFinished] = useState<Finished<I, R> | null>(null);
  // Both are kept with the input they belong to: a newer input starts from none.
  const [progress, setProgress] = useState<{ input: I | null; value: number }>({ input: null, value: 0 });
  const [phase, setPhase] = useState<{ input: I | null; stage: 0 | 1 | 2; cancelled: boolean }>({ input: null, stage: 0, cancelled: false });
  const [generation, setGeneration] = useState(0);

  useEffect(() => () => runner.current?.dispose(), []);

  useEffect(() => {
    if (input === null) return;
    const abort = new AbortController();
    controller.current = abort;
    const started = performance.now();
    const timers = [
      setTimeout(() => setPhase({ input, stage: 1, cancelled: false }), PROGRESS_AFTER_MS),
      setTimeout(() => setPhase({ input, stage: 2, cancelled: false }), CANCEL_AFTER_MS),
    ];
    runner.current ??= new TaskRunner();
    void runner.current.run(task, input, abort.signal, (value) => setProgress({ input, value })).then((outcome) => {
      timers.forEach(clearTimeout);
      if (!outcome || abort.signal.aborted) return;
      setFinished({ input, result: outcome.result, ranOn: outcome.ranOn, elapsedMs: performance.now() - started });
    });
    return () => {
      timers.forEach(clearTimeout);
      abort.abort();
    };
  }, [task, input, generation]);

  const cancel = () => {
    controller.current?.abort();
    setPhase({ input, stage: 2, cancelled: true });
  };
  const restart = () => {
    setPhase({ input, stage: 0, cancelled: false });
    setGeneration((g) => g + 1);
  };

  // The finished run itself (state: the same object until the next run finishes).
  const latest = finished;
  if (input === null) return { status: 'idle', result: null, latest, progress: 0, showProgress: false, canCancel: false, ranOn: null, elapsedMs: null, cancel, restart };
  if (finished && finished.input === input) {
    return { status: 'done', result: finished.result, latest, progress: 1, showProgress: false, canCancel: false, ranOn: finished.ranOn, elapsedMs: finished.elapsedMs, cancel, restart };
  }
  const current = phase.input === input;
  const cancelled = current && phase.cancelled;
  return {
    status: cancelled ? 'cancelled' : 'running',
    result: null,
    latest,
    progress: progress.input === input ? progress.value : 0,
    showProgress: current && phase.stage >= 1 && !cancelled,
    canCancel: current && phase.stage >= 2 && !cancelled,
    ranOn: finished?.ranOn ?? null,
    elapsedMs: null,
    cancel,
    restart,
  };
}
