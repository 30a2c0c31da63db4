import { use, type ComponentType } from 'react';
import { track } from '../ui/tracked';
import { useLocale, type Catalog } from '../i18n/catalog';
import type { Locale } from '../i18n/locales';
import { ariaStringModules, provideAriaStrings } from '../i18n/aria-strings';

export interface LazyPage {
  (): React.JSX.Element;
  /**
   * Starts loading the page's code and its messages in `locale`; resolves when it is ready to
   * render without suspending.
   */
  preload: (locale: Locale) => Promise<unknown>;
  /**
   * Sources of the chunks it loads in `locale` (the page, its messages and, unless `aria: false`,
   * AriaScope), for the prerender's links.
   */
  modules: (locale: Locale) => string[];
}

/** AriaScope's source, as the build manifest names its chunk. */
export const ARIA_SCOPE_MODULE = 'src/site/AriaScope.tsx';

/**
 * A page that uses react-aria components renders inside AriaScope (its locale and router), which
 * loads with the page: the home page, which uses none, does not load react-aria at all.
 */
async function withAriaScope(page: Promise<ComponentType>): Promise<ComponentType> {
  const [Component, { AriaScope }] = await Promise.all([page, import('./AriaScope')]);
  return function ScopedPage() {
    return (
      <AriaScope>
        <Component />
      </AriaScope>
    );
  };
}

export interface LazyPageOptions {
  /** Whether the page needs react-aria (AriaScope); default true. */
  aria?: boolean;
  /** The page's own messages (its namespace's catalog): loaded with its code, in the page's locale. */
  messages?: Catalog<string>;
}

/**
 * A code-split page. Unlike React.lazy it can be preloaded so that, once loaded, it renders
 * synchronously: the prerender writes complete HTML and hydration does not wait. Its catalog loads
 * beside its code (not after it), so a client-side visit makes no request waterfall either.
 */
export function lazyPage(module: string, load: () => Promise<ComponentType>, { aria = true, messages }: LazyPageOptions = {}): LazyPage {
  let pending: Promise<ComponentType> | undefined;
  const get = () => (pending ??= track(aria ? withAriaScope(load()) : load()));
  const Page = () => {
    const locale = useLocale();
    const loadingMessages = messages?.load(locale);
    // A page using react-aria renders once its strings are in the page's language (aria-strings.ts).
    const loadingAria = aria ? provideAriaStrings(locale) : null;
    const Component = use(get());
    if (loadingMessages) use(loadingMessages);
    if (loadingAria) use(loadingAria);
    return <Component />;
  };
  Page.preload = (locale: Locale) => Promise.all([get(), messages?.load(locale), aria ? provideAriaStrings(locale) : null]).then(() => undefined, () => undefined);
  Page.modules = (locale: Locale) => [module, ...(messages?.modules(locale) ?? []), ...(aria ? [ARIA_SCOPE_MODULE, ...ariaStringModules(locale)] : [])];
  return Page;
}
