import type { ToolApi } from './api';
import { toolIds, type ToolId } from './ids';

// Every tool's declaration, read eagerly: small data, for build-time code (the prerender's
// manifest, the package's element types), Storybook's docs pages and tests. Pages load them on
// demand instead (api-loaders.ts: /docs/api per category after hydration, the embed builder the
// chosen tool's). `?docs` keeps these copies apart from each tool's index.ts import of its api.ts.
const declared = import.meta.glob<ToolApi>('./*/api.ts', { eager: true, import: 'api', query: '?docs' });

/** The declared API of each built tool, in catalogue order. */
export const toolApis: Array<{ id: ToolId; api: ToolApi }> = toolIds.flatMap((id) => {
  const api = declared[`./${id}/api.ts`];
  return api ? [{ id, api }] : [];
});
