import { defineCatalog, useMessages, type Translate } from '../../i18n/catalog';
import { localeNumberText } from '../../i18n/numbers';
import type { SizeWords } from './json-formatter';
import type { TreeSizeWords } from './tree';
import type en from './messages/en';

/** The JSON formatter's messages, one chunk per locale (loaded with the tool in the page's locale). */
export const messages = defineCatalog(import.meta.glob<{ default: typeof en }>('/src/tools/json-formatter/messages/*.ts'));

export type JsonFormatterMessage = keyof typeof en;
export type JsonFormatterText = Translate<JsonFormatterMessage>;
export const useJsonFormatterMessages = () => useMessages(messages);

const UNIT_KEYS = { KB: 'kilobytes', MB: 'megabytes', GB: 'gigabytes' } as const;

/** File sizes in the page's locale (json-formatter.ts keeps English as its default). */
export function sizeWords(t: JsonFormatterText): SizeWords {
  return {
    bytes: (count) => t('bytes', { count }),
    size: (value, unit) => t(UNIT_KEYS[unit], { size: localeNumberText(t.locale, value) }),
  };
}

/** The tree's "3 keys", "1 item" in the page's locale (tree.ts keeps English as its default). */
export function treeSizeWords(t: JsonFormatterText): TreeSizeWords {
  return {
    keys: (count) => t('treeKeys', { count }),
    items: (count) => t('treeItems', { count }),
  };
}
