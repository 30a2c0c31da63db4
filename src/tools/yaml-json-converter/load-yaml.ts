/**
 * `yaml` for the page, loaded once at the tool's first input or when there is text to convert
 * (30 kB gzip kept out of the page's start-up script). The Worker imports it itself.
 */
import { useEffect, useState } from 'react';
import type { Yaml } from './yaml-json-converter';

let loaded: Yaml | null = null;
let loading: Promise<Yaml> | null = null;

/** `yaml` if it has loaded. */
export const loadedYaml = (): Yaml | null => loaded;

export function loadYaml(): Promise<Yaml> {
  loading ??= import('yaml').then((module) => (loaded = module));
  return loading;
}

/** `yaml` once `needed` has been true (null until it has loaded). */
export function useYaml(needed: boolean): Yaml | null {
  const [yaml, setYaml] = useState<Yaml | null>(loaded);
  useEffect(() => {
    if (!needed || yaml) return;
    let current = true;
    void loadYaml().then((module) => current && setYaml(() => module));
    return () => {
      current = false;
    };
  }, [needed, yaml]);
  return yaml;
}
