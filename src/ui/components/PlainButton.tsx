import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Icon, type IconComponent } from './Icon';
import type { ButtonVariants } from './Button.css';
import { buttonLook } from './button-look';

export interface PlainButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'children' | 'style' | 'disabled' | 'onClick'> {
  /** As Button: `primary`, `secondary` (default), `ghost` or `danger`. */
  variant?: ButtonVariants['variant'];
  /** As Button: `sm`, `md` (default) or `lg`. */
  size?: ButtonVariants['size'];
  /** Leading icon. With no children the button is icon-only and needs an `aria-label`. */
  icon?: IconComponent;
  /** The visible label, which is also the accessible name. */
  children?: ReactNode;
  /** Called on click, Enter and Space (the browser's own activation). */
  onPress?: () => void;
  /** Disables the button (it leaves the tab order). */
  isDisabled?: boolean;
  /** Extra class for layout (margins, alignment), not for restyling. */
  className?: string;
}

/**
 * Button's look on a native `<button>`, without react-aria: for the site's shell and home page,
 * which every visit loads first, and for stand-alone actions such as copy and download.
 *
 * **When to use:** a button that is not the trigger of a react-aria overlay, on a page that should
 * stay light. Same variants, sizes and icon rules as `Button`.
 * **Use something else:** `Button` as the trigger of a Dialog, Menu, Popover or Tooltip (react-aria
 * triggers need its press events) or when the action is pending (`isPending`).
 *
 * **Accessibility:** a native `<button type="button">` (pass `type="submit"` in a form): Enter and
 * Space press it, `:focus-visible` draws the focus ring, and a disabled button leaves the tab order.
 * An icon-only button needs an `aria-label` (a console error says so).
 */
export function PlainButton({ variant, size, icon, children, className, onPress, isDisabled, type = 'button', ...props }: PlainButtonProps) {
  const look = buttonLook('PlainButton', { variant, size, children, className, ...props });
  return (
    <button {...props} type={type} disabled={isDisabled} onClick={onPress} className={look.className}>
      {icon ? <Icon icon={icon} size={look.iconSize} /> : null}
      {children}
    </button>
  );
}
