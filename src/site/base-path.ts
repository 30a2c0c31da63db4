import { localizedPath, splitLocalePath, type Locale, type SiteLocale } from '../i18n/locales';

/**
 * Serving the site under a sub-path (issue #36: `BASE_PATH=/tools/ npm run build:site`). A base
 * is written two ways (scripts/build-options.mjs reads and checks it): Vite's `base` / `import.meta.env.BASE_URL` ('/' or '/tools/', with the
 * trailing slash) and, here, the prefix put before a site path ('' or '/tools', without it). Site
 * paths everywhere else stay base-free (`/tools/json-formatter`, `/de/about`): the router's basename,
 * links, absolute URLs and the generated files add the base at the edge.
 */

/** Vite's base ('/tools/', or './' in a relative build such as the embed's) → the prefix before site paths ('/tools', or ''). */
export const basePrefix = (baseUrl: string): string => (baseUrl.startsWith('/') ? baseUrl.replace(/\/+$/, '') : '');

/** A site path under the base: ('/tools', '/about') → '/tools/about'; ('/tools', '/') → '/tools/'; ('', p) → p. */
export function withBase(base: string, path: string): string {
  if (!base) return path;
  return path === '/' ? `${base}/` : `${base}${path}`;
}

/** Back from a URL path to the site path: ('/tools', '/tools/about') → '/about'; '/tools' and '/tools/' → '/'; null outside the base. */
export function stripBase(base: string, pathname: string): string | null {
  if (!base) return pathname;
  if (pathname === base) return '/';
  return pathname.startsWith(`${base}/`) ? pathname.slice(base.length) : null;
}

/** The router's basename and the prefix of every page link: the base, then the locale's prefix. */
export const pagePrefix = (base: string, locale: Locale): string => withBase(base, localizedPath(locale, '/')).replace(/\/$/, '');

/** A page's URL path: ('/tools', 'de', '/about') → '/tools/de/about'. */
export const pageHref = (base: string, locale: Locale, path: string): string => withBase(base, localizedPath(locale, path));

/** Back from a page's URL path to its locale and site path (null outside the base). */
export function splitPageHref(base: string, pathname: string): { locale: SiteLocale; path: string } | null {
  const path = stripBase(base, pathname);
  return path === null ? null : splitLocalePath(path);
}

/** This build's prefix ('' at the root). */
export const BASE_PATH: string = basePrefix(import.meta.env.BASE_URL ?? '/');
