import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';
import { fieldRoot } from '../styles.css';
import { input } from './TextField.css';

export const root = style([fieldRoot]);

export const control = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const searchIcon = style({
  position: 'absolute',
  insetInlineStart: vars.space.sm,
  color: vars.color.textMuted,
  pointerEvents: 'none',
});

export const searchInput = style([
  input(),
  {
    // Room for the 16px icon at the start and the 32px clear button at the end.
    paddingInlineStart: `calc(${vars.space.sm} + ${vars.space.md} + ${vars.space.xs})`,
    paddingInlineEnd: `calc(${vars.control.sm} + ${vars.space.xxs})`,
    selectors: {
      '&::-webkit-search-cancel-button': { display: 'none' },
      '&::-webkit-search-decoration': { display: 'none' },
    },
  },
]);

export const clearButton = style({
  position: 'absolute',
  insetInlineEnd: vars.space.xxs,
  selectors: {
    [`${root}[data-empty] &`]: { display: 'none' },
    // Doubled: the Button's ghost variant sets its own color with one class, so which of the two
    // won depended on the order their style sheets arrived in.
    '&&': { color: vars.color.textMuted },
    '&&[data-hovered]': { color: vars.color.text },
  },
});
