import { SITE_NAME } from './site-config';

/** Social cards (og:image) are 1200×630 PNGs written by the prerender, one per page. */
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/** The home page's heading in its title and on its card, in English (each locale's is the home catalog's `metaTagline`). */
export const SITE_TAGLINE = 'Free online tools that run in your browser';

/**
 * The document title for a page title ("JSON Formatter" → "JSON Formatter — Toolshed"); the home
 * page passes none and gets "Toolshed — " and its tagline.
 */
export const fullTitle = (title?: string, tagline = SITE_TAGLINE) => (title ? `${title} — ${SITE_NAME}` : `${SITE_NAME} — ${tagline}`);

/** Back from a document title to the heading shown on the page's card. */
export function cardHeading(documentTitle: string): string {
  const prefix = `${SITE_NAME} — `;
  const suffix = ` — ${SITE_NAME}`;
  if (documentTitle.startsWith(prefix)) return documentTitle.slice(prefix.length);
  return documentTitle.endsWith(suffix) ? documentTitle.slice(0, -suffix.length) : documentTitle;
}

/** Where a page's card is served: / → /og/index.png, /tools/json-formatter → /og/tools/json-formatter.png. */
export const cardImagePath = (path: string) => `/og${path === '/' ? '/index' : path}.png`;
