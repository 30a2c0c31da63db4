import { ArrowRight } from 'lucide-react';
import { CodeOutput } from '../../../ui/components/CodeOutput';
import { Icon } from '../../../ui/components/Icon';
import { flipInRtl } from '../../../ui/styles.css';
import { ButtonLink, Link } from '../../../ui/components/Link';
import { SITE_URL } from '../../site-config';
import { scriptTag } from '../../../embed/loader-path';
import * as styles from './CallToAction.css';
import { useHomeMessages } from './i18n';

export const EMBED_SNIPPET = `${scriptTag(SITE_URL)}
<toolshed-json-formatter></toolshed-json-formatter>`;

/** The closing invitation: to the catalogue, and to embedding a tool on your own site. */
export function CallToAction() {
  const t = useHomeMessages();
  return (
    <section className={styles.panel} aria-labelledby="home-cta-title">
      <div className={styles.copy}>
        <h2 id="home-cta-title" className={styles.title}>
          {t('ctaTitle')}
        </h2>
        <p className={styles.text}>
          {t('ctaText')}
        </p>
        <ButtonLink href="/tools" variant="primary" size="lg">
          {t('browseAllTools')}
          <Icon icon={ArrowRight} size={20} className={flipInRtl} />
        </ButtonLink>
      </div>
      <div className={styles.embed}>
        <h3 className={styles.embedTitle}>{t('embedTitle')}</h3>
        <p className={styles.embedText}>
          {t.rich('embedText', { guide: (children) => <Link href="/docs/api">{children}</Link> })}
        </p>
        <CodeOutput label={t('embedCode')} language="HTML" value={EMBED_SNIPPET} copyLabel={t('copyCode')} wrap />
      </div>
    </section>
  );
}
