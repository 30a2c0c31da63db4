import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { space } from '../theme/tokens';
import { vars } from '../theme/theme.css';

type SpaceName = keyof typeof space;
const gapVariants = Object.fromEntries(
  (Object.keys(space) as SpaceName[]).map((name) => [name, { gap: vars.space[name] }]),
) as Record<SpaceName, { gap: string }>;

const alignVariants = {
  start: { alignItems: 'flex-start' },
  center: { alignItems: 'center' },
  end: { alignItems: 'flex-end' },
  stretch: { alignItems: 'stretch' },
  baseline: { alignItems: 'baseline' },
} as const;

const justifyVariants = {
  start: { justifyContent: 'flex-start' },
  center: { justifyContent: 'center' },
  end: { justifyContent: 'flex-end' },
  between: { justifyContent: 'space-between' },
} as const;

export const stack = recipe({
  base: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  variants: { gap: gapVariants, align: alignVariants },
  defaultVariants: { gap: 'md', align: 'stretch' },
});

export const inline = recipe({
  base: { display: 'flex', flexDirection: 'row', minWidth: 0 },
  variants: {
    gap: gapVariants,
    align: alignVariants,
    justify: justifyVariants,
    wrap: { true: { flexWrap: 'wrap' }, false: { flexWrap: 'nowrap' } },
  },
  defaultVariants: { gap: 'sm', align: 'center', justify: 'start', wrap: true },
});

/** Responsive auto-fill grid: columns never narrower than `min`, as many as fit. */
export const grid = recipe({
  base: { display: 'grid', minWidth: 0 },
  variants: {
    gap: gapVariants,
    min: {
      xs: { gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 8rem), 1fr))' },
      sm: { gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 12rem), 1fr))' },
      md: { gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 16rem), 1fr))' },
      lg: { gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 22rem), 1fr))' },
    },
  },
  defaultVariants: { gap: 'md', min: 'md' },
});

export type StackVariants = NonNullable<RecipeVariants<typeof stack>>;
export type InlineVariants = NonNullable<RecipeVariants<typeof inline>>;
export type GridVariants = NonNullable<RecipeVariants<typeof grid>>;
