import { useCallback } from 'react';
import { useLocation, useNavigate } from '../../router/router';
import { useQueryApplies } from '../../hydration-phase';
import { emptyQuery, parseCatalogueQuery, serialiseCatalogueQuery, type CatalogueQuery } from '../../catalogue-query';

/**
 * The catalogue's search and category, kept in the URL: read on load and on back/forward,
 * written by `setQuery` as a new history entry (or in place when nothing changed).
 */
export function useCatalogueQuery(): [CatalogueQuery, (next: CatalogueQuery) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const filtersApply = useQueryApplies(location.search !== '');
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
