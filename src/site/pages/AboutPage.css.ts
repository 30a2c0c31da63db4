import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/theme.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxl });

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, maxWidth: '48rem' });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xxxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  letterSpacing: '-0.02em',
});

export const lead = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.textMuted });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.semibold, lineHeight: vars.lineHeight.tight });

export const sectionIntro = style({ margin: 0, color: vars.color.textMuted, maxWidth: '48rem' });

export const prose = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, maxWidth: '48rem' });

export const paragraph = style({ margin: 0, lineHeight: vars.lineHeight.normal });
