import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme/theme.css';

export const hero = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.lg,
  textAlign: 'center',
  padding: `${vars.space.xxxl} ${vars.space.lg}`,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  // A soft wash of the accent from the top: calm, and right in both themes.
  background: `radial-gradient(ellipse 80% 70% at 50% 0%, ${vars.color.accentSubtle}, ${vars.color.surface})`,
  '@media': {
    'screen and (max-width: 40rem)': { padding: `${vars.space.xxl} ${vars.space.md}`, gap: vars.space.md },
  },
});

export const eyebrow = style({
  margin: 0,
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.control.sm,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const eyebrowIcon = style({ color: vars.color.success });

export const title = style({
  margin: 0,
  lineHeight: vars.lineHeight.tight,
  maxWidth: '40rem',
  fontSize: vars.fontSize.display,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '-0.025em',
  textWrap: 'balance',
  '@media': { 'screen and (max-width: 40rem)': { fontSize: vars.fontSize.xxxl } },
});

export const lead = style({
  margin: 0,
  maxWidth: '38rem',
  fontSize: vars.fontSize.lg,
  color: vars.color.textMuted,
  textWrap: 'pretty',
  '@media': { 'screen and (max-width: 40rem)': { fontSize: vars.fontSize.md } },
});

export const search = style({
  display: 'flex',
  gap: vars.space.xs,
  width: '100%',
  maxWidth: '34rem',
  marginTop: vars.space.xs,
});

export const field = style({ flex: 1, textAlign: 'start' });
// The hero search is the page's main control: as tall as the large buttons beside it.
globalStyle(`${field} input`, { minHeight: vars.control.lg, fontSize: vars.fontSize.md });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.sm,
});
