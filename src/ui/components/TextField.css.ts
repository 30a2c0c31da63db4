import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/theme.css';
import { fieldError, fieldInput, fieldLabel, typedText } from '../styles.css';

/** Label with an optional required marker; shared by every field in the form family. */
export const label = style([fieldLabel, { display: 'inline-flex', gap: vars.space.xxs }]);

export const requiredMark = style({ color: vars.color.danger });

// Always mounted as a live region; while empty it leaves the flow so it adds no gap.
export const errorRegion = style({
  selectors: { '&:empty': { position: 'absolute' } },
});

export const error = style([
  fieldError,
  { display: 'flex', alignItems: 'flex-start', gap: vars.space.xxs, lineHeight: vars.lineHeight.snug },
]);

// The icon sits on the first line of the message, centred against its line height.
export const errorIcon = style({ marginBlockStart: `calc((1lh - ${vars.fontSize.md}) / 2)` });

/** Monospace text for hashes, tokens and code; slightly smaller so glyph widths match the body face. */
export const monoText = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.sm });

export const input = recipe({
  base: [
    fieldInput,
    typedText,
    {
      height: vars.control.md,
      paddingBlock: 0,
      selectors: { '&[readonly]': { background: vars.color.surfaceAlt } },
    },
  ],
  variants: { mono: { true: monoText, false: {} } },
  defaultVariants: { mono: false },
});

export type InputVariants = NonNullable<RecipeVariants<typeof input>>;
