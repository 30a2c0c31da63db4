import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';
import { fieldRoot, focusable } from '../styles.css';

export const group = style([fieldRoot, { gap: vars.space.xs }]);

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  outline: 'none',
});

export const empty = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const tag = style([
  focusable,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxs,
    minHeight: vars.control.sm,
    padding: `0 ${vars.space.sm}`,
    border: `1px solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.full,
    background: vars.color.surface,
    color: vars.color.text,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.tight,
    cursor: 'default',
    userSelect: 'none',
    transition: `background-color ${vars.duration.fast}, border-color ${vars.duration.fast}, color ${vars.duration.fast}`,
    selectors: {
      '&[data-selection-mode]': { cursor: 'pointer' },
      '&[data-hovered][data-selection-mode]:not([data-disabled])': { background: vars.color.surfaceAlt },
      '&[data-selected]': { background: vars.color.accentSubtle, borderColor: vars.color.accentSolid, color: vars.color.text },
      '&[data-allows-removing]': { paddingInlineEnd: vars.space.xxs },
      '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
    },
  },
]);

export const check = style({ color: vars.color.accent });

export const remove = style([
  focusable,
  {
    display: 'inline-grid',
    placeItems: 'center',
    width: vars.space.lg,
    height: vars.space.lg,
    padding: 0,
    border: 0,
    borderRadius: vars.radius.full,
    background: 'transparent',
    color: vars.color.textMuted,
    cursor: 'pointer',
    transition: `background-color ${vars.duration.fast}, color ${vars.duration.fast}`,
    selectors: {
      '&[data-hovered], &[data-pressed]': { background: vars.color.surfaceAlt, color: vars.color.text },
    },
  },
]);
