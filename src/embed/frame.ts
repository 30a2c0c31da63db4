/**
 * The iframe embed (/embed/frame/{id}/, written by the prerender): a page with one
 * `<toolshed-{id}>` and a "Toolshed" link, framable by any site. The loader imports this module
 * on such a page (marked `<html data-toolshed-frame="{id}">`) before it defines the elements, so
 * the element starts from the query's values.
 *
 * - The query uses the same names as the element's attributes and the tool page's share links
 *   (`?theme=dark&initial-text=…`): each declared input present becomes the attribute, checked
 *   by the element as any attribute (invalid → ignored with a warning), as do `theme` and `lang`;
 *   `accent`, `radius` and `font` set the element's custom properties; other names are ignored.
 * - The frame posts `{ type: 'toolshed:resize', id, height }` to its parent whenever its height
 *   changes, and `{ type: 'toolshed:change', id, detail }` for every `toolshed-change`, with the
 *   event's declared `secretFields` left out.
 */
import type { ToolApi } from '../tools/api';
import { EMBED_STYLE_PROPERTIES } from './snippets';

export interface FrameResizeMessage {
  type: 'toolshed:resize';
  id: string;
  height: number;
}

export interface FrameChangeMessage {
  type: 'toolshed:change';
  id: string;
  detail: unknown;
}

/** The detail without the fields the declaration marks secret. */
export function forwardedDetail(detail: unknown, secretFields: readonly string[]): unknown {
  if (secretFields.length === 0 || detail === null || typeof detail !== 'object' || Array.isArray(detail)) return detail;
  return Object.fromEntries(Object.entries(detail).filter(([key]) => !secretFields.includes(key)));
}

/**
 * The element's attributes from the frame's query: `theme`, `lang` and the declared inputs, as given.
 * Secret inputs too (a host may pass one, as with an attribute); they never reach the tool
 * page's link.
 */
export function queryAttributes(search: string, api: ToolApi): Array<[string, string]> {
  const query = new URLSearchParams(search);
  const names = ['theme', 'lang', ...api.inputs.map((input) => input.name)];
  return names.flatMap((name) => {
    const value = query.get(name);
    return value === null ? [] : [[name, value] as [string, string]];
  });
}

/**
 * The custom properties from the frame's query (`?accent=%237c3aed&radius=4px&font=Georgia`), as
 * [property, value]: the iframe's way to set what a host's CSS sets on an element. A value the
 * browser cannot use falls back to the theme's, as with any custom property.
 */
export function queryStyle(search: string): Array<[string, string]> {
  const query = new URLSearchParams(search);
  return EMBED_STYLE_PROPERTIES.flatMap(({ key, property }) => {
    const value = query.get(key)?.trim();
    return value ? [[property, value] as [string, string]] : [];
  });
}

/** The tool page's share link for the frame's non-secret inputs (what "Toolshed" opens). */
export function toolPageLink(id: string, search: string, api: ToolApi, page = `/tools/${id}`): string {
  const query = new URLSearchParams(search);
  const shared = new URLSearchParams();
  for (const input of api.inputs) {
    const value = query.get(input.name);
    if (value !== null && !input.secret) shared.set(input.name, value);
  }
  const text = shared.toString();
  return `${page}${text ? `?${text}` : ''}`;
}

export function startFrame(id: string, api: ToolApi): void {
  const element = document.querySelector(`toolshed-${id}`);
  if (!element) throw new Error(`Toolshed frame: no <toolshed-${id}> on the page`);
  for (const [name, value] of queryAttributes(location.search, api)) element.setAttribute(name, value);
  // CSSOM, not a style attribute: the frame's CSP governs markup, and this is the page's own script.
  for (const [property, value] of queryStyle(location.search)) (element as HTMLElement).style.setProperty(property, value);
  const theme = element.getAttribute('theme');
  if (theme === 'light' || theme === 'dark') document.documentElement.dataset.theme = theme;
  const link = document.querySelector<HTMLAnchorElement>('a[data-toolshed-page]');
  // The page's address as scripts/frame-pages.mjs wrote it, under the site's base path.
  if (link) link.href = toolPageLink(id, location.search, api, link.getAttribute('href')?.split('?')[0]);

  // Framed or opened on its own, the page works the same; only a parent gets messages.
  if (window.parent === window) return;
  const post = (message: FrameResizeMessage | FrameChangeMessage) => window.parent.postMessage(message, '*');
  const secretFields = api.events.find((event) => event.name === 'toolshed-change')?.secretFields ?? [];
  element.addEventListener('toolshed-change', (event) => {
    post({ type: 'toolshed:change', id, detail: forwardedDetail((event as CustomEvent<unknown>).detail, secretFields) });
  });
  let last = -1;
  new ResizeObserver(() => {
    const height = Math.ceil(document.documentElement.getBoundingClientRect().height);
    if (height === last) return;
    last = height;
    post({ type: 'toolshed:resize', id, height });
  }).observe(document.documentElement);
}
