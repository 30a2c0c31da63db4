import { useId, type ReactNode } from 'react';
import { actions as actionsClass, body, card, description as descriptionClass, header, heading, interactive as interactiveClass, titles, type CardVariants } from './Card.css';

export interface CardProps {
  title?: ReactNode;
  /** Match the page outline: 2 for top-level sections, 3 (default) inside them. */
  headingLevel?: 2 | 3 | 4;
  description?: ReactNode;
  /** Shown at the top right of the header, e.g. a small Button or Badge. */
  actions?: ReactNode;
  children?: ReactNode;
  padding?: CardVariants['padding'];
  as?: 'section' | 'article' | 'div';
  /** Hover lift for cards whose title is a link; that link then covers the whole card. */
  interactive?: boolean;
  className?: string;
}

/** A surface that groups related content under an optional heading. */
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
