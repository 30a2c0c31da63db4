import { Fingerprint, KeyRound, ShieldCheck } from 'lucide-react';
import { Card } from '../../ui/components/Card';
import { Icon } from '../../ui/components/Icon';
import type { Translate } from '../../i18n/catalog';
import type { PasswordGeneratorMessage } from './i18n';
import * as styles from './PasswordGenerator.css';

/** The spec's three security tip cards (§2). */
const TIPS = [
  { icon: Fingerprint, title: 'tipUniqueTitle', text: 'tipUniqueText' },
  { icon: ShieldCheck, title: 'tip2faTitle', text: 'tip2faText' },
  { icon: KeyRound, title: 'tipStoreTitle', text: 'tipStoreText' },
] as const;

/** The tips sit in one shared Card, as every tool's sections do. */
export function SecurityTips({ t }: { t: Translate<PasswordGeneratorMessage> }) {
  return (
    <Card title={t('securityTips')} headingLevel={2}>
      <div className={styles.tipsGrid}>
        {TIPS.map((tip) => (
          <div key={tip.title}>
            <h3 className={styles.tipTitle}>
              <Icon icon={tip.icon} size={20} className={styles.tipIcon} />
              {t(tip.title)}
            </h3>
            <p className={styles.muted}>{t(tip.text)}</p>
          </div>
        ))}
      </div>
    </Card>
  );
}
