import { createContext, use, type AnchorHTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import { ExternalLink } from 'lucide-react';
import { visuallyHidden } from '../theme/theme.css';
import { Icon, type IconComponent } from './Icon';
import type { ButtonVariants } from './Button.css';
import { buttonLook } from './button-look';
import { externalIcon, link, type LinkVariants } from './Link.css';

/**
 * How a site path is opened without a full page load: the site provides its router's navigate
 * (src/site/Layout.tsx). Without a provider (an embedded tool, Storybook) links load normally.
 */
export const LinkNavigation = createContext<((href: string) => void) | null>(null);

// mailto:, https:, //host and #fragment addresses are not routes: the browser follows them.
const notARoute = /^([a-z][a-z0-9+.-]*:|\/\/|#)/i;

/** Is `href` a path of this site (routed in the page), rather than another scheme, host or a fragment? */
export const isSitePath = (href: string) => !notARoute.test(href);

/**
 * The locale prefix of the site's pages ('' in English, '/de' on German pages): the site provides it
 * (src/site/RoutedLinks.tsx), so a link written `/tools` points to `/de/tools` on a German page.
 */
export const SitePathPrefix = createContext('');

/**
 * The base path the site is served under ('' at the origin's root, '/tools' under BASE_PATH=/tools/,
 * issue #36): files get it without a locale prefix. SitePathPrefix already starts with it.
 */
export const SiteFileBase = createContext('');

// Files the site serves beside its pages (feeds, the published Storybook, the embed) have no locale.
const notAPage = /^\/(storybook|embed|oembed|og|icons|assets)(\/|$)|\.[a-z0-9]+$/i;

/**
 * `href` in the page's locale: `/tools` → `/de/tools` on a German page (prefix `/de`); files get the
 * base path only (`/feed.xml` → `/tools/feed.xml` under base `/tools`); other addresses unchanged.
 */
export function localizeHref(prefix: string, href: string, base = ''): string {
  if (!href.startsWith('/') || href.startsWith('//')) return href;
  const path = href.split(/[?#]/)[0] ?? href;
  if (notAPage.test(path)) return `${base}${href}`;
  return `${prefix}${href}`;
}

export const useLocalizedHref = (href: string): string => localizeHref(use(SitePathPrefix), href, use(SiteFileBase));

/** A plain left click on a site path, with no modifier and no other target: route it in the page. */
export function useRoutedClick(href: string, target: string | undefined, onClick: BaseLinkProps['onClick']) {
  const navigate = use(LinkNavigation);
  return (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!navigate || event.defaultPrevented || !isSitePath(href) || target) return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(href);
  };
}

type BaseLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'className' | 'children' | 'style' | 'href'> & {
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

function externalProps(isExternal: boolean | undefined): { target?: string; rel?: string } {
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
 * A text link. On the site, site paths route in the page (`LinkNavigation`), so a plain `href` is all it needs.
 *
 * **When to use:** for navigation to another page or place, in text or in lists.
 * **Use something else:** `Button` for an action on this page, `ButtonLink` for navigation that should
 * look like a call to action.
 *
 * **Accessibility:** a real `<a href>`: Enter follows it, it opens in new tabs and shows its URL. Inline
 * links are underlined so colour is not the only cue. External links add an icon and "(opens in a new
 * tab)" for screen readers.
 */
export function Link({ href, variant, isExternal, className, children, onClick, ...props }: LinkProps) {
  const classes = link({ variant });
  const external = externalProps(isExternal);
  const click = useRoutedClick(href, props.target ?? external.target, onClick);
  return (
    <a {...props} href={useLocalizedHref(href)} {...external} onClick={click} className={className ? `${classes} ${className}` : classes}>
      {children}
      {isExternal ? <ExternalHint /> : null}
    </a>
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
export function ButtonLink({ href, variant, size, icon, isExternal, className, children, onClick, ...props }: ButtonLinkProps) {
  const look = buttonLook('ButtonLink', { variant, size, children, className, ...props });
  const external = externalProps(isExternal);
  const click = useRoutedClick(href, props.target ?? external.target, onClick);
  return (
    <a {...props} href={useLocalizedHref(href)} {...external} onClick={click} className={look.className}>
      {icon ? <Icon icon={icon} size={look.iconSize} /> : null}
      {children}
      {isExternal ? (
        <>
          <Icon icon={ExternalLink} size={16} />
          <span className={visuallyHidden}> (opens in a new tab)</span>
        </>
      ) : null}
    </a>
  );
}
