/**
 * The tools a build serves (issue #36): every tool, or the ids given to `npm run build:site` as
 * TOOLSHED_TOOLS (or `tools` in toolshed.config.json). vite.config.ts checks the list against the
 * catalog and writes it in as `__TOOLSHED_TOOLS__`; ids.ts and catalogue.ts filter their exported
 * lists through `isChosenTool`, so routes, the sidebar, search, the sitemap, the embed registry and
 * the docs all follow.
 */
declare global {
  /**
   * The chosen ids, or null for every tool: a literal in every build (vite.config.ts `define`; a
   * global while vite.config.ts itself reads the catalog). Code tests it in place,
   * `__TOOLSHED_TOOLS__ === null ? … : …`, so a build of every tool carries no subset branch: the
   * minifier folds the literal comparison in each module.
   */
  const __TOOLSHED_TOOLS__: readonly string[] | null;
}

export const isChosenTool = (id: string): boolean => __TOOLSHED_TOOLS__ === null || __TOOLSHED_TOOLS__.includes(id);

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

/** The tool a site link leads to: '/tools/base64' (or '/de/tools/base64/', with a query or fragment) → 'base64'; null for any other address. */
export function linkedToolId(href: string): string | null {
  return /^(?:\/[a-z]{2})?\/tools\/([a-z0-9-]+)\/?(?:[?#]|$)/.exec(href)?.[1] ?? null;
}

/**
 * Whether this build has the page a site link leads to, as far as tools go: false only for a link to
 * a tool the build leaves out (TOOLSHED_TOOLS). Every link to a tool written in running text goes
 * through it (src/tools/ToolLink.tsx); lists of tools read the filtered catalog instead.
 */
export const linksBuiltTool = (href: string, isChosen: (id: string) => boolean = isChosenTool): boolean => {
  const id = linkedToolId(href);
  return id === null || isChosen(id);
};
