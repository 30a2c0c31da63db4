import { useState } from 'react';
import { catalogue } from '../../tools/catalogue';
import { filterTools } from '../tool-search';
import { PageMeta } from '../PageMeta';
import { emptyQuery, resultLine } from '../catalogue-query';
import { CatalogueSearch } from '../sections/catalogue/CatalogueSearch';
import { CategoryTabs } from '../sections/catalogue/CategoryTabs';
import { EmptyState } from '../sections/catalogue/EmptyState';
import { ToolGrid } from '../sections/catalogue/ToolGrid';
import { useCatalogueQuery } from '../sections/catalogue/useCatalogueQuery';
import * as styles from '../sections/catalogue/catalogue.css';

/** /tools: every tool, filtered by category (tabs) and search, both kept in the URL. */
export function CataloguePage() {
  const [query, setQuery] = useCatalogueQuery();
  // The box filters as you type; the URL holds the last submitted term. When the URL
  // changes (back/forward, a tab, Clear Filters) the box follows it.
  const [draft, setDraft] = useState(query.search);
  const [urlSearch, setUrlSearch] = useState(query.search);
  if (urlSearch !== query.search) {
    setUrlSearch(query.search);
    setDraft(query.search);
  }

  const shown = { search: draft.trim(), category: query.category };
  const tools = filterTools(catalogue, shown);

  const clearFilters = () => {
    setDraft('');
    setQuery(emptyQuery);
  };

  return (
    <>
      <PageMeta
        title="All Tools"
        description="Browse every Toolshed tool by category or search: calculators, text, design, developer, SEO and security tools that run in your browser."
        path="/tools"
      />
      <div className={styles.page}>
        <div className={styles.header}>
          <h1 className={styles.title}>All Tools</h1>
          <p className={styles.lead}>
            Every tool runs in your browser, free and without sign-up. Search by name or task, or pick a category.
          </p>
        </div>
        <CatalogueSearch
          value={draft}
          onChange={setDraft}
          onSubmit={(value) => setQuery({ search: value.trim(), category: query.category })}
          onClear={() => {
            setDraft('');
            setQuery({ search: '', category: query.category });
          }}
        />
        <CategoryTabs selected={query.category} onSelect={(category) => setQuery({ search: draft.trim(), category })}>
          <div className={styles.results}>
            <p role="status" className={styles.resultLine}>
              {resultLine(tools.length, shown)}
            </p>
            {tools.length ? <ToolGrid tools={tools} /> : <EmptyState onClear={clearFilters} />}
          </div>
        </CategoryTabs>
      </div>
    </>
  );
}
