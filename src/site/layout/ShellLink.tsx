import type { ReactNode } from 'react';
import { useLocalizedHref, useRoutedClick } from '../../ui/components/Link';

/** The path as links compare it: no trailing slash (except "/" itself), lower case (the router's rule, router/match.ts). */
export function comparablePath(pathname: string): string {
  return (pathname.replace(/\/+$/, '') || '/').toLowerCase();
}

/**
 * The spec's highlight rule: a link is current on its own path and every path below it, except
 * Home, and any link marked `exact`, which are current only on their own path.
 */
export function isCurrentNav(to: string, pathname: string, exact = false): boolean {
  const path = comparablePath(pathname);
  if (exact || to === '/') return path === to;
  return path === to || path.startsWith(`${to}/`);
}

export interface ShellLinkProps {
  /** A site path. */
  to: string;
  className?: string;
  /** Marks the link as the page being shown (`aria-current="page"`). */
  isCurrent?: boolean;
  /** Load the address as a new document instead of routing in the page. */
  reloadDocument?: boolean;
  'aria-label'?: string;
  children: ReactNode;
}

/**
 * A link of the site's shell (header, sidebar, footer): a plain `<a href>` that routes in the page
 * through LinkNavigation, as the ui Link does, and says which link is the current page. React
 * Router's NavLink and Link did this with five or six router hooks per link; every page hydrates
 * about 50 shell links (35 in the sidebar), and those hooks were the largest part of the shell's
 * hydration on a throttled phone.
 */
export function ShellLink({ to, className, isCurrent, reloadDocument, children, ...props }: ShellLinkProps) {
  const routedClick = useRoutedClick(to, undefined, undefined);
  return (
    <a {...props} href={useLocalizedHref(to)} className={className} aria-current={isCurrent ? 'page' : undefined} onClick={reloadDocument ? undefined : routedClick}>
      {children}
    </a>
  );
}
