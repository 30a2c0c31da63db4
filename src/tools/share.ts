import { formatInput, parseInput, propName, type InputValue, type ToolApi, type ToolInput } from './api';

/**
 * Share links: a tool's declared inputs (the same declarations as its embed attributes) in the
 * page's query string. Pure functions, no React, no DOM.
 *
 * Secret inputs never enter a link and are never read from one; values equal to the declared
 * default are left out (a short link means the same thing); a string longer than
 * SHARE_VALUE_LIMIT characters is left out and reported, so the page can say why.
 */

/** Longest value (characters) put in a link; longer ones stay out (links over ~2 kB break in mail and chat). */
export const SHARE_VALUE_LIMIT = 2000;

export interface QueryRead {
  /**
   * Typed props (camelCase names) for the inputs present and valid in the query; when any is,
   * every other shareable input gets its declared default.
   */
  props: Record<string, InputValue>;
  /** Declared, non-secret inputs whose query value was invalid, with the reason. */
  invalid: { name: string; reason: string }[];
}

const shareable = (api: ToolApi) => api.inputs.filter((input) => !input.secret);

/** The props a link's query gives a tool. Unknown parameters and secret inputs are ignored. */
export function readShareQuery(api: ToolApi, search: string | URLSearchParams): QueryRead {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const props: Record<string, InputValue> = {};
  const invalid: QueryRead['invalid'] = [];
  for (const input of shareable(api)) {
    const raw = params.get(input.name);
    if (raw === null) continue;
    const parsed = parseInput(input, raw);
    if (parsed.ok) props[propName(input.name)] = parsed.value;
    else invalid.push({ name: input.name, reason: parsed.reason });
  }
  // A link means the same for everyone: its absent inputs are the declared defaults, not
  // whatever the person opening it has remembered.
  if (Object.keys(props).length > 0) {
    for (const input of shareable(api)) props[propName(input.name)] ??= input.default;
  }
  return { props, invalid };
}

export interface QueryWrite {
  /** `?a=1&b=2`, or '' when every shareable input is at its default. */
  query: string;
  /** Inputs left out because they are too large for a link. */
  tooLarge: string[];
}

function sameValue(input: ToolInput, value: InputValue): boolean {
  return formatInput(value) === formatInput(input.default);
}

/**
 * The query for a tool's current values (keyed by prop name, as the tool reports them).
 * Values that do not parse back to themselves under the declaration are left out, so a link
 * never carries something the tool would reject.
 */
export function writeShareQuery(api: ToolApi, values: Readonly<Record<string, unknown>>): QueryWrite {
  const params = new URLSearchParams();
  const tooLarge: string[] = [];
  for (const input of shareable(api)) {
    const value = values[propName(input.name)];
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') continue;
    if (sameValue(input, value)) continue;
    const text = formatInput(value);
    if (text.length > SHARE_VALUE_LIMIT) {
      tooLarge.push(input.name);
      continue;
    }
    const parsed = parseInput(input, text);
    if (!parsed.ok || formatInput(parsed.value) !== text) continue;
    params.set(input.name, text);
  }
  const query = params.toString();
  return { query: query ? `?${query}` : '', tooLarge };
}
