/**
 * Absolute origin used for canonical URLs, Open Graph tags and the sitemap. Set
 * VITE_SITE_ORIGIN at build time when deploying somewhere else.
 */
export const SITE_ORIGIN: string = (import.meta.env.VITE_SITE_ORIGIN as string | undefined)?.replace(/\/$/, '') || 'https://toolshed.dev';
export const SITE_NAME = 'Toolshed';
export const CONTACT_EMAIL = 'hello@toolshed.dev';

export const absoluteUrl = (path: string) => `${SITE_ORIGIN}${path === '/' ? '/' : path.replace(/\/$/, '')}`;
