/**
 * react-aria's own strings (its search field's "Clear search", its drop zone's instructions) in the
 * page's locale. The site's browser bundle carries only the English ones (vite.config.ts); a German
 * or Arabic page loads its locale's as one chunk before it hydrates and hands them to react-aria's
 * global dictionary, which every component reads from then on. The prerender renders with the same
 * strings from react-aria's own per-package files.
 */
import { ARIA_LOCALE, INTL_LOCALE, type Locale } from './locales';
import { track } from '../ui/tracked';

// Each file's default export is react-aria's strings in that locale, by package (its .d.ts
// declares the module's shape loosely, so it is read as unknown); the site's build keeps only the
// packages the site uses (scripts/vite-aria-strings.ts). Every locale has its file here,
// so a locale joining SITE_LOCALES needs nothing more; a locale not on the site is never loaded.
// The embed loads the same files, one per element language (src/embed/aria-strings.ts).
export const ARIA_STRING_FILES: Partial<Record<Locale, () => Promise<unknown>>> = {
  es: () => import('react-aria-components/i18n/es-ES'),
  'pt-BR': () => import('react-aria-components/i18n/pt-BR'),
  fr: () => import('react-aria-components/i18n/fr-FR'),
  de: () => import('react-aria-components/i18n/de-DE'),
  it: () => import('react-aria-components/i18n/it-IT'),
  ja: () => import('react-aria-components/i18n/ja-JP'),
  'zh-Hans': () => import('react-aria-components/i18n/zh-CN'),
  ru: () => import('react-aria-components/i18n/ru-RU'),
  ar: () => import('react-aria-components/i18n/ar-AE'),
};

/** Source modules of a locale's strings chunk, for the prerender's links (none for English). */
export const ariaStringModules = (locale: Locale): string[] => (locale === 'en' ? [] : [`node_modules/react-aria-components/i18n/${ARIA_LOCALE[locale]}.mjs`]);

const provided = new Map<Locale, Promise<void>>();
const DONE: Promise<void> = track(Promise.resolve());

/**
 * Loads the locale's strings into react-aria's global dictionary (browser only; once per page),
 * before the first react-aria component renders: pages and overlays that use react-aria wait for it
 * (lazy-page.tsx, tool-modules.ts, Layout.tsx), the others never load it. Recorded on the promise
 * (`use()` returns at once once it has settled).
 */
export function provideAriaStrings(locale: Locale): Promise<void> {
  const load = ARIA_STRING_FILES[locale];
  if (!load || typeof window === 'undefined') return DONE;
  let pending = provided.get(locale);
  if (!pending) {
    pending = track(
      load().then((module) => {
        const global = window as unknown as Record<symbol, unknown>;
        // The dictionary answers for exactly this tag, the one I18nProvider gets (AriaScope).
        global[Symbol.for('react-aria.i18n.locale')] = INTL_LOCALE[locale];
        global[Symbol.for('react-aria.i18n.strings')] = (module as { default: unknown }).default;
      }),
    );
    provided.set(locale, pending);
  }
  return pending;
}
