import { startTransition, useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';

/** Whether merging the stored and given settings over `first` changes any value. */
export function changesSettings<T extends object>(first: T, stored: Partial<T>, given: Partial<T>): boolean {
  return JSON.stringify({ ...first, ...stored, ...given }) !== JSON.stringify(first);
}

/**
 * The remembered settings applied to what the tool shows now. A setting the visitor already
 * changed since the first render keeps their value: the merge is a transition, so on a slow
 * phone a click can land before it, and React replays the merge on top of that click.
 */
export function mergeRemembered<T extends object>(first: T, current: T, stored: Partial<T>, given: Partial<T>): T {
  const merged = { ...current };
  for (const [key, value] of Object.entries({ ...stored, ...given }) as [keyof T, T[keyof T]][]) {
    if (Object.is(current[key], first[key])) merged[key] = value;
  }
  return merged;
}

/**
 * A tool's settings (never its content or secrets) remembered in localStorage under
 * `toolshed:{id}`. Stored data is untrusted: `parse` turns it into the valid subset (drop
 * anything unknown or malformed). Read after the first render, so prerendered HTML and
 * hydration agree; settings given as props (embed attributes, share links) win over
 * remembered ones.
 *
 * Right after hydration this costs nothing when storage changes nothing (a first visit):
 * no state update, so no re-render of the tool. When it does change something, the merge is
 * a transition, so React renders the tool in slices that yield to input instead of one long
 * task. Until that merge commits nothing is saved, so the defaults never overwrite what was
 * remembered, and the merge leaves alone any setting the visitor changed before it committed.
 */
export function useRememberedSettings<T extends object>(
  id: string,
  initial: T,
  parse: (stored: unknown) => Partial<T>,
  given: Partial<T> = {},
): [T, Dispatch<SetStateAction<T>>] {
  const key = `toolshed:${id}`;
  const [settings, setSettings] = useState<T>(() => ({ ...initial, ...given }));
  const start = useRef({ parse, given, settings });
  const merged = useRef(false);

  useEffect(() => {
    let stored: Partial<T> = {};
    try {
      const raw = localStorage.getItem(key);
      if (raw) stored = start.current.parse(JSON.parse(raw));
    } catch {
      // Storage blocked (sandboxed frame, privacy mode) or corrupt: the defaults stand.
    }
    if (!changesSettings(start.current.settings, stored, start.current.given)) {
      merged.current = true;
      return;
    }
    startTransition(() => setSettings((current) => mergeRemembered(start.current.settings, current, stored, start.current.given)));
  }, [key]);

  useEffect(() => {
    if (!merged.current) {
      // Still the first render's settings: the remembered ones are on their way.
      if (settings === start.current.settings) return;
      merged.current = true;
    }
    try {
      localStorage.setItem(key, JSON.stringify(settings));
    } catch {
      // Not remembering is fine; the tool works the same.
    }
  }, [key, settings]);

  return [settings, setSettings];
}
