import { BookOpen, LayoutGrid, Mail } from 'lucide-react';
import { useId } from 'react';
import { ButtonLink } from '../../../ui/components/Link';
import * as styles from './about.css';
import { useAboutMessages } from './i18n';

/** The about page's closing call to action: try the tools, read the blog, get in touch. */
export function AboutCallToAction() {
  const headingId = useId();
  const t = useAboutMessages();
  return (
    <section aria-labelledby={headingId} className={styles.cta}>
      <h2 id={headingId} className={styles.ctaTitle}>
        {t('ctaTitle')}
      </h2>
      <p className={styles.ctaText}>
        {t('ctaText')}
      </p>
      <div className={styles.ctaActions}>
        <ButtonLink href="/tools" variant="primary" size="lg" icon={LayoutGrid}>
          {t('exploreAllTools')}
        </ButtonLink>
        <ButtonLink href="/blog" variant="secondary" size="lg" icon={BookOpen}>
          {t('readOurBlog')}
        </ButtonLink>
        <ButtonLink href="/contact" variant="secondary" size="lg" icon={Mail}>
          {t('contactUs')}
        </ButtonLink>
      </div>
    </section>
  );
}
