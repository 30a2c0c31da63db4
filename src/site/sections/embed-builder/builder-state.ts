import { SITE_LOCALES } from '../../../i18n/locales';
import { formatInput, parseInput, type InputValue, type ToolApi } from '../../../tools/api';
import { EMBED_STYLE_PROPERTIES, EMBED_THEMES, frameQuery, snippetInputs, type EmbedSettings, type EmbedTheme } from '../../../embed/snippets';

/**
 * The embed builder's state in its address (/embed?tool=qr-generator&type=wifi&theme=dark): the
 * frame page's query plus `tool`, so a builder link and an iframe use the same names as share
 * links and element attributes. Pure functions, no React, no DOM.
 */

/** The languages an embed speaks ('' follows the host page). */
export const EMBED_LANGS: readonly string[] = ['', ...SITE_LOCALES];

export interface BuilderState {
  tool: string;
  settings: EmbedSettings;
}

export const defaultSettings = (): EmbedSettings => ({ values: {}, theme: 'auto', lang: '', style: {} });

/**
 * The state a builder address gives. An unknown tool gives `fallbackTool`; an invalid value is
 * left out (its control shows the default), as an invalid attribute is.
 */
export function readBuilderQuery(search: string, apis: ReadonlyMap<string, ToolApi>, fallbackTool: string): BuilderState {
  const query = new URLSearchParams(search);
  const asked = query.get('tool') ?? '';
  const tool = apis.has(asked) ? asked : fallbackTool;
  const api = apis.get(tool);
  const values: Record<string, InputValue> = {};
  for (const input of api ? snippetInputs(api) : []) {
    const raw = query.get(input.name);
    if (raw === null) continue;
    const parsed = parseInput(input, raw);
    if (parsed.ok && formatInput(parsed.value) !== formatInput(input.default)) values[input.name] = parsed.value;
  }
  const theme = query.get('theme') ?? '';
  const lang = query.get('lang') ?? '';
  const style: Partial<Record<(typeof EMBED_STYLE_PROPERTIES)[number]['key'], string>> = {};
  for (const { key } of EMBED_STYLE_PROPERTIES) {
    const value = query.get(key)?.trim();
    if (value) style[key] = value;
  }
  return {
    tool,
    settings: {
      values,
      theme: (EMBED_THEMES as readonly string[]).includes(theme) ? (theme as EmbedTheme) : 'auto',
      lang: EMBED_LANGS.includes(lang) ? lang : '',
      style,
    },
  };
}

/** The builder's address query for a state: `?tool=…` and the frame query's parameters. */
export function writeBuilderQuery(state: BuilderState, api: ToolApi): string {
  const rest = frameQuery(api, state.settings);
  return `?tool=${encodeURIComponent(state.tool)}${rest ? `&${rest.slice(1)}` : ''}`;
}
