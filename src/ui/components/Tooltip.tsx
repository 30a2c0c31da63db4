import type { ReactNode } from 'react';
import { OverlayArrow, Tooltip as AriaTooltip, TooltipTrigger, type TooltipProps as AriaTooltipProps } from 'react-aria-components';
import { arrow, tooltip } from './Tooltip.css';

export interface TooltipProps {
  /** Supplementary text. Never the only name of the trigger: icon buttons still need `aria-label`. */
  content: ReactNode;
  /** The trigger: one focusable react-aria element, e.g. a Button. */
  children: ReactNode;
  placement?: AriaTooltipProps['placement'];
  /** Hover delay in ms; keyboard focus opens it at once. */
  delay?: number;
  isDisabled?: boolean;
  className?: string;
}

export const tooltipPlacements = ['top', 'bottom', 'start', 'end'] as const;

/** A short hint shown on hover and keyboard focus; Escape dismisses it. */
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
