import { useState } from 'react';
import { useCatalogueDetails, useCatalogueText } from '../../tools/catalogue-text';
import { filterTools } from '../tool-search';
import { PageMeta } from '../PageMeta';
import { emptyQuery } from '../catalogue-query';
import { CatalogueSearch } from '../sections/catalogue/CatalogueSearch';
import { CategoryTabs } from '../sections/catalogue/CategoryTabs';
import { EmptyState } from '../sections/catalogue/EmptyState';
import { ToolGrid } from '../sections/catalogue/ToolGrid';
import { useCatalogueQuery } from '../sections/catalogue/useCatalogueQuery';
import * as styles from '../sections/catalogue/catalogue.css';
import { useCatalogueMessages } from '../sections/catalogue/i18n';
import { resultLineIn } from '../sections/catalogue/labels';

/** /tools: every tool, filtered by category (tabs) and search, both kept in the URL. */
export function CataloguePage() {
  const [query, setQuery] = useCatalogueQuery();
  const t = useCatalogueMessages();
  const text = useCatalogueText();
  const details = useCatalogueDetails();
  // The box filters as you type; the URL holds the last submitted term. When the URL
  // changes (back/forward, a tab, Clear Filters) the box follows it.
  const [draft, setDraft] = useState(query.search);
  const [urlSearch, setUrlSearch] = useState(query.search);
  if (urlSearch !== query.search) {
    setUrlSearch(query.search);
    setDraft(query.search);
  }

  const shown = { search: draft.trim(), category: query.category };
  const tools = filterTools(details.tools, shown);

  const clearFilters = () => {
    setDraft('');
    setQuery(emptyQuery);
  };

  return (
    <>
      <PageMeta
        title={t('title')}
        description={t('metaDescription')}
        path="/tools"
      />
      <div className={styles.page}>
        <div className={styles.header}>
          <h1 className={styles.title}>{t('title')}</h1>
          <p className={styles.lead}>
            {t('lead')}
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
              {resultLineIn(t, text, tools.length, shown)}
            </p>
            {tools.length ? <ToolGrid tools={tools} /> : <EmptyState onClear={clearFilters} />}
          </div>
        </CategoryTabs>
      </div>
    </>
  );
}
