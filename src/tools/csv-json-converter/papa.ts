/**
 * papaparse for the page, loaded once at the tool's first input or when there is CSV to convert
 * (7 kB gzip kept out of the page's start-up script). The Worker imports it itself.
 */
import { useEffect, useState } from 'react';
import type { Papa } from './csv-json-converter';

let loaded: Papa | null = null;
let loading: Promise<Papa> | null = null;

/** papaparse if it has loaded. */
export const loadedPapa = (): Papa | null => loaded;

export function loadPapa(): Promise<Papa> {
  loading ??= import('papaparse').then((module) => (loaded = module.default));
  return loading;
}

/** papaparse once `needed` has been true (null until it has loaded). */
export function usePapa(needed: boolean): Papa | null {
  const [papa, setPapa] = useState<Papa | null>(loaded);
  useEffect(() => {
    if (!needed || papa) return;
    let current = true;
    void loadPapa().then((module) => current && setPapa(() => module));
    return () => {
      current = false;
    };
  }, [needed, papa]);
  return papa;
}
