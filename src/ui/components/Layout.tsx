import type { ElementType, ReactNode } from 'react';
import { grid, inline, stack, type GridVariants, type InlineVariants, type StackVariants } from './Layout.css';

interface BoxProps {
  children?: ReactNode;
  /** The element to render, e.g. 'section', 'ul'. Defaults to 'div'. */
  as?: ElementType;
  className?: string;
  id?: string;
  role?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

function join(a: string, b?: string) {
  return b ? `${a} ${b}` : a;
}

/** Vertical flow with a gap from the spacing scale. */
export function Stack({ as: As = 'div', gap, align, className, children, ...rest }: BoxProps & StackVariants) {
  return (
    <As {...rest} className={join(stack({ gap, align }), className)}>
      {children}
    </As>
  );
}

/** Horizontal row that wraps by default. */
export function Inline({ as: As = 'div', gap, align, justify, wrap, className, children, ...rest }: BoxProps & InlineVariants) {
  return (
    <As {...rest} className={join(inline({ gap, align, justify, wrap }), className)}>
      {children}
    </As>
  );
}

/** Responsive grid of equal columns no narrower than `min`. */
export function Grid({ as: As = 'div', gap, min, className, children, ...rest }: BoxProps & GridVariants) {
  return (
    <As {...rest} className={join(grid({ gap, min }), className)}>
      {children}
    </As>
  );
}
