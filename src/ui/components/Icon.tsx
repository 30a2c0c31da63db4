import { forwardRef } from 'react';
import type { LucideIcon } from 'lucide-react';
import { flipInRtl } from '../styles.css';
import { icon as iconClass } from './Icon.css';

export type IconComponent = LucideIcon;

export interface IconProps {
  /** A lucide-react icon component, e.g. `Copy`. Imported one by one so unused icons tree-shake away. */
  icon: IconComponent;
  /** 16 (inline with small text), 20 (default) or 24. */
  size?: 16 | 20 | 24 | 32;
  /** Gives the icon an accessible name. Omit it for decorative icons (they are hidden from assistive tech). */
  label?: string;
  /** Extra class, e.g. a colour from the theme for a status icon. */
  className?: string;
}

/**
 * The one way to draw an icon: consistent size and stroke, decorative unless labelled.
 *
 * **When to use:** in tools and UI components, beside text that carries the meaning (buttons, badges,
 * status messages). Icons are lucide-react components, imported one by one.
 * **Use something else:** `SpriteIcon` for the site's catalogue and page-section icons (one cached
 * sprite instead of script); never an icon alone as the only label of a control without `aria-label`.
 *
 * **Accessibility:** without `label` the SVG is `aria-hidden` and not focusable; with `label` it is
 * `role="img"` with that name. Icons inherit the text colour, so they follow the theme and contrast.
 */
export function Icon({ icon: Glyph, size = 20, label, className }: IconProps) {
  const classes = className ? `${iconClass} ${className}` : iconClass;
  if (label) {
    return <Glyph className={classes} width={size} height={size} strokeWidth={2} role="img" aria-label={label} />;
  }
  return <Glyph className={classes} width={size} height={size} strokeWidth={2} aria-hidden="true" focusable="false" />;
}

/**
 * The icon, mirrored in a right-to-left page (the `flipInRtl` class): for a directional icon given
 * to a component's `icon` prop, e.g. `icon={mirrorInRtl(ArrowLeft)}` on a "Back" link. Make it
 * once, at module level. Beside text, `<Icon icon={ArrowRight} className={flipInRtl} />` does the same.
 */
export function mirrorInRtl(Glyph: IconComponent): IconComponent {
  const Mirrored = forwardRef<SVGSVGElement, Parameters<IconComponent>[0]>(({ className, ...props }, ref) => (
    <Glyph ref={ref} {...props} className={className ? `${className} ${flipInRtl}` : flipInRtl} />
  ));
  Mirrored.displayName = `MirrorInRtl(${Glyph.displayName ?? 'Icon'})`;
  return Mirrored;
}
