// The catalogue page (/tools, src/site/pages/CataloguePage.tsx and src/site/sections/catalogue):
// English, the source every other locale translates. ICU MessageFormat (src/i18n/catalog.tsx).
export default {
  title: 'All Tools',
  metaDescription:
    'Browse every Toolshed tool by category or search: calculators, text, design, developer, SEO and security tools that run in your browser.',
  lead: 'Every tool runs in your browser, free and without sign-up. Search by name or task, or pick a category.',
  search: 'Search',
  categories: 'Categories',
  allTools: 'All Tools',
  // The spec's pattern, 'N tool(s) found for "term" in Category', in its four shapes.
  resultAll: '{count, plural, one {# tool found} other {# tools found}}',
  resultSearch: '{count, plural, one {# tool found} other {# tools found}} for "{term}"',
  resultCategory: '{count, plural, one {# tool found} other {# tools found}} in {category}',
  resultSearchCategory: '{count, plural, one {# tool found} other {# tools found}} for "{term}" in {category}',
  emptyTitle: 'No tools found',
  emptyText: 'Try adjusting your search terms or browse different categories.',
  clearFilters: 'Clear Filters',
};
