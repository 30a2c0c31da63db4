import type { ReactNode } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { Icon, type IconComponent } from './Icon';
import { spinner, type ButtonVariants } from './Button.css';
import { buttonLook } from './button-look';

export interface ButtonProps extends Omit<AriaButtonProps, 'className' | 'children' | 'style'> {
  /** `primary` for the one main action of a view, `secondary` (default) for the rest, `ghost` in toolbars, `danger` for destructive actions. */
  variant?: ButtonVariants['variant'];
  /** Control height from the `control` tokens: `sm`, `md` (default) or `lg`. */
  size?: ButtonVariants['size'];
  /** Leading icon. With no children the button is icon-only and needs an `aria-label`. */
  icon?: IconComponent;
  /** The visible label, which is also the accessible name. */
  children?: ReactNode;
  /** Extra class for layout (margins, alignment), not for restyling. */
  className?: string;
}

/**
 * Triggers an action on the page: copy, generate, clear, submit.
 *
 * **When to use:** for anything that *does* something. Pass `isPending` while the action runs.
 * **Use something else:** `Link` or `ButtonLink` to go to another page (navigation must be a link),
 * `CopyButton` to copy text (it confirms and announces for you), `Switch` for an on/off setting.
 *
 * **Accessibility:** a native `<button>` via react-aria: Enter and Space press it, press events work
 * alike for mouse, touch and keyboard, and the focus ring shows only for keyboard focus. Disabled
 * buttons leave the tab order; pending buttons stay focusable and ignore presses, so keyboard users
 * keep their place. An icon-only button needs an `aria-label` (a console error says so).
 */
export function Button({ variant, size, icon, children, className, isPending, ...props }: ButtonProps) {
  const look = buttonLook('Button', { variant, size, children, className, ...props });
  return (
    <AriaButton {...props} isPending={isPending} className={look.className}>
      {isPending ? <span className={spinner} aria-hidden="true" /> : icon ? <Icon icon={icon} size={look.iconSize} /> : null}
      {children}
    </AriaButton>
  );
}
