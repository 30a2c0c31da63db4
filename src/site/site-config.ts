/**
 * Absolute origin used for canonical URLs, Open Graph tags and the sitemap. Set
 * VITE_SITE_ORIGIN at build time when deploying somewhere else.
 */
export const SITE_ORIGIN: string = (import.meta.env.VITE_SITE_ORIGIN as string | undefined)?.replace(/\/$/, '') || 'https://toolshed.dev';
export const SITE_NAME = 'Toolshed';
export const CONTACT_EMAIL = 'hello@toolshed.dev';

/** The prefix of this build's base path ('' at the origin's root, '/tools' under BASE_PATH=/tools/): src/site/base-path.ts. */
export { BASE_PATH } from './base-path';
import { BASE_PATH } from './base-path';

/** The site's own root URL without the trailing slash: the origin, and the base path when there is one. */
export const SITE_URL = `${SITE_ORIGIN}${BASE_PATH}`;

export const absoluteUrl = (path: string) => `${SITE_URL}${path === '/' ? '/' : path.replace(/\/$/, '')}`;
