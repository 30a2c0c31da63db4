import { defineCatalog, useMessages } from '../i18n/catalog';
import type en from './messages/en';

/** The site's chrome messages (src/site/messages), one chunk per locale. */
export const siteMessages = defineCatalog(import.meta.glob<{ default: typeof en }>('./messages/*.ts'), import.meta.env.SSR && 'src/site/messages');

export const useSiteMessages = () => useMessages(siteMessages);
