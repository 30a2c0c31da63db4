import type { ToolApi } from './api';
import { toolIds, type ToolId } from './ids';

// Each tool's declaration as a chunk of its own, loaded when asked: the embed builder needs only
// the chosen tool's, not all of them in its page's JavaScript (apis.ts reads them all eagerly for
// /docs/api and the prerender). `?builder` keeps these modules apart from both the tools' own
// api.ts and the docs page's `?docs` copies, so neither page's chunks change.
const lazy = import.meta.glob<ToolApi>('./*/api.ts', { import: 'api', query: '?builder' });

/** The tools that declare an element API, in catalogue order: known without loading any of them. */
export const declaredToolIds: ReadonlySet<string> = new Set<ToolId>(toolIds.filter((id) => `./${id}/api.ts` in lazy));

const loaded = new Map<string, ToolApi>();

/** A declaration already loaded, or undefined. */
export const loadedToolApi = (id: string): ToolApi | undefined => loaded.get(id);

/** Loads a tool's declaration (once); undefined for a tool without one. */
export async function loadToolApi(id: string): Promise<ToolApi | undefined> {
  const cached = loaded.get(id);
  if (cached) return cached;
  const load = lazy[`./${id}/api.ts`];
  if (!load) return undefined;
  const api = await load();
  loaded.set(id, api);
  return api;
}
