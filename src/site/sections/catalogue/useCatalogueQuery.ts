import { useCallback, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { emptyQuery, parseCatalogueQuery, serialiseCatalogueQuery, type CatalogueQuery } from '../../catalogue-query';

const noSubscription = () => () => {};

/**
 * False while hydrating the prerendered page, true afterwards (and always in a client-only
 * render). The prerendered /tools HTML cannot know the query string, so the first client
 * render must match it (the full catalogue) and the URL's filters apply one render later.
 */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * The catalogue's search and category, kept in the URL: read on load and on back/forward,
 * written by `setQuery` as a new history entry (or in place when nothing changed).
 */
export function useCatalogueQuery(): [CatalogueQuery, (next: CatalogueQuery) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const query = hydrated ? parseCatalogueQuery(location.search) : emptyQuery;

  const setQuery = useCallback(
    (next: CatalogueQuery) => {
      const search = serialiseCatalogueQuery(next);
      void navigate({ pathname: location.pathname, search }, { replace: search === location.search });
    },
    [navigate, location.pathname, location.search],
  );

  return [query, setQuery];
}
