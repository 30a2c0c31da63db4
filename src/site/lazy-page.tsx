import { use, type ComponentType } from 'react';
import { track } from './tracked';

export interface LazyPage {
  (): React.JSX.Element;
  /** Starts loading the page's code; resolves when it is ready to render without suspending. */
  preload: () => Promise<unknown>;
}

/**
 * A code-split page. Unlike React.lazy it can be preloaded so that, once loaded, it renders
 * synchronously: the prerender writes complete HTML and hydration does not wait.
 */
export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  let pending: Promise<ComponentType> | undefined;
  const get = () => (pending ??= track(load()));
  const Page = () => {
    const Component = use(get());
    return <Component />;
  };
  Page.preload = () => get().then(() => undefined, () => undefined);
  return Page;
}
