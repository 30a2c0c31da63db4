import type { ElementType, ReactNode } from 'react';
import { grid, inline, stack, type GridVariants, type InlineVariants, type StackVariants } from './Layout.css';

interface BoxProps {
  /** The laid-out children. */
  children?: ReactNode;
  /** The element to render, e.g. 'section', 'ul'. Defaults to 'div'. */
  as?: ElementType;
  /** Extra class, e.g. a width or a background; spacing comes from `gap`. */
  className?: string;
  /** Element id, e.g. for `aria-labelledby` or an in-page link. */
  id?: string;
  /** ARIA role when the element is a landmark or list, e.g. `list`. */
  role?: string;
  /** Accessible name, with a `role` or a `section`. */
  'aria-label'?: string;
  /** Id of the heading that names it, with a `role` or a `section`. */
  'aria-labelledby'?: string;
}

export interface StackProps extends BoxProps {
  /** Space between children, from the spacing scale (see Foundations/Spacing and sizing). */
  gap?: StackVariants['gap'];
  /** Cross-axis alignment of the children (default stretch). */
  align?: StackVariants['align'];
}

export interface InlineProps extends BoxProps {
  /** Space between children, from the spacing scale. */
  gap?: InlineVariants['gap'];
  /** Vertical alignment of the children. */
  align?: InlineVariants['align'];
  /** Horizontal distribution of the children. */
  justify?: InlineVariants['justify'];
  /** Wrap onto more lines when there is no room (default `true`). */
  wrap?: InlineVariants['wrap'];
}

export interface GridProps extends BoxProps {
  /** Space between cells, from the spacing scale. */
  gap?: GridVariants['gap'];
  /** Narrowest column: as many columns as fit, each at least this wide. */
  min?: GridVariants['min'];
}

function join(a: string, b?: string) {
  return b ? `${a} ${b}` : a;
}

/**
 * Vertical flow with a gap from the spacing scale.
 *
 * **When to use:** to stack sections, fields or cards with even space, instead of margins on the children.
 * **Use something else:** `Inline` for a row, `Grid` for columns that wrap, `Card` for a visible surface.
 *
 * **Accessibility:** layout only: a `div` unless `as` says otherwise. Visual order is source order, so
 * reading and tab order match what is seen. Use `as="ul"` (with `role="list"`) for real lists.
 */
export function Stack({ as: As = 'div', gap, align, className, children, ...rest }: StackProps) {
  return (
    <As {...rest} className={join(stack({ gap, align }), className)}>
      {children}
    </As>
  );
}

/**
 * Horizontal row that wraps by default: buttons, badges, a label and its value.
 *
 * **When to use:** for a row of controls or items that may wrap on narrow screens.
 * **Use something else:** `Stack` for a column, `Grid` for equal columns.
 *
 * **Accessibility:** layout only; source order is reading and tab order.
 */
export function Inline({ as: As = 'div', gap, align, justify, wrap, className, children, ...rest }: InlineProps) {
  return (
    <As {...rest} className={join(inline({ gap, align, justify, wrap }), className)}>
      {children}
    </As>
  );
}

/**
 * Responsive grid of equal columns no narrower than `min`.
 *
 * **When to use:** cards, options and results that should fill the width in columns and drop to one
 * column on a phone, without breakpoints (it works inside an embed of any width).
 * **Use something else:** `Stack` for a single column, a table for data people compare across rows.
 *
 * **Accessibility:** layout only; items flow in source order, row by row.
 */
export function Grid({ as: As = 'div', gap, min, className, children, ...rest }: GridProps) {
  return (
    <As {...rest} className={join(grid({ gap, min }), className)}>
      {children}
    </As>
  );
}
