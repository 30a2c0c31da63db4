import { Languages } from 'lucide-react';
import { useLocation } from 'react-router-dom';
import { PlainButton } from '../../ui/components/PlainButton';
import { useLocale } from '../../i18n/catalog';
import { LOCALE_NAMES, SITE_LOCALES, type SiteLocale } from '../../i18n/locales';
import { BASE_PATH, pageHref } from '../base-path';
import { rememberLocale } from '../locale-preference';
import { useSiteMessages } from '../i18n';
import * as styles from './LanguageSwitcher.css';

/** This page in every site locale: the same path and query under each locale's prefix. */
function useAlternates(): Array<{ locale: SiteLocale; href: string; current: boolean }> {
  const { pathname, search } = useLocation();
  const current = useLocale();
  return SITE_LOCALES.map((locale) => ({ locale, href: `${pageHref(BASE_PATH, locale, pathname)}${search}`, current: locale === current }));
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
