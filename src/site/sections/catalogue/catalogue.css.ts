import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme/theme.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, maxWidth: '48rem' });

export const title = style({
  margin: 0,
  lineHeight: vars.lineHeight.tight,
  fontSize: vars.fontSize.xxxl,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '-0.02em',
});

export const lead = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.textMuted });

export const search = style({ display: 'flex', gap: vars.space.xs, maxWidth: '36rem' });

export const searchField = style({ flex: 1 });
globalStyle(`${searchField} input`, { minHeight: vars.control.lg });

export const results = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, paddingTop: vars.space.xs });

export const resultLine = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });

export const grid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 17rem), 1fr))',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xxxl} ${vars.space.lg}`,
  textAlign: 'center',
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});

export const emptyIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.control.lg,
  height: vars.control.lg,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceAlt,
  color: vars.color.textMuted,
});

export const emptyTitle = style({ margin: 0, lineHeight: vars.lineHeight.tight, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.semibold });

export const emptyText = style({ margin: 0, color: vars.color.textMuted, maxWidth: '28rem', marginBottom: vars.space.xs });
