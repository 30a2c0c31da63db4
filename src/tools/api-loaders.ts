import type { ToolApi } from './api';
import { toolIds, type ToolId } from './ids';

// Each tool's declaration, loaded when asked: the embed builder needs only the chosen tool's, and
// /docs/api loads each category's after it has hydrated (its prerendered reference stays until
// then), so neither page carries every declaration in its start-up code (apis.ts reads them all
// eagerly for build-time code and tests). The site build puts each category's declarations in one
// chunk (`api-<category>`, vite.config.ts). `?builder` keeps these modules apart from the tools'
// own api.ts, so tool pages' chunks do not change.
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
