/**
 * Runs a stream job in a module Worker (hash-worker.ts) where the page allows one, and on the
 * main thread in slices otherwise (an embed on a host whose CSP blocks workers), with the same
 * progress, Cancel and result either way (issue #37: SHA-256 of a file at ≥ 150 MB/s).
 */
import { startModuleWorker } from '../../ui/module-worker';
import type { AlgorithmId, Digests } from './algorithms';
import type { EngineChoice, EngineUsed, HashSource } from './hashing';
import workerUrl from './hash-worker.ts?worker&url';

export interface HashJobRequest {
  source: Blob | Uint8Array;
  ids: readonly AlgorithmId[];
  key?: Uint8Array;
  engine?: EngineChoice;
}

export type HashJobMessage =
  | { kind: 'engine'; engine: EngineUsed }
  | { kind: 'progress'; done: number }
  | { kind: 'done'; digests: Digests }
  | { kind: 'error'; name: string; message: string };

export type RanOn = 'worker' | 'main';

export interface HashJobOptions {
  key?: Uint8Array;
  signal: AbortSignal;
  onProgress: (done: number) => void;
  /** The hashing engine (hashing.ts, loaded by the tool), for pages that block workers. */
  engine: Pick<typeof import('./hashing'), 'hashStream' | 'nativeWholeLimit'>;
  /** A Worker's script URL; the default is hash-worker.ts's built file. */
  workerScript?: string;
}

export interface HashJobResult {
  digests: Digests;
  ranOn: RanOn;
}

/**
 * On the page, WebCrypto's copy of the bytes and the whole-file buffer's allocation run on the main
 * thread: a 1 GB file made one 1.6–2.5 s task (`npm run bench -- --only hash-file`, workers blocked).
 * 16 MiB costs a few milliseconds; larger files stream there.
 */
export const MAIN_WHOLE_LIMIT = 16 * 1024 * 1024;

/** Set when a worker's script never ran: the page's policy does not change, so later jobs go straight to the main thread. */
let workerUnavailable = false;

const abortReason = (signal: AbortSignal): unknown => signal.reason ?? new DOMException('The job was canceled.', 'AbortError');

/** Forgets an unavailable worker (tests stub Worker; a page's policy never changes). */
export function forgetHashWorkerRefusal(): void {
  workerUnavailable = false;
}

/** An error with the name the worker reported, so callers tell a moved file (`NotReadableError`) from a failure. */
function namedError(name: string, message: string): Error {
  const error = new Error(message);
  error.name = name;
  return error;
}

/**
 * Hashes `source` with `ids`, in a Worker when one starts, else on this thread. Rejects with the
 * signal's reason when aborted (the worker is terminated at once), or with the worker's named error.
 */
export async function hashJob(source: HashSource, ids: readonly AlgorithmId[], options: HashJobOptions): Promise<HashJobResult> {
  const { key, signal, onProgress, engine } = options;
  signal.throwIfAborted();
  const worker = workerUnavailable ? null : startModuleWorker(options.workerScript ?? new URL(workerUrl, import.meta.url).href);
  if (worker) {
    const outcome = await inWorker(worker, { source: source as Blob | Uint8Array, ids, key }, signal, onProgress);
    if (outcome !== 'unavailable') return { digests: outcome, ranOn: 'worker' };
    workerUnavailable = true;
  }
  const wholeLimit = Math.min(engine.nativeWholeLimit(), MAIN_WHOLE_LIMIT);
  const digests = await engine.hashStream(source, ids, { key, signal, wholeLimit, onProgress });
  return { digests, ranOn: 'main' };
}

/** The job in `worker`; 'unavailable' when the worker's script never ran (a CSP that refuses its fetch). */
function inWorker(worker: Worker, request: HashJobRequest, signal: AbortSignal, onProgress: (done: number) => void): Promise<Digests | 'unavailable'> {
  return new Promise((resolve, reject) => {
    let started = false;
    const stop = () => {
      worker.terminate();
      signal.removeEventListener('abort', onAbort);
    };
    const onAbort = () => {
      stop();
      reject(abortReason(signal));
    };
    worker.onmessage = ({ data }: MessageEvent<HashJobMessage>) => {
      started = true;
      if (data.kind === 'progress') onProgress(data.done);
      else if (data.kind === 'done') {
        stop();
        resolve(data.digests);
      } else if (data.kind === 'error') {
        stop();
        reject(namedError(data.name, data.message));
      }
    };
    worker.onerror = (event) => {
      event.preventDefault();
      stop();
      if (started) reject(namedError('Error', event.message || 'The hashing worker stopped.'));
      else resolve('unavailable');
    };
    signal.addEventListener('abort', onAbort, { once: true });
    worker.postMessage(request);
  });
}
