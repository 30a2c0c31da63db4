import { createContext, startTransition, use, useLayoutEffect, useMemo, useRef, useState, type Context, type ReactNode } from 'react';
import { matchRoutes, type Params, type RouteObject } from './match';

/**
 * The site's router: the part of React Router 7 the site used, with its semantics, in about
 * 2 kB instead of 12.7 kB gzip in every page's initial JS (issue #31; docs/ARCHITECTURE.md).
 *
 * - `BrowserRouter` (the client) reads and writes the browser's history; `MemoryRouter` holds one
 *   in-memory location (the prerender, which never navigates; Storybook's stories, which may).
 *   `basename` (the base path and the locale prefix, `/tools/de`) is added to every URL written
 *   and stripped from every URL read; outside it the router renders nothing.
 * - `useRoutes` renders the branch of a route table (./match.ts) the location matches, each route's
 *   element around the next one's (`<Outlet />`); `useParams` reads the branch's params.
 * - `useNavigate()(to, { replace, state })` pushes (or replaces) a history entry with a new
 *   `key` even when the URL is the same, then renders it as a transition (the page shown stays
 *   until the next one can show); back and forward are `POP` navigations (`useNavigationType`),
 *   rendered as transitions too (Layout.tsx puts the scroll position back when they commit). `to` is a site path below the basename (`/tools?q=x`), a search or
 *   fragment alone (`?q=x` keeps the path), or `{ pathname, search, hash }`; a relative path
 *   (`x`, `../x`) resolves against the location's path (React Router's is the route's: the site
 *   writes none).
 */

export { matchRoutes, type Params, type RouteObject };

export type NavigationType = 'POP' | 'PUSH' | 'REPLACE';

interface Path {
  pathname: string;
  search: string;
  hash: string;
}

export interface Location extends Path {
  /** `state` as the navigation gave it (null when none). */
  state: unknown;
  /** Unique to the history entry: 'default' for the one the page loaded with. */
  key: string;
}

export type To = string | Partial<Path>;

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export type NavigateFunction = (to: To, options?: NavigateOptions) => void;

/** Where the location lives: URLs with the basename. */
export interface RouterHistory {
  read: () => Location;
  write: (href: string, replace: boolean, state: unknown) => void;
  /** Back and forward: called after the location changed. */
  listen: (onPop: () => void) => () => void;
}

/** The shape of `history.state` React Router wrote, so entries from before still read back. */
interface Entry {
  usr?: unknown;
  key?: string;
}

const newKey = () => (crypto.getRandomValues(new Uint32Array(1))[0] ?? 0).toString(36);

const prefixed = (part: string, mark: string) => (!part || part === mark ? '' : part.startsWith(mark) ? part : mark + part);

/** '/a?b#c' → { pathname: '/a', search: '?b', hash: '#c' }. */
export function parsePath(path: string): Path {
  const hashAt = path.indexOf('#');
  const rest = hashAt < 0 ? path : path.slice(0, hashAt);
  const searchAt = rest.indexOf('?');
  return {
    pathname: searchAt < 0 ? rest : rest.slice(0, searchAt),
    search: prefixed(searchAt < 0 ? '' : rest.slice(searchAt), '?'),
    hash: prefixed(hashAt < 0 ? '' : path.slice(hashAt), '#'),
  };
}

/** `to` against the path shown: `..` and `.` segments resolved, a trailing slash kept. */
export function resolve(to: To, from: string): Path {
  const { pathname = '', search = '', hash = '' } = typeof to === 'string' ? parsePath(to) : to;
  let resolved = from;
  if (pathname) {
    const absolute = pathname.startsWith('/');
    const segments = (absolute ? '' : from.replace(/\/+$/, '')).split('/');
    for (const segment of pathname.replace(/\/\/+/g, '/').slice(absolute ? 1 : 0).split('/')) {
      if (segment === '..') {
        if (segments.length > 1) segments.pop();
      } else if (segment !== '.') segments.push(segment);
    }
    resolved = segments.length > 1 ? segments.join('/') : '/';
  }
  return { pathname: resolved, search: prefixed(search, '?'), hash: prefixed(hash, '#') };
}

/** The URL of a site path: the basename's root is the basename itself ('/de', not '/de/'). */
export const createHref = (basename: string, { pathname, search, hash }: Path): string =>
  (pathname === '/' ? basename || '/' : basename + pathname) + search + hash;

/** The site path of a URL path, or null outside the basename (compared case-insensitively). */
export function stripBasename(pathname: string, basename: string): string | null {
  if (!basename) return pathname;
  if (!pathname.toLowerCase().startsWith(basename.toLowerCase())) return null;
  const next = pathname.charAt(basename.length);
  return next && next !== '/' ? null : pathname.slice(basename.length) || '/';
}

/** The parts of `window` the browser's history needs (a test passes its own). */
export type BrowserWindow = Pick<Window, 'location' | 'history' | 'addEventListener' | 'removeEventListener'>;

/** The browser's history as the router reads and writes it (exported for its tests). */
export function browserHistory(win: BrowserWindow): RouterHistory {
  return {
    read: () => {
      const { pathname, search, hash } = win.location;
      const entry = win.history.state as Entry | null;
      return { pathname, search, hash, state: entry?.usr || null, key: entry?.key || 'default' };
    },
    write: (href, replace, state) => {
      const entry: Entry = { usr: state, key: newKey() };
      if (replace) return win.history.replaceState(entry, '', href);
      try {
        win.history.pushState(entry, '', href);
      } catch (error) {
        // A state the browser cannot store is the caller's mistake; a refused entry (too many) loads the page instead.
        if (error instanceof DOMException && error.name === 'DataCloneError') throw error;
        win.location.assign(href);
      }
    },
    listen: (onPop) => {
      win.addEventListener('popstate', onPop);
      return () => win.removeEventListener('popstate', onPop);
    },
  };
}

function memoryHistory(start: string): RouterHistory {
  let current: Location = { ...parsePath(start), state: null, key: 'default' };
  return {
    read: () => current,
    write: (href, _replace, state) => {
      current = { ...parsePath(href), state, key: newKey() };
    },
    listen: () => () => undefined,
  };
}

interface Navigator {
  basename: string;
  navigate: NavigateFunction;
}

interface Shown {
  location: Location;
  type: NavigationType;
}

interface RouteState {
  outlet: ReactNode;
  params: Params;
}

// Two contexts, as React Router has: a component that only navigates does not render again at every navigation.
const NavigatorContext = createContext<Navigator | null>(null);
const LocationContext = createContext<Shown | null>(null);
const RouteContext = createContext<RouteState>({ outlet: null, params: {} });

function Router({ basename = '', history, children }: { basename?: string; history: RouterHistory; children: ReactNode }) {
  const trimmed = basename.replace(/^\/+|\/+$/g, '');
  const base = trimmed && `/${trimmed}`;
  const [state, setState] = useState<{ location: Location; type: NavigationType }>(() => ({ location: history.read(), type: 'POP' }));
  const pathname = stripBasename(state.location.pathname, base);
  const shown = useMemo<Shown | null>(() => (pathname === null ? null : { location: { ...state.location, pathname }, type: state.type }), [state, pathname]);
  // What `?q=x` and relative paths resolve against: the page shown.
  const shownPath = useRef('/');
  useLayoutEffect(() => {
    shownPath.current = pathname ?? '/';
  }, [pathname]);
  useLayoutEffect(
    () =>
      history.listen(() => {
        const next = { location: history.read(), type: 'POP' as const };
        startTransition(() => setState(next));
      }),
    [history],
  );
  const navigator = useMemo<Navigator>(
    () => ({
      basename: base,
      navigate: (to, { replace = false, state: entryState = null } = {}) => {
        history.write(createHref(base, resolve(to, shownPath.current)), replace, entryState);
        const next = { location: history.read(), type: replace ? ('REPLACE' as const) : ('PUSH' as const) };
        startTransition(() => setState(next));
      },
    }),
    [history, base, setState],
  );
  if (!shown) return null;
  return (
    <NavigatorContext value={navigator}>
      <LocationContext value={shown}>{children}</LocationContext>
    </NavigatorContext>
  );
}

/** The client's router, over the browser's history. */
export function BrowserRouter({ basename, children }: { basename?: string; children: ReactNode }) {
  const [history] = useState(() => browserHistory(window));
  return (
    <Router basename={basename} history={history}>
      {children}
    </Router>
  );
}

/** A router over one location held in memory (`location`: a URL path with the basename, search and hash). */
export function MemoryRouter({ basename, location, children }: { basename?: string; location: string; children: ReactNode }) {
  const [history] = useState(() => memoryHistory(location));
  return (
    <Router basename={basename} history={history}>
      {children}
    </Router>
  );
}

function useRouter<T>(context: Context<T | null>): T {
  const value = use(context);
  if (!value) throw new Error('A router hook was used outside a router.');
  return value;
}

/** The location shown, its pathname below the basename. */
export const useLocation = (): Location => useRouter(LocationContext).location;

/** How the location shown was reached: POP (the page's first location, back, forward), PUSH or REPLACE. */
export const useNavigationType = (): NavigationType => useRouter(LocationContext).type;

/** A stable function that navigates (see the module's comment). */
export const useNavigate = (): NavigateFunction => useRouter(NavigatorContext).navigate;

/** The URL `to` navigates to, basename included. */
export function useHref(to: To): string {
  const { basename } = useRouter(NavigatorContext);
  return createHref(basename, resolve(to, useLocation().pathname));
}

/** The location's query (read only: the site writes its queries with `navigate`). */
export function useSearchParams(): URLSearchParams {
  const { search } = useLocation();
  return useMemo(() => new URLSearchParams(search), [search]);
}

/** The matched route's params (`{ toolId }` on `tools/:toolId`); empty outside `useRoutes`. */
export const useParams = (): Params => use(RouteContext).params;

/** Where a route's element shows its matched child route. */
export function Outlet(): ReactNode {
  return use(RouteContext).outlet;
}

/** The element of the branch of `routes` the location matches (null when none does). */
export function useRoutes(routes: RouteObject[]): ReactNode {
  const matches = matchRoutes(routes, useLocation().pathname);
  if (!matches) return null;
  return matches.reduceRight<ReactNode>((outlet, { route, params }) => <RouteContext value={{ outlet, params }}>{route.element ?? outlet}</RouteContext>, null);
}
