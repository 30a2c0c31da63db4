import type { ReactNode } from 'react';
import { button, type ButtonVariants } from './Button.css';
import { joinClasses } from './join-classes';

interface ButtonLookProps {
  variant?: ButtonVariants['variant'];
  size?: ButtonVariants['size'];
  children?: ReactNode;
  className?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

/**
 * What Button, PlainButton and ButtonLink share: the recipe class (icon-only when there are no
 * children) joined with the caller's layout class, the icon size for the control's size, and a
 * loud console error for an icon-only control nothing names.
 */
export function buttonLook(component: string, { variant, size, children, className, ...names }: ButtonLookProps) {
  const iconOnly = children === undefined || children === null;
  if (iconOnly && !names['aria-label'] && !names['aria-labelledby']) {
    // An unlabeled icon button is invisible to screen readers: fail loudly in development.
    console.error(`${component}: icon-only buttons need an aria-label.`);
  }
  return { className: joinClasses(button({ variant, size, iconOnly }), className), iconSize: size === 'lg' ? (20 as const) : (16 as const) };
}
