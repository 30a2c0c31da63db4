import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from './router/router';
import '../ui/theme/fonts';
import { themeClass } from '../ui/theme/theme.css';
import './global.css';
import { App } from './App';
import { beginHydration } from './hydration-phase';
import { preloadRoute } from './routes';
import { syncThemeColor } from './theme-preference';
import { yieldToEventLoop } from '../ui/yield';
import { LocaleProvider } from '../i18n/catalog';
import { BASE_PATH, pagePrefix, splitPageHref, stripBase } from './base-path';

document.documentElement.classList.add(themeClass);
syncThemeColor();

/** The prerender parked react-aria's inline styles in data-ssr-style (strict CSP); restore them. */
function restoreInlineStyles(root: HTMLElement) {
  for (const element of root.querySelectorAll<HTMLElement>('[data-ssr-style]')) {
    element.style.cssText = element.dataset.ssrStyle ?? '';
    element.removeAttribute('data-ssr-style');
  }
}

// The page's locale is its URL's (a language switch loads the other locale's page); its path is
// below the base path (issue #36), which the server only sends pages under.
const { locale } = splitPageHref(BASE_PATH, location.pathname) ?? { locale: 'en' as const, path: '/' };
const app = (
  <StrictMode>
    <LocaleProvider locale={locale}>
      <BrowserRouter basename={pagePrefix(BASE_PATH, locale)}>
        <App />
      </BrowserRouter>
    </LocaleProvider>
  </StrictMode>
);

const container = document.getElementById('root');
if (container?.firstElementChild) {
  // Prerendered page: load the route's tool first so hydration meets the markup it expects. Three
  // tasks rather than one: this module's evaluation; matching the route and starting its chunks
  // (their evaluation runs as they arrive); hydration. On a throttled phone they were one task of
  // 50-100 ms, all of it counted as blocking time.
  void yieldToEventLoop()
    .then(() => preloadRoute(stripBase(BASE_PATH, location.pathname) ?? '/', document))
    .then(yieldToEventLoop)
    .then(() => {
      restoreInlineStyles(container);
      beginHydration();
      // As a transition, hydration yields to the browser every few milliseconds instead of holding
      // the main thread for the whole page (one long task on a slow phone); the page is already
      // painted, and a click or key press during hydration is handled first.
      startTransition(() => {
        hydrateRoot(container, app, {
          onRecoverableError: (error) => console.error('Hydration mismatch:', error),
        });
      });
    });
} else if (container) {
  createRoot(container).render(app);
}

// After the page has loaded, so precaching does not compete with it. This module usually runs
// after the load event already (scripts/boot.template.js starts it after the first paint).
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () => {
    // The worker precaches this page's locale (scripts/sw.template.js); its scope is the base path.
    navigator.serviceWorker.register(`${BASE_PATH}/sw.js?locale=${locale}`).catch((error: unknown) => console.error('Offline support unavailable:', error));
  };
  // A task of its own: registering costs a few milliseconds a slow phone's start-up can spare.
  if (document.readyState === 'complete') setTimeout(register);
  else addEventListener('load', () => setTimeout(register), { once: true });
}
