import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/theme.css';

/** Shared by the Privacy and Terms pages: one readable column of legal text. */
export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl, maxWidth: '46rem' });

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  paddingBottom: vars.space.lg,
  borderBottom: `1px solid ${vars.color.border}`,
});

export { lead, title } from './page-header.css';

export const updated = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const summary = style({
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const heading = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.semibold, lineHeight: vars.lineHeight.tight });

export const subheading = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });

globalStyle(`${page} p`, { margin: 0, lineHeight: vars.lineHeight.normal });
globalStyle(`${page} ul`, { margin: 0, paddingInlineStart: vars.space.lg, display: 'flex', flexDirection: 'column', gap: vars.space.xs, lineHeight: vars.lineHeight.normal });
