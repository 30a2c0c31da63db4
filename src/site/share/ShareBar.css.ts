import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/theme.css';

export const bar = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: vars.space.xs,
  marginBottom: vars.space.md,
});

export const controls = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.md,
});

export const note = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  textAlign: 'end',
  maxWidth: '40rem',
});
