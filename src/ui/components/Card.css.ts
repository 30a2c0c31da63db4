import { globalStyle, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { focusRing, vars } from '../theme/theme.css';

export const card = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
    minWidth: 0,
    background: vars.color.surface,
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    boxShadow: vars.shadow.sm,
  },
  variants: {
    padding: {
      md: { padding: vars.space.md },
      lg: { padding: vars.space.lg, gap: vars.space.md },
    },
  },
  defaultVariants: { padding: 'md' },
});

export type CardVariants = NonNullable<RecipeVariants<typeof card>>;
export const cardPaddings = ['md', 'lg'] as const;

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

export const titles = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
  // The title keeps its natural width; actions wrap below it when the card is narrow.
  flex: '1 1 auto',
});

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});

export const description = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.snug,
  color: vars.color.textMuted,
});

// The actions keep their natural width beside the title and, on a card narrower than them, wrap
// onto rows of their own (three buttons on a 320 px phone) instead of running off the card.
export const actions = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  minWidth: 0,
  maxWidth: '100%',
});

export const body = style({
  minWidth: 0,
});

export const interactive = style({
  transition: `transform ${vars.duration.normal} ${vars.easing.standard}, box-shadow ${vars.duration.normal}, border-color ${vars.duration.fast}`,
  selectors: {
    '&:hover': {
      transform: `translateY(calc(${vars.space.xxs} / -2))`,
      boxShadow: vars.shadow.md,
      borderColor: vars.color.borderStrong,
    },
  },
});

// In an interactive card the heading's link covers the whole card (one tab stop, one
// accessible name) and the focus ring moves from the link text to the card outline.
const stretchedLink = `${interactive} ${heading} a`;
globalStyle(`${stretchedLink}::after`, { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.md });
globalStyle(`${stretchedLink}, ${stretchedLink}[data-focus-visible], ${stretchedLink}:focus-visible`, {
  outline: 'none',
  color: 'inherit',
  textDecorationLine: 'none',
});
globalStyle(`${interactive}:has(${heading} a:focus-visible)`, focusRing);
