import type { Translate } from '../../../i18n/catalog';
import { categories, type CategoryFilter } from '../../../tools/catalogue';
import type { CatalogueText } from '../../../tools/catalogue-text';
import type { CatalogueQuery } from '../../catalogue-query';
import type en from './messages/en';

/** A category tab's label in the page's locale ("All Tools" first). */
export function categoryTabLabel(t: Translate<keyof typeof en>, text: CatalogueText, category: CategoryFilter): string {
  const info = categories.find((c) => c.id === category);
  return info ? text.category(info).label : t('allTools');
}

/**
 * The result line under the search box, the spec's 'N tool(s) found for "term" in Category' in the
 * page's locale.
 */
export function resultLineIn(t: Translate<keyof typeof en>, text: CatalogueText, count: number, { search, category }: CatalogueQuery): string {
  const term = search.trim();
  if (category === 'all') return term ? t('resultSearch', { count, term }) : t('resultAll', { count });
  const label = categoryTabLabel(t, text, category);
  return term ? t('resultSearchCategory', { count, term, category: label }) : t('resultCategory', { count, category: label });
}
