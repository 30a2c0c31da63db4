import { SCENARIOS, type CrackTimeWords } from './crack-time';
import * as styles from './CrackTimeList.css';

/** The four attack scenarios and how long each would take: the same list in the password checker and generator. */
export function CrackTimeList({ times }: { times: CrackTimeWords }) {
  return (
    <dl className={styles.times}>
      {SCENARIOS.map((s) => (
        <div key={s.id} className={styles.timeRow}>
          <dt className={styles.timeLabel}>
            <span className={styles.timeTitle}>{s.title}</span>
            <span className={styles.timeRate}>{s.rate}</span>
          </dt>
          <dd className={styles.timeValue}>{times[s.key]}</dd>
        </div>
      ))}
    </dl>
  );
}
