/**
 * The formatter core and one dialect, loaded when the tool first formats (never with the page):
 * the core is 13 kB gzip and a dialect 2–6 kB, where the package's `format` with all its dialects
 * is 75 kB. Each dialect module imports its one dialect by name, so each is a chunk of its own.
 * The Worker imports the six it serves itself (worker.ts).
 */
import { useEffect, useState } from 'react';
import type { DialectOptions } from 'sql-formatter';
import type { Dialect, Engine } from './sql-formatter';

type DialectModule = Promise<{ dialect: DialectOptions }>;

const DIALECT_MODULES: Record<Dialect, () => DialectModule> = {
  sql: () => import('./dialects/sql'),
  postgresql: () => import('./dialects/postgresql'),
  mysql: () => import('./dialects/mysql'),
  sqlite: () => import('./dialects/sqlite'),
  transactsql: () => import('./dialects/transactsql'),
  bigquery: () => import('./dialects/bigquery'),
};

const loaded = new Map<Dialect, Engine>();
const loading = new Map<Dialect, Promise<Engine>>();
let core: ReturnType<typeof loadCore> | null = null;
const loadCore = () => import('./core').then((module) => module.formatDialect);

/** The engine for `dialect` if it has loaded. */
export const loadedEngine = (dialect: Dialect): Engine | null => loaded.get(dialect) ?? null;

export function loadEngine(dialect: Dialect): Promise<Engine> {
  let promise = loading.get(dialect);
  if (!promise) {
    core ??= loadCore();
    promise = Promise.all([core, DIALECT_MODULES[dialect]()]).then(([formatDialect, module]) => {
      const engine: Engine = { formatDialect, dialect: module.dialect };
      loaded.set(dialect, engine);
      return engine;
    });
    // A failed load (offline, a chunk gone after a deploy) is tried again next time.
    promise.catch(() => loading.delete(dialect));
    loading.set(dialect, promise);
  }
  return promise;
}

/**
 * The engine for `dialect` once `needed` has been true (null until it has loaded), and whether the
 * last load failed (offline, or a chunk gone after a deploy): it is tried again when asked again.
 */
export function useEngine(dialect: Dialect, needed: boolean): { engine: Engine | null; failed: boolean; retry: () => void } {
  const [, setLoads] = useState(0);
  const [failed, setFailed] = useState<Dialect | null>(null);
  const [attempt, setAttempt] = useState(0);
  const engine = loadedEngine(dialect);
  useEffect(() => {
    if (!needed || engine) return;
    let live = true;
    loadEngine(dialect).then(
      () => live && setLoads((n) => n + 1),
      () => live && setFailed(dialect),
    );
    return () => {
      live = false;
    };
  }, [dialect, needed, engine, attempt]);
  return {
    engine,
    failed: failed === dialect && !engine,
    retry: () => {
      setFailed(null);
      setAttempt((n) => n + 1);
    },
  };
}
