import type { ReactNode } from 'react';
import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components';
import { ExternalLink } from 'lucide-react';
import { visuallyHidden } from '../theme/theme.css';
import { Icon, type IconComponent } from './Icon';
import { button, type ButtonVariants } from './Button.css';
import { externalIcon, link, type LinkVariants } from './Link.css';

type BaseLinkProps = Omit<AriaLinkProps, 'className' | 'children' | 'style'> & {
  href: string;
  children?: ReactNode;
  /** Opens in a new tab with `rel="noopener noreferrer"` and tells every user so. */
  isExternal?: boolean;
  className?: string;
};

export interface LinkProps extends BaseLinkProps {
  variant?: LinkVariants['variant'];
}

function externalProps(isExternal: boolean | undefined) {
  return isExternal ? { target: '_blank', rel: 'noopener noreferrer' } : {};
}

function ExternalHint() {
  return (
    <>
      <Icon icon={ExternalLink} size={16} className={externalIcon} />
      <span className={visuallyHidden}> (opens in a new tab)</span>
    </>
  );
}

/** A text link. Client-side routing comes from RAC's RouterProvider, so a plain `href` is all it needs. */
export function Link({ variant, isExternal, className, children, ...props }: LinkProps) {
  const classes = link({ variant });
  return (
    <AriaLink {...props} {...externalProps(isExternal)} className={className ? `${classes} ${className}` : classes}>
      {children}
      {isExternal ? <ExternalHint /> : null}
    </AriaLink>
  );
}

export interface ButtonLinkProps extends BaseLinkProps {
  variant?: ButtonVariants['variant'];
  size?: ButtonVariants['size'];
  /** Leading icon. With no children the link is icon-only and needs an `aria-label`. */
  icon?: IconComponent;
}

/** Navigation that looks like a Button: it is still a link, so it opens in new tabs and shows its URL. */
export function ButtonLink({ variant, size, icon, isExternal, className, children, ...props }: ButtonLinkProps) {
  const iconOnly = children === undefined || children === null;
  const classes = button({ variant, size, iconOnly });
  return (
    <AriaLink {...props} {...externalProps(isExternal)} className={className ? `${classes} ${className}` : classes}>
      {icon ? <Icon icon={icon} size={size === 'lg' ? 20 : 16} /> : null}
      {children}
      {isExternal ? (
        <>
          <Icon icon={ExternalLink} size={16} />
          <span className={visuallyHidden}> (opens in a new tab)</span>
        </>
      ) : null}
    </AriaLink>
  );
}
