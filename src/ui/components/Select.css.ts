import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';
import { fieldInput } from '../styles.css';

/** Positions the chevron over the native select, which draws no arrow of its own. */
export const control = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const select = style([
  fieldInput,
  {
    appearance: 'none',
    height: vars.control.md,
    paddingBlock: 0,
    paddingInlineEnd: `calc(${vars.space.sm} + ${vars.space.lg})`,
    textOverflow: 'ellipsis',
    cursor: 'pointer',
    selectors: {
      '&:hover:not(:disabled)': { borderColor: vars.color.text },
      '&[aria-invalid]': { borderColor: vars.color.danger },
      '&:disabled': { opacity: 0.6, cursor: 'not-allowed' },
      '&[data-placeholder]': { color: vars.color.placeholder },
    },
  },
]);

export const chevron = style({
  position: 'absolute',
  insetInlineEnd: vars.space.sm,
  color: vars.color.textMuted,
  pointerEvents: 'none',
});
