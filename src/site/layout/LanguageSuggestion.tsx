import { use, useState } from 'react';
import { X } from 'lucide-react';
import { PlainButton } from '../../ui/components/PlainButton';
import { translator, useLocale } from '../../i18n/catalog';
import { LOCALE_NAMES, localeDir, type SiteLocale } from '../../i18n/locales';
import { useLanguageHref } from './LanguageSwitcher';
import { rememberLocale } from '../locale-preference';
import { siteMessages } from '../i18n';
import * as styles from './LanguageSuggestion.css';

/**
 * "This page is also in Deutsch": offered when the visitor's remembered language, or else the
 * browser's preferred one, is another language the site speaks. Never a redirect: crawlers and
 * shared links get the page they asked for. Either choice is remembered, so it asks once. Fixed at
 * the bottom of the window: appearing after hydration, it moves nothing on the page.
 */
export default function LanguageSuggestion({ suggested }: { suggested: SiteLocale }) {
  const hrefIn = useLanguageHref();
  const current = useLocale();
  // The suggestion speaks the suggested language (the visitor may not read the page's): that
  // locale's chrome messages load with it.
  const t = translator(suggested, use(siteMessages.load(suggested)));
  const [open, setOpen] = useState(true);
  if (!open) return null;
  const name = LOCALE_NAMES[suggested];
  return (
    <aside className={styles.panel} aria-label={t('language')} lang={suggested} dir={localeDir(suggested)}>
      <p className={styles.text}>
        {t('suggestLanguage', { name })}
      </p>
      <div className={styles.actions}>
        <a
          href={hrefIn(suggested)}
          hrefLang={suggested}
          className={styles.switchLink}
          onClick={() => rememberLocale(suggested)}
        >
          {t('suggestSwitch', { name })}
        </a>
        <PlainButton
          variant="ghost"
          size="sm"
          icon={X}
          aria-label={t('suggestDismiss', { name: LOCALE_NAMES[current] })}
          onPress={() => {
            rememberLocale(current);
            setOpen(false);
          }}
        />
      </div>
    </aside>
  );
}
