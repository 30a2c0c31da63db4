import { useEffect } from 'react';
import { spriteSymbolId, type SpriteIconName } from '../icons/sprite-names';
import { ensureSpriteSymbol } from '../icons/sprite-symbols';
import { icon as iconClass } from './Icon.css';

export type { SpriteIconName } from '../icons/sprite-names';

export interface SpriteIconProps {
  /** A name from src/ui/icons/sprite-names.ts (lucide-react export names). */
  name: SpriteIconName;
  /** 16 (inline with small text), 20 (default), 24 or 32. */
  size?: 16 | 20 | 24 | 32;
  /** Gives the icon an accessible name. Omit it for decorative icons (hidden from assistive tech). */
  label?: string;
  /** Extra class, e.g. a colour from the theme. */
  className?: string;
}

/**
 * An icon drawn from the site's SVG sprite instead of a React component per icon: for the site's
 * catalogue and page sections, where dozens of icons would otherwise ship as JavaScript on every
 * page. Same look as `Icon` (lucide stroke style). It points at a symbol in the page
 * (`#icon-Name`): a prerendered page carries the symbols it shows; any other is added from the
 * cached sprite file when the icon mounts (src/ui/icons/sprite-symbols.ts). Not for tools: an
 * embedded tool lives on another site's page, so tools use `Icon`.
 *
 * **When to use:** catalogue cards, category cards and page sections on the site.
 * **Use something else:** `Icon` inside tools and UI components.
 *
 * **Accessibility:** as `Icon`: hidden unless labelled, then `role="img"` with the label.
 */
export function SpriteIcon({ name, size = 20, label, className }: SpriteIconProps) {
  const id = spriteSymbolId(name);
  useEffect(() => ensureSpriteSymbol(id), [id]);
  const classes = className ? `${iconClass} ${className}` : iconClass;
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true, focusable: 'false' as const };
  return (
    <svg
      className={classes}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      {...a11y}
    >
      <use href={`#${id}`} />
    </svg>
  );
}
