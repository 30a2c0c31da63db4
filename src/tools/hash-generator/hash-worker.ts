/**
 * Hashes one stream job (a file, or large text as bytes) off the main thread (issue #37): the page
 * never yields to it and it never yields to the page, so WebAssembly runs at its full rate while
 * the page stays free. One job per worker; the page cancels by terminating it.
 */
import { hashStream, nativeWholeLimit } from './hashing';
import type { HashJobMessage, HashJobRequest } from './hash-job';

/** Progress goes to the page at most this often. */
const PROGRESS_MS = 50;

/** One job: hashes `data` and tells `post` its engine, progress, digests or named error. */
export function runHashJob(data: HashJobRequest, post: (message: HashJobMessage) => void): Promise<void> {
  let shown = 0;
  return hashStream(data.source, data.ids, {
    key: data.key,
    engine: data.engine,
    wholeLimit: nativeWholeLimit(),
    // Nothing else runs in this worker: no chances to yield are needed.
    budgetMs: Number.POSITIVE_INFINITY,
    onEngine: (engine) => post({ kind: 'engine', engine }),
    onProgress: (done, total) => {
      const now = performance.now();
      if (done < total && now - shown < PROGRESS_MS) return;
      shown = now;
      post({ kind: 'progress', done });
    },
  }).then(
    (digests) => post({ kind: 'done', digests }),
    (error: unknown) => {
      const name = error instanceof DOMException || error instanceof Error ? error.name : 'Error';
      post({ kind: 'error', name, message: error instanceof Error ? error.message : String(error) });
    },
  );
}

// In a worker (not when a test imports runHashJob): each message is a job.
if ('WorkerGlobalScope' in globalThis) {
  const scope = self as unknown as {
    onmessage: ((event: MessageEvent<HashJobRequest>) => void) | null;
    postMessage(message: HashJobMessage): void;
  };
  scope.onmessage = ({ data }) => void runHashJob(data, (message) => scope.postMessage(message));
}
