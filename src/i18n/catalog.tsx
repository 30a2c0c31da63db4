/**
 * Message catalogs (issue #31). A namespace (the site's chrome, the design system, one tool) keeps
 * its messages beside its code in `messages/<locale>.ts`, one file per locale, English first:
 *
 *   src/tools/word-counter/messages/en.ts   export default { yourText: 'Your text', … };
 *   src/tools/word-counter/messages/de.ts   export default { yourText: 'Ihr Text', … } satisfies Messages<typeof en>;
 *
 * `defineCatalog(import.meta.glob('./messages/*.ts'))` makes each locale a chunk of its own, so a
 * page loads only its locale's messages for what it shows; the build compiles every ICU message
 * (scripts/vite-messages.ts). Loading records its outcome on the promise, so once preloaded
 * (before hydration, in the prerender) `useMessages` renders without suspending.
 */
import { createContext, createElement, Fragment, use, useContext, type ReactNode } from 'react';
import { DEFAULT_LOCALE, type Locale } from './locales';
import { formatMessage, formatRich, type Compiled, type MessageValues } from './message';
import { track } from '../ui/tracked';
import { retryWhenOnline } from '../ui/when-online';
import { formatNumber } from './numbers';

/** A locale's messages must have exactly the English keys (tsc checks every catalog). */
export type Messages<English extends Record<string, string>> = Record<keyof English, string>;

/**
 * A compiled catalog module (scripts/vite-messages.ts). A tool's also names its guide part (the
 * keys its guide.ts lists), a chunk of its own loaded after the page.
 */
interface CatalogModule {
  default: Record<string, string>;
  guide?: () => Promise<{ default: Record<string, string> }>;
}
type Loader = () => Promise<CatalogModule>;

export interface Catalog<Key extends string> {
  /** Loads (once) the locale's messages; resolves when `useMessages` can render synchronously. */
  load(locale: Locale): Promise<Readonly<Record<Key, Compiled>>>;
  /**
   * Loads (once) the locale's guide part: a tool's feature cards and steps (the keys its guide.ts
   * lists), which `load` leaves out; empty for a catalog without a guide. Never linked into a
   * page's initial JS: the guide hydrates after the page (ToolFrame).
   */
  loadGuide(locale: Locale): Promise<Readonly<Partial<Record<Key, Compiled>>>>;
  /** The locales this catalog has a file for. */
  readonly locales: readonly string[];
  /**
   * The source module of a locale's file (`src/site/messages/de.ts`) when the glob was absolute:
   * the prerender links its chunk into the page.
   */
  modules(locale: Locale): string[];
}

/**
 * A catalog from `import.meta.glob('./messages/*.ts')`. The English file's keys type every
 * lookup; a locale without a file falls back to English (the completeness test fails it first).
 * `source`: the folder of the files (`src/site/messages`), for `modules` when the glob's keys are
 * relative. The site's catalogs pass it to the prerender's build alone
 * (`import.meta.env.SSR && '…'`): in the browser every key of a map the shell carries was a full
 * path (0.2 kB gzip of every page for the site's eight catalogs).
 */
export function defineCatalog<English extends Record<string, string>>(
  files: Record<string, () => Promise<{ default: English }>>,
  source?: string | false,
): Catalog<keyof English & string> {
  type Key = keyof English & string;
  type Loaded = Readonly<Record<Key, Compiled>>;
  const byLocale = new Map<string, Loader>();
  const fileOf = new Map<string, string>();
  for (const [file, load] of Object.entries(files)) {
    const locale = /([\w-]+)\.ts$/.exec(file)?.[1];
    if (locale) {
      byLocale.set(locale, load as Loader);
      fileOf.set(locale, file);
    }
  }
  const modules = new Map<Locale, Promise<CatalogModule>>();
  const moduleOf = (locale: Locale) => {
    let module = modules.get(locale);
    if (!module) {
      const load = byLocale.get(locale) ?? byLocale.get(DEFAULT_LOCALE);
      if (!load) throw new Error(`No ${DEFAULT_LOCALE} messages for a catalog`);
      modules.set(locale, (module = load()));
    }
    return module;
  };
  const pending = new Map<Locale, Promise<Loaded>>();
  const guides = new Map<Locale, Promise<Partial<Loaded>>>();
  return {
    locales: [...byLocale.keys()],
    modules(locale) {
      const file = fileOf.get(locale) ?? fileOf.get(DEFAULT_LOCALE);
      if (file?.startsWith('/')) return [file.slice(1)];
      return file && source ? [`${source}/${file.slice(file.lastIndexOf('/') + 1)}`] : [];
    },
    load(locale) {
      let promise = pending.get(locale);
      if (!promise) {
        // The compiled module's values are strings or part arrays (scripts/vite-messages.ts).
        promise = track(moduleOf(locale).then((module) => module.default as unknown as Loaded));
        pending.set(locale, promise);
      }
      return promise;
    },
    loadGuide(locale) {
      let promise = guides.get(locale);
      if (!promise) {
        promise = track(moduleOf(locale).then(async (module) => (module.guide ? ((await retryWhenOnline(module.guide)).default as unknown as Partial<Loaded>) : {})));
        guides.set(locale, promise);
      }
      return promise;
    },
  };
}

export interface LocaleScope {
  locale: Locale;
}

const LocaleContext = createContext<Locale>(DEFAULT_LOCALE);

/** The locale of everything below: the site's page locale, an embed's `lang`. */
export function LocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <LocaleContext value={locale}>{children}</LocaleContext>;
}

export const useLocale = (): Locale => useContext(LocaleContext);

type Tags = Readonly<Record<string, (children: ReactNode[]) => ReactNode>>;

export interface Translate<Key extends string> {
  (key: Key, values?: MessageValues): string;
  /** A message with `<tag>…</tag>` parts rendered by `tags` (links, emphasis). */
  rich(key: Key, tags: Tags, values?: MessageValues): ReactNode[];
  /** A number as the locale writes it ("1.234" in German). */
  number(n: number, options?: Intl.NumberFormatOptions): string;
  locale: Locale;
}

/**
 * The catalog's messages in the current locale, as a `t(key, values)` function. Suspends until
 * the catalog's chunk has loaded (the site and the embed preload it, so in practice it never does).
 */
export function useMessages<Key extends string>(catalog: Catalog<Key>): Translate<Key> {
  const locale = useLocale();
  const messages = use(catalog.load(locale));
  return translator(locale, messages);
}

/** Nodes of a message as siblings, each keyed by its place (they never reorder). */
const keyed = (nodes: ReactNode[]): ReactNode[] => nodes.map((node, index) => createElement(Fragment, { key: index }, node));

/** One translator per catalog and locale: `t` keeps its identity across renders, so effects and memos that use it do not rerun. */
const translators = new WeakMap<object, Map<Locale, Translate<string>>>();

export function translator<Key extends string>(locale: Locale, messages: Readonly<Partial<Record<Key, Compiled>>>): Translate<Key> {
  let byLocale = translators.get(messages);
  if (!byLocale) translators.set(messages, (byLocale = new Map()));
  const known = byLocale.get(locale);
  if (known) return known as Translate<Key>;
  const t = ((key: Key, values?: MessageValues) => formatMessage(locale, messages[key] ?? key, values)) as Translate<Key>;
  t.rich = (key, tags, values = {}) =>
    keyed(formatRich<ReactNode>(locale, messages[key] ?? key, values, (s) => s, (name, children) => (tags[name] ? tags[name](keyed(children)) : keyed(children))));
  t.number = (n, options) => formatNumber(locale, n, options);
  t.locale = locale;
  byLocale.set(locale, t as unknown as Translate<string>);
  return t;
}
