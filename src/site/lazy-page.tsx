import { use, type ComponentType } from 'react';
import { track } from '../ui/tracked';

export interface LazyPage {
  (): React.JSX.Element;
  /** Starts loading the page's code; resolves when it is ready to render without suspending. */
  preload: () => Promise<unknown>;
  /** Sources of the chunks it loads (the page and, unless `aria: false`, AriaScope), for the prerender's links. */
  modules: string[];
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

/**
 * A code-split page. Unlike React.lazy it can be preloaded so that, once loaded, it renders
 * synchronously: the prerender writes complete HTML and hydration does not wait.
 */
export function lazyPage(module: string, load: () => Promise<ComponentType>, { aria = true }: { aria?: boolean } = {}): LazyPage {
  let pending: Promise<ComponentType> | undefined;
  const get = () => (pending ??= track(aria ? withAriaScope(load()) : load()));
  const Page = () => {
    const Component = use(get());
    return <Component />;
  };
  Page.preload = () => get().then(() => undefined, () => undefined);
  Page.modules = aria ? [module, ARIA_SCOPE_MODULE] : [module];
  return Page;
}
