/**
 * The JSONPath engine for the page, loaded once at the tool's first input or when there is
 * something to query (kept out of the page's start-up script). The Worker imports it itself.
 */
import { useEffect, useState } from 'react';
import type { JsonPathEngine } from './jsonpath-query';

let loaded: JsonPathEngine | null = null;
let loading: Promise<JsonPathEngine> | null = null;

/** The engine if it has loaded. */
export const loadedEngine = (): JsonPathEngine | null => loaded;

export function loadEngine(): Promise<JsonPathEngine> {
  loading ??= import('./engine').then((module) => (loaded = module));
  return loading;
}

/** The engine once `needed` has been true (null until it has loaded). */
export function useEngine(needed: boolean): JsonPathEngine | null {
  const [engine, setEngine] = useState<JsonPathEngine | null>(loaded);
  useEffect(() => {
    if (!needed || engine) return;
    let current = true;
    void loadEngine().then((module) => current && setEngine(() => module));
    return () => {
      current = false;
    };
  }, [needed, engine]);
  return engine;
}
