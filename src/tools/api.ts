/**
 * A tool's public inputs and outputs, declared once in `src/tools/<id>/api.ts`. The same
 * declaration drives the embed element's attributes, the /docs/api tables, the
 * custom-elements.json manifest and the share-link query parameters, so an attribute is a
 * documented promise rather than an accident of prop names.
 *
 * Pure data and pure functions: no React, no DOM.
 */

interface InputBase {
  /** kebab-case attribute and query-parameter name; the tool's prop is its camelCase. */
  name: string;
  /** One sentence for the docs and the manifest. */
  description: string;
  /**
   * A secret (password, key, note text): never put in a share link, never stored. Embedders
   * may still pass it as an attribute.
   */
  secret?: boolean;
}

export interface StringInput extends InputBase {
  type: 'string';
  default: string;
  /** Longest accepted value (characters); longer values are ignored with a warning. */
  maxLength?: number;
}

export interface NumberInput extends InputBase {
  type: 'number';
  default: number;
  min?: number;
  max?: number;
  /** Only whole numbers are accepted. */
  integer?: boolean;
}

export interface BooleanInput extends InputBase {
  type: 'boolean';
  default: boolean;
}

export interface EnumInput extends InputBase {
  type: 'enum';
  values: readonly string[];
  default: string;
}

export type ToolInput = StringInput | NumberInput | BooleanInput | EnumInput;
export type InputValue = string | number | boolean;

export interface ToolEvent {
  /** Always `toolshed-change` today; kept explicit for the manifest. */
  name: 'toolshed-change';
  description: string;
  /** The `detail` shape as TypeScript source, shown in the docs, e.g. `{ words: number }`. */
  detail: string;
  /**
   * Top-level `detail` fields that carry a secret (a generated password, the encoding of a secret
   * input). The element's own listeners get them; an iframe embed never forwards them to its host
   * page (src/embed/frame.ts).
   */
  secretFields?: readonly string[];
}

export interface ToolApi {
  inputs: readonly ToolInput[];
  events: readonly ToolEvent[];
  /**
   * The tool page's share link. Absent: every input that is not secret goes in the link, with
   * share controls on the page. `false`: no share controls and no link, for a tool whose content
   * is a secret or a file: a link could carry its settings only and would open it empty.
   */
  share?: false;
  /**
   * One plain sentence beside the share controls that says what never goes in a link and why,
   * e.g. "Your HMAC key and files are never put in a link." A shareable tool with a secret input
   * must have one (tests/unit/tools/share.test.ts).
   */
  linkNote?: string;
}

/** `initial-text` → `initialText`: the prop an input maps to. */
export const propName = (name: string) => name.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());

export type ParseResult = { ok: true; value: InputValue } | { ok: false; reason: string };

const BOOLEAN_TRUE = new Set(['', 'true', 'on', 'yes', '1']);
const BOOLEAN_FALSE = new Set(['false', 'off', 'no', '0']);

/**
 * Reads an attribute or query value against its declaration. `null` (attribute absent)
 * gives the default. Never throws; an invalid value says why.
 */
export function parseInput(input: ToolInput, raw: string | null): ParseResult {
  if (raw === null) return { ok: true, value: input.default };
  switch (input.type) {
    case 'string':
      if (input.maxLength !== undefined && raw.length > input.maxLength) {
        return { ok: false, reason: `longer than ${input.maxLength} characters` };
      }
      return { ok: true, value: raw };
    case 'boolean': {
      const v = raw.trim().toLowerCase();
      if (BOOLEAN_TRUE.has(v)) return { ok: true, value: true };
      if (BOOLEAN_FALSE.has(v)) return { ok: true, value: false };
      return { ok: false, reason: 'expected true or false' };
    }
    case 'enum':
      return input.values.includes(raw) ? { ok: true, value: raw } : { ok: false, reason: `expected one of ${input.values.join(', ')}` };
    case 'number': {
      const text = raw.trim();
      const n = text === '' ? Number.NaN : Number(text);
      if (!Number.isFinite(n)) return { ok: false, reason: 'expected a number' };
      if (input.integer && !Number.isInteger(n)) return { ok: false, reason: 'expected a whole number' };
      if (input.min !== undefined && n < input.min) return { ok: false, reason: `below the minimum ${input.min}` };
      if (input.max !== undefined && n > input.max) return { ok: false, reason: `above the maximum ${input.max}` };
      return { ok: true, value: n };
    }
  }
}

/**
 * A tool's prop as given (a string from an embed attribute, a typed value from React) read
 * against the input `api` declares under `name`. Absent or invalid gives `undefined`, so the
 * tool keeps its remembered or default value.
 */
export function readProp(api: ToolApi, name: string, raw: unknown): InputValue | undefined {
  if (raw === undefined || raw === null) return undefined;
  const input = api.inputs.find((candidate) => candidate.name === name);
  if (!input) throw new Error(`No input named ${name} is declared`);
  const parsed = parseInput(input, String(raw));
  return parsed.ok ? parsed.value : undefined;
}

/** The attribute/query text for a value (booleans as "true"/"false"). */
export const formatInput = (value: InputValue) => String(value);
