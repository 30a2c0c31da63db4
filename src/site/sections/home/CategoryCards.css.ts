import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../../ui/theme/theme.css';

// Five cards: one column when narrow, then 2 + 2 + 1 and 3 + 2, the short last row centred.
// Container queries, because the width left beside the site's sidebar varies.
export const container = style({ containerType: 'inline-size' });

export const grid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@container': {
    '(min-width: 34rem)': { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
    '(min-width: 52rem)': { gridTemplateColumns: 'repeat(6, minmax(0, 1fr))' },
  },
});

export const item = style({
  '@container': {
    '(min-width: 34rem)': {
      gridColumn: 'span 2',
      selectors: { '&:nth-child(5)': { gridColumn: '2 / span 2' } },
    },
    '(min-width: 52rem)': {
      selectors: { '&:nth-child(4)': { gridColumn: '2 / span 2' }, '&:nth-child(5)': { gridColumn: 'span 2' } },
    },
  },
});

// Each category's colour is a tone pair from the theme (contrast-checked in both themes).
export const iconTile = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: vars.control.lg,
    height: vars.control.lg,
    borderRadius: vars.radius.md,
  },
  variants: {
    tone: {
      accent: { background: vars.color.accentSubtle, color: vars.color.accent },
      success: { background: vars.color.successSubtle, color: vars.color.success },
      warning: { background: vars.color.warningSubtle, color: vars.color.warning },
      danger: { background: vars.color.dangerSubtle, color: vars.color.danger },
      neutral: { background: vars.color.surfaceAlt, color: vars.color.text },
    },
  },
});

export type Tone = NonNullable<NonNullable<RecipeVariants<typeof iconTile>>['tone']>;

export const count = style({
  margin: 0,
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  marginTop: 'auto',
  color: vars.color.accent,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});
