import type { ReactNode } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { Icon, type IconComponent } from './Icon';
import { button, spinner, type ButtonVariants } from './Button.css';

export interface ButtonProps extends Omit<AriaButtonProps, 'className' | 'children' | 'style'> {
  variant?: ButtonVariants['variant'];
  size?: ButtonVariants['size'];
  /** Leading icon. With no children the button is icon-only and needs an `aria-label`. */
  icon?: IconComponent;
  children?: ReactNode;
  className?: string;
}

export function Button({ variant, size, icon, children, className, isPending, ...props }: ButtonProps) {
  const iconOnly = children === undefined || children === null;
  if (iconOnly && !props['aria-label'] && !props['aria-labelledby']) {
    // An unlabeled icon button is invisible to screen readers: fail loudly in development.
    console.error('Button: icon-only buttons need an aria-label.');
  }
  const classes = button({ variant, size, iconOnly });
  const iconSize = size === 'lg' ? 20 : 16;
  return (
    <AriaButton {...props} isPending={isPending} className={className ? `${classes} ${className}` : classes}>
      {isPending ? <span className={spinner} aria-hidden="true" /> : icon ? <Icon icon={icon} size={iconSize} /> : null}
      {children}
    </AriaButton>
  );
}
