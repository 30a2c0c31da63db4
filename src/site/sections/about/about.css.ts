import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../ui/theme/theme.css';

export const stats = style({
  margin: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 10rem), 1fr))',
});

export const stat = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  justifyContent: 'flex-end',
  gap: vars.space.xxs,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
  textAlign: 'center',
});

export const statValue = style({
  margin: 0,
  fontSize: vars.fontSize.xxxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.accent,
  fontVariantNumeric: 'tabular-nums',
});

export const statLabel = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, fontWeight: vars.fontWeight.medium });

export const gridWrap = style({ containerType: 'inline-size' });

/** Even rows for 3 or 4 tiles (never three and a straggler): 1 column, then 2 × 2 or 3, then 4. */
export const grid = recipe({
  base: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md, gridTemplateColumns: 'minmax(0, 1fr)' },
  variants: {
    layout: {
      three: { '@container': { '(min-width: 40rem)': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } } },
      four: {
        '@container': {
          '(min-width: 30rem)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
          '(min-width: 60rem)': { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
        },
      },
    },
  },
});

export const tile = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  height: '100%',
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
});

export const tileIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.control.lg,
  height: vars.control.lg,
  borderRadius: vars.radius.md,
  background: vars.color.accentSubtle,
  color: vars.color.accent,
});

export const tileTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold, lineHeight: vars.lineHeight.tight });

export const tileText = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted, lineHeight: vars.lineHeight.normal });

export const badgeList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const cta = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: vars.color.accentSubtle,
  border: `1px solid ${vars.color.border}`,
});

export const ctaTitle = style({ margin: 0, fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.tight });

export const ctaText = style({ margin: 0, color: vars.color.text, maxWidth: '40rem' });

export const ctaActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
