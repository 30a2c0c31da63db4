import { createContext, use } from 'react';
import { Languages } from 'lucide-react';
import { useLocation } from '../router/router';
import { PlainButton } from '../../ui/components/PlainButton';
import { useLocale } from '../../i18n/catalog';
import { LOCALE_NAMES, SITE_LOCALES, type SiteLocale } from '../../i18n/locales';
import { BASE_PATH, pageHref } from '../base-path';
import { rememberLocale } from '../locale-preference';
import { useSiteMessages } from '../i18n';
import * as styles from './LanguageSwitcher.css';

/**
 * Whether this page is the not-found page. App.tsx decides it from the route table before
 * anything renders, so the language links are right in the prerendered 404.html as well. (Here,
 * not in a module of its own, so the shell loads no extra file for it.)
 */
export const NotFoundContext = createContext(false);

/**
 * Where a language link leads from this page: the same path and query in that locale, or, from the
 * not-found page, the locale's home page (a path the site lacks in one language it lacks in all, so
 * `/de/404` or `/de/nope` would be missing too). The switcher, the footer's and sidebar's row and
 * the language suggestion use it.
 */
export function useLanguageHref(): (locale: SiteLocale) => string {
  const { pathname, search } = useLocation();
  const notFound = use(NotFoundContext);
  return (locale) => (notFound ? pageHref(BASE_PATH, locale, '/') : `${pageHref(BASE_PATH, locale, pathname)}${search}`);
}

/** This page in every site locale (each locale's home page from the not-found page). */
function useAlternates(): Array<{ locale: SiteLocale; href: string; current: boolean }> {
  const hrefIn = useLanguageHref();
  const current = useLocale();
  return SITE_LOCALES.map((locale) => ({ locale, href: hrefIn(locale), current: locale === current }));
}

/**
 * Links to this page in the other languages. Plain links (they load the other locale's prerendered
 * page, and crawlers follow them); following one remembers the choice for the language suggestion.
 */
function LanguageList({ listClass, itemClass }: { listClass: string; itemClass: string }) {
  return (
    <ul className={listClass}>
      {useAlternates().map(({ locale, href, current }) => (
        <li key={locale}>
          <a
            href={href}
            hrefLang={locale}
            lang={locale}
            aria-current={current ? 'true' : undefined}
            className={itemClass}
            onClick={() => rememberLocale(locale)}
          >
            {LOCALE_NAMES[locale]}
          </a>
        </li>
      ))}
    </ul>
  );
}

const MENU_ID = 'language-menu';

/**
 * The header's language button: a native popover with this page in every language (Escape, a click
 * outside or Tab past the last language closes it). No JavaScript needed, so it works before hydration.
 */
export function LanguageSwitcher() {
  const t = useSiteMessages();
  const name = LOCALE_NAMES[t.locale];
  return (
    <>
      <PlainButton variant="ghost" icon={Languages} aria-label={t('languageButton', { name })} popoverTarget={MENU_ID} className={styles.trigger} />
      <div id={MENU_ID} popover="auto" className={styles.menu} aria-label={t('language')} role="dialog">
        <LanguageList listClass={styles.list} itemClass={styles.item} />
      </div>
    </>
  );
}

/** The languages as a row of links (footer, slide-in sidebar), under a label. */
export function LanguageLinks() {
  const t = useSiteMessages();
  return (
    <nav aria-label={t('language')}>
      <LanguageList listClass={styles.inlineList} itemClass={styles.inlineItem} />
    </nav>
  );
}
