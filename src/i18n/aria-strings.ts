/**
 * react-aria's own strings (its search field's "Clear search", its drop zone's instructions) in the
 * page's locale. The site's browser bundle carries only the English ones (vite.config.ts); a German
 * or Arabic page loads its locale's as one chunk before it hydrates and hands them to react-aria's
 * global dictionary, which every component reads from then on. The prerender renders with the same
 * strings from react-aria's own per-package files.
 */
import { INTL_LOCALE, type Locale } from './locales';

// Each file's default export is every react-aria package's strings in that locale (its .d.ts
// declares the module's shape loosely, so it is read as unknown).
const FILES: Partial<Record<Locale, () => Promise<unknown>>> = {
  de: () => import('react-aria-components/i18n/de-DE'),
  ar: () => import('react-aria-components/i18n/ar-AE'),
};

/** Source modules of a locale's strings chunk, for the prerender's links (none for English). */
const FILE_TAGS: Partial<Record<Locale, string>> = { de: 'de-DE', ar: 'ar-AE' };
export const ariaStringModules = (locale: Locale): string[] => {
  const tag = FILE_TAGS[locale];
  return tag ? [`node_modules/react-aria-components/i18n/${tag}.mjs`] : [];
};

/** Loads the locale's strings into react-aria's global dictionary (browser only; once per page). */
export async function provideAriaStrings(locale: Locale): Promise<void> {
  const load = FILES[locale];
  if (!load || typeof window === 'undefined') return;
  const strings = ((await load()) as { default: unknown }).default;
  const global = window as unknown as Record<symbol, unknown>;
  // The dictionary answers for exactly this tag, the one I18nProvider gets (AriaScope).
  global[Symbol.for('react-aria.i18n.locale')] = INTL_LOCALE[locale];
  global[Symbol.for('react-aria.i18n.strings')] = strings;
}
