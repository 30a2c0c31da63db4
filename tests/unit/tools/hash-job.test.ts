import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toHex } from '../../../src/tools/hash-generator/algorithms';
import { MAIN_WHOLE_LIMIT, forgetHashWorkerRefusal, hashJob, type HashJobMessage, type HashJobRequest } from '../../../src/tools/hash-generator/hash-job';
import { runHashJob } from '../../../src/tools/hash-generator/hash-worker';
import * as engine from '../../../src/tools/hash-generator/hashing';
import { forgetWorkerRefusal } from '../../../src/ui/module-worker';

// The hash tools' stream jobs (files, large text) run in hash-worker.ts where the page allows a
// Worker, and on the page otherwise (issue #37). Here the worker's own job function runs in-process behind
// a Worker stand-in, so the protocol, the digests, progress, errors and Cancel are the page's.

/** Runs hash-worker.ts's handler for each posted job; `mode` makes it fail to start instead. */
class InProcessWorker {
  static made: InProcessWorker[] = [];
  static mode: 'run' | 'refuse-script' = 'run';
  onmessage: ((event: { data: HashJobMessage }) => void) | null = null;
  onerror: ((event: { message: string; preventDefault(): void }) => void) | null = null;
  terminated = false;
  constructor() {
    InProcessWorker.made.push(this);
  }
  postMessage(data: HashJobRequest) {
    if (InProcessWorker.mode === 'refuse-script') {
      queueMicrotask(() => this.onerror?.({ message: '', preventDefault: () => undefined }));
      return;
    }
    void runHashJob(data, (message) => {
      if (!this.terminated) this.onmessage?.({ data: message });
    });
  }
  terminate() {
    this.terminated = true;
  }
}

const bytes = Uint8Array.from({ length: 3_000_000 }, (_, i) => (i * 7) & 255);
const sha256 = createHash('sha256').update(bytes).digest('hex');

afterEach(() => {
  vi.unstubAllGlobals();
  InProcessWorker.made = [];
  InProcessWorker.mode = 'run';
  forgetHashWorkerRefusal();
  forgetWorkerRefusal();
});

describe('hashJob', () => {
  it('hashes in the worker, reports progress up to the whole size, and says where it ran', async () => {
    vi.stubGlobal('Worker', InProcessWorker);
    const progress: number[] = [];
    const result = await hashJob(new Blob([bytes]), ['sha256'], { signal: new AbortController().signal, onProgress: (done) => progress.push(done), engine, workerScript: '/hash-worker.js' });
    expect(result.ranOn).toBe('worker');
    expect(toHex(result.digests.sha256!)).toBe(sha256);
    expect(progress.at(-1)).toBe(bytes.length);
    expect(InProcessWorker.made).toHaveLength(1);
    expect(InProcessWorker.made[0]!.terminated).toBe(true);
  });

  it('runs on the page where there is no Worker, with the same digest', async () => {
    vi.stubGlobal('Worker', undefined);
    const result = await hashJob(bytes, ['sha256'], { signal: new AbortController().signal, onProgress: () => undefined, engine });
    expect(result).toMatchObject({ ranOn: 'main' });
    expect(toHex(result.digests.sha256!)).toBe(sha256);
  });

  it('on the page, WebCrypto takes files up to MAIN_WHOLE_LIMIT only (its copy of the bytes blocks the page)', async () => {
    vi.stubGlobal('Worker', undefined);
    const digest = vi.spyOn(crypto.subtle, 'digest');
    const options = { signal: new AbortController().signal, onProgress: () => undefined, engine };
    await hashJob(bytes, ['sha256'], options);
    expect(digest).toHaveBeenCalledTimes(1);
    const large = new Uint8Array(MAIN_WHOLE_LIMIT + 1).fill(7);
    const result = await hashJob(large, ['sha256'], options);
    expect(digest).toHaveBeenCalledTimes(1);
    expect(toHex(result.digests.sha256!)).toBe(createHash('sha256').update(large).digest('hex'));
    digest.mockRestore();
  });

  it('falls back to the page when the worker script never runs, and does not try a worker again', async () => {
    vi.stubGlobal('Worker', InProcessWorker);
    InProcessWorker.mode = 'refuse-script';
    const first = await hashJob(bytes, ['sha256'], { signal: new AbortController().signal, onProgress: () => undefined, engine, workerScript: '/hash-worker.js' });
    expect(first.ranOn).toBe('main');
    expect(toHex(first.digests.sha256!)).toBe(sha256);
    const second = await hashJob(bytes, ['md5'], { signal: new AbortController().signal, onProgress: () => undefined, engine, workerScript: '/hash-worker.js' });
    expect(second.ranOn).toBe('main');
    expect(InProcessWorker.made).toHaveLength(1);
  });

  it('Cancel terminates the worker and rejects with the abort reason', async () => {
    vi.stubGlobal('Worker', InProcessWorker);
    const abort = new AbortController();
    const job = hashJob(new Blob([bytes]), ['sha256'], { signal: abort.signal, onProgress: () => undefined, engine, workerScript: '/hash-worker.js' });
    abort.abort(new DOMException('Canceled', 'AbortError'));
    await expect(job).rejects.toMatchObject({ name: 'AbortError' });
    expect(InProcessWorker.made[0]!.terminated).toBe(true);
  });

  it("passes on a read error's name, so the page can say the file was moved", async () => {
    vi.stubGlobal('Worker', InProcessWorker);
    const unreadable = { size: 10, slice: () => ({ arrayBuffer: () => Promise.reject(new DOMException('gone', 'NotReadableError')) }) } as unknown as Blob;
    await expect(hashJob(unreadable, ['sha256'], { signal: new AbortController().signal, onProgress: () => undefined, engine, workerScript: '/hash-worker.js' })).rejects.toMatchObject({
      name: 'NotReadableError',
    });
  });
});
