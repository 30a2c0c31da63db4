import { useId, type ReactNode } from 'react';
import { actions as actionsClass, body, card, description as descriptionClass, header, heading, interactive as interactiveClass, titles, type CardVariants } from './Card.css';

export interface CardProps {
  /** Heading of the card; on a `section` it also names the region. */
  title?: ReactNode;
  /** Match the page outline: 2 for top-level sections, 3 (default) inside them. */
  headingLevel?: 2 | 3 | 4;
  /** One line under the title in muted text. */
  description?: ReactNode;
  /** Shown at the top right of the header, e.g. a small Button or Badge. */
  actions?: ReactNode;
  /** The card's body. */
  children?: ReactNode;
  /** Inner padding from the spacing scale. */
  padding?: CardVariants['padding'];
  /** `section` (default) is a named region, `article` a self-contained item in a list, `div` plain grouping. */
  as?: 'section' | 'article' | 'div';
  /** Hover lift for cards whose title is a link; that link then covers the whole card. */
  interactive?: boolean;
  /** Extra class for layout (grid placement, margins), not for restyling. */
  className?: string;
}

/**
 * A surface that groups related content under an optional heading: a tool's options, a result,
 * an item in a list.
 *
 * **When to use:** to separate one group of content from its neighbours.
 * **Use something else:** `Stack` or `Inline` to lay out without a surface, `Dialog` for content that
 * must interrupt, `StatusBanner` for a message about a result.
 *
 * **Accessibility:** with a title, a `section` card is a region landmark named by its heading (pick
 * `headingLevel` to fit the page outline). With `interactive`, the title's link covers the whole card
 * so it is one tab stop and one link for screen readers.
 */
export function Card({ title, headingLevel = 3, description, actions, children, padding, as: As = 'section', interactive, className }: CardProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const hasHeader = title !== undefined || description !== undefined || actions !== undefined;
  const classes = [card({ padding }), interactive ? interactiveClass : '', className ?? ''].filter(Boolean).join(' ');
  // A <section> only becomes a landmark when it has a name; the heading is that name.
  const labelledBy = As === 'section' && title !== undefined ? headingId : undefined;
  return (
    <As className={classes} aria-labelledby={labelledBy}>
      {hasHeader ? (
        <div className={header}>
          <div className={titles}>
            {title !== undefined ? (
              <Heading id={headingId} className={heading}>
                {title}
              </Heading>
            ) : null}
            {description !== undefined ? <p className={descriptionClass}>{description}</p> : null}
          </div>
          {actions !== undefined ? <div className={actionsClass}>{actions}</div> : null}
        </div>
      ) : null}
      {children !== undefined ? <div className={body}>{children}</div> : null}
    </As>
  );
}
