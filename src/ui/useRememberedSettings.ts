import { useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';

/**
 * A tool's settings (never its content or secrets) remembered in localStorage under
 * `toolshed:{id}`. Stored data is untrusted: `parse` turns it into the valid subset (drop
 * anything unknown or malformed). Read after the first render, so prerendered HTML and
 * hydration agree; settings given as props (embed attributes, share links) win over
 * remembered ones.
 */
export function useRememberedSettings<T extends object>(
  id: string,
  initial: T,
  parse: (stored: unknown) => Partial<T>,
  given: Partial<T> = {},
): [T, Dispatch<SetStateAction<T>>] {
  const key = `toolshed:${id}`;
  const [settings, setSettings] = useState<T>(() => ({ ...initial, ...given }));
  const [loaded, setLoaded] = useState(false);
  const start = useRef({ parse, given });

  useEffect(() => {
    let stored: Partial<T> = {};
    try {
      const raw = localStorage.getItem(key);
      if (raw) stored = start.current.parse(JSON.parse(raw));
    } catch {
      // Storage blocked (sandboxed frame, privacy mode) or corrupt: the defaults stand.
    }
    setSettings((current) => ({ ...current, ...stored, ...start.current.given }));
    setLoaded(true);
  }, [key]);

  useEffect(() => {
    if (!loaded) return;
    try {
      localStorage.setItem(key, JSON.stringify(settings));
    } catch {
      // Not remembering is fine; the tool works the same.
    }
  }, [key, loaded, settings]);

  return [settings, setSettings];
}
