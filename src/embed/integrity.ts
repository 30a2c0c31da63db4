/**
 * The Subresource Integrity hash (`sha384-…`) of the stable loader, `/embed/v{N}/toolshed.js`.
 * The build computes it after the loader exists (scripts/prerender.mjs) and writes it into every
 * page's head as `<meta name="toolshed-embed-integrity">`; the prerender's own render gets it from
 * `setEmbedIntegrity`, so the page and its hydration read the same value. Null where no loader is
 * built (the dev server, Storybook): there is nothing to pin.
 */
export const INTEGRITY_META = 'toolshed-embed-integrity';

let prerendered: string | null = null;

/** Called by the prerender before it renders the pages. */
export function setEmbedIntegrity(value: string | null): void {
  prerendered = value;
}

export function embedIntegrity(): string | null {
  if (typeof document === 'undefined') return prerendered;
  return document.querySelector<HTMLMetaElement>(`meta[name="${INTEGRITY_META}"]`)?.content || null;
}
