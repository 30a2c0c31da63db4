import { SpriteIcon, type SpriteIconName } from '../../../ui/components/SpriteIcon';
import * as home from './home.css';
import * as styles from './WhyChoose.css';

const REASONS: ReadonlyArray<{ title: string; text: string; icon: SpriteIconName }> = [
  {
    title: 'Lightning Fast',
    text: 'Most results appear as you type. Nothing waits on a server round trip, and each tool loads only its own code.',
    icon: 'Zap',
  },
  {
    title: 'Works Everywhere',
    text: 'On desktop, tablet and phone, in any modern browser. No install, no plug-ins, and no connection needed once a tool is open.',
    icon: 'MonitorSmartphone',
  },
  {
    title: 'Always Free',
    text: 'Every tool is free to use, with no account, no trial and no limits on how often you use it.',
    icon: 'Gift',
  },
  {
    title: 'Privacy First',
    text: 'Your text, files and passwords are processed on your device and never uploaded or stored. No trackers.',
    icon: 'ShieldCheck',
  },
];

export function WhyChoose() {
  return (
    <section className={home.section} aria-labelledby="home-why-title">
      <div className={home.sectionTitles}>
        <h2 id="home-why-title" className={home.sectionTitle}>
          Why Choose Toolshed?
        </h2>
        <p className={home.sectionLead}>Small, focused tools that respect your time and your data.</p>
      </div>
      <ul className={styles.grid}>
        {REASONS.map((reason) => (
          <li key={reason.title} className={styles.item}>
            <span className={styles.icon}>
              <SpriteIcon name={reason.icon} size={20} />
            </span>
            <h3 className={styles.title}>{reason.title}</h3>
            <p className={styles.text}>{reason.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
