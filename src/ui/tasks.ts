/**
 * Tasks for the shared large-text path (issue #37), the part a Worker loads: no React, no DOM.
 * A task is a generator that works in small steps and yields its progress (0–1) between them;
 * task-runner.ts runs it in a Worker or in slices on the main thread (background-task.ts).
 */
/**
 * Runs after the browser has painted, so a pending state is seen before main-thread work (the
 * page's side only: a Worker never calls it).
 */
export function afterPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestAnimationFrame === 'undefined') setTimeout(resolve, 0);
    else requestAnimationFrame(() => setTimeout(resolve, 0));
  });
}

/** One step of a task per `next()`; each step should take a few milliseconds at most. */
export type TaskRun<R> = Generator<number, R, void>;
export type TaskFn<I, R> = (input: I) => TaskRun<R>;

export interface TaskRequest {
  id: number;
  task: string;
  input: unknown;
}

export type TaskMessage = { id: number; kind: 'progress'; value: number } | { id: number; kind: 'done'; result: unknown } | { id: number; kind: 'error'; message: string };

/** Runs a task to the end, calling `onProgress` at most every `everyMs`. */
export function runToEnd<R>(run: TaskRun<R>, onProgress?: (value: number) => void, everyMs = 100): R {
  let last = performance.now();
  for (;;) {
    const step = run.next();
    if (step.done) return step.value;
    if (onProgress && performance.now() - last >= everyMs) {
      last = performance.now();
      onProgress(step.value);
    }
  }
}

/** The worker side: `serveTasks({ count: countText })` in the tool's worker module. */
export function serveTasks(tasks: Record<string, TaskFn<never, unknown>>): void {
  const scope = self as unknown as {
    onmessage: ((event: MessageEvent<TaskRequest>) => void) | null;
    postMessage(message: TaskMessage): void;
  };
  scope.onmessage = ({ data }) => {
    const fn = tasks[data.task] as TaskFn<unknown, unknown> | undefined;
    try {
      if (!fn) throw new Error(`Unknown task ${data.task}`);
      const result = runToEnd(fn(data.input), (value) => scope.postMessage({ id: data.id, kind: 'progress', value }));
      scope.postMessage({ id: data.id, kind: 'done', result });
    } catch (error) {
      scope.postMessage({ id: data.id, kind: 'error', message: error instanceof Error ? error.message : String(error) });
    }
  };
}

