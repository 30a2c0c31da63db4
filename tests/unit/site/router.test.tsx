// @vitest-environment node
import fc from 'fast-check';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { matchRoutes, type RouteObject } from '../../../src/site/router/match';
import {
  MemoryRouter,
  Outlet,
  browserHistory,
  createHref,
  parsePath,
  resolve,
  stripBasename,
  useHref,
  useLocation,
  useNavigationType,
  useParams,
  useRoutes,
  useSearchParams,
  type BrowserWindow,
} from '../../../src/site/router/router';

// The site's table (src/site/routes.tsx), its elements replaced by names.
const leaf = (path: string): RouteObject => ({ path, handle: path });
const siteChildren: RouteObject[] = [
  { index: true, handle: 'home' },
  leaf('tools'),
  leaf('tools/:toolId'),
  leaf('blog'),
  leaf('blog/tutorials'),
  leaf('blog/tips'),
  leaf('blog/case-studies'),
  leaf('blog/:slug'),
  leaf('about'),
  leaf('docs/api'),
  leaf('*'),
];
const siteRoutes = (children = siteChildren): RouteObject[] => [{ path: '/', handle: 'layout', children }];

/** The matched leaf's handle and params. */
function leafOf(routes: RouteObject[], path: string) {
  const matches = matchRoutes(routes, path);
  const last = matches?.at(-1);
  return matches && last ? { handle: last.route.handle, params: { ...last.params }, depth: matches.length } : null;
}

describe('matchRoutes', () => {
  const routes = siteRoutes();

  it('matches the index route at the root, below its layout', () => {
    expect(leafOf(routes, '/')).toEqual({ handle: 'home', params: {}, depth: 2 });
    expect(matchRoutes(routes, '/')?.[0]?.route.handle).toBe('layout');
  });

  it('matches static paths with or without a trailing slash, in any case', () => {
    expect(leafOf(routes, '/tools')?.handle).toBe('tools');
    expect(leafOf(routes, '/tools/')?.handle).toBe('tools');
    expect(leafOf(routes, '/Tools')?.handle).toBe('tools');
    expect(leafOf(routes, '/docs/api')?.handle).toBe('docs/api');
  });

  it('gives a param one segment, decoded, its case kept', () => {
    expect(leafOf(routes, '/tools/JSON-formatter')).toEqual({ handle: 'tools/:toolId', params: { toolId: 'JSON-formatter' }, depth: 2 });
    expect(leafOf(routes, '/blog/caf%C3%A9')?.params).toEqual({ slug: 'café' });
    expect(leafOf(routes, '/blog/a%2Fb')?.params).toEqual({ slug: 'a/b' });
    // A malformed escape is matched as written.
    expect(leafOf(routes, '/blog/%E0%A4%A')?.params).toEqual({ slug: '%E0%A4%A' });
  });

  it('prefers a static path over a param, wherever the table lists it', () => {
    expect(leafOf(routes, '/blog/tips')?.handle).toBe('blog/tips');
    const paramFirst = siteRoutes([leaf('blog/:slug'), leaf('blog/tips'), leaf('*')]);
    expect(leafOf(paramFirst, '/blog/tips')?.handle).toBe('blog/tips');
    expect(leafOf(paramFirst, '/blog/other')?.handle).toBe('blog/:slug');
  });

  it('sends every other path to the catch-all, with the rest of the path as `*`', () => {
    expect(leafOf(routes, '/tools/a/b')).toEqual({ handle: '*', params: { '*': 'tools/a/b' }, depth: 2 });
    expect(leafOf(routes, '/nope')?.handle).toBe('*');
    expect(matchRoutes([leaf('tools')], '/about')).toBeNull();
  });

  it('matches a pathless layout route through its children only', () => {
    const layout: RouteObject[] = [{ handle: 'layout', children: [leaf('*')] }];
    expect(matchRoutes(layout, '/anything')?.map((m) => m.route.handle)).toEqual(['layout', '*']);
    expect(matchRoutes([{ handle: 'layout', children: [leaf('a')] }], '/')).toBeNull();
  });

  // Segments a site path may hold: letters of any script, digits, punctuation (not a slash).
  const segment = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 8 }).filter((s) => !s.includes('/') && s !== '.' && s !== '..');
  const name = fc.stringMatching(/^[a-z][a-zA-Z0-9]{0,5}$/);
  // A pattern: static segments and distinctly named params, in any order.
  const pattern = fc
    .array(fc.oneof(fc.record({ name }), fc.record({ text: fc.stringMatching(/^[a-z0-9-]{1,8}$/) })), { minLength: 1, maxLength: 5 })
    .map((parts) => parts.map((p, i) => ('name' in p ? { name: `${p.name}${i}` } : p)));

  it('reads back the params a path was built from (property)', () => {
    fc.assert(
      fc.property(pattern, fc.array(segment, { minLength: 5, maxLength: 5 }), fc.boolean(), (parts, values, slash) => {
        const path = parts.map((p) => ('name' in p ? `:${p.name}` : p.text)).join('/');
        const expected: Record<string, string> = {};
        const url = parts.map((p, i) => {
          if (!('name' in p)) return p.text;
          expected[p.name] = values[i] ?? '';
          return encodeURIComponent(values[i] ?? '');
        });
        const found = leafOf(siteRoutes([leaf(path)]), `/${url.join('/')}${slash ? '/' : ''}`);
        expect(found).toEqual({ handle: path, params: expected, depth: 2 });
      }),
    );
  });

  it('matches the same route whatever the order of the table (property)', () => {
    const sitePath = fc.oneof(
      fc.constantFrom('/', '/tools', '/blog', '/blog/tips', '/blog/tutorials', '/docs/api', '/about/x'),
      segment.map((s) => `/tools/${encodeURIComponent(s)}`),
      segment.map((s) => `/blog/${encodeURIComponent(s)}`),
      fc.array(segment, { maxLength: 4 }).map((parts) => `/${parts.map(encodeURIComponent).join('/')}`),
    );
    fc.assert(
      fc.property(fc.shuffledSubarray(siteChildren, { minLength: siteChildren.length }), sitePath, (shuffled, path) => {
        expect(leafOf(siteRoutes(shuffled), path)).toEqual(leafOf(routes, path));
      }),
    );
  });
});

describe('paths and hrefs', () => {
  it('parses a path into pathname, search and hash', () => {
    expect(parsePath('/a?b=1#c')).toEqual({ pathname: '/a', search: '?b=1', hash: '#c' });
    expect(parsePath('/a#c?d')).toEqual({ pathname: '/a', search: '', hash: '#c?d' });
    expect(parsePath('?')).toEqual({ pathname: '', search: '', hash: '' });
  });

  it('resolves what navigate is given against the path shown', () => {
    expect(resolve('/tools?q=x', '/about')).toEqual({ pathname: '/tools', search: '?q=x', hash: '' });
    // A search alone keeps the path, and drops the fragment shown.
    expect(resolve('?q=x', '/tools')).toEqual({ pathname: '/tools', search: '?q=x', hash: '' });
    expect(resolve({ pathname: '/tools', search: 'category=text' }, '/')).toEqual({ pathname: '/tools', search: '?category=text', hash: '' });
    expect(resolve('#react', '/docs/api').hash).toBe('#react');
    expect(resolve('/a/../b/./c/', '/').pathname).toBe('/b/c/');
    expect(resolve('x', '/tools/').pathname).toBe('/tools/x');
    expect(resolve('../..', '/a').pathname).toBe('/');
    expect(resolve('//x', '/').pathname).toBe('/x');
  });

  it('puts the basename before a site path, its root without a trailing slash', () => {
    expect(createHref('', resolve('/', '/'))).toBe('/');
    expect(createHref('/de', resolve('/', '/'))).toBe('/de');
    expect(createHref('/de', resolve('/?q=1', '/'))).toBe('/de?q=1');
    expect(createHref('/tools/de', resolve('/tools/base64#x', '/'))).toBe('/tools/de/tools/base64#x');
  });

  it('strips the basename (any case) and nothing that only starts like it', () => {
    expect(stripBasename('/de/tools', '/de')).toBe('/tools');
    expect(stripBasename('/DE', '/de')).toBe('/');
    expect(stripBasename('/deutsch', '/de')).toBeNull();
    expect(stripBasename('/fr/tools', '/de')).toBeNull();
    expect(stripBasename('/x', '')).toBe('/x');
  });

  it('round-trips a site path through the basename (property)', () => {
    const part = fc.stringMatching(/^[a-z0-9-]{1,6}$/);
    const path = fc.array(part, { maxLength: 4 }).map((p) => `/${p.join('/')}`);
    const base = fc.oneof(fc.constant(''), path.filter((p) => p !== '/'));
    fc.assert(
      fc.property(base, path, fc.stringMatching(/^(\?[a-z=&]{1,6})?$/), (b, p, q) => {
        const href = createHref(b, resolve(p + q, '/'));
        const { pathname, search } = parsePath(href);
        expect(stripBasename(pathname, b)).toBe(p);
        expect(search).toBe(q);
      }),
    );
  });
});

/** A window whose history is a list of entries, with back() dispatching popstate as a browser does. */
function fakeWindow(start: string) {
  const entries: { url: string; state: unknown }[] = [{ url: start, state: null }];
  let index = 0;
  const listeners = new Set<() => void>();
  const current = () => entries[index] ?? { url: '/', state: null };
  const win = {
    get location() {
      const { pathname, search, hash } = new URL(current().url, 'https://example.test');
      return { pathname, search, hash, assign: vi.fn() };
    },
    history: {
      get state() {
        return current().state;
      },
      pushState(state: unknown, _title: string, url: string) {
        entries.splice(index + 1, entries.length, { url, state });
        index += 1;
      },
      replaceState(state: unknown, _title: string, url: string) {
        entries[index] = { url, state };
      },
    },
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  const back = () => {
    index -= 1;
    for (const listener of listeners) listener();
  };
  return { win: win as unknown as BrowserWindow, entries, back, listeners };
}

describe('browser history', () => {
  it('starts at the page loaded, key "default", no state', () => {
    const { win } = fakeWindow('/de/tools?q=x#top');
    expect(browserHistory(win).read()).toEqual({ pathname: '/de/tools', search: '?q=x', hash: '#top', state: null, key: 'default' });
  });

  it('pushes a new entry with a new key, even for the URL shown', () => {
    const { win, entries } = fakeWindow('/tools');
    const history = browserHistory(win);
    history.write('/tools', false, null);
    const first = history.read().key;
    history.write('/tools', false, { from: 'x' });
    expect(entries.map((e) => e.url)).toEqual(['/tools', '/tools', '/tools']);
    expect(history.read().key).not.toBe(first);
    expect(history.read().key).not.toBe('default');
    expect(history.read().state).toEqual({ from: 'x' });
  });

  it('replaces the entry shown', () => {
    const { win, entries } = fakeWindow('/tools');
    const history = browserHistory(win);
    history.write('/tools?q=a', true, null);
    expect(entries.map((e) => e.url)).toEqual(['/tools?q=a']);
    expect(history.read().search).toBe('?q=a');
  });

  it('tells its listener about back and forward, until it stops listening', () => {
    const { win, back, listeners } = fakeWindow('/');
    const history = browserHistory(win);
    history.write('/about', false, null);
    const onPop = vi.fn(() => history.read().pathname);
    const stop = history.listen(onPop);
    back();
    expect(onPop).toHaveReturnedWith('/');
    stop();
    expect(listeners.size).toBe(0);
  });

  it("reads the entries React Router wrote (a page's history from before)", () => {
    const { win } = fakeWindow('/tools');
    win.history.replaceState({ usr: { a: 1 }, key: 'abc12345', idx: 3 }, '', '/tools');
    expect(browserHistory(win).read()).toMatchObject({ key: 'abc12345', state: { a: 1 } });
  });
});

function Probe() {
  const location = useLocation();
  return (
    <p>
      {location.pathname}|{location.search}|{location.key}|{useNavigationType()}|{useHref('/')}|{useHref('/tools?q=1')}|{useSearchParams().get('q')}|
      {JSON.stringify(useParams())}
    </p>
  );
}

const tree: RouteObject[] = [
  {
    path: '/',
    element: (
      <main>
        <Outlet />
      </main>
    ),
    children: [
      { index: true, element: <i>home</i> },
      { path: 'tools/:toolId', element: <Probe /> },
      { path: '*', element: <b>not found</b> },
    ],
  },
];

function Routes() {
  return useRoutes(tree);
}

const html = (location: string, basename?: string) =>
  renderToString(
    <MemoryRouter location={location} basename={basename}>
      <Routes />
    </MemoryRouter>,
  ).replace(/<!-- -->/g, '');

describe('rendering', () => {
  it('renders the matched branch, the child in its parent’s Outlet', () => {
    expect(html('/de', '/de')).toBe('<main><i>home</i></main>');
    expect(html('/de/nope', '/de')).toBe('<main><b>not found</b></main>');
  });

  it('gives the route its params and the location below the basename', () => {
    expect(html('/tools/de/tools/base64?q=x', '/tools/de')).toBe(
      '<main><p>/tools/base64|?q=x|default|POP|/tools/de|/tools/de/tools?q=1|x|{&quot;toolId&quot;:&quot;base64&quot;}</p></main>',
    );
    expect(html('/tools/json')).toContain('<p>/tools/json||default|POP|/|/tools?q=1||');
  });

  it('renders nothing outside its basename', () => {
    expect(html('/fr/tools/json', '/de')).toBe('');
  });
});
