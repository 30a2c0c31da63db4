import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '../theme/theme.css';

/** A native colour well beside the hex field, as tall as the field. */
export const colorRow = style({
  display: 'flex',
  gap: vars.space.xs,
  alignItems: 'stretch',
});

/** The hex field takes the rest of the row and may shrink below its default size (a 320 px phone). */
export const text = style({ flex: '1 1 auto', minWidth: 0 });

export const swatch = style({
  flexShrink: 0,
  width: vars.control.md,
  height: vars.control.md,
  padding: vars.space.xxs,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.text },
    '&:focus-visible': focusRing,
    '&:focus:not(:focus-visible)': { outline: 'none' },
    '&::-webkit-color-swatch-wrapper': { padding: 0 },
    '&::-webkit-color-swatch': { border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.sm },
    '&::-moz-color-swatch': { border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.sm },
  },
});
