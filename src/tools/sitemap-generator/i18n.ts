import { defineCatalog, useMessages, type Translate } from '../../i18n/catalog';
import type { SitemapWords } from './sitemap-generator';
import type en from './messages/en';

/** The sitemap generator's messages, one chunk per locale (loaded with the tool in the page's locale). */
export const messages = defineCatalog(import.meta.glob<{ default: typeof en }>('/src/tools/sitemap-generator/messages/*.ts'));

export type SitemapMessage = keyof typeof en;
export const useSitemapMessages = () => useMessages(messages);

/** The rejected lines' messages in the page's locale (sitemap-generator.ts keeps English as its default). */
export function sitemapWords(t: Translate<SitemapMessage>): SitemapWords {
  // Arabic separates list items with its own comma.
  const list = (head: string) => (t.locale === 'ar' ? head.replaceAll(', ', '، ') : head);
  return {
    invalidUrl: (text) => t('invalidUrl', { text }),
    protocol: (protocol) => t('protocol', { protocol }),
    credentials: t('credentials'),
    tooShort: (loc, min) => t('tooShort', { loc, min }),
    tooLong: (max) => t('tooLong', { max }),
    tooManyFields: (count, max, columns) => t('tooManyFields', { count, max, columns }),
    badLastmod: (text) => t('badLastmod', { text }),
    badChangefreq: (text, allowed) => t('badChangefreq', { text, allowed: list(allowed) }),
    badPriority: (text) => t('badPriority', { text }),
    relative: (count, lines) => t('relative', { count, lines }),
    and: (head, last) => t('listAnd', { head: list(head), last }),
    more: (head, rest) => t('listMore', { head: list(head), rest }),
  };
}
