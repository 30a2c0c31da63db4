import { defineCatalog, useMessages } from '../../../i18n/catalog';
import type en from './messages/en';

/** Privacy policy and terms messages (src/site/sections/legal/messages), one chunk per locale, loaded with either page. */
export const legalMessages = defineCatalog(import.meta.glob<{ default: typeof en }>('./messages/*.ts'), import.meta.env.SSR && 'src/site/sections/legal/messages');

export const useLegalMessages = () => useMessages(legalMessages);
