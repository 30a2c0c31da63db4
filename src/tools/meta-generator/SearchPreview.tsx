import { StatusBanner } from '../../ui/components/StatusBanner';
import { Stack } from '../../ui/components/Layout';
import type { Translate } from '../../i18n/catalog';
import type { MetaGeneratorMessage } from './i18n';
import { searchPreview, type MetaFields, type MetaSettings } from './meta-generator';
import * as styles from './MetaGenerator.css';

/**
 * What a Google result would show: site, address breadcrumb, the title cut at about 60
 * characters and the description at about 160. Text only: nothing here is fetched.
 */
export function SearchPreview({ fields, settings, t }: { fields: MetaFields; settings: MetaSettings; t: Translate<MetaGeneratorMessage> }) {
  const preview = searchPreview(fields, settings);
  return (
    <Stack gap="sm">
      {preview.hidden ? (
        <StatusBanner tone="warning">{t('noindexWarning')}</StatusBanner>
      ) : null}
      <figure className={styles.result} aria-label={t('previewLabel')} data-testid="search-preview">
        <div className={styles.site}>
          <span className={styles.favicon} aria-hidden="true">
            {preview.site ? preview.site.charAt(0) : '?'}
          </span>
          <span className={styles.siteText}>
            <span className={styles.siteName} data-testid="preview-site">
              {preview.site ?? <span className={styles.missing}>{t('yourSite')}</span>}
            </span>
            <span className={styles.crumb} data-testid="preview-url">
              {preview.breadcrumb ?? <span className={styles.missing}>{t('addUrl')}</span>}
            </span>
          </span>
        </div>
        <p className={styles.resultTitle} data-testid="preview-title">
          {preview.title ?? <span className={styles.missing}>{t('addTitle')}</span>}
        </p>
        <p className={styles.resultDescription} data-testid="preview-description">
          {preview.description ?? <span className={styles.missing}>{t('noDescription')}</span>}
        </p>
      </figure>
    </Stack>
  );
}
