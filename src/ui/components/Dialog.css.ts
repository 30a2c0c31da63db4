import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/theme.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const rise = keyframes({
  from: { opacity: 0, transform: `translateY(${vars.space.xs}) scale(0.98)` },
  to: { opacity: 1, transform: 'none' },
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 100,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.md,
  background: vars.color.overlay,
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} ${vars.duration.normal} ${vars.easing.standard}` },
    '&[data-exiting]': { animation: `${fadeIn} ${vars.duration.fast} ${vars.easing.standard} reverse` },
  },
});

// Widths are multiples of the largest spacing step so they stay on the scale.
export const modal = recipe({
  base: {
    width: '100%',
    maxHeight: '100%',
    display: 'flex',
    background: vars.color.surface,
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    boxShadow: vars.shadow.lg,
    outline: 'none',
    selectors: {
      '&[data-entering]': { animation: `${rise} ${vars.duration.normal} ${vars.easing.standard}` },
    },
  },
  variants: {
    size: {
      sm: { maxWidth: `calc(${vars.space.xxxl} * 6)` },
      md: { maxWidth: `calc(${vars.space.xxxl} * 8)` },
      lg: { maxWidth: `calc(${vars.space.xxxl} * 11)` },
    },
  },
  defaultVariants: { size: 'md' },
});

export type DialogVariants = NonNullable<RecipeVariants<typeof modal>>;
export const dialogSizes = ['sm', 'md', 'lg'] as const;

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  width: '100%',
  minWidth: 0,
  padding: vars.space.lg,
  overflow: 'auto',
  outline: 'none',
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
});

// Pulls the ghost close button into the padding so its icon lines up with the title's cap height.
export const close = style({
  marginBlock: `calc(${vars.space.xxs} * -1)`,
  marginInlineEnd: `calc(${vars.space.xs} * -1)`,
});

export const body = style({
  color: vars.color.text,
  lineHeight: vars.lineHeight.normal,
});

// Body text often arrives as paragraphs; the dialog's gap already spaces them from the header.
globalStyle(`${body} > :first-child`, { marginTop: 0 });
globalStyle(`${body} > :last-child`, { marginBottom: 0 });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.xs,
  paddingTop: vars.space.xs,
});
