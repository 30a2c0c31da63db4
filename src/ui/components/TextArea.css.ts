import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/theme.css';
import { fieldDescription, fieldInput, typedText } from '../styles.css';
import { monoText } from './TextField.css';

export const textArea = recipe({
  base: [fieldInput, typedText, { display: 'block', resize: 'vertical', selectors: { '&[readonly]': { background: vars.color.surfaceAlt } } }],
  variants: {
    // 6rem / 12rem / 25rem: a few lines, a paragraph, a whole document (the word counter).
    minHeight: {
      sm: { minHeight: `calc(${vars.space.md} * 6)` },
      md: { minHeight: `calc(${vars.space.md} * 12)` },
      lg: { minHeight: `calc(${vars.space.md} * 25)` },
    },
    mono: { true: monoText, false: {} },
  },
  defaultVariants: { minHeight: 'sm', mono: false },
});

export type TextAreaVariants = NonNullable<RecipeVariants<typeof textArea>>;
export const textAreaHeights = ['sm', 'md', 'lg'] as const;

/** Description at the start, character count pinned to the end, on one line under the field. */
export const footer = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const count = style([
  fieldDescription,
  {
    marginInlineStart: 'auto',
    whiteSpace: 'nowrap',
    fontVariantNumeric: 'tabular-nums',
    selectors: { '&[data-full]': { color: vars.color.warning, fontWeight: vars.fontWeight.medium } },
  },
]);
