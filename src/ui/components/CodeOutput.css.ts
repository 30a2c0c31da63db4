import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/theme.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  // Keeps the scroll area's square corners inside the rounded frame.
  overflow: 'hidden',
});

export { panelHeader as header } from '../styles.css';

export const label = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

/** Copy and Download wrap onto a second row on a narrow phone rather than run off the frame. */
export const actions = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.xxs,
  minWidth: 0,
  maxWidth: '100%',
});

/** Heights are multiples of the largest spacing token: 12rem, 20rem, 32rem. */
export const code = recipe({
  base: {
    margin: 0,
    padding: `${vars.space.sm} ${vars.space.md}`,
    overflow: 'auto',
    fontFamily: vars.font.mono,
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.normal,
    color: vars.color.text,
    // Tinted apart from the header, whose ghost buttons hover to surfaceAlt.
    background: vars.color.surfaceAlt,
    tabSize: 2,
    outline: 'none',
    selectors: {
      // Inset so the ring isn't clipped by the frame's overflow: hidden.
      '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
    },
  },
  variants: {
    maxHeight: {
      sm: { maxHeight: `calc(${vars.space.xxxl} * 3)` },
      md: { maxHeight: `calc(${vars.space.xxxl} * 5)` },
      lg: { maxHeight: `calc(${vars.space.xxxl} * 8)` },
    },
    wrap: {
      true: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
      false: { whiteSpace: 'pre' },
    },
    // Generated prose (lorem ipsum) reads as prose: the body font at the body size, not code.
    prose: {
      true: { fontFamily: vars.font.body, fontSize: vars.fontSize.md },
      false: {},
    },
  },
  defaultVariants: { maxHeight: 'md', wrap: false, prose: false },
});

export type CodeVariants = NonNullable<RecipeVariants<typeof code>>;
export const codeMaxHeights = ['sm', 'md', 'lg'] as const;

export const empty = style({
  fontFamily: vars.font.body,
  color: vars.color.textMuted,
  fontStyle: 'italic',
});
