import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme/theme.css';

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  '@media': { 'screen and (max-width: 30rem)': { gap: vars.space.xs } },
});

export const item = style({
  // The label is the <dt> and comes first for screen readers; the figure shows on top.
  display: 'flex',
  flexDirection: 'column-reverse',
  alignItems: 'center',
  gap: vars.space.xxs,
  padding: `${vars.space.lg} ${vars.space.sm}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  textAlign: 'center',
  '@media': { 'screen and (max-width: 30rem)': { padding: `${vars.space.md} ${vars.space.xxs}` } },
});

export const label = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const value = style({
  margin: 0,
  fontSize: vars.fontSize.xxxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  letterSpacing: '-0.02em',
  color: vars.color.accent,
  // Digits of equal width keep the counter from jittering while it counts.
  fontVariantNumeric: 'tabular-nums',
  '@media': { 'screen and (max-width: 30rem)': { fontSize: vars.fontSize.xl } },
});

/** Both figures share one grid cell: the reserve sets the size, the counting one fills the cell with its text centred, so its box never moves. */
export const digits = style({
  display: 'inline-grid',
  // Its own compositor layer: each of the count-up's 60 frames repaints these few glyphs, not the
  // page's layer around them (Lighthouse traces of /: 8-47 ms per frame before, 6-14 ms after; the
  // frames come right after hydration and counted as blocking time, issue #9).
  willChange: 'transform',
});

globalStyle(`${digits} > *`, { gridArea: '1 / 1' });

export const reserve = style({ visibility: 'hidden' });
