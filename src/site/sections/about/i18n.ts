import { defineCatalog, useMessages } from '../../../i18n/catalog';
import type en from './messages/en';

/** About page messages (src/site/sections/about/messages), one chunk per locale, loaded with the page. */
export const aboutMessages = defineCatalog(import.meta.glob<{ default: typeof en }>('./messages/*.ts'), import.meta.env.SSR && 'src/site/sections/about/messages');

export const useAboutMessages = () => useMessages(aboutMessages);
