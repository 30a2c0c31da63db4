import { defineCatalog, useMessages } from '../../i18n/catalog';
import type en from './messages/en';

/** Tool page frame (share bar, guide headings) messages (src/site/share/messages), one chunk per locale, loaded with the page. */
export const toolFrameMessages = defineCatalog(import.meta.glob<{ default: typeof en }>('./messages/*.ts'), import.meta.env.SSR && 'src/site/share/messages');

export const useToolFrameMessages = () => useMessages(toolFrameMessages);
