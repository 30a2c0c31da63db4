import { defineCatalog, useMessages, type Translate } from '../../i18n/catalog';
import type { GlyphWords } from './favicon-generator';
import type en from './messages/en';

/** The favicon generator's messages, one chunk per locale (loaded with the tool in the page's locale). */
export const messages = defineCatalog(import.meta.glob<{ default: typeof en }>('/src/tools/favicon-generator/messages/*.ts'));

export type FaviconMessage = keyof typeof en;
export const useFaviconMessages = () => useMessages(messages);

/** The glyph check's messages in the page's locale (favicon-generator.ts keeps English as its default). */
export const glyphWords = (t: Translate<FaviconMessage>): GlyphWords => ({
  empty: t('glyphEmpty'),
  tooMany: (max) => t('glyphTooMany', { max }),
});
