import { defineCatalog, useMessages } from '../../../i18n/catalog';
import type en from './messages/en';

/** Blog listings and post frames messages (src/site/sections/blog/messages), one chunk per locale, loaded with the page. */
export const blogMessages = defineCatalog(import.meta.glob<{ default: typeof en }>('./messages/*.ts'), import.meta.env.SSR && 'src/site/sections/blog/messages');

export const useBlogMessages = () => useMessages(blogMessages);
