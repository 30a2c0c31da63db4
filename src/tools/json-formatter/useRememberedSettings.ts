import { useRememberedSettings as useStoredSettings } from '../../ui/useRememberedSettings';
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
 * Indent and sort keys survive reloads (never the JSON itself: it may hold secrets); values
 * given as props (embed attributes) win over remembered ones.
 */
export function useRememberedSettings(given: { indent?: unknown; sortKeys?: unknown }) {
  return useStoredSettings<FormatOptions>('json-formatter', DEFAULT_OPTIONS, (stored) => parseStoredSettings(JSON.stringify(stored)), givenSettings(given));
}
