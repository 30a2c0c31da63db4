import { useEffect, useRef } from 'react';
import { visuallyHidden } from '../../../ui/theme/theme.css';
import { STATS, animateCounters, formatStat } from '../../counters';
import * as styles from './StatCounters.css';

const finals = STATS.map((stat) => stat.value);

/**
 * The three headline figures. The server and the first client render show the final values,
 * so the prerendered page reads right without JavaScript. Once the section scrolls into view
 * (and the visitor has not asked for reduced motion) the digits count up from 0. Only the
 * visible digits move: they are hidden from assistive tech, which reads the final value.
 */
export function StatCounters() {
  const ref = useRef<HTMLDListElement>(null);
  const digitSpans = useRef<HTMLSpanElement[]>([]);

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    if (matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    // The moving digits are written straight into their spans, not through React state: the 60
    // steps each re-rendered the section, most of each step's main-thread time on a phone. React
    // rendered the final figures and never changes them, so it leaves these spans alone.
    const show = (values: readonly number[]) => {
      digitSpans.current.forEach((span, index) => {
        const stat = STATS[index];
        if (stat) span.textContent = formatStat(values[index] ?? stat.value, stat.suffix);
      });
    };
    let stop: (() => void) | undefined;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) {
        // Off screen: start from 0 unseen, so the count-up is there when it scrolls in.
        show(finals.map(() => 0));
        return;
      }
      observer.disconnect();
      stop = animateCounters(finals, show);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      stop?.();
    };
  }, []);

  return (
    <section aria-label="Toolshed in numbers">
      <dl ref={ref} className={styles.list}>
        {STATS.map((stat, index) => (
          <div key={stat.label} className={styles.item}>
            <dt className={styles.label}>{stat.label}</dt>
            <dd className={styles.value}>
              {/* The final figure, invisible, holds the width, so the page does not shift as digits are added. */}
              <span aria-hidden="true" className={styles.digits}>
                <span className={styles.reserve}>{formatStat(stat.value, stat.suffix)}</span>
                <span
                  data-testid="counter-digits"
                  ref={(span) => {
                    if (span) digitSpans.current[index] = span;
                  }}
                >
                  {formatStat(stat.value, stat.suffix)}
                </span>
              </span>
              <span className={visuallyHidden}>{formatStat(stat.value, stat.suffix)}</span>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
