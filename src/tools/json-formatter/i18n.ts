import { defineCatalog, useMessages, type Translate } from '../../i18n/catalog';
import { catalogSizeWords } from '../../i18n/sizes';
import type { TreeSizeWords } from './tree';
import type en from './messages/en';

/** The JSON formatter's messages, one chunk per locale (loaded with the tool in the page's locale). */
export const messages = defineCatalog(import.meta.glob<{ default: typeof en }>('/src/tools/json-formatter/messages/*.ts'));

export type JsonFormatterMessage = keyof typeof en;
export type JsonFormatterText = Translate<JsonFormatterMessage>;
export const useJsonFormatterMessages = () => useMessages(messages);

/** File sizes in the page's locale (json-formatter.ts keeps English as its default). */
export const sizeWords = catalogSizeWords;

/** The tree's "3 keys", "1 item" in the page's locale (tree.ts keeps English as its default). */
export function treeSizeWords(t: JsonFormatterText): TreeSizeWords {
  return {
    keys: (count) => t('treeKeys', { count }),
    items: (count) => t('treeItems', { count }),
  };
}
