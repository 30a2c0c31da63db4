import type { ReactNode } from 'react';
import { grid, label as labelClass, tile, value as valueClass, type StatGridVariants, type StatValueVariants } from './StatGrid.css';

export interface Stat {
  label: string;
  value: ReactNode;
}

export interface StatGridProps {
  stats: readonly Stat[];
  /** 2 (default) for longer labels; 3 for short figures. */
  columns?: StatGridVariants['columns'];
  /** md (default) for secondary figures; lg when the figures are the tool's result. */
  size?: StatValueVariants['size'];
  className?: string;
}

/**
 * Figures as tiles: a description list, so each value is read with its label
 * ("Words, 120"), while the figure is drawn above its label.
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
