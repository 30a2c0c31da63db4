import { SITE_NAME, SITE_URL } from './site-config';

/** Where the Atom feed lives and what it is called: read by the page head, the "Stay Updated" box and src/site/feed.ts. */
export const FEED_PATH = '/feed.xml';
export const FEED_TITLE = `${SITE_NAME}: New Tools and Articles`;
export const FEED_TYPE = 'application/atom+xml';
export const feedUrl = (origin: string = SITE_URL) => `${origin}${FEED_PATH}`;
