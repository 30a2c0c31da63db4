import { useId } from 'react';
import { Fingerprint, KeyRound, ShieldCheck } from 'lucide-react';
import { Card } from '../../ui/components/Card';
import { Icon } from '../../ui/components/Icon';
import { Stack } from '../../ui/components/Layout';
import * as styles from './PasswordGenerator.css';

/** The spec's three security tip cards (§2). */
const TIPS = [
  { icon: Fingerprint, title: 'Use Unique Passwords', text: 'Never reuse a password: one breached site should not unlock your other accounts.' },
  { icon: ShieldCheck, title: 'Enable 2FA', text: 'Turn on two-factor authentication wherever it is offered, so a stolen password alone is not enough.' },
  { icon: KeyRound, title: 'Store Safely', text: 'Keep passwords in a reputable password manager, not in notes, e-mails or spreadsheets.' },
];

export function SecurityTips() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Stack gap="md">
        <h2 id={headingId} className={styles.sectionHeading}>
          Security Tips
        </h2>
        <div className={styles.tipsGrid}>
          {TIPS.map((tip) => (
            <Card
              key={tip.title}
              as="div"
              title={
                <span className={styles.tipTitle}>
                  <Icon icon={tip.icon} size={20} className={styles.tipIcon} />
                  {tip.title}
                </span>
              }
            >
              <p className={styles.muted}>{tip.text}</p>
            </Card>
          ))}
        </div>
      </Stack>
    </section>
  );
}
