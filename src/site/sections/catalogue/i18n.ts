import { defineCatalog, useMessages } from '../../../i18n/catalog';
import type en from './messages/en';

/** Catalogue page (/tools) messages (src/site/sections/catalogue/messages), one chunk per locale, loaded with the page. */
export const catalogueMessages = defineCatalog(import.meta.glob<{ default: typeof en }>('./messages/*.ts'), import.meta.env.SSR && 'src/site/sections/catalogue/messages');

export const useCatalogueMessages = () => useMessages(catalogueMessages);
