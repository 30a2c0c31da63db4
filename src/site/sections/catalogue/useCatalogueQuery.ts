import { useCallback, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { emptyQuery, parseCatalogueQuery, serialiseCatalogueQuery, type CatalogueQuery } from '../../catalogue-query';

const noSubscription = () => () => {};

/**
 * Whether the URL's filters may apply. The prerendered /tools HTML cannot know the query string,
 * so while hydrating a URL that has one, the first client render must match the HTML (the full
 * catalogue) and the filters apply one render later. Without a query string there is nothing to
 * wait for: the page hydrates as it is, with no second (synchronous) render of all the cards.
 */
function useFiltersApply(hasQuery: boolean): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => !hasQuery,
  );
}

/**
 * The catalogue's search and category, kept in the URL: read on load and on back/forward,
 * written by `setQuery` as a new history entry (or in place when nothing changed).
 */
export function useCatalogueQuery(): [CatalogueQuery, (next: CatalogueQuery) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const filtersApply = useFiltersApply(location.search !== '');
  const query = filtersApply ? parseCatalogueQuery(location.search) : emptyQuery;

  const setQuery = useCallback(
    (next: CatalogueQuery) => {
      const search = serialiseCatalogueQuery(next);
      void navigate({ pathname: location.pathname, search }, { replace: search === location.search });
    },
    [navigate, location.pathname, location.search],
  );

  return [query, setQuery];
}
