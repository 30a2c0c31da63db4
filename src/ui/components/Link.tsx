import type { ReactNode } from 'react';
import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components';
import { ExternalLink } from 'lucide-react';
import { visuallyHidden } from '../theme/theme.css';
import { Icon, type IconComponent } from './Icon';
import { button, type ButtonVariants } from './Button.css';
import { externalIcon, link, type LinkVariants } from './Link.css';

type BaseLinkProps = Omit<AriaLinkProps, 'className' | 'children' | 'style'> & {
  /** Where it goes. Site paths route on the client; other URLs load normally. */
  href: string;
  /** The link text: say where it goes ("Embed API"), not "click here". */
  children?: ReactNode;
  /** Opens in a new tab with `rel="noopener noreferrer"` and tells every user so. */
  isExternal?: boolean;
  /** Extra class for layout, not for restyling. */
  className?: string;
};

export interface LinkProps extends BaseLinkProps {
  /** `inline` (default, underlined) inside text; `standalone` for lists and navigation; `subtle` for muted links. */
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

/**
 * A text link. Client-side routing comes from RAC's RouterProvider, so a plain `href` is all it needs.
 *
 * **When to use:** for navigation to another page or place, in text or in lists.
 * **Use something else:** `Button` for an action on this page, `ButtonLink` for navigation that should
 * look like a call to action.
 *
 * **Accessibility:** a real `<a href>`: Enter follows it, it opens in new tabs and shows its URL. Inline
 * links are underlined so colour is not the only cue. External links add an icon and "(opens in a new
 * tab)" for screen readers.
 */
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
  /** Looks like the Button variant of the same name. */
  variant?: ButtonVariants['variant'];
  /** Control height, as Button. */
  size?: ButtonVariants['size'];
  /** Leading icon. With no children the link is icon-only and needs an `aria-label`. */
  icon?: IconComponent;
}

/**
 * Navigation that looks like a Button: it is still a link, so it opens in new tabs and shows its URL.
 *
 * **When to use:** calls to action that go somewhere ("Browse all tools", "Open the tool").
 * **Use something else:** `Button` when pressing it does something on this page, `Link` in running text.
 *
 * **Accessibility:** an `<a href>` (Enter follows it; Space does not, as for any link) with the button
 * focus ring; external links announce "(opens in a new tab)".
 */
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
