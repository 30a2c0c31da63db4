import * as styles from './about.css';
import { useAboutMessages } from './i18n';
import { toolIds } from '../../../tools/ids';

/** The about page's claims, as the owner wrote them (product-spec §2 About; DECISIONS.md keeps them). */
export const ABOUT_STATS = [
  // A build with a chosen set of tools (issue #36) counts what it has.
  __TOOLSHED_TOOLS__ !== null ? ({ value: toolIds.length, suffix: '', label: 'statFreeTools' } as const) : ({ value: 50, suffix: '+', label: 'statFreeTools' } as const),
  { value: 100, suffix: 'K+', label: 'statUsers' },
  { value: 150, suffix: '+', label: 'statCountries' },
  { value: 99.9, suffix: '%', label: 'statUptime' },
] as const;

/** Four headline numbers as a description list (label, then value, read in that order). */
export function AboutStats() {
  const t = useAboutMessages();
  return (
    <dl className={styles.stats}>
      {ABOUT_STATS.map((stat) => (
        <div key={stat.label} className={styles.stat}>
          <dt className={styles.statLabel}>{t(stat.label)}</dt>
          <dd className={styles.statValue} dir="ltr">{stat.label === 'statUptime' ? t('uptimeValue') : `${t.number(stat.value)}${stat.suffix}`}</dd>
        </div>
      ))}
    </dl>
  );
}
