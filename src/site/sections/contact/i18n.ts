import { defineCatalog, useMessages } from '../../../i18n/catalog';
import type en from './messages/en';

/** Contact page messages (src/site/sections/contact/messages), one chunk per locale, loaded with the page. */
export const contactMessages = defineCatalog(import.meta.glob<{ default: typeof en }>('./messages/*.ts'), import.meta.env.SSR && 'src/site/sections/contact/messages');

export type ContactMessage = keyof typeof en;
export const useContactMessages = () => useMessages(contactMessages);
