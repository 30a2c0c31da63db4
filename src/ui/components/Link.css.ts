import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/theme.css';
import { focusable } from '../styles.css';

export const link = recipe({
  base: [
    focusable,
    {
      color: vars.color.accent,
      borderRadius: vars.radius.sm,
      cursor: 'pointer',
      textDecorationThickness: '1px',
      // Relative to the font so the underline clears descenders at any text size.
      textUnderlineOffset: '0.2em',
      transition: `color ${vars.duration.fast}, text-decoration-color ${vars.duration.fast}`,
      selectors: {
        '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
      },
    },
  ],
  variants: {
    variant: {
      // Inside running text: always underlined so it never relies on colour alone.
      inline: {
        textDecorationLine: 'underline',
        selectors: { '&:hover': { textDecorationThickness: '2px' } },
      },
      // On its own line (e.g. "View all tools"): bolder, underline on hover.
      standalone: {
        display: 'inline-flex',
        alignItems: 'center',
        gap: vars.space.xxs,
        minHeight: vars.space.lg,
        fontWeight: vars.fontWeight.semibold,
        textDecorationLine: 'none',
        selectors: { '&:hover': { textDecorationLine: 'underline' } },
      },
      // Footer and metadata links that should not compete with content.
      subtle: {
        display: 'inline-flex',
        alignItems: 'center',
        gap: vars.space.xxs,
        minHeight: vars.space.lg,
        color: vars.color.textMuted,
        textDecorationLine: 'none',
        selectors: { '&:hover': { color: vars.color.text, textDecorationLine: 'underline' } },
      },
    },
  },
  defaultVariants: { variant: 'inline' },
});

export type LinkVariants = NonNullable<RecipeVariants<typeof link>>;
export const linkVariants = ['inline', 'standalone', 'subtle'] as const;

export const externalIcon = style({
  marginInlineStart: vars.space.xxs,
  width: '0.875em',
  height: '0.875em',
  selectors: {
    // Centers the icon on the capitals instead of resting it on the baseline. Doubled to outrank the
    // Icon's own `vertical-align: middle` whichever style sheet arrives last.
    '&&': { verticalAlign: '-0.1em' },
  },
});
