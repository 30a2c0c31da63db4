import type { ReactNode } from 'react';
import { Icon, type IconComponent } from './Icon';
import { badge, badgeIcon, type BadgeVariants } from './Badge.css';

export interface BadgeProps {
  tone?: BadgeVariants['tone'];
  children: ReactNode;
  /** Decorative leading icon; the text carries the meaning. */
  icon?: IconComponent;
  className?: string;
}

/** A small, non-interactive status label such as "New" or "Beta". */
export function Badge({ tone, children, icon, className }: BadgeProps) {
  const classes = badge({ tone });
  return (
    <span className={className ? `${classes} ${className}` : classes}>
      {icon ? <Icon icon={icon} size={16} className={badgeIcon} /> : null}
      {children}
    </span>
  );
}
