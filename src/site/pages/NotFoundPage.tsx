import { ButtonLink } from '../../ui/components/Link';
import * as styles from './pages.css';

export function NotFoundPage() {
  return (
    <>
      <title>Page not found — Toolshed</title>
      <div className={styles.pageHeader}>
        <h1 className={styles.title}>Page not found</h1>
        <p className={styles.lead}>There is no page at this address. It may have moved, or the link may be mistyped.</p>
        <div>
          <ButtonLink href="/" variant="primary">
            Browse the tools
          </ButtonLink>
        </div>
      </div>
    </>
  );
}
