import { defineCatalog, useMessages, type Translate } from '../../i18n/catalog';
import type { UtmWords } from './utm-builder';
import type en from './messages/en';

/** The UTM builder's messages, one chunk per locale (loaded with the tool in the page's locale). */
export const messages = defineCatalog(import.meta.glob<{ default: typeof en }>('/src/tools/utm-builder/messages/*.ts'));

export type UtmMessage = keyof typeof en;
export const useUtmMessages = () => useMessages(messages);

/** The field messages in the page's locale (utm-builder.ts keeps English as its default). */
export function utmWords(t: Translate<UtmMessage>): UtmWords {
  return {
    urlEmpty: t('urlEmpty'),
    urlFull: t('urlFull'),
    urlProtocol: t('urlProtocol'),
    required: (field) => t('required', { label: t(`label.${field.key}`), param: field.param }),
  };
}
