import { Bug, Clock, Mail } from 'lucide-react';
import { MailLink } from './MailLink';
import { Card } from '../../../ui/components/Card';
import { Icon } from '../../../ui/components/Icon';
import { CONTACT_EMAIL } from '../../site-config';
import * as styles from './contact.css';

/** The direct ways to reach us: the mailto address, response time, what a bug report needs. */
export function QuickContact() {
  return (
    <Card title="Quick Contact" headingLevel={2} padding="lg">
      <ul className={styles.panelList}>
        <li className={styles.item}>
          <span className={styles.itemIcon}>
            <Icon icon={Mail} size={20} />
          </span>
          <div className={styles.itemText}>
            <h3 className={styles.itemTitle}>
              Email
            </h3>
            <p className={styles.itemBody}>
              <MailLink href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</MailLink>
            </p>
          </div>
        </li>
        <li className={styles.item}>
          <span className={styles.itemIcon}>
            <Icon icon={Clock} size={20} />
          </span>
          <div className={styles.itemText}>
            <h3 className={styles.itemTitle}>Response Time</h3>
            <p className={styles.itemBody}>We reply to every email within 24 hours.</p>
          </div>
        </li>
        <li className={styles.item}>
          <span className={styles.itemIcon}>
            <Icon icon={Bug} size={20} />
          </span>
          <div className={styles.itemText}>
            <h3 className={styles.itemTitle}>Reporting a Bug</h3>
            <p className={styles.itemBody}>
              Name the tool, your browser and its version, and what you entered. Leave out passwords and personal data.
            </p>
          </div>
        </li>
      </ul>
    </Card>
  );
}
