/**
 * Build-time only (scripts/prerender.mjs via entry-server.tsx, brand-assets.ts, and unit tests). Each prerendered
 * page carries the sprite symbols its icons use, in the store SpriteIcon points at, before the
 * app's markup: referenced from the sprite file instead, Chromium loads the sprite as an SVG
 * document on the page's main thread before the first paint (11-25 ms on this machine, four times
 * that on Lighthouse's phone).
 */
import sprite from '../ui/icons/sprite.svg?raw';
import { SYMBOL_STORE_ID } from '../ui/icons/sprite-symbols';

const parsed = [...sprite.matchAll(/<symbol id="([^"]+)"[^>]*>([\s\S]*?)<\/symbol>/g)];
const symbols = new Map(parsed.map((m) => [m[1], m[0]]));
const shapes = new Map(parsed.map((m) => [m[1], m[2]]));

/** The shapes inside the sprite's `<symbol>` with this id; undefined if it has none. */
export const spriteSymbolShapes = (id: string) => shapes.get(id);

/** The hidden symbol store for a page's markup; empty when it shows no sprite icon. */
export function pageSymbols(appHtml: string): string {
  const used = [...new Set([...appHtml.matchAll(/<use href="#([^"]+)"/g)].map((m) => m[1]!))];
  const missing = used.filter((id) => !symbols.has(id));
  if (missing.length > 0) throw new Error(`pageSymbols: the sprite has no symbol ${missing.join(', ')}`);
  return used.length === 0 ? '' : `<svg id="${SYMBOL_STORE_ID}" display="none" aria-hidden="true">${used.map((id) => symbols.get(id)).join('')}</svg>`;
}
