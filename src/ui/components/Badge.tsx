import type { ReactNode } from 'react';
import { Icon, type IconComponent } from './Icon';
import { badge, badgeIcon, type BadgeVariants } from './Badge.css';

export interface BadgeProps {
  /** Colour of the label; each tone pairs a subtle background with its text colour (AA in both themes). Default `neutral`. */
  tone?: BadgeVariants['tone'];
  /** The label text; keep it to a word or two. */
  children: ReactNode;
  /** Decorative leading icon; the text carries the meaning. */
  icon?: IconComponent;
  /** Extra class for layout (margins, alignment), not for restyling. */
  className?: string;
}

/**
 * A small, non-interactive status label such as "New", "Beta" or "Popular".
 *
 * **When to use:** to tag an item with a state or category next to its title.
 * **Use something else:** a `StatusBanner` for the outcome of an action, a `TagGroup` for labels the
 * user can select or remove, a `Button` for anything clickable.
 *
 * **Accessibility:** plain inline text, read in place with the surrounding content; the icon is
 * decorative (hidden), so the text alone must carry the meaning. Not focusable and not announced on change.
 */
export function Badge({ tone, children, icon, className }: BadgeProps) {
  const classes = badge({ tone });
  return (
    <span className={className ? `${classes} ${className}` : classes}>
      {icon ? <Icon icon={icon} size={16} className={badgeIcon} /> : null}
      {children}
    </span>
  );
}
