import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '../ui/theme/theme.css';
import { SIDEBAR_WIDTH, media } from './layout/breakpoints';

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.md,
  top: vars.space.xs,
  zIndex: 100,
  padding: `${vars.space.xs} ${vars.space.md}`,
  background: vars.color.surface,
  color: vars.color.accent,
  borderRadius: vars.radius.md,
  transform: 'translateY(-200%)',
  selectors: { '&:focus': { transform: 'none', ...focusRing } },
});

export const body = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.lg]: { gridTemplateColumns: `${SIDEBAR_WIDTH} minmax(0, 1fr)` } },
});

export const content = style({ display: 'flex', flexDirection: 'column', minWidth: 0, minHeight: '100vh' });

export const main = style({
  flex: 1,
  width: '100%',
  maxWidth: '72rem',
  margin: '0 auto',
  padding: `${vars.space.lg} ${vars.space.md} ${vars.space.xxl}`,
  outline: 'none',
  '@media': { [media.md]: { padding: `${vars.space.xl} ${vars.space.lg} ${vars.space.xxxl}` } },
});

export const loading = style({ color: vars.color.textMuted });
