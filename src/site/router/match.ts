import type { ReactNode } from 'react';

/**
 * The site's route matching (its own router, ./router.tsx): which branch of a route table a path
 * renders, with the params it names. React Router's rules, kept for the patterns the site writes:
 * static segments (compared case-insensitively), `:name` params (one segment each), a trailing
 * `*` catch-all, index routes, nested routes (a child's path is relative to its parent's) and
 * pathless layout routes (only their children match). The most specific pattern wins, whatever
 * the table's order: static segments over params over `*`, and the table's order between equals.
 */

/** A route's params, decoded: `{ toolId: 'base64' }` for `tools/:toolId`, `{ '*': 'rest/of/path' }` for `*`. */
export type Params = Readonly<Record<string, string | undefined>>;

export interface RouteObject {
  /** Relative to the parent route's path (a leading `/` changes nothing); none for a layout or index route. */
  path?: string;
  /** Renders at its parent's path exactly. */
  index?: boolean;
  /** Without one, the route renders its matched child (`<Outlet />`). */
  element?: ReactNode;
  children?: RouteObject[];
  /** Anything the application attaches to the route; `matchRoutes` hands it back. */
  handle?: unknown;
}

/** One route of the matched branch, outermost first; every match of a branch carries all of its params. */
export interface RouteMatch {
  route: RouteObject;
  params: Params;
}

interface Branch {
  routes: RouteObject[];
  /** The route's position among its siblings at each level, to order equally specific siblings. */
  order: number[];
  score: number;
  matcher: RegExp;
  names: string[];
}

const joinPaths = (a: string, b: string) => `${a}/${b}`.replace(/\/\/+/g, '/');
const isSplat = (segment: string) => segment === '*';

/** React Router's ranking: each static segment 10, param 3, empty 1, an index route +2, a splat −2. */
function score(path: string, index: boolean): number {
  const segments = path.split('/');
  const initial = segments.length + (segments.some(isSplat) ? -2 : 0) + (index ? 2 : 0);
  return segments.filter((s) => !isSplat(s)).reduce((sum, s) => sum + (/^:[\w-]+$/.test(s) ? 3 : s === '' ? 1 : 10), initial);
}

/** The pattern as a regular expression over a whole (decoded) path; a trailing slash is allowed. */
function compile(path: string): [RegExp, string[]] {
  const names: string[] = [];
  let source =
    '^' +
    path
      .replace(/\/*\*?$/, '')
      .replace(/^\/*/, '/')
      .replace(/[\\.*+^${}|()[\]]/g, '\\$&')
      .replace(/\/:([\w-]+)/g, (_, name: string) => {
        names.push(name);
        return '/([^\\/]+)';
      });
  if (path.endsWith('*')) {
    names.push('*');
    source += path === '*' || path === '/*' ? '(.*)$' : '(?:\\/(.+)|\\/*)$';
  } else source += '\\/*$';
  return [new RegExp(source, 'i'), names];
}

function flatten(routes: RouteObject[], parentPath: string, parents: RouteObject[], order: number[], out: Branch[]): Branch[] {
  routes.forEach((route, i) => {
    const path = joinPaths(parentPath, route.path ?? '');
    const chain = [...parents, route];
    const position = [...order, i];
    if (route.children?.length) flatten(route.children, path, chain, position, out);
    if (route.path === undefined && !route.index) return;
    const [matcher, names] = compile(path);
    out.push({ routes: chain, order: position, score: score(path, route.index === true), matcher, names });
  });
  return out;
}

/** Equally specific siblings keep the table's order; other ties keep the order flattening gave. */
function siblingOrder(a: number[], b: number[]): number {
  const siblings = a.length === b.length && a.slice(0, -1).every((n, i) => n === b[i]);
  return siblings ? (a.at(-1) ?? 0) - (b.at(-1) ?? 0) : 0;
}

const ranked = new WeakMap<RouteObject[], Branch[]>();

function branches(routes: RouteObject[]): Branch[] {
  let list = ranked.get(routes);
  if (!list) {
    list = flatten(routes, '', [], [], []).sort((a, b) => b.score - a.score || siblingOrder(a.order, b.order));
    ranked.set(routes, list);
  }
  return list;
}

/** Each segment percent-decoded (an encoded `/` stays `%2F`); a malformed path is matched as it is. */
function decodePath(path: string): string {
  try {
    return path
      .split('/')
      .map((segment) => decodeURIComponent(segment).replace(/\//g, '%2F'))
      .join('/');
  } catch {
    return path;
  }
}

/** The branch `pathname` renders, outermost route first, or null when no route matches it. */
export function matchRoutes(routes: RouteObject[], pathname: string): RouteMatch[] | null {
  const path = decodePath(pathname);
  for (const branch of branches(routes)) {
    const found = branch.matcher.exec(path);
    if (!found) continue;
    const params: Record<string, string | undefined> = {};
    // An encoded slash inside a segment reads back as a slash, as React Router gives it.
    branch.names.forEach((name, i) => (params[name] = (found[i + 1] ?? '').replace(/%2F/g, '/')));
    return branch.routes.map((route) => ({ route, params }));
  }
  return null;
}
