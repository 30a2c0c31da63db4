import { useEffect, useRef, useState } from 'react';
import { DEFAULT_OPTIONS, normalizeBoolean, normalizeIndent, type FormatOptions } from './json-formatter';

export const STORAGE_KEY = 'toolshed:json-formatter';

/** Settings from storage (untrusted): unknown or malformed values are dropped. */
export function parseStoredSettings(raw: string | null): Partial<FormatOptions> {
  if (!raw) return {};
  try {
    const data: unknown = JSON.parse(raw);
    if (typeof data !== 'object' || data === null) return {};
    const { indent, sortKeys } = data as Record<string, unknown>;
    const result: Partial<FormatOptions> = {};
    const i = normalizeIndent(indent);
    const s = typeof sortKeys === 'boolean' ? sortKeys : undefined;
    if (i) result.indent = i;
    if (s !== undefined) result.sortKeys = s;
    return result;
  } catch {
    return {};
  }
}

/** Indent and sort keys given as props or embed attributes ("4", "tab", sort-keys="true"). */
export function givenSettings(given: { indent?: unknown; sortKeys?: unknown }): Partial<FormatOptions> {
  const result: Partial<FormatOptions> = {};
  const indent = normalizeIndent(given.indent);
  const sortKeys = normalizeBoolean(given.sortKeys);
  if (indent) result.indent = indent;
  if (sortKeys !== undefined) result.sortKeys = sortKeys;
  return result;
}

/**
 * Indent and sort keys survive reloads in localStorage (never the JSON itself: it may hold
 * secrets). Read after the first render so prerendered HTML and hydration agree; values
 * given as props (embed attributes) win over remembered ones.
 */
export function useRememberedSettings(given: { indent?: unknown; sortKeys?: unknown }) {
  // Props are initial values, read once like every tool's initial props.
  const [settings, setSettings] = useState<FormatOptions>(() => ({ ...DEFAULT_OPTIONS, ...givenSettings(given) }));
  const givenOptions = useRef(givenSettings(given));
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    let stored: Partial<FormatOptions> = {};
    try {
      stored = parseStoredSettings(localStorage.getItem(STORAGE_KEY));
    } catch {
      // Storage blocked (sandboxed frame, privacy mode): the defaults stand.
    }
    setSettings((current) => ({ ...current, ...stored, ...givenOptions.current }));
    setLoaded(true);
  }, []);

  useEffect(() => {
    if (!loaded) return;
    try {
      localStorage.setItem(STORAGE_KEY, JSON.stringify(settings));
    } catch {
      // Not remembering is fine; the tool works the same.
    }
  }, [loaded, settings]);

  return [settings, setSettings] as const;
}
