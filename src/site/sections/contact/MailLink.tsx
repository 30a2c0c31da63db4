import type { ReactNode } from 'react';
import { link, type LinkVariants } from '../../../ui/components/Link.css';

export interface MailLinkProps {
  href: `mailto:${string}`;
  children: ReactNode;
  variant?: LinkVariants['variant'];
  className?: string;
}

/**
 * A mailto: link styled like the design system's Link. A plain <a> on purpose: react-aria's
 * Link passes every href through the router's useHref (see AriaScope.tsx), which turns
 * "mailto:x" into the relative path "/mailto:x".
 */
export function MailLink({ href, children, variant, className }: MailLinkProps) {
  const classes = link({ variant });
  return (
    <a href={href} className={className ? `${classes} ${className}` : classes}>
      {children}
    </a>
  );
}
