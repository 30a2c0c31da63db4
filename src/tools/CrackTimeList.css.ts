import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../ui/theme/theme.css';

export const times = style({
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
});

export const timeRow = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  columnGap: vars.space.md,
  rowGap: vars.space.xxs,
  paddingBlock: vars.space.xs,
  borderBlockStart: `1px solid ${vars.color.border}`,
});

export const timeLabel = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
});

export const timeTitle = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const timeRate = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});

export const timeValue = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
});

// The password checker's "Loading dictionaries…": one line with a turning icon.
const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const pending = style({
  margin: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const spinner = style({
  '@media': {
    '(prefers-reduced-motion: no-preference)': { animation: `${spin} 1s linear infinite` },
  },
});
