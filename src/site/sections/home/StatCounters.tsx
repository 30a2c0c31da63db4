import { useEffect, useRef } from 'react';
import { visuallyHidden } from '../../../ui/theme/theme.css';
import { STATS, animateCounters } from '../../counters';
import { useHomeMessages } from './i18n';
import type en from './messages/en';
import { formatNumber } from '../../../i18n/numbers';
import type { Locale } from '../../../i18n/locales';

/** "10,000+", "10.000+", "١٠٬٠٠٠+": grouped as the locale writes it, without Intl (a table, src/i18n/numbers.ts). */
const formatStat = (locale: Locale, value: number, suffix: string) => `${formatNumber(locale, value)}${suffix}`;
import * as styles from './StatCounters.css';

const finals = STATS.map((stat) => stat.value);

/** Each figure's label in the page's locale, in STATS order. */
const LABELS: ReadonlyArray<keyof typeof en> = ['statFreeTools', 'statHappyUsers', 'statCountries'];

/**
 * The three headline figures. The server and the first client render show the final values,
 * so the prerendered page reads right without JavaScript. Once the section scrolls into view
 * (and the visitor has not asked for reduced motion) the digits count up from 0. Only the
 * visible digits move: they are hidden from assistive tech, which reads the final value.
 */
export function StatCounters() {
  const t = useHomeMessages();
  const locale = t.locale;
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
        if (stat) span.textContent = formatStat(locale, values[index] ?? stat.value, stat.suffix);
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
  }, [locale]);

  return (
    <section aria-label={t('statsLabel')}>
      <dl ref={ref} className={styles.list}>
        {STATS.map((stat, index) => (
          <div key={stat.label} className={styles.item}>
            <dt className={styles.label}>{t(LABELS[index] ?? 'statFreeTools')}</dt>
            <dd className={styles.value} dir="ltr">
              {/* The final figure, invisible, holds the width, so the page does not shift as digits are added. */}
              <span aria-hidden="true" className={styles.digits}>
                <span className={styles.reserve}>{formatStat(locale, stat.value, stat.suffix)}</span>
                <span
                  data-testid="counter-digits"
                  ref={(span) => {
                    if (span) digitSpans.current[index] = span;
                  }}
                >
                  {formatStat(locale, stat.value, stat.suffix)}
                </span>
              </span>
              <span className={visuallyHidden}>{formatStat(locale, stat.value, stat.suffix)}</span>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
