import { useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import type { BackgroundTask, RanOn } from '../../ui/background-task';
import { TaskRunner, runSliced } from '../../ui/task-runner';
import { ANALYSED_LENGTH, FALLBACK_ANALYSED_LENGTH, analysedPrefix, slimEstimate, type Estimate, type FeedbackIds } from './estimate';
import type { ZxcvbnCheck } from './zxcvbn-engine';
import workerUrl from './zxcvbn-worker.ts?worker&url';

/** zxcvbn, wherever it runs: the hook asks it for estimates and never waits on the main thread for one. */
export interface Estimator {
  /** In a Worker, or on this page where the page blocks workers. */
  ranOn: RanOn;
  /** Characters (code points) of a password it analyses; the hook sends only those. */
  limit: number;
  /** zxcvbn's estimate of `password`; null when `signal` cancelled it first. */
  estimate: (password: string, signal?: AbortSignal) => Promise<Estimate | null>;
}

/** Where the estimator comes from; stories pass one that never settles or fails. */
export type EstimatorLoader = () => Promise<Estimator>;

const NEVER = new AbortController().signal;
const ignoreProgress = () => undefined;
const workerHref = () => new URL(workerUrl, import.meta.url).href;

/** Set once the main thread has loaded zxcvbn itself (workers blocked). */
let mainCheck: ZxcvbnCheck | null = null;
let mainFeedbackId: FeedbackIds | undefined;

/** Builds the dictionaries in the Worker; on the main thread it only reports that there is no Worker. */
const WARM: BackgroundTask<null, boolean> = {
  name: 'warm',
  *run() {
    yield 0;
    return false;
  },
  workerUrl: workerHref,
  keepWorker: true,
};

const ESTIMATE: BackgroundTask<string, Estimate> = {
  name: 'estimate',
  *run(password) {
    yield 0;
    if (!mainCheck) throw new Error('The password dictionaries are not loaded on this page.');
    return slimEstimate(mainCheck(password), mainFeedbackId);
  },
  workerUrl: workerHref,
  keepWorker: true,
};

/**
 * zxcvbn on the main thread, for pages that block workers: loads it with a dynamic import and
 * analyses only the first FALLBACK_ANALYSED_LENGTH characters, one check per task after a paint.
 */
export async function mainThreadEstimator(): Promise<Estimator> {
  const engine = await import('./zxcvbn-engine');
  mainCheck ??= engine.createEstimator();
  mainFeedbackId = engine.feedbackId;
  return {
    ranOn: 'main',
    limit: FALLBACK_ANALYSED_LENGTH,
    estimate: async (password, signal = NEVER) => (await runSliced(ESTIMATE.run(password), signal, ignoreProgress))?.value ?? null,
  };
}

/** zxcvbn in a Worker when the page allows one (the dictionaries are built there), else on the main thread. */
async function startEstimator(): Promise<Estimator> {
  const runner = new TaskRunner();
  const warm = await runner.run(WARM, null, NEVER, ignoreProgress);
  if (warm?.ranOn !== 'worker') {
    runner.dispose();
    return mainThreadEstimator();
  }
  return {
    ranOn: 'worker',
    limit: ANALYSED_LENGTH,
    estimate: async (password, signal = NEVER) => {
      try {
        return (await runner.run(ESTIMATE, password, signal, ignoreProgress))?.result ?? null;
      } catch (error) {
        // The worker failed and the page has no zxcvbn of its own: Retry starts over.
        shared = null;
        runner.dispose();
        throw error;
      }
    },
  };
}

let shared: Promise<Estimator> | null = null;

/**
 * zxcvbn and its dictionaries, fetched the first time a password needs checking and then kept
 * for every later check and every other instance on the page. A failed load is forgotten so
 * Retry fetches again.
 */
export const loadEstimator: EstimatorLoader = () => {
  shared ??= startEstimator().catch((error: unknown) => {
    shared = null;
    throw error;
  });
  return shared;
};

/** On the main thread, the pause after the last keystroke before a check (a Worker checks at once). */
export const CHECK_DELAY_MS = 250;

export type EngineStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface StrengthResult {
  /** The password this estimate is for: the current one once it is settled. */
  password: string;
  /** The part of it zxcvbn analysed (the first `limit` characters). */
  analysed: string;
  estimate: Estimate;
}

export interface StrengthState {
  engine: EngineStatus;
  /** The latest finished check (may trail the field while typing: then `password` differs from it). */
  result: StrengthResult | null;
  /** Where estimates run once loaded. */
  ranOn: RanOn | null;
  /** Characters analysed: ANALYSED_LENGTH in a Worker, FALLBACK_ANALYSED_LENGTH on the main thread. */
  limit: number;
  /** Starts loading (also done on the first non-empty password); Retry after an error. */
  load: () => void;
}

/**
 * zxcvbn's estimate of `password`'s first `limit` characters, in a Worker: typing never waits for
 * it, and a newer password makes an older estimate's answer ignored. Characters past the limit
 * cost nothing. Where workers are blocked, checks run on the main thread once typing pauses.
 * Nothing runs during server rendering or the first render.
 */
export function usePasswordStrength(password: string, loader: EstimatorLoader = loadEstimator): StrengthState {
  const [engine, setEngine] = useState<EngineStatus>('idle');
  const [estimator, setEstimator] = useState<Estimator | null>(null);
  const [checked, setChecked] = useState<StrengthResult | null>(null);
  const loaded = useRef<Estimator | null>(null);
  const loaderRef = useRef(loader);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const load = () => {
    if (loaded.current) return;
    setEngine('loading');
    loaderRef.current().then(
      (ready) => {
        loaded.current = ready;
        if (!mounted.current) return;
        setEstimator(ready);
        setEngine('ready');
      },
      () => {
        if (mounted.current) setEngine('error');
      },
    );
  };

  // The first password asks for the dictionaries.
  const wanted = password !== '';
  const startLoading = useEffectEvent(load);
  useEffect(() => {
    if (wanted && engine === 'idle') startLoading();
  }, [wanted, engine]);

  const limit = estimator?.limit ?? ANALYSED_LENGTH;
  const analysed = analysedPrefix(password, limit);
  const upToDate = checked !== null && checked.analysed === analysed;
  const hasResult = checked !== null;
  const deliver = useEffectEvent((text: string, estimate: Estimate) => setChecked({ password, analysed: text, estimate }));
  const fail = useEffectEvent(() => {
    loaded.current = null;
    setEstimator(null);
    setEngine('error');
  });

  useEffect(() => {
    if (engine !== 'ready' || !estimator || analysed === '' || upToDate) return;
    const abort = new AbortController();
    // The first check runs at once; on the main thread later ones wait for a pause in typing.
    const delay = estimator.ranOn === 'worker' || !hasResult ? 0 : CHECK_DELAY_MS;
    const timer = window.setTimeout(() => {
      estimator.estimate(analysed, abort.signal).then(
        (estimate) => {
          if (estimate && !abort.signal.aborted) deliver(analysed, estimate);
        },
        () => {
          if (!abort.signal.aborted) fail();
        },
      );
    }, delay);
    return () => {
      window.clearTimeout(timer);
      abort.abort();
    };
  }, [engine, estimator, analysed, upToDate, hasResult]);

  const result = useMemo(() => (checked && upToDate ? { ...checked, password } : checked), [checked, upToDate, password]);
  return { engine, result, ranOn: estimator?.ranOn ?? null, limit, load };
}
