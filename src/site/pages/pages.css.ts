import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/theme.css';
import { laidOutWhenNear } from './offscreen';

export const pageHeader = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  marginBottom: vars.space.xl,
  maxWidth: '48rem',
});

export const title = style({
  fontSize: vars.fontSize.xxxl,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '-0.02em',
});

export const lead = style({
  fontSize: vars.fontSize.lg,
  color: vars.color.textMuted,
});

export const sectionTitle = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  marginBottom: vars.space.md,
});

export const breadcrumb = style({
  display: 'flex',
  // A long page name wraps to the next line on a phone ("Форматирование JSON" at 320 px).
  flexWrap: 'wrap',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const toolCardLink = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  height: '100%',
});

export const cardText = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const guide = style({
  ...laidOutWhenNear('30rem', { spaceAbove: vars.space.xxl }),
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 22rem), 1fr))',
});

export const stepList = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const plainList = style({ listStyle: 'none', margin: 0, padding: 0 });

export const featureTitle = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold, marginBottom: vars.space.xxs });

export const related = style({
  // A hovered card's shadow reaches 16 px below it (shadow.md).
  ...laidOutWhenNear('16rem', { reach: vars.space.md, spaceAbove: vars.space.xxl }),
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});
