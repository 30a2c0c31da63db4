import { track } from '../../ui/tracked';
import type { PostBlock } from './blog';

/** What `posts/<slug>.ts` exports. */
export interface PostBodyModule {
  body: readonly PostBlock[];
}

// One chunk per post, named by its slug: a post's page loads its own body and no other's, and the
// listings (which read post-list.ts) load none.
const bodies = import.meta.glob<PostBodyModule>('./posts/*.ts');
const fileOf = (slug: string) => `./posts/${slug}.ts`;

const cache = new Map<string, Promise<readonly PostBlock[]>>();

/**
 * A post's body, or undefined for a slug without one. One promise per post for the page's
 * lifetime, recording its outcome (`track`), so once loaded `use()` returns it without
 * suspending: the route preloads it before the prerender renders and before hydration.
 */
export function loadPostBody(slug: string): Promise<readonly PostBlock[]> | undefined {
  const load = bodies[fileOf(slug)];
  if (!load) return undefined;
  let pending = cache.get(slug);
  if (!pending) {
    pending = track(load().then((module) => module.body));
    cache.set(slug, pending);
  }
  return pending;
}

/** Every slug that has a body file (tests hold it to the metadata list). */
export const postBodySlugs = (): string[] => Object.keys(bodies).map((file) => file.replace(/^\.\/posts\/(.+)\.ts$/, '$1'));
