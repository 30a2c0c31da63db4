import { SpriteIcon, type SpriteIconName } from '../../../ui/components/SpriteIcon';
import * as home from './home.css';
import * as styles from './WhyChoose.css';
import { useHomeMessages } from './i18n';
import type en from './messages/en';

const REASONS: ReadonlyArray<{ title: keyof typeof en; text: keyof typeof en; icon: SpriteIconName }> = [
  {
    title: 'whyFast',
    text: 'whyFastText',
    icon: 'Zap',
  },
  {
    title: 'whyEverywhere',
    text: 'whyEverywhereText',
    icon: 'MonitorSmartphone',
  },
  {
    title: 'whyFree',
    text: 'whyFreeText',
    icon: 'Gift',
  },
  {
    title: 'whyPrivacy',
    text: 'whyPrivacyText',
    icon: 'ShieldCheck',
  },
];

export function WhyChoose() {
  const t = useHomeMessages();
  return (
    <section className={home.section} aria-labelledby="home-why-title">
      <div className={home.sectionTitles}>
        <h2 id="home-why-title" className={home.sectionTitle}>
          {t('whyTitle')}
        </h2>
        <p className={home.sectionLead}>{t('whyLead')}</p>
      </div>
      <ul className={styles.grid}>
        {REASONS.map((reason) => (
          <li key={reason.title} className={styles.item}>
            <span className={styles.icon}>
              <SpriteIcon name={reason.icon} size={20} />
            </span>
            <h3 className={styles.title}>{t(reason.title)}</h3>
            <p className={styles.text}>{t(reason.text)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
