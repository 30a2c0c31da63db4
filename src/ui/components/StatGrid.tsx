import type { ReactNode } from 'react';
import { grid, label as labelClass, tile, value as valueClass, type StatGridVariants, type StatValueVariants } from './StatGrid.css';

export interface Stat {
  /** What the figure is, e.g. "Words". */
  label: string;
  /** The figure, formatted for reading (e.g. `1,204`). */
  value: ReactNode;
}

export interface StatGridProps {
  /** The figures, in reading order. */
  stats: readonly Stat[];
  /** 2 (default) for longer labels; 3 for short figures. */
  columns?: StatGridVariants['columns'];
  /** md (default) for secondary figures; lg when the figures are the tool's result. */
  size?: StatValueVariants['size'];
  /** Extra class for layout (margins, grid placement), not for restyling. */
  className?: string;
}

/**
 * Figures as tiles: a description list, so each value is read with its label
 * ("Words, 120"), while the figure is drawn above its label.
 *
 * **When to use:** for a tool's numeric results (word counts, BMI, percentages).
 * **Use something else:** a table for figures people compare across rows, `Meter` for a level in a range.
 *
 * **Accessibility:** a `<dl>`: each figure is a term/definition pair read with its label. Not a live
 * region; announce a changed result separately if it changes without user input.
 */
export function StatGrid({ stats, columns, size, className }: StatGridProps) {
  const classes = grid({ columns });
  return (
    <dl className={className ? `${classes} ${className}` : classes}>
      {stats.map((stat) => (
        <div key={stat.label} className={tile}>
          <dt className={labelClass}>{stat.label}</dt>
          <dd className={valueClass({ size })}>{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
