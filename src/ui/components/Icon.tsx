import type { LucideIcon } from 'lucide-react';
import { icon as iconClass } from './Icon.css';

export type IconComponent = LucideIcon;

export interface IconProps {
  /** A lucide-react icon component, e.g. `Copy`. Imported one by one so unused icons tree-shake away. */
  icon: IconComponent;
  /** 16 (inline with small text), 20 (default) or 24. */
  size?: 16 | 20 | 24 | 32;
  /** Gives the icon an accessible name. Omit it for decorative icons (they are hidden from assistive tech). */
  label?: string;
  className?: string;
}

/** The one way to draw an icon: consistent size and stroke, decorative unless labelled. */
export function Icon({ icon: Glyph, size = 20, label, className }: IconProps) {
  const classes = className ? `${iconClass} ${className}` : iconClass;
  if (label) {
    return <Glyph className={classes} width={size} height={size} strokeWidth={2} role="img" aria-label={label} />;
  }
  return <Glyph className={classes} width={size} height={size} strokeWidth={2} aria-hidden="true" focusable="false" />;
}
