import type { ReactNode } from 'react';
import { MailLink } from '../contact/MailLink';
import { CONTACT_EMAIL } from '../../site-config';
import * as styles from '../../pages/legal.css';
import { useLegalMessages } from './i18n';

// The privacy policy's and terms' shared parts.

/** The date both legal pages were last changed (each locale writes it in its messages). */
export const LEGAL_UPDATED = '2024-01-15';

export function LegalSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** "Last updated January 15, 2024" in the page's locale, the date machine-readable. */
export function LegalUpdated() {
  const t = useLegalMessages();
  return <p className={styles.updated}>{t.rich('updated', { date: (children) => <time dateTime={LEGAL_UPDATED}>{children}</time> })}</p>;
}

/** The contact address as a mailto link, for `<mail>` in a legal message. */
export const mailTag = () => <MailLink href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</MailLink>;
