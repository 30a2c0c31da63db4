import { startTransition, useEffect, useMemo, useRef, useState } from 'react';
import { formatBytes, formatSpeed, type AlgorithmId, type ByteWords, type Digests } from './algorithms';
import type { WorkProgressProps } from '../../ui/components/WorkProgress';
import type { HashSource } from './hashing';
import { hashJob, type RanOn } from './hash-job';
import { useFirstInput, type FirstInputProps } from '../../ui/deferred-work';

export type HashEngine = typeof import('./hashing');

let engineLoad: Promise<HashEngine> | null = null;
/** The hashing code (with @noble/hashes) is its own chunk, fetched once, after the first render. */
export const loadHashEngine = (): Promise<HashEngine> => (engineLoad ??= import('./hashing'));

export type EngineState = { status: 'loading' } | { status: 'ready'; engine: HashEngine } | { status: 'failed' };

/**
 * The engine once loaded, and the props for the tool's root that start it. Loading starts at the
 * visitor's first focus or press in the tool (`useFirstInput`), or as soon as there is content to
 * hash (`hasContent`: a share link's text, a chosen file), so it is there by the first keystroke;
 * a visit that only reads the page never fetches and evaluates the hashing code (@noble/hashes): on
 * a phone that was a long task and a second render of the whole tool right after hydration (#9).
 */
export function useHashEngine(hasContent: boolean): [loaded: EngineState, rootProps: FirstInputProps] {
  const [started, rootProps] = useFirstInput();
  const wanted = started || hasContent;
  const [state, setState] = useState<EngineState>({ status: 'loading' });
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    loadHashEngine().then(
      // As a transition: the tool re-renders with the engine while the page may still be starting;
      // the render yields to the browser instead of running as one long task.
      (engine) => live && startTransition(() => setState({ status: 'ready', engine })),
      () => {
        // A failed chunk load must not stick: the next mount tries again.
        engineLoad = null;
        if (live) setState({ status: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [wanted]);
  return [state, rootProps];
}

export type StreamJob =
  | { status: 'idle' }
  | { status: 'running'; done: number; total: number }
  /** `ranOn`: in a Worker, or on the page where workers are blocked. */
  | { status: 'done'; total: number; digests: Digests; ms: number; ranOn: RanOn }
  | { status: 'cancelled'; done: number; total: number }
  /** `unreadable`: the file was moved, changed or deleted since it was chosen; `failed`: anything else. */
  | { status: 'error'; reason: 'unreadable' | 'failed' };

export interface StreamHash {
  job: StreamJob;
  /** Stops the running job; it stays "cancelled" until `restart`. */
  cancel: () => void;
  restart: () => void;
}

/** Progress re-renders at most this often: enough for a smooth bar, cheap for the page. */
const PROGRESS_MS = 100;

interface Request {
  engine: HashEngine;
  source: HashSource;
  ids: readonly AlgorithmId[];
  key: Uint8Array | undefined;
}

const sizeOf = (source: HashSource) => (source instanceof Uint8Array ? source.length : source.size);

/**
 * Hashes `source` in the background whenever it, the algorithms or the key change: in a Worker
 * (hash-job.ts), or through the main-thread engine in slices where workers are blocked; a new
 * request (or unmounting) abandons the one before. `source` null means there is nothing to hash.
 */
export function useStreamHash(
  engine: HashEngine | null,
  source: HashSource | null,
  ids: readonly AlgorithmId[],
  key: Uint8Array | undefined,
): StreamHash {
  const [run, setRun] = useState(0);
  // `run` is part of the request so Hash again makes a new one.
  const request = useMemo<Request | null>(
    () => (engine && source && ids.length > 0 && run >= 0 ? { engine, source, ids, key } : null),
    [engine, source, ids, key, run],
  );
  // The job belongs to the request it was started for; a newer request shows as just started.
  const [state, setState] = useState<{ request: Request | null; job: StreamJob }>({ request: null, job: { status: 'idle' } });
  const controller = useRef<AbortController | null>(null);
  const userCancelled = useRef(false);

  useEffect(() => {
    if (!request) return;
    const abort = new AbortController();
    controller.current = abort;
    userCancelled.current = false;
    const total = sizeOf(request.source);
    const started = performance.now();
    let shown = started;
    let done = 0;
    const report = (job: StreamJob) => setState({ request, job });
    hashJob(request.source, request.ids, {
      key: request.key,
      signal: abort.signal,
      engine: request.engine,
      onProgress: (bytes) => {
        done = bytes;
        const now = performance.now();
        if (now - shown < PROGRESS_MS) return;
        shown = now;
        report({ status: 'running', done, total });
      },
    }).then(
      ({ digests, ranOn }) => {
        if (!abort.signal.aborted) report({ status: 'done', total, digests, ms: performance.now() - started, ranOn });
      },
      (error: unknown) => {
        if (abort.signal.aborted) {
          // A newer request or unmounting took over, unless the user pressed Cancel.
          if (userCancelled.current) report({ status: 'cancelled', done, total });
          return;
        }
        const name = error instanceof DOMException || error instanceof Error ? error.name : '';
        report({ status: 'error', reason: name === 'NotReadableError' || name === 'NotFoundError' ? 'unreadable' : 'failed' });
      },
    );
    return () => abort.abort();
  }, [request]);

  let job: StreamJob = { status: 'idle' };
  if (!engine && source) job = { status: 'running', done: 0, total: sizeOf(source) };
  if (request) job = state.request === request ? state.job : { status: 'running', done: 0, total: sizeOf(request.source) };

  return {
    job,
    cancel: () => {
      userCancelled.current = true;
      controller.current?.abort();
    },
    restart: () => setRun((n) => n + 1),
  };
}

/** The words of a job's progress in the page's locale (each tool's i18n.ts makes them from its catalog). */
export interface JobWords {
  /** While running: "Hashing big.bin". */
  label: string;
  /** Once done: "Hashed big.bin". */
  doneLabel: string;
  /** "Hash Again". */
  restartLabel: string;
  /** "12.6 MB of 209.7 MB". */
  of: (done: string, total: string) => string;
  /** "209.7 MB in 2.4 s (87.3 MB/s)". */
  doneIn: (total: string, time: string) => string;
  /** "Canceled after 12.6 MB of 209.7 MB". */
  cancelledAfter: (done: string, total: string) => string;
  sizes: ByteWords;
}

/**
 * A file job (or large text) as the shared WorkProgress shows it: the bar and Cancel from the
 * start (a file's size says at once that it takes a while), the bytes done beside them, the full
 * bar and the speed once done, and Hash Again after Cancel.
 */
export function jobProgress({ job, cancel, restart }: StreamHash, words: JobWords): WorkProgressProps {
  const status = job.status === 'error' ? 'idle' : job.status;
  const size = (bytes: number) => formatBytes(bytes, words.sizes);
  let detail = '';
  if (job.status === 'running') detail = words.of(size(job.done), size(job.total));
  else if (job.status === 'done') detail = words.doneIn(size(job.total), formatSpeed(job.total, job.ms, words.sizes));
  else if (job.status === 'cancelled') detail = words.cancelledAfter(size(job.done), size(job.total));
  const progress = job.status === 'running' || job.status === 'cancelled' ? (job.total > 0 ? job.done / job.total : 1) : job.status === 'done' ? 1 : 0;
  return {
    label: words.label,
    doneLabel: words.doneLabel,
    restartLabel: words.restartLabel,
    detail,
    state: { status, progress, showProgress: true, canCancel: true, cancel, restart },
  };
}
