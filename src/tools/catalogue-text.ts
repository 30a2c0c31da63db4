/**
 * The catalog in the page's locale (issue #31): tool names, descriptions, tags and category labels.
 * English is catalogue.ts itself (scripts, the feed and the tests read it); every other locale is an
 * overlay, `src/tools/messages/<locale>.ts`, a chunk of its own loaded with the page. tsc checks
 * that an overlay has every key (`CatalogueMessages`).
 */
import { use } from 'react';
import { catalogue, categories, type CategoryInfo, type ToolEntry } from './catalogue';
import type { CategoryId, ToolId } from './ids';
import { DEFAULT_LOCALE, type Locale } from '../i18n/locales';
import { useLocale } from '../i18n/catalog';
import { track } from '../ui/tracked';

export type CatalogueMessages = Record<
  `category.${CategoryId}` | `category.${CategoryId}.short` | `${ToolId}.name` | `${ToolId}.description` | `${ToolId}.tags`,
  string
>;

const overlays = import.meta.glob<{ default: CatalogueMessages }>('/src/tools/messages/*.ts');

/** Source modules of a locale's overlay (for the prerender's links); none for English. */
export function catalogueTextModules(locale: Locale): string[] {
  const file = `/src/tools/messages/${locale}.ts`;
  return file in overlays ? [file.slice(1)] : [];
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
  description: string;
  tags: string[];
}

export interface CatalogueText {
  /** The whole catalog with names, descriptions and tags in the locale (for lists and search). */
  tools: readonly ToolEntry[];
  tool(entry: ToolEntry): ToolText;
  category(info: CategoryInfo): { label: string; shortLabel: string };
}

const splitTags = (tags: string) => tags.split(/\s*[,،、，]\s*/).filter(Boolean);

const ENGLISH_TEXT: CatalogueText = {
  tools: catalogue,
  tool: ({ name, description, tags }) => ({ name, description, tags }),
  category: ({ label, shortLabel }) => ({ label, shortLabel }),
};
const texts = new WeakMap<CatalogueMessages, CatalogueText>();

/** The catalog's text for an overlay (null: English); one object per overlay, so lists keep their identity. */
export function catalogueText(messages: CatalogueMessages | null): CatalogueText {
  if (!messages) return ENGLISH_TEXT;
  let text = texts.get(messages);
  if (!text) {
    const tool = ({ id }: ToolEntry): ToolText => ({
      name: messages[`${id}.name`],
      description: messages[`${id}.description`],
      tags: splitTags(messages[`${id}.tags`]),
    });
    text = {
      tools: catalogue.map((entry) => ({ ...entry, ...tool(entry) })),
      tool,
      category: ({ id }) => ({ label: messages[`category.${id}`], shortLabel: messages[`category.${id}.short`] }),
    };
    texts.set(messages, text);
  }
  return text;
}

/** Names, descriptions and tags in the page's locale (suspends until the overlay has loaded). */
export function useCatalogueText(): CatalogueText {
  return catalogueText(use(loadCatalogueText(useLocale())));
}

/** Category labels by id in a locale (for lists that show them beside tools). */
export function categoryLabels(text: CatalogueText): Record<CategoryId, string> {
  return Object.fromEntries(categories.map((c) => [c.id, text.category(c).label])) as Record<CategoryId, string>;
}
