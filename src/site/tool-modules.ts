import { toolLoaders, type ToolModule } from '../tools/loaders';
import type { ToolId } from '../tools/ids';
import { track } from '../ui/tracked';
import { provideAriaStrings } from '../i18n/aria-strings';
import type { Locale } from '../i18n/locales';
import { toolFrameMessages } from './share/i18n';


const cache = new Map<string, Promise<ToolModule>>();

/**
 * One import per tool for the page's lifetime, so Suspense sees a stable promise. The promise
 * records its outcome, so once loaded `use()` returns at once instead of suspending.
 */
export function loadToolModule(id: ToolId): Promise<ToolModule> | undefined {
  const load = toolLoaders[id];
  if (!load) return undefined;
  let pending = cache.get(id);
  if (!pending) {
    pending = track(load());
    cache.set(id, pending);
  }
  return pending;
}

/**
 * Starts loading a tool's guide words in `locale` (its catalog's guide part, which the page's
 * initial JS leaves out), not awaited: the guide under the tool hydrates, or on a client-side
 * visit appears, when they are in. The chunk is named by the tool's messages chunk, so it starts
 * as soon as those are in rather than when React reaches the guide.
 */
export function preloadToolGuide(id: ToolId, locale: Locale): void {
  loadToolModule(id)?.then((module) => module.messages?.loadGuide(locale)).catch(() => undefined);
}

type FrameModule = typeof import('./pages/ToolFrame');
let frame: Promise<FrameModule> | undefined;
const frames = new Map<Locale, Promise<FrameModule>>();

/**
 * ToolFrame (share bar, guide, react-aria's scope) and its messages in `locale`: loaded once,
 * beside the first tool; the promise is the same for a locale, so `use()` sees a stable one.
 */
export function loadToolFrame(locale: Locale): Promise<FrameModule> {
  let pending = frames.get(locale);
  if (!pending) {
    const code = (frame ??= import('./pages/ToolFrame'));
    pending = track(Promise.all([code, toolFrameMessages.load(locale), provideAriaStrings(locale)]).then(([module]) => module));
    frames.set(locale, pending);
  }
  return pending;
}

/** The tool id a tool page's path names (`/tools/{id}`), or null for any other page. */
export function toolIdInPath(pathname: string): string | null {
  return /^\/tools\/([^/]+)\/?$/.exec(pathname)?.[1] ?? null;
}

/**
 * Loads the tool a URL shows, if any, before rendering: the prerender then writes the whole tool
 * into the HTML (no streamed Suspense segments or inline scripts), and hydration finds the same
 * markup without waiting.
 */
export async function preloadToolFor(pathname: string, locale: Locale): Promise<void> {
  const id = toolIdInPath(pathname);
  if (!id) return;
  const promise = loadToolModule(id as ToolId);
  // The tool's messages in the page's locale come right after its code (the prerender lists both
  // chunks in the page, so the second import finds its file already fetched).
  const withMessages = promise?.then((module) => module.messages?.load(locale));
  if (withMessages) await Promise.all([withMessages, loadToolFrame(locale)]).then(() => undefined, () => undefined);
}
