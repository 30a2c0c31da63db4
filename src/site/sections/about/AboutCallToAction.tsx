import { BookOpen, LayoutGrid, Mail } from 'lucide-react';
import { useId } from 'react';
import { ButtonLink } from '../../../ui/components/Link';
import * as styles from './about.css';

/** The about page's closing call to action: try the tools, read the blog, get in touch. */
export function AboutCallToAction() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.cta}>
      <h2 id={headingId} className={styles.ctaTitle}>
        Try Toolshed Today
      </h2>
      <p className={styles.ctaText}>
        Pick a tool and start: no sign-up, nothing to install, and nothing you enter leaves your browser.
      </p>
      <div className={styles.ctaActions}>
        <ButtonLink href="/tools" variant="primary" size="lg" icon={LayoutGrid}>
          Explore All Tools
        </ButtonLink>
        <ButtonLink href="/blog" variant="secondary" size="lg" icon={BookOpen}>
          Read Our Blog
        </ButtonLink>
        <ButtonLink href="/contact" variant="secondary" size="lg" icon={Mail}>
          Contact Us
        </ButtonLink>
      </div>
    </section>
  );
}
