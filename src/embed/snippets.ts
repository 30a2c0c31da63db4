import { scriptTag } from './loader-path';
import { formatInput, parseInput, propName, type InputValue, type ToolApi, type ToolInput } from '../tools/api';

/**
 * The embed snippets a site owner copies, in three flavours: the script tag and element, the
 * iframe (for hosts that forbid scripts; oEmbed hands out the same iframe), and the React
 * package. Pure functions, no React, no DOM: the embed builder (/embed), /docs/api and the
 * prerender's oEmbed responses all write their snippets here, so the three never disagree.
 *
 * A snippet is minimal: an input at its declared default, `theme="auto"` and unset custom
 * properties are left out. Secret inputs are never written into a snippet (a page's HTML is
 * public); a host that needs one sets it from its own script.
 */

/** The iframe's size when nothing resizes it (the frame page posts its real height; see frame.ts). */
export const FRAME_WIDTH = 640;
export const FRAME_HEIGHT = 600;

export const EMBED_THEMES = ['auto', 'light', 'dark'] as const;
export type EmbedTheme = (typeof EMBED_THEMES)[number];

/** The custom properties a host may set; the iframe's query names them without the prefix. */
export const EMBED_STYLE_PROPERTIES = [
  { key: 'accent', property: '--toolshed-accent' },
  { key: 'radius', property: '--toolshed-radius' },
  { key: 'font', property: '--toolshed-font' },
] as const;
export type EmbedStyleKey = (typeof EMBED_STYLE_PROPERTIES)[number]['key'];

export interface EmbedSettings {
  /** Declared inputs by attribute name; absent or default values are left out of the snippets. */
  values: Readonly<Partial<Record<string, InputValue>>>;
  theme: EmbedTheme;
  /** '' follows the host page's language. */
  lang: string;
  /** CSS values for the custom properties; '' leaves one unset. */
  style: Readonly<Partial<Record<EmbedStyleKey, string>>>;
}

export interface EmbedTool {
  id: string;
  name: string;
}

export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The inputs a snippet may set: every declared input but the secrets. */
export const snippetInputs = (api: ToolApi): ToolInput[] => api.inputs.filter((input) => !input.secret);

/**
 * The inputs that differ from their defaults, in declaration order, as attribute text. A value
 * that would not parse back to itself under its declaration is left out, as in share links.
 */
export function changedInputs(api: ToolApi, values: EmbedSettings['values']): Array<[name: string, value: InputValue]> {
  return snippetInputs(api).flatMap((input): Array<[string, InputValue]> => {
    const value = values[input.name];
    if (value === undefined || formatInput(value) === formatInput(input.default)) return [];
    const parsed = parseInput(input, formatInput(value));
    return parsed.ok && formatInput(parsed.value) === formatInput(value) ? [[input.name, parsed.value]] : [];
  });
}

const styleEntries = (style: EmbedSettings['style']) =>
  EMBED_STYLE_PROPERTIES.flatMap(({ key, property }) => {
    const value = style[key]?.trim();
    return value ? [{ key, property, value }] : [];
  });

/** The element's attributes, in order: inputs, then theme and lang. */
function attributes(api: ToolApi, settings: EmbedSettings): Array<[string, string]> {
  const list: Array<[string, string]> = changedInputs(api, settings.values).map(([name, value]) => [name, formatInput(value)]);
  if (settings.theme !== 'auto') list.push(['theme', settings.theme]);
  if (settings.lang) list.push(['lang', settings.lang]);
  return list;
}

export { EMBED_API_MAJOR, EMBED_LOADER_PATH, scriptTag } from './loader-path';

/** The script tag and the element. Custom properties go in a style attribute. */
export function scriptSnippet(origin: string, tool: EmbedTool, api: ToolApi, settings: EmbedSettings, integrity: string | null = null): string {
  const attrs = attributes(api, settings).map(([name, value]) => ` ${name}="${escapeHtml(value)}"`);
  const style = styleEntries(settings.style).map(({ property, value }) => `${property}: ${value}`);
  if (style.length > 0) attrs.push(` style="${escapeHtml(style.join('; '))}"`);
  const tag = `toolshed-${tool.id}`;
  return `${scriptTag(origin, integrity)}\n<${tag}${attrs.join('')}></${tag}>`;
}

/** The frame page's query: the element's attributes, then the custom properties by short name. */
export function frameQuery(api: ToolApi, settings: EmbedSettings): string {
  const params = new URLSearchParams(attributes(api, settings));
  for (const { key, value } of styleEntries(settings.style)) params.set(key, value);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The iframe snippet: what the builder and /docs/api show and what /oembed/{id}.json hands out. */
export function frameSnippet(origin: string, tool: EmbedTool, query = ''): string {
  const src = `${origin}/embed/frame/${tool.id}/${query}`;
  return `<iframe data-toolshed src="${escapeHtml(src)}" title="${escapeHtml(tool.name)}" width="${FRAME_WIDTH}" height="${FRAME_HEIGHT}" loading="lazy" style="border:0;width:100%;max-width:${FRAME_WIDTH}px"></iframe>`;
}

/** `qr-generator` → `QrGenerator`: the React package's component name for a tool. */
export const componentName = (id: string) => id.replace(/(^|-)([a-z0-9])/g, (_, __: string, c: string) => c.toUpperCase());

const SIMPLE_JSX_STRING = /^[^"{}<>&\n\r\\]*$/;

function jsxProp(name: string, value: InputValue): string {
  const prop = propName(name);
  if (typeof value === 'string') return SIMPLE_JSX_STRING.test(value) ? `${prop}="${value}"` : `${prop}={${JSON.stringify(value)}}`;
  return `${prop}={${String(value)}}`;
}

/**
 * A React component using the package: the tool's component with its inputs as props inside a
 * ThemeProvider. The package speaks English and takes no custom properties (its tokens are
 * themed through ThemeProvider), so `lang` and the style settings do not appear here.
 */
export function reactSnippet(tool: EmbedTool, api: ToolApi, settings: EmbedSettings): string {
  const name = componentName(tool.id);
  const props = changedInputs(api, settings.values).map(([input, value]) => ` ${jsxProp(input, value)}`);
  return `import { ${name} } from 'toolshed/tools';
import { ThemeProvider } from 'toolshed/ui';
import 'toolshed/styles.css';

export function ${name}Embed() {
  return (
    <ThemeProvider theme="${settings.theme}">
      <${name}${props.join('')} />
    </ThemeProvider>
  );
}
`;
}

/** A valid oEmbed 1.0 `rich` response for one tool (https://oembed.com, section 2.3.4). */
export function oembedResponse(origin: string, tool: EmbedTool) {
  return {
    version: '1.0',
    type: 'rich',
    title: tool.name,
    provider_name: 'Toolshed',
    provider_url: `${origin}/`,
    html: frameSnippet(origin, tool),
    width: FRAME_WIDTH,
    height: FRAME_HEIGHT,
    cache_age: 86400,
  };
}
