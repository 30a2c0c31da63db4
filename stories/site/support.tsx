import type { Decorator } from '@storybook/react-vite';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AriaRouter } from '../../src/site/AriaRouter';

/** Shows where in-app navigation went, so play functions can assert it (`Location: /tools?…`). */
function LocationProbe() {
  const location = useLocation();
  return (
    <p data-testid="location" hidden>
      {location.pathname + location.search}
    </p>
  );
}

/**
 * Site components use React Router (links, search params, navigate). This decorator gives a
 * story an in-memory router at `parameters.route` (default "/") and exposes the current
 * location in a hidden `data-testid="location"` element.
 */
export const withSiteRouter: Decorator = (Story, context) => {
  const route = (context.parameters.route as string | undefined) ?? '/';
  const path = (context.parameters.routePath as string | undefined) ?? '*';
  return (
    <MemoryRouter initialEntries={[route]}>
      <AriaRouter>
        <Routes>
          <Route
            path={path}
            element={
              <>
                <Story />
                <LocationProbe />
              </>
            }
          />
        </Routes>
      </AriaRouter>
    </MemoryRouter>
  );
};
