import type { Decorator } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AriaScope } from '../../src/site/AriaScope';
import { RoutedLinks } from '../../src/site/RoutedLinks';

/** As on the site (Layout.tsx): ui Links and react-aria links both route in the memory router. */
function SiteNavigation({ children }: { children: ReactNode }) {
  return (
    <RoutedLinks>
      <AriaScope>{children}</AriaScope>
    </RoutedLinks>
  );
}

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
      <SiteNavigation>
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
      </SiteNavigation>
    </MemoryRouter>
  );
};
