import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/theme.css';
import { media } from '../layout/breakpoints';

export const bar = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: vars.space.xs,
  marginBottom: vars.space.md,
});

// On a phone the switch and the button never fit one line once the web font is in, so they
// stack from the start: as a wrapping row, the line broke only when the font arrived, and the
// row moved under the reader (a layout shift on every tool page whose font came after the
// first paint).
export const controls = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: vars.space.md,
  '@media': {
    [media.md]: { flexDirection: 'row', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'flex-end' },
  },
});

export const note = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  textAlign: 'right',
  maxWidth: '40rem',
});
