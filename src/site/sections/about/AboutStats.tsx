import * as styles from './about.css';

/** The about page's claims, as the owner wrote them (product-spec §2 About; DECISIONS.md keeps them). */
export const ABOUT_STATS = [
  { value: '50+', label: 'Free tools' },
  { value: '100K+', label: 'Users' },
  { value: '150+', label: 'Countries' },
  { value: '99.9%', label: 'Uptime' },
] as const;

/** Four headline numbers as a description list (label, then value, read in that order). */
export function AboutStats() {
  return (
    <dl className={styles.stats}>
      {ABOUT_STATS.map((stat) => (
        <div key={stat.label} className={styles.stat}>
          <dt className={styles.statLabel}>{stat.label}</dt>
          <dd className={styles.statValue}>{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
