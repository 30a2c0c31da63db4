import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '../ui/theme/theme.css';
import { focusable } from '../ui/styles.css';

export const skipLink = style({
  position: 'absolute',
  left: vars.space.md,
  top: vars.space.xs,
  zIndex: 100,
  padding: `${vars.space.xs} ${vars.space.md}`,
  background: vars.color.surface,
  color: vars.color.accent,
  borderRadius: vars.radius.md,
  transform: 'translateY(-200%)',
  selectors: { '&:focus': { transform: 'none', ...focusRing } },
});

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 10,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const headerInner = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  maxWidth: '80rem',
  margin: '0 auto',
  padding: `${vars.space.xs} ${vars.space.lg}`,
  minHeight: '4rem',
});

export const brand = style([focusable, {
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
  borderRadius: vars.radius.sm,
}]);

export const nav = style({
  display: 'flex',
  gap: vars.space.xxs,
  flex: 1,
  minWidth: 0,
  overflowX: 'auto',
});

export const navLink = style([focusable, {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.control.md,
  padding: `0 ${vars.space.sm}`,
  whiteSpace: 'nowrap',
  borderRadius: vars.radius.md,
  color: vars.color.textMuted,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.medium,
  fontSize: vars.fontSize.sm,
  selectors: {
    '&:hover': { color: vars.color.text, background: vars.color.surfaceAlt },
    '&[aria-current="page"]': { color: vars.color.accent, background: vars.color.accentSubtle },
  },
}]);

export const main = style({
  maxWidth: '80rem',
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.lg}`,
  outline: 'none',
  '@media': { 'screen and (max-width: 40rem)': { padding: `${vars.space.lg} ${vars.space.md}` } },
});

export const footer = style({
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  padding: `${vars.space.lg}`,
  textAlign: 'center',
});
