import type { ReactNode } from 'react';
import { OverlayArrow, Tooltip as AriaTooltip, TooltipTrigger, type TooltipProps as AriaTooltipProps } from 'react-aria-components';
import { arrow, tooltip } from './Tooltip.css';

export interface TooltipProps {
  /** Supplementary text. Never the only name of the trigger: icon buttons still need `aria-label`. */
  content: ReactNode;
  /** The trigger: one focusable react-aria element, e.g. a Button. */
  children: ReactNode;
  /** Side of the trigger to show on: `top` (default), `bottom`, `start` or `end`; flips when there is no room. */
  placement?: AriaTooltipProps['placement'];
  /** Hover delay in ms; keyboard focus opens it at once. */
  delay?: number;
  /** Never show the tooltip. */
  isDisabled?: boolean;
  /** Extra class on the tooltip bubble. */
  className?: string;
}

export const tooltipPlacements = ['top', 'bottom', 'start', 'end'] as const;

/**
 * A short hint shown on hover and keyboard focus; Escape dismisses it.
 *
 * **When to use:** to explain what an icon button does, or a term, in a few words.
 * **Use something else:** a visible description (`description` on a field) for anything people need to
 * read to succeed; a `Dialog` for longer help. Touch users never see tooltips.
 *
 * **Accessibility:** opens on keyboard focus at once and on hover after `delay`; Escape closes it; the
 * trigger is described by it (`aria-describedby`). It supplements the trigger's name, never replaces it.
 */
export function Tooltip({ content, children, placement = 'top', delay = 600, isDisabled, className }: TooltipProps) {
  return (
    <TooltipTrigger delay={delay} isDisabled={isDisabled}>
      {children}
      <AriaTooltip placement={placement} offset={12} className={className ? `${tooltip} ${className}` : tooltip}>
        <OverlayArrow>
          <svg width={16} height={8} viewBox="0 0 16 8" className={arrow} aria-hidden="true">
            <path d="M0 0 L8 8 L16 0" />
          </svg>
        </OverlayArrow>
        {content}
      </AriaTooltip>
    </TooltipTrigger>
  );
}
