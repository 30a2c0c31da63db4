/**
 * The tools a build serves (issue #36): every tool, or the ids given to `npm run build:site` as
 * TOOLSHED_TOOLS (or `tools` in toolshed.config.json). vite.config.ts checks the list against the
 * catalog and writes it in as `__TOOLSHED_TOOLS__`; ids.ts and catalogue.ts filter their exported
 * lists through `isChosenTool`, so routes, the sidebar, search, the sitemap, the embed registry and
 * the docs all follow.
 */
declare const __TOOLSHED_TOOLS__: readonly string[] | null | undefined;

// Not defined where this module is read outside a Vite build (vite.config.ts itself).
const chosen: readonly string[] | null = typeof __TOOLSHED_TOOLS__ === 'undefined' ? null : __TOOLSHED_TOOLS__;

/** True when the build serves only some tools: the site's counts then show what is there, not the owner's marketing figures. */
export const isToolSubset: boolean = chosen !== null;

export const isChosenTool = (id: string): boolean => chosen === null || chosen.includes(id);

/**
 * Parses a TOOLSHED_TOOLS value (`json-formatter,base64`, spaces and empty items ignored) against
 * the known ids; null when no list is given. Throws naming every unknown id, and on an empty list.
 */
export function parseToolList(text: string | undefined, known: readonly string[]): string[] | null {
  if (text === undefined || text.trim() === '') return null;
  const ids = [...new Set(text.split(',').map((id) => id.trim()).filter(Boolean))];
  const unknown = ids.filter((id) => !known.includes(id));
  if (unknown.length > 0) {
    throw new Error(`TOOLSHED_TOOLS: unknown tool id${unknown.length > 1 ? 's' : ''} ${unknown.map((id) => `"${id}"`).join(', ')}. Known ids: ${known.join(', ')}.`);
  }
  if (ids.length === 0) throw new Error('TOOLSHED_TOOLS: the list names no tool. Leave it unset to build every tool.');
  return ids;
}
