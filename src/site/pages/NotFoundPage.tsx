import { Home, LayoutGrid } from 'lucide-react';
import { Inline } from '../../ui/components/Layout';
import { ButtonLink } from '../../ui/components/Link';
import { SocialImageMeta } from '../PageMeta';
import * as styles from './pages.css';
import { useSiteMessages } from '../i18n';
import { fullTitle } from '../social';

/** Unknown addresses (served with status 404): inside the layout, pointing back to the tools. */
export function NotFoundPage() {
  const t = useSiteMessages();
  return (
    <>
      <title>{fullTitle(t('notFoundTitle'))}</title>
      <meta name="description" content={t('notFoundDescription')} />
      <meta name="robots" content="noindex" />
      <SocialImageMeta path="/404" heading={t('notFoundTitle')} />
      <div className={styles.pageHeader}>
        <h1 className={styles.title}>{t('notFoundTitle')}</h1>
        <p className={styles.lead}>{t('notFoundLead')}</p>
        <Inline gap="sm">
          <ButtonLink href="/tools" variant="primary" icon={LayoutGrid}>
            {t('notFoundBrowse')}
          </ButtonLink>
          <ButtonLink href="/" variant="secondary" icon={Home}>
            {t('notFoundHome')}
          </ButtonLink>
        </Inline>
      </div>
    </>
  );
}
