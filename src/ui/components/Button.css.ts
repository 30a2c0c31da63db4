import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/theme.css';
import { focusable } from '../styles.css';

/**
 * react-aria's Button reports hover and press as data attributes (and marks itself `data-rac`);
 * PlainButton and ButtonLink are plain elements, styled for the same states natively.
 */
const HOVERED = '&[data-hovered]:not([data-disabled]), &:not([data-rac]):not(:disabled):hover';
const PRESSED = '&[data-pressed], &:not([data-rac]):not(:disabled):active';

export const button = recipe({
  base: [
    focusable,
    {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      gap: vars.space.xs,
      border: '1px solid transparent',
      borderRadius: vars.radius.md,
      font: 'inherit',
      fontWeight: vars.fontWeight.semibold,
      lineHeight: vars.lineHeight.tight,
      whiteSpace: 'nowrap',
      cursor: 'pointer',
      // On a phone a label longer than its row ("Explorar todas las herramientas" at 320 px) wraps
      // inside the button instead of running past the card; wider screens keep one line.
      '@media': { 'screen and (max-width: 479px)': { whiteSpace: 'normal', maxWidth: '100%', textAlign: 'center' } },
      textDecoration: 'none',
      userSelect: 'none',
      transition: `background-color ${vars.duration.fast}, border-color ${vars.duration.fast}, color ${vars.duration.fast}`,
      selectors: {
        '&[data-disabled], &:disabled': { opacity: 0.55, cursor: 'not-allowed' },
        '&[data-pending]': { cursor: 'progress' },
      },
    },
  ],
  variants: {
    variant: {
      primary: {
        background: vars.color.accentSolid,
        color: vars.color.onAccent,
        selectors: {
          [HOVERED]: { background: vars.color.accentSolidHover },
          [PRESSED]: { background: vars.color.accentSolidHover },
        },
      },
      secondary: {
        background: vars.color.surface,
        color: vars.color.text,
        borderColor: vars.color.borderStrong,
        selectors: {
          [HOVERED]: { background: vars.color.surfaceAlt },
          [PRESSED]: { background: vars.color.surfaceAlt },
        },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.text,
        selectors: {
          [HOVERED]: { background: vars.color.surfaceAlt },
          [PRESSED]: { background: vars.color.surfaceAlt },
        },
      },
      danger: {
        background: vars.color.dangerSolid,
        color: vars.color.onDanger,
        selectors: {
          [HOVERED]: { background: vars.color.dangerSolidHover },
          [PRESSED]: { background: vars.color.dangerSolidHover },
        },
      },
    },
    size: {
      sm: { minHeight: vars.control.sm, padding: `0 ${vars.space.sm}`, fontSize: vars.fontSize.sm },
      md: { minHeight: vars.control.md, padding: `0 ${vars.space.md}`, fontSize: vars.fontSize.sm },
      lg: { minHeight: vars.control.lg, padding: `0 ${vars.space.lg}`, fontSize: vars.fontSize.md },
    },
    iconOnly: {
      true: { padding: 0, aspectRatio: '1' },
      false: {},
    },
  },
  compoundVariants: [
    { variants: { iconOnly: true, size: 'sm' }, style: { width: vars.control.sm } },
    { variants: { iconOnly: true, size: 'md' }, style: { width: vars.control.md } },
    { variants: { iconOnly: true, size: 'lg' }, style: { width: vars.control.lg } },
  ],
  defaultVariants: { variant: 'secondary', size: 'md', iconOnly: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;
export const buttonVariants = ['primary', 'secondary', 'ghost', 'danger'] as const;
export const buttonSizes = ['sm', 'md', 'lg'] as const;

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  width: '1em',
  height: '1em',
  borderRadius: vars.radius.full,
  border: '2px solid currentColor',
  borderInlineEndColor: 'transparent',
  flexShrink: 0,
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      animation: `${spin} 800ms linear infinite`,
    },
  },
});
