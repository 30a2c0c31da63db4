import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme/theme.css';

export const grid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 11.5rem), 1fr))',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const item = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.control.md,
  height: vars.control.md,
  borderRadius: vars.radius.full,
  background: vars.color.accentSubtle,
  color: vars.color.accent,
  marginBottom: vars.space.xxs,
});

export const title = style({ margin: 0, lineHeight: vars.lineHeight.tight, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

export const text = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
