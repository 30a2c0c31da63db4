import { ArrowRight } from 'lucide-react';
import { CodeOutput } from '../../../ui/components/CodeOutput';
import { Icon } from '../../../ui/components/Icon';
import { flipInRtl } from '../../../ui/styles.css';
import { ButtonLink, Link } from '../../../ui/components/Link';
import { SITE_ORIGIN } from '../../site-config';
import * as styles from './CallToAction.css';

export const EMBED_SNIPPET = `<script type="module" src="${SITE_ORIGIN}/embed/toolshed.js"></script>
<toolshed-json-formatter></toolshed-json-formatter>`;

/** The closing invitation: to the catalogue, and to embedding a tool on your own site. */
export function CallToAction() {
  return (
    <section className={styles.panel} aria-labelledby="home-cta-title">
      <div className={styles.copy}>
        <h2 id="home-cta-title" className={styles.title}>
          Ready to Get Something Done?
        </h2>
        <p className={styles.text}>
          Pick a tool and start right away. No sign-up, no download, and nothing leaves your browser.
        </p>
        <ButtonLink href="/tools" variant="primary" size="lg">
          Browse All Tools
          <Icon icon={ArrowRight} size={20} className={flipInRtl} />
        </ButtonLink>
      </div>
      <div className={styles.embed}>
        <h3 className={styles.embedTitle}>Put a Tool on Your Own Site</h3>
        <p className={styles.embedText}>
          One script tag and one element. Each tool runs in its own Shadow DOM, so your styles and ours never clash.{' '}
          <Link href="/docs/api">Read the embed guide</Link>.
        </p>
        <CodeOutput label="Embed code" language="HTML" value={EMBED_SNIPPET} copyLabel="Copy Code" wrap />
      </div>
    </section>
  );
}
