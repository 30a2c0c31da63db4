import type { Decorator } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useRoutes } from '../../src/site/router/router';
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

/** The story at `path` (a route pattern: `tools/:toolId` gives the story its params). */
function StoryRoute({ path, children }: { path: string; children: ReactNode }) {
  return useRoutes([{ path, element: children }]);
}

/**
 * Site components use the site's router (links, search params, navigate). This decorator gives a
 * story an in-memory router at `parameters.route` (default "/") and exposes the current
 * location in a hidden `data-testid="location"` element.
 */
export const withSiteRouter: Decorator = (Story, context) => {
  const route = (context.parameters.route as string | undefined) ?? '/';
  const path = (context.parameters.routePath as string | undefined) ?? '*';
  return (
    <MemoryRouter location={route}>
      <SiteNavigation>
        <StoryRoute path={path}>
          <Story />
          <LocationProbe />
        </StoryRoute>
      </SiteNavigation>
    </MemoryRouter>
  );
};
