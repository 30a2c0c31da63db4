import { use } from 'react';
import { useLocale, translator, type Catalog } from '../i18n/catalog';

/** The explanatory content a tool page shows under a tool (not part of the embed). */
export interface ToolGuide {
  features: Array<{ title: string; text: string }>;
  steps: Array<{ title: string; text: string }>;
  /**
   * The titles and texts are keys of the tool's messages (`ToolModule.messages`), not English:
   * the page shows them in its locale (issue #31). Make one with `messageGuide`.
   */
  keys?: true;
}

/** A guide written as keys of the tool's catalog, so each locale reads its own words. */
export function messageGuide<Key extends string>(guide: {
  features: Array<{ title: Key; text: Key }>;
  steps: Array<{ title: Key; text: Key }>;
}): ToolGuide {
  return { ...guide, keys: true };
}

/**
 * The guide in the page's locale: a `messageGuide` is looked up in the tool's catalog's guide part
 * (`Catalog.loadGuide`, a chunk loaded after the page: suspends until it is in, so render it inside
 * a Suspense boundary); an English-only guide is returned as it is.
 */
export function useToolGuide(guide: ToolGuide | undefined, messages: Catalog<string> | undefined): ToolGuide | undefined {
  const locale = useLocale();
  if (!guide?.keys || !messages) return guide;
  const t = translator(locale, use(messages.loadGuide(locale)));
  const each = (items: ToolGuide['features']) => items.map(({ title, text }) => ({ title: t(title), text: t(text) }));
  return { features: each(guide.features), steps: each(guide.steps) };
}
