/**
 * Each tool's description and tags, for code that runs at build time or in tests (the feed, social
 * cards, custom-elements.json). Pages load them per category and locale through catalogue-text.ts;
 * nothing the browser runs imports this module.
 */
import type { ToolEntry } from './catalogue';
import type { CategoryId } from './ids';
import { splitTags, type DetailMessages } from './catalogue-text';

export interface ToolDetails {
  description: string;
  /** Short words shown on cards and matched by the search. */
  tags: string[];
}

/** A catalogue entry with its description and tags (cards, search, the feed, social cards). */
export type DetailedToolEntry = ToolEntry & ToolDetails;

const english = import.meta.glob<DetailMessages<CategoryId>>('/src/tools/details/en/*.ts', { eager: true, import: 'default' });
const messages: Record<string, string> = Object.assign({}, ...Object.values(english));

/** The entry with its English description and tags. */
export function withDetails(entry: ToolEntry): DetailedToolEntry {
  return { ...entry, description: messages[`${entry.id}.description`] ?? '', tags: splitTags(messages[`${entry.id}.tags`] ?? '') };
}
