import { toolIds } from '../tools/ids';
import { blogPaths } from './content/blog';

/** Pages that are not tools, in sitemap order. */
export const pagePaths = ['/', '/tools', '/blog', '/about', '/contact', '/privacy', '/terms', '/docs/api', '/embed'] as const;

/**
 * Every URL the site serves as a page: prerendered to HTML, listed in the sitemap, precached by
 * the service worker, and walked by the e2e tests.
 */
export function sitePaths(): string[] {
  return [...pagePaths, ...toolIds.map((id) => `/tools/${id}`), ...blogPaths()];
}
