import { lazy, Suspense, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Outlet, useLocation, useNavigationType } from './router/router';
import { RoutedLinks } from './RoutedLinks';
import { DeferredFooter } from './layout/DeferredFooter';
import { Header } from './layout/Header';
import { PageHydrated } from './PageHydrated';
import { toolIdInPath } from './tool-modules';
import { SidebarNav } from './layout/SidebarNav';
import * as styles from './Layout.css';
import * as sidebarStyles from './layout/Sidebar.css';
import { useSiteMessages } from './i18n';
import { useLocale } from '../i18n/catalog';
import { useHydrated } from '../ui/useHydrated';
import { suggestedLocale } from './locale-preference';
import { provideAriaStrings } from '../i18n/aria-strings';
import { BASE_PATH, splitPageHref } from './base-path';
import { ErrorBoundary, PageError } from './PageErrorBoundary';

// Both load on first use: most visits never open them.
// react-aria overlays: their strings in the page's language come with them (aria-strings.ts).
const withAriaStrings = <T,>(module: Promise<T>): Promise<T> =>
  Promise.all([module, provideAriaStrings(splitPageHref(BASE_PATH, location.pathname)?.locale ?? 'en')]).then(([loaded]) => loaded);
const MobileSidebar = lazy(() => withAriaStrings(import('./layout/MobileSidebar')));
const CommandPalette = lazy(() => withAriaStrings(import('./layout/CommandPalette')));
// Only when the visitor's language is another one the site speaks.
const LanguageSuggestion = lazy(() => import('./layout/LanguageSuggestion'));

/** Where each page of this visit was scrolled to, by history entry (the location's key). */
const scrolledTo = new Map<string, number>();

const VISITOR_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

let stopHolding = () => {};

/**
 * Scrolls to `y`, and holds it there while the page is still growing (a part of it arriving, which
 * scroll anchoring would follow), for two seconds or until the visitor scrolls or acts, or another
 * page is shown.
 */
function scrollBackTo(y: number) {
  const hold = () => window.scrollTo({ top: y, left: 0, behavior: 'instant' });
  hold();
  if (typeof ResizeObserver === 'undefined') return;
  // A ResizeObserver runs after layout and before paint: a moved page is put back before it shows.
  const growing = new ResizeObserver(hold);
  const stop = () => {
    growing.disconnect();
    clearTimeout(timer);
    for (const type of VISITOR_INPUT) removeEventListener(type, stop, true);
  };
  stopHolding = stop;
  const timer = setTimeout(stop, 2000);
  for (const type of VISITOR_INPUT) addEventListener(type, stop, { capture: true, passive: true });
  growing.observe(document.body);
}

/**
 * A page reached by a link in the site starts at its top, or at its #fragment's target, as a page
 * loaded by the browser does: the router only swaps the content, so the new page appeared scrolled
 * as far as the last one was. This runs as the new page commits (a visit is a transition: the last
 * page stays until the next can show), before it is painted. A link to a fragment of the page shown
 * (the embed builder's `/docs/api#react` from the docs) scrolls to it. A new query on the same page
 * (the catalogue's filters) keeps its place.
 *
 * Back and Forward return to where that page was. The browser's own restoration cannot: it
 * restores as the history entry changes, while the page of the entry left is still shown (clamped
 * to that page's height), and scroll anchoring then keeps the footer, the same element on both,
 * in place as the content swaps — a tool page came back scrolled to its end. So the position of
 * each entry is kept as the visitor scrolls and set again when its page has committed.
 */
function useScrollOnVisit(pathname: string, hash: string, key: string) {
  const navigation = useNavigationType();
  const shown = useRef(key);
  const shownPath = useRef(pathname);
  // Between a Back or Forward and its page, the browser moves the page being left: not its place.
  const popping = useRef(false);
  useEffect(() => {
    const remember = () => popping.current || scrolledTo.set(shown.current, window.scrollY);
    const pop = () => (popping.current = true);
    addEventListener('scroll', remember, { passive: true });
    addEventListener('popstate', pop);
    return () => {
      removeEventListener('scroll', remember);
      removeEventListener('popstate', pop);
    };
  }, []);
  useLayoutEffect(() => {
    popping.current = false;
    if (shown.current === key) return;
    shown.current = key;
    stopHolding();
    const newPage = shownPath.current !== pathname;
    shownPath.current = pathname;
    if (navigation === 'POP') {
      const y = scrolledTo.get(key);
      if (y !== undefined) scrollBackTo(y);
      return;
    }
    if (!newPage && hash.length < 2) return;
    let id = hash.slice(1);
    try {
      id = decodeURIComponent(id);
    } catch {
      // Not percent-encoded text: look the fragment up as it is.
    }
    const target = id ? document.getElementById(id) : null;
    if (target) target.scrollIntoView();
    else if (newPage) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname, hash, key, navigation]);
}

/** Every page: skip link, sticky header, sidebar (beside the content on large screens), footer. */
export function Layout() {
  const { pathname, hash, key } = useLocation();
  useScrollOnVisit(pathname, hash, key);
  const t = useSiteMessages();
  const locale = useLocale();
  // Read after hydration (the prerendered page cannot know the visitor's languages), and once per
  // page language rather than on every render: storage is read only when the locale changes.
  const hydrated = useHydrated();
  const suggested = useMemo(() => (hydrated ? suggestedLocale(locale, navigator.languages) : null), [hydrated, locale]);
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const [paletteOpen, setPaletteOpen] = useState(false);
  const [paletteUsed, setPaletteUsed] = useState(false);
  const [sidebarUsed, setSidebarUsed] = useState(false);

  const openPalette = () => {
    setPaletteUsed(true);
    setPaletteOpen(true);
  };

  // Following a link inside the slide-in sidebar closes it (state adjusted during render, as
  // React recommends for "reset when a value changes").
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setSidebarOpen(false);
  }

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setPaletteUsed(true);
        setPaletteOpen((open) => !open);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <RoutedLinks>
      <a className={styles.skipLink} href="#main">
        {t('skipToContent')}
      </a>
      <Header
        sidebarOpen={sidebarOpen}
        onToggleSidebar={() => {
          setSidebarUsed(true);
          setSidebarOpen((open) => !open);
        }}
        onOpenPalette={openPalette}
      />
      <div className={styles.body}>
        <aside className={sidebarStyles.aside} id="site-sidebar">
          <SidebarNav />
        </aside>
        <div className={styles.content}>
          <main id="main" className={styles.main} tabIndex={-1}>
            <ErrorBoundary path={pathname} fallback={(error) => <PageError error={error} />}>
              <Suspense fallback={<p className={styles.loading}>{t('loading')}</p>}>
                <Outlet />
                {/* A tool page marks itself once its tool (a Suspense boundary of its own) is live. */}
                {toolIdInPath(pathname) ? null : <PageHydrated />}
              </Suspense>
            </ErrorBoundary>
          </main>
          <DeferredFooter />
        </div>
      </div>
      {/* An overlay whose code cannot load leaves the page as it is. */}
      <ErrorBoundary path={pathname} fallback={() => null}>
        <Suspense fallback={null}>
            {sidebarUsed ? <MobileSidebar isOpen={sidebarOpen} onOpenChange={setSidebarOpen} /> : null}
          {paletteUsed ? <CommandPalette isOpen={paletteOpen} onOpenChange={setPaletteOpen} /> : null}
          {suggested ? <LanguageSuggestion suggested={suggested} /> : null}
        </Suspense>
      </ErrorBoundary>
    </RoutedLinks>
  );
}
