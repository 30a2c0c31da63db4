import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';
import { popoverSurface } from '../styles.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const tooltip = style([
  popoverSurface,
  {
    maxWidth: `calc(${vars.space.xxxl} * 4)`,
    padding: `${vars.space.xxs} ${vars.space.xs}`,
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.snug,
    selectors: {
      '&[data-entering]': { animation: `${fadeIn} ${vars.duration.fast} ${vars.easing.standard}` },
      '&[data-exiting]': { animation: `${fadeIn} ${vars.duration.fast} ${vars.easing.standard} reverse` },
    },
  },
]);

export const arrow = style({
  display: 'block',
  fill: vars.color.surface,
  stroke: vars.color.border,
  strokeWidth: '1px',
  selectors: {
    '[data-placement="bottom"] &': { transform: 'rotate(180deg)' },
    '[data-placement="left"] &': { transform: 'rotate(-90deg)' },
    '[data-placement="right"] &': { transform: 'rotate(90deg)' },
  },
});
