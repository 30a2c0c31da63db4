import { assignVars, createThemeContract, globalStyle, style } from '@vanilla-extract/css';
import { darkTheme, lightColors, lightTheme, type ColorTokens } from './tokens';

const colorContract = Object.fromEntries(
  Object.keys(lightColors).map((name) => [name, null]),
) as Record<keyof ColorTokens, null>;

/** The one theme contract. Components read tokens only through `vars`. */
export const vars = createThemeContract({
  color: colorContract,
  space: { none: null, xxs: null, xs: null, sm: null, md: null, lg: null, xl: null, xxl: null, xxxl: null },
  radius: { sm: null, md: null, lg: null, full: null },
  fontSize: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null, xxxl: null, display: null },
  fontWeight: { regular: null, medium: null, semibold: null, bold: null },
  lineHeight: { tight: null, snug: null, normal: null },
  font: { body: null, mono: null },
  shadow: { sm: null, md: null, lg: null },
  control: { sm: null, md: null, lg: null },
  duration: { fast: null, normal: null, slow: null },
  easing: { standard: null },
});

const light = lightTheme;
const dark = darkTheme;

const reducedMotion = { vars: { [vars.duration.fast]: '0ms', [vars.duration.normal]: '0ms', [vars.duration.slow]: '0ms' } };

/**
 * The theme root. Put it on `<html>` (site) or on the wrapper inside a shadow root (embed).
 * Without `data-theme` it follows `prefers-color-scheme`; `data-theme="light|dark"` pins it.
 * `prefers-reduced-motion` zeroes every duration token, so all motion stops at once.
 */
export const themeClass = style({
  vars: assignVars(vars, light),
  colorScheme: 'light',
  color: vars.color.text,
  backgroundColor: vars.color.background,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  WebkitFontSmoothing: 'antialiased',
  '@media': {
    '(prefers-color-scheme: dark)': { vars: assignVars(vars, dark), colorScheme: 'dark' },
    '(prefers-reduced-motion: reduce)': reducedMotion,
  },
  selectors: {
    '&[data-theme="light"]': { vars: assignVars(vars, light), colorScheme: 'light' },
    '&[data-theme="dark"]': { vars: assignVars(vars, dark), colorScheme: 'dark' },
  },
});

// Re-assigning the palette above resets durations; keep reduced motion winning in pinned themes too.
globalStyle(`${themeClass}[data-theme]`, {
  '@media': {
    '(prefers-reduced-motion: reduce)': reducedMotion,
  },
});

globalStyle(`${themeClass} *, ${themeClass} *::before, ${themeClass} *::after`, {
  boxSizing: 'border-box',
});

/** The one focus ring. Apply on `[data-focus-visible]` or `:focus-visible`. */
export const focusRing = {
  outline: `2px solid ${vars.color.focus}`,
  outlineOffset: '2px',
} as const;

/** Shared visually-hidden recipe for text that only assistive technology should read. */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
