import type { ToolApi } from './api';
import { toolIds, type ToolId } from './ids';

// Every tool's declaration, read eagerly: small data, used by the docs page and the prerender's
// manifest (never by the embed loader, which loads a tool's declaration with the tool).
// `?docs` makes these copies modules of their own, bundled with the docs page: imported as the
// same modules as each tool's index.ts, every declaration was a chunk of its own (28 of them), so
// /docs/api started 36 module requests and each tool page one more (issue #9).
const declared = import.meta.glob<ToolApi>('./*/api.ts', { eager: true, import: 'api', query: '?docs' });

/** The declared API of each built tool, in catalogue order. */
export const toolApis: Array<{ id: ToolId; api: ToolApi }> = toolIds.flatMap((id) => {
  const api = declared[`./${id}/api.ts`];
  return api ? [{ id, api }] : [];
});
