import { Bug, Clock, Mail } from 'lucide-react';
import { MailLink } from './MailLink';
import { Card } from '../../../ui/components/Card';
import { Icon } from '../../../ui/components/Icon';
import { CONTACT_EMAIL } from '../../site-config';
import { useContactMessages } from './i18n';
import * as styles from './contact.css';

/** The direct ways to reach us: the mailto address, response time, what a bug report needs. */
export function QuickContact() {
  const t = useContactMessages();
  return (
    <Card title={t('quickTitle')} headingLevel={2} padding="lg">
      <ul className={styles.panelList}>
        <li className={styles.item}>
          <span className={styles.itemIcon}>
            <Icon icon={Mail} size={20} />
          </span>
          <div className={styles.itemText}>
            <h3 className={styles.itemTitle}>{t('quickEmail')}</h3>
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
            <h3 className={styles.itemTitle}>{t('quickResponseTitle')}</h3>
            <p className={styles.itemBody}>{t('quickResponseText')}</p>
          </div>
        </li>
        <li className={styles.item}>
          <span className={styles.itemIcon}>
            <Icon icon={Bug} size={20} />
          </span>
          <div className={styles.itemText}>
            <h3 className={styles.itemTitle}>{t('quickBugTitle')}</h3>
            <p className={styles.itemBody}>{t('quickBugText')}</p>
          </div>
        </li>
      </ul>
    </Card>
  );
}
