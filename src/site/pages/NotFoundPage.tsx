import { Home, LayoutGrid } from 'lucide-react';
import { Inline } from '../../ui/components/Layout';
import { ButtonLink } from '../../ui/components/Link';
import { SocialImageMeta } from '../PageMeta';
import * as styles from './pages.css';

/** Unknown addresses (served with status 404): inside the layout, pointing back to the tools. */
export function NotFoundPage() {
  return (
    <>
      <title>Page Not Found — Toolshed</title>
      <meta name="description" content="There is no page at this address. Browse all Toolshed tools instead." />
      <meta name="robots" content="noindex" />
      <SocialImageMeta path="/404" heading="Page Not Found" />
      <div className={styles.pageHeader}>
        <h1 className={styles.title}>Page Not Found</h1>
        <p className={styles.lead}>There is no page at this address. It may have moved, or the link may be mistyped.</p>
        <Inline gap="sm">
          <ButtonLink href="/tools" variant="primary" icon={LayoutGrid}>
            Browse all tools
          </ButtonLink>
          <ButtonLink href="/" variant="secondary" icon={Home}>
            Go to the home page
          </ButtonLink>
        </Inline>
      </div>
    </>
  );
}
