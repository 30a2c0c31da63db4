import { ENGLISH_CRACK_TIME_TEXT, SCENARIOS, type CrackTimeText, type CrackTimeWords } from './crack-time';
import * as styles from './CrackTimeList.css';

/**
 * The four attack scenarios and how long each would take: the same list in the password checker and
 * generator. `text` gives the scenarios' words in the page's language (English by default).
 */
export function CrackTimeList({ times, text = ENGLISH_CRACK_TIME_TEXT }: { times: CrackTimeWords; text?: CrackTimeText }) {
  return (
    <dl className={styles.times}>
      {SCENARIOS.map((s) => (
        <div key={s.id} className={styles.timeRow}>
          <dt className={styles.timeLabel}>
            <span className={styles.timeTitle}>{text.title(s.key)}</span>
            <span className={styles.timeRate}>{text.rate(s.key)}</span>
          </dt>
          <dd className={styles.timeValue}>{times[s.key]}</dd>
        </div>
      ))}
    </dl>
  );
}
