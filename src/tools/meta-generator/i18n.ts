import { defineCatalog, useMessages, type Translate } from '../../i18n/catalog';
import type { MetaWords } from './meta-generator';
import { urlWords } from './shared-words';
import type en from './messages/en';

export { lengthWords } from './shared-words';

/** The meta tag generator's messages, one chunk per locale (loaded with the tool in the page's locale). */
export const messages = defineCatalog(import.meta.glob<{ default: typeof en }>('/src/tools/meta-generator/messages/*.ts'));

export type MetaGeneratorMessage = keyof typeof en;
export const useMetaGeneratorMessages = () => useMessages(messages);

/** The invalid fields' messages in the page's locale (meta-generator.ts keeps English as its default). */
export function metaWords(t: Translate<MetaGeneratorMessage>): MetaWords {
  return { url: urlWords(t), themeColor: t('themeColorInvalid') };
}
