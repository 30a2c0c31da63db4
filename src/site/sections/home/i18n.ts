import { defineCatalog, useMessages } from '../../../i18n/catalog';
import type en from './messages/en';

/** Home page messages (src/site/sections/home/messages), one chunk per locale, loaded with the page. */
export const homeMessages = defineCatalog(import.meta.glob<{ default: typeof en }>('./messages/*.ts'), import.meta.env.SSR && 'src/site/sections/home/messages');

export const useHomeMessages = () => useMessages(homeMessages);
