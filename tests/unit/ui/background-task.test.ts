import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BackgroundTask } from '../../../src/ui/background-task';
import { TaskRunner } from '../../../src/ui/task-runner';
import type { TaskMessage, TaskRequest } from '../../../src/ui/tasks';

/** A Worker stand-in that answers each job when the test says so, in the order received. */
class FakeWorker extends EventTarget {
  static made: FakeWorker[] = [];
  received: TaskRequest[] = [];
  terminated = false;
  constructor() {
    super();
    FakeWorker.made.push(this);
  }
  postMessage(request: TaskRequest) {
    this.received.push(request);
  }
  terminate() {
    this.terminated = true;
  }
  /** Answers the oldest unanswered job with `result`. */
  answer(result: unknown) {
    const request = this.received.shift();
    if (!request) throw new Error('no job to answer');
    this.dispatchEvent(new MessageEvent<TaskMessage>('message', { data: { id: request.id, kind: 'done', result } }));
  }
}

const task = (keepWorker: boolean): BackgroundTask<string, string> => ({
  name: 'echo',
  *run(input) {
    yield 0;
    return `main:${input}`;
  },
  workerUrl: () => 'https://example.test/worker.js',
  keepWorker,
});

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.unstubAllGlobals();
  FakeWorker.made = [];
});

describe('TaskRunner with keepWorker (a worker whose state is slow to build)', () => {
  it('never restarts the worker: a cancelled job finishes unseen, one cancelled before its turn is never sent', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const runner = new TaskRunner();
    const first = new AbortController();
    const second = new AbortController();
    const runs = [
      runner.run(task(true), 'a', first.signal, () => undefined),
      runner.run(task(true), 'b', second.signal, () => undefined),
      runner.run(task(true), 'c', new AbortController().signal, () => undefined),
    ];
    await flush();
    const [worker] = FakeWorker.made;
    expect(FakeWorker.made).toHaveLength(1);
    // One job at a time: b and c wait for a's answer.
    expect(worker!.received.map((r) => r.input)).toEqual(['a']);
    first.abort();
    second.abort();
    expect(await runs[0]).toBeNull();
    expect(await runs[1]).toBeNull();
    expect(worker!.terminated).toBe(false);
    worker!.answer('A');
    await flush();
    // b was cancelled while waiting: never sent. c runs in the same, kept worker.
    expect(worker!.received.map((r) => r.input)).toEqual(['c']);
    worker!.answer('C');
    expect(await runs[2]).toEqual({ result: 'C', ranOn: 'worker' });
    expect(FakeWorker.made).toHaveLength(1);
  });

  it('without it, a cancelled job restarts the worker (the large-text tools)', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const runner = new TaskRunner();
    const first = new AbortController();
    const a = runner.run(task(false), 'a', first.signal, () => undefined);
    first.abort();
    expect(await a).toBeNull();
    expect(FakeWorker.made[0]!.terminated).toBe(true);
    const b = runner.run(task(false), 'b', new AbortController().signal, () => undefined);
    expect(FakeWorker.made).toHaveLength(2);
    FakeWorker.made[1]!.answer('B');
    expect(await b).toEqual({ result: 'B', ranOn: 'worker' });
  });

  it('runs on the main thread where there is no Worker', async () => {
    const runner = new TaskRunner();
    expect(await runner.run(task(true), 'x', new AbortController().signal, () => undefined)).toEqual({ result: 'main:x', ranOn: 'main' });
  });
});
