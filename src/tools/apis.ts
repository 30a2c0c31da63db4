import type { ToolApi } from './api';
import { toolIds, type ToolId } from './ids';

// Every tool's declaration, read eagerly: small data, used by the docs page and the prerender's
// manifest (never by the embed loader, which loads a tool's declaration with the tool).
const declared = import.meta.glob<ToolApi>('./*/api.ts', { eager: true, import: 'api' });

/** The declared API of each built tool, in catalogue order. */
export const toolApis: Array<{ id: ToolId; api: ToolApi }> = toolIds.flatMap((id) => {
  const api = declared[`./${id}/api.ts`];
  return api ? [{ id, api }] : [];
});
