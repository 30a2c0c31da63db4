import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type { ZxcvbnResult } from '@zxcvbn-ts/core';
import type { Estimator } from './zxcvbn-engine';

export type { Estimator };
/** Where the estimator comes from; stories pass one that never settles or fails. */
export type EstimatorLoader = () => Promise<Estimator>;

let shared: Promise<Estimator> | null = null;

/**
 * zxcvbn and its dictionaries, fetched the first time a password needs checking and then kept
 * for every later check and every other instance on the page. A failed load is forgotten so
 * Retry fetches again.
 */
export const loadEstimator: EstimatorLoader = () => {
  shared ??= import('./zxcvbn-engine')
    .then((engine) => engine.createEstimator())
    .catch((error: unknown) => {
      shared = null;
      throw error;
    });
  return shared;
};

/** Pause after the last keystroke before a check: a long password can take a few hundred ms. */
export const CHECK_DELAY_MS = 250;

export type EngineStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface StrengthState {
  engine: EngineStatus;
  /** The latest finished check and the password it was for (may trail the field while typing). */
  result: { password: string; estimate: ZxcvbnResult } | null;
  /** Starts loading (also done on the first non-empty password); Retry after an error. */
  load: () => void;
}

/**
 * zxcvbn's estimate of `password`, debounced: checks run once typing pauses, so keystrokes never
 * wait for them. Nothing runs during server rendering or the first render.
 */
export function usePasswordStrength(password: string, loader: EstimatorLoader = loadEstimator): StrengthState {
  const [engine, setEngine] = useState<EngineStatus>('idle');
  const [result, setResult] = useState<StrengthState['result']>(null);
  const estimator = useRef<Estimator | null>(null);
  const loaderRef = useRef(loader);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const load = () => {
    if (estimator.current) return;
    setEngine('loading');
    loaderRef.current().then(
      (estimate) => {
        estimator.current = estimate;
        if (mounted.current) setEngine('ready');
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

  const hasResult = result !== null;
  useEffect(() => {
    const estimate = estimator.current;
    if (engine !== 'ready' || !estimate || password === '') return;
    // The first check after loading runs at once; later ones wait for a pause in typing.
    const timer = window.setTimeout(() => setResult({ password, estimate: estimate(password) }), hasResult ? CHECK_DELAY_MS : 0);
    return () => window.clearTimeout(timer);
  }, [engine, password, hasResult]);

  return { engine, result, load };
}
