/**
 * The catalog in the page's locale (issue #31): tool names, descriptions, tags and category labels.
 * Names: English in catalogue.ts, other locales in an overlay `src/tools/messages/<locale>.ts`;
 * they are on every page (sidebar, footer, palette). Descriptions and tags:
 * `src/tools/details/<locale>/<category>.ts`, one chunk per category and locale, loaded only where
 * cards or search show them, through a map of their chunks that is a chunk of its own
 * (details-files.ts), so a new tool adds a name, not a paragraph, to every page's start-up code.
 * tsc checks that every file has every key.
 */
import { use } from 'react';
import { catalogue, categories, type CategoryInfo, type ToolEntry } from './catalogue';
import type { DetailedToolEntry, ToolDetails } from './catalogue-details';
import { categoryIds, type CategoryId, type ToolId, toolIdsByCategory } from './ids';
import { DEFAULT_LOCALE, type Locale } from '../i18n/locales';
import { useLocale } from '../i18n/catalog';
import { track } from '../ui/tracked';
import { retryWhenOnline } from '../ui/when-online';

export type CatalogueMessages = Record<`category.${CategoryId}` | `category.${CategoryId}.short` | `${ToolId}.name`, string>;
/** One category's descriptions and tags in one locale (`src/tools/details/<locale>/<category>.ts`). */
export type DetailMessages<C extends CategoryId> = Record<`${(typeof toolIdsByCategory)[C][number]}.description` | `${(typeof toolIdsByCategory)[C][number]}.tags`, string>;

const overlays = import.meta.glob<{ default: CatalogueMessages }>('/src/tools/messages/*.ts');
/** The map of the descriptions' chunks (details-files.ts): loaded with the first descriptions a page shows. */
const detailsFiles = () => import('./details-files');
const DETAILS_FILES_MODULE = 'src/tools/details-files.ts';

/** Source modules of a locale's names overlay (for the prerender's links); none for English. */
export function catalogueTextModules(locale: Locale): string[] {
  const file = `/src/tools/messages/${locale}.ts`;
  return file in overlays ? [file.slice(1)] : [];
}

/**
 * Source modules of the descriptions and tags of some categories in a locale, with the map that
 * names their chunks, for a page that shows them as it starts (the catalogue, all of them). Every
 * site locale has every category's file (tests/unit/i18n; the prerender fails a module the build
 * lacks).
 */
export function catalogueDetailsModules(locale: Locale, categories: readonly CategoryId[] = categoryIds): string[] {
  return categories.length ? [DETAILS_FILES_MODULE, ...categories.map((category) => `src/tools/details/${locale}/${category}.ts`)] : [];
}

const ENGLISH: Promise<CatalogueMessages | null> = track(Promise.resolve(null));
const pending = new Map<Locale, Promise<CatalogueMessages | null>>();

/** Loads (once) the locale's overlay; English has none. */
export function loadCatalogueText(locale: Locale): Promise<CatalogueMessages | null> {
  const load = overlays[`/src/tools/messages/${locale}.ts`];
  if (locale === DEFAULT_LOCALE || !load) return ENGLISH;
  let promise = pending.get(locale);
  if (!promise) pending.set(locale, (promise = track(load().then((module) => module.default))));
  return promise;
}

export interface ToolText {
  name: string;
}

export interface ToolDetailText extends ToolText, ToolDetails {}

export interface CatalogueText {
  /** The whole catalog with names in the locale (for lists). */
  tools: readonly ToolEntry[];
  tool(entry: ToolEntry): ToolText;
  category(info: CategoryInfo): { label: string; shortLabel: string };
}

export interface CatalogueDetails {
  /** The loaded categories' tools with names, descriptions and tags in the locale (cards and search). */
  tools: readonly DetailedToolEntry[];
  tool(entry: ToolEntry): ToolDetailText;
}

export const splitTags = (tags: string) => tags.split(/\s*[,،、，]\s*/).filter(Boolean);

const ENGLISH_TEXT: CatalogueText = {
  tools: catalogue,
  tool: ({ name }) => ({ name }),
  category: ({ label, shortLabel }) => ({ label, shortLabel }),
};
const texts = new WeakMap<CatalogueMessages, CatalogueText>();

/** The catalog's text for an overlay (null: English); one object per overlay, so lists keep their identity. */
export function catalogueText(messages: CatalogueMessages | null): CatalogueText {
  if (!messages) return ENGLISH_TEXT;
  let text = texts.get(messages);
  if (!text) {
    const tool = ({ id }: ToolEntry): ToolText => ({ name: messages[`${id}.name`] });
    text = {
      tools: catalogue.map((entry) => ({ ...entry, ...tool(entry) })),
      tool,
      category: ({ id }) => ({ label: messages[`category.${id}`], shortLabel: messages[`category.${id}.short`] }),
    };
    texts.set(messages, text);
  }
  return text;
}

/** Names in the page's locale (suspends until the overlay has loaded). */
export function useCatalogueText(): CatalogueText {
  return catalogueText(use(loadCatalogueText(useLocale())));
}

const pendingCategories = new Map<string, Promise<Record<string, string>>>();
const pendingDetails = new Map<string, Promise<CatalogueDetails>>();

/** One category's descriptions and tags in a locale (once), English where the locale has none. */
function loadCategory(locale: Locale, category: CategoryId): Promise<Record<string, string>> {
  const key = `${locale}/${category}`;
  let promise = pendingCategories.get(key);
  if (!promise) {
    promise = retryWhenOnline(() =>
      detailsFiles().then(({ detailsLoader }) => {
        const load = detailsLoader(locale, category) ?? detailsLoader(DEFAULT_LOCALE, category);
        return load ? load().then((module) => module.default) : {};
      }),
    );
    pendingCategories.set(key, promise);
  }
  return promise;
}

/**
 * Loads (once) the names, descriptions and tags of some categories' tools in a locale (all by
 * default). Each category is a chunk of its own, so a tool page loads only its own category's.
 */
export function loadCatalogueDetails(locale: Locale, categories: readonly CategoryId[] = categoryIds): Promise<CatalogueDetails> {
  const key = `${locale}:${categories.join(',')}`;
  let promise = pendingDetails.get(key);
  if (!promise) {
    promise = track(
      Promise.all([loadCatalogueText(locale), ...categories.map((category) => loadCategory(locale, category))]).then(([names, ...loaded]) => {
        const text = catalogueText(names);
        const messages: Record<string, string> = Object.assign({}, ...loaded);
        const tool = (entry: ToolEntry): ToolDetailText => ({
          ...text.tool(entry),
          description: messages[`${entry.id}.description`] ?? '',
          tags: splitTags(messages[`${entry.id}.tags`] ?? ''),
        });
        return { tools: catalogue.filter((entry) => categories.includes(entry.category)).map((entry) => ({ ...entry, ...tool(entry) })), tool };
      }),
    );
    pendingDetails.set(key, promise);
  }
  return promise;
}

/**
 * Names, descriptions and tags in the page's locale, of the given categories' tools (all by
 * default); suspends until they have loaded.
 */
export function useCatalogueDetails(categories?: readonly CategoryId[]): CatalogueDetails {
  return use(loadCatalogueDetails(useLocale(), categories));
}

/** Category labels by id in a locale (for lists that show them beside tools). */
export function categoryLabels(text: CatalogueText): Record<CategoryId, string> {
  return Object.fromEntries(categories.map((c) => [c.id, text.category(c).label])) as Record<CategoryId, string>;
}
