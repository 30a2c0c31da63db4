import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/theme.css';

export const grid = recipe({
  base: { display: 'grid', gap: vars.space.xs, margin: 0 },
  variants: {
    // Three short figures fit side by side even at 320px; longer labels want two.
    columns: {
      2: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
      3: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    },
  },
  defaultVariants: { columns: 2 },
});

/** The label is the <dt> and comes first for screen readers; the figure shows on top. */
export const tile = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  justifyContent: 'flex-end',
  gap: vars.space.xxs,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
  minWidth: 0,
});

export const label = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
});

export const value = recipe({
  base: {
    margin: 0,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.tight,
    fontVariantNumeric: 'tabular-nums',
    overflowWrap: 'anywhere',
  },
  variants: {
    size: {
      md: { fontSize: vars.fontSize.lg },
      lg: { fontSize: vars.fontSize.xl },
    },
  },
  defaultVariants: { size: 'md' },
});

export type StatGridVariants = NonNullable<RecipeVariants<typeof grid>>;
export type StatValueVariants = NonNullable<RecipeVariants<typeof value>>;
