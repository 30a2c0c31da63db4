import { style } from '@vanilla-extract/css';
import { focusable } from '../../ui/styles.css';
import { vars } from '../../ui/theme/theme.css';
import { media } from './breakpoints';

export const footer = style({
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  fontSize: vars.fontSize.sm,
});

export const inner = style({
  maxWidth: '80rem',
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.md}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  '@media': { [media.md]: { padding: `${vars.space.xxl} ${vars.space.lg} ${vars.space.xl}` } },
});

export const top = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))',
});

export const about = style({
  gridColumn: '1 / -1',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  maxWidth: '28rem',
});

export const newsletter = style({ gridColumn: '1 / -1', maxWidth: '32rem' });

export const brand = style({ margin: 0, fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.lg });

export const text = style({ margin: 0, color: vars.color.textMuted });

export const social = style({ display: 'flex', gap: vars.space.xs, listStyle: 'none', margin: 0, padding: 0 });

export const socialLink = style([
  focusable,
  {
    display: 'inline-grid',
    placeItems: 'center',
    width: vars.control.md,
    height: vars.control.md,
    borderRadius: vars.radius.md,
    color: vars.color.textMuted,
    border: `1px solid ${vars.color.border}`,
    selectors: { '&:hover': { color: vars.color.text, background: vars.color.surfaceAlt } },
  },
]);

export const column = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const columnTitle = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const link = style([
  focusable,
  {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: vars.space.lg,
    color: vars.color.textMuted,
    textDecoration: 'none',
    borderRadius: vars.radius.sm,
    selectors: { '&:hover': { color: vars.color.accent, textDecoration: 'underline' } },
  },
]);

export const bottom = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingTop: vars.space.lg,
  borderTop: `1px solid ${vars.color.border}`,
});

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, listStyle: 'none', margin: 0, padding: 0 });
