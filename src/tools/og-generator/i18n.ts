import { defineCatalog, useMessages, type Translate } from '../../i18n/catalog';
import { urlWords } from '../meta-generator/shared-words';
import type { OgWords } from './og-generator';
import type en from './messages/en';

export { lengthWords } from '../meta-generator/shared-words';

/** The Open Graph generator's messages, one chunk per locale (loaded with the tool in the page's locale). */
export const messages = defineCatalog(import.meta.glob<{ default: typeof en }>('/src/tools/og-generator/messages/*.ts'));

export type OgGeneratorMessage = keyof typeof en;
export const useOgGeneratorMessages = () => useMessages(messages);

/** The invalid fields' messages in the page's locale (og-generator.ts keeps English as its default). */
export function ogWords(t: Translate<OgGeneratorMessage>): OgWords {
  return { url: urlWords(t), locale: t('localeInvalid'), handle: t('handleInvalid') };
}
