/**
 * The words the meta tag and Open Graph generators share (the title and description fields,
 * the address messages): both catalogs carry these keys, and each tool turns its own `t` into
 * the words here. No catalog is imported, so the Open Graph generator loads only its own.
 */
import type { Translate } from '../../i18n/catalog';
import type { UrlProblem } from '../seo-html';
import type { LengthWords } from './LengthHint';

/** The keys the title and description fields need. */
export type LengthMessage =
  | 'field.title'
  | 'field.description'
  | 'length.hint'
  | 'rating.short'
  | 'rating.good'
  | 'rating.long'
  | 'announce.empty'
  | 'announce.short'
  | 'announce.good'
  | 'announce.long';

/** The length hints' and announcements' words in the page's locale. */
export function lengthWords(t: Translate<LengthMessage>): LengthWords {
  return {
    title: t('field.title'),
    description: t('field.description'),
    hint: (length, min, max) => t('length.hint', { length, min, max }),
    rating: { short: t('rating.short'), good: t('rating.good'), long: t('rating.long') },
    announce: (field, length, rating) => t(`announce.${rating}`, { field, length }),
  };
}

/** The address problems' messages in the page's locale. */
export function urlWords(t: Translate<`url.${UrlProblem}`>): Record<UrlProblem, string> {
  return { scheme: t('url.scheme'), invalid: t('url.invalid'), protocol: t('url.protocol'), host: t('url.host'), spaces: t('url.spaces') };
}
