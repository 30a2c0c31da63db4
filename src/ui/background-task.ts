/**
 * Long work on large input (issue #37): one mechanism for every text tool. A task is a generator
 * that does its work in small steps and yields its progress (0–1) between them. It runs in a
 * module Worker when the page allows one, and otherwise on the main thread in slices of at most
 * SLICE_MS (12 ms), handing the event loop back between slices so typing, scrolling and Cancel keep
 * working. Embeds under a strict host CSP (no blob: or cross-origin workers) get the slices.
 *
 * This module is the hook a tool renders with; the runner that starts the worker and cuts the
 * slices (task-runner.ts) loads when the first job starts, or before it at the visitor's first
 * input: small input is handled during render and never needs it.
 */
import { useEffect, useRef, useState } from 'react';
import { CANCEL_AFTER_MS, PROGRESS_AFTER_MS } from './components/WorkProgress';
import { taskRunnerPart } from './large-text-parts';
import { loadAtFirstInput } from './lazy-part';
import type { TaskRunner } from './task-runner';
import type { TaskFn } from './tasks';

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

  useEffect(() => {
    loadAtFirstInput(taskRunnerPart);
    return () => runner.current?.dispose();
  }, []);

  useEffect(() => {
    if (input === null) return;
    const abort = new AbortController();
    controller.current = abort;
    const started = performance.now();
    const timers = [
      setTimeout(() => setPhase({ input, stage: 1, cancelled: false }), PROGRESS_AFTER_MS),
      setTimeout(() => setPhase({ input, stage: 2, cancelled: false }), CANCEL_AFTER_MS),
    ];
    // Where the runner could not load (offline before it was cached) the job stays running: its
    // progress and Cancel appear, and Run Again tries again.
    void taskRunnerPart.load().then(
      ({ TaskRunner: Runner }) => {
        if (abort.signal.aborted) return;
        runner.current ??= new Runner();
        void runner.current.run(task, input, abort.signal, (value) => setProgress({ input, value })).then((outcome) => {
          timers.forEach(clearTimeout);
          if (!outcome || abort.signal.aborted) return;
          setFinished({ input, result: outcome.result, ranOn: outcome.ranOn, elapsedMs: performance.now() - started });
        });
      },
      () => undefined,
    );
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
