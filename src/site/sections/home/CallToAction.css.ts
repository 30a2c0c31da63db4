import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme/theme.css';

export const panel = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 22rem), 1fr))',
  gap: vars.space.xl,
  alignItems: 'center',
  padding: vars.space.xxl,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  // The accent wash rises from the bottom corner where the text starts (the right in RTL).
  background: `radial-gradient(ellipse 70% 90% at 0% 100%, ${vars.color.accentSubtle}, ${vars.color.surface})`,
  selectors: { '&:dir(rtl)': { background: `radial-gradient(ellipse 70% 90% at 100% 100%, ${vars.color.accentSubtle}, ${vars.color.surface})` } },
  '@media': { 'screen and (max-width: 40rem)': { padding: vars.space.lg } },
});

export const copy = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.md });

export const title = style({
  margin: 0,
  lineHeight: vars.lineHeight.tight,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '-0.015em',
});

export const text = style({ margin: 0, color: vars.color.textMuted, maxWidth: '32rem' });

export const embed = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

export const embedTitle = style({ margin: 0, lineHeight: vars.lineHeight.tight, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });

export const embedText = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
