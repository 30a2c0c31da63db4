import Fuse from 'fuse.js';
import { catalogue, type ToolEntry } from '../../tools/catalogue';

const index = new Fuse(catalogue, {
  keys: [
    { name: 'name', weight: 3 },
    { name: 'tags', weight: 2 },
    { name: 'description', weight: 1 },
  ],
  ignoreLocation: true,
  threshold: 0.4,
});

/**
 * Fuzzy ranking for the command palette: typos and partial words ("pasword gen", "jsn") still
 * find the tool. The name weighs most, then tags, then the description. An empty query lists
 * every tool, popular ones first.
 */
export function rankTools(query: string, limit = 29): ToolEntry[] {
  const q = query.trim();
  if (!q) return [...catalogue].sort((a, b) => Number(b.popular) - Number(a.popular)).slice(0, limit);
  return index.search(q, { limit }).map((r) => r.item);
}
