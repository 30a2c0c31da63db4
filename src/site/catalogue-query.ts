import { categories, type CategoryFilter, type CategoryId } from '../tools/catalogue';

/** What the catalogue shows, as kept in its URL: `/tools?search=json&category=developer`. */
export interface CatalogueQuery {
  /** Trimmed search text; '' means no search. */
  search: string;
  category: CategoryFilter;
}

export const emptyQuery: CatalogueQuery = { search: '', category: 'all' };

const categoryIds = new Set<string>(categories.map((c) => c.id));

function isCategoryId(value: string): value is CategoryId {
  return categoryIds.has(value);
}

/**
 * Reads `search` and `category` from a query string ("?search=json&category=developer").
 * Anything unknown falls back to the defaults: a missing or blank search is '', an unknown
 * category is 'all'. Both `+` and `%20` decode to a space.
 */
export function parseCatalogueQuery(query: string | URLSearchParams): CatalogueQuery {
  const params = typeof query === 'string' ? new URLSearchParams(query) : query;
  const search = (params.get('search') ?? '').trim();
  const category = (params.get('category') ?? '').trim().toLowerCase();
  return { search, category: isCategoryId(category) ? category : 'all' };
}

// A lone UTF-16 surrogate makes encodeURIComponent throw; a pasted half-emoji must not.
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

function encode(value: string): string {
  return encodeURIComponent(value.replace(loneSurrogate, '\uFFFD'));
}

/**
 * The query string for a catalogue state, '' when it is the default ("?search=a%20b&category=seo").
 * Spaces become `%20`, so the home and header searches produce the same URLs as the page itself.
 */
export function serialiseCatalogueQuery({ search, category }: Partial<CatalogueQuery>): string {
  const parts: string[] = [];
  const term = (search ?? '').trim();
  if (term) parts.push(`search=${encode(term)}`);
  if (category && category !== 'all') parts.push(`category=${category}`);
  return parts.length ? `?${parts.join('&')}` : '';
}

/** Where a search box sends a term: `/tools?search=<encoded>`, or null for a blank term (ignored). */
export function searchHref(term: string): string | null {
  return term.trim() ? `/tools${serialiseCatalogueQuery({ search: term })}` : null;
}

export function categoryLabel(category: CategoryFilter): string {
  if (category === 'all') return 'All Tools';
  return categories.find((c) => c.id === category)?.label ?? 'All Tools';
}

/**
 * The result line under the search box, after the spec's pattern
 * 'N tool(s) found for "term" in Category': "1 tool found", "29 tools found",
 * '3 tools found for "json"', "5 tools found in Design", '0 tools found for "x" in SEO'.
 * The term part is left out without a search; the category part for All Tools.
 */
export function resultLine(count: number, { search, category }: CatalogueQuery): string {
  const term = search.trim();
  let line = `${count} ${count === 1 ? 'tool' : 'tools'} found`;
  if (term) line += ` for "${term}"`;
  if (category !== 'all') line += ` in ${categoryLabel(category)}`;
  return line;
}
