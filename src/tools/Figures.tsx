import type { ReactNode } from 'react';
import * as styles from './result-card.css';

/** A calculator's result figures: a description list of label and amount rows (see result-card.css.ts). */
export function FigureList({ children }: { children: ReactNode }) {
  return <dl className={styles.figures}>{children}</dl>;
}

/**
 * One row: the label, then the amount at the line's end (isolated, so a currency sign or a minus
 * keeps its place in right-to-left text) with an optional note under it. `main` marks the figure
 * people wait for.
 */
export function Figure({ label, value, note, main = false }: { label: ReactNode; value: ReactNode; note?: ReactNode; main?: boolean }) {
  return (
    <div className={main ? styles.mainFigure : styles.figure}>
      <dt>{label}</dt>
      <dd>
        <bdi className={styles.amount}>{value}</bdi>
        {note ? <span className={styles.note}>{note}</span> : null}
      </dd>
    </div>
  );
}
