import { Fingerprint, KeyRound, ShieldCheck } from 'lucide-react';
import { Card } from '../../ui/components/Card';
import { Icon } from '../../ui/components/Icon';
import * as styles from './PasswordGenerator.css';

/** The spec's three security tip cards (§2). */
const TIPS = [
  { icon: Fingerprint, title: 'Use Unique Passwords', text: 'Never reuse a password: one breached site should not unlock your other accounts.' },
  { icon: ShieldCheck, title: 'Enable 2FA', text: 'Turn on two-factor authentication wherever it is offered, so a stolen password alone is not enough.' },
  { icon: KeyRound, title: 'Store Safely', text: 'Keep passwords in a reputable password manager, not in notes, e-mails or spreadsheets.' },
];

/** The tips sit in one shared Card, as every tool's sections do. */
export function SecurityTips() {
  return (
    <Card title="Security Tips" headingLevel={2}>
      <div className={styles.tipsGrid}>
        {TIPS.map((tip) => (
          <div key={tip.title}>
            <h3 className={styles.tipTitle}>
              <Icon icon={tip.icon} size={20} className={styles.tipIcon} />
              {tip.title}
            </h3>
            <p className={styles.muted}>{tip.text}</p>
          </div>
        ))}
      </div>
    </Card>
  );
}
