/**
 * react-aria's own strings inside the embed (issue #31): a dialog's hidden "Dismiss" button, the
 * drop zone's label, the search field's "Clear search", in the element's language. The embed
 * bundle carries only the English ones; an element in another language loads this module and that
 * locale's file (the site's chunk per locale, src/i18n/aria-strings.ts) before it renders, once
 * per page.
 *
 * The site hands a page's one locale to react-aria's global dictionary. An embed cannot: elements
 * on one page may speak different languages and change them later, and the global would also
 * reach a host page's own react-aria. Instead, in the embed build every react-aria module of one
 * package's strings in one site locale (`react-aria/dist/private/intl/searchfield/de-DE.mjs`) is a
 * slot (aria-slots.ts) that this fills in place. react-aria's dictionaries hold the slots by
 * reference, so they answer in German from then on, and each element's `I18nProvider` picks its
 * own locale among them.
 */
import { ARIA_STRING_FILES } from '../i18n/aria-strings';
import { ARIA_LOCALE, type SiteLocale } from '../i18n/locales';
import { ariaStringsSlot } from './aria-slots';

const loaded = new Map<SiteLocale, Promise<void>>();

/**
 * Fills every package's slot for `locale` from its strings file (nothing to load for English,
 * which the bundle has). Once per page and locale; a failed load is tried again next time.
 */
export function loadEmbedAriaStrings(locale: SiteLocale): Promise<void> {
  const load = ARIA_STRING_FILES[locale];
  if (!load) return Promise.resolve();
  let pending = loaded.get(locale);
  if (!pending) {
    pending = load().then((module) => {
      const packages = (module as { default: Record<string, Record<string, unknown>> }).default;
      for (const [pkg, strings] of Object.entries(packages)) Object.assign(ariaStringsSlot(pkg, ARIA_LOCALE[locale]), strings);
    });
    pending.catch(() => loaded.delete(locale));
    loaded.set(locale, pending);
  }
  return pending;
}
