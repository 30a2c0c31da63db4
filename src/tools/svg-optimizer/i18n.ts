import { defineCatalog, useMessages } from '../../i18n/catalog';
import type en from './messages/en';

/** The SVG optimizer's messages, one chunk per locale (loaded with the tool in the page's locale). */
export const messages = defineCatalog(import.meta.glob<{ default: typeof en }>('/src/tools/svg-optimizer/messages/*.ts'));

export const useSvgMessages = () => useMessages(messages);
