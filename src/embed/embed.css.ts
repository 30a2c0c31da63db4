import { createVar, fallbackVar, style } from '@vanilla-extract/css';
import { vars } from '../ui/theme/theme.css';

/**
 * The wrapper inside each shadow root. `all: initial` drops whatever the host page lets
 * inherit into the element (colour, font size, line height…); the theme class then sets ours.
 */
// The theme's own values, captured on the wrapper so the tool's subtree can fall back to them.
const themeAccent = createVar();
const themeAccentSolid = createVar();
const themeRadius = { sm: createVar(), md: createVar(), lg: createVar() };
const themeFont = createVar();

export const embedRoot = style({
  vars: {
    [themeAccent]: vars.color.accent,
    [themeAccentSolid]: vars.color.accentSolid,
    [themeRadius.sm]: vars.radius.sm,
    [themeRadius.md]: vars.radius.md,
    [themeRadius.lg]: vars.radius.lg,
    [themeFont]: vars.font.body,
  },
  all: 'initial',
  display: 'block',
  position: 'relative',
  // Pinned themes override this through [data-theme]; unpinned follows the system.
  colorScheme: 'light dark',
  color: vars.color.text,
  backgroundColor: vars.color.background,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  selectors: {
    '&[hidden]': { display: 'none' },
  },
});

export const portalRoot = style({
  position: 'relative',
  zIndex: 1,
});

/**
 * Theming from the host page: custom properties inherit through the shadow boundary (and `all:
 * initial` leaves them alone), so a host can set --toolshed-accent, --toolshed-radius and
 * --toolshed-font on the element. Applied to the tool and its portals, below the wrapper that
 * holds the theme's own values.
 */
export const hostOverrides = style({
  vars: {
    [vars.color.accent]: fallbackVar('var(--toolshed-accent)', themeAccent),
    [vars.color.accentSolid]: fallbackVar('var(--toolshed-accent)', themeAccentSolid),
    [vars.color.accentSolidHover]: fallbackVar('var(--toolshed-accent)', themeAccentSolid),
    [vars.radius.sm]: fallbackVar('var(--toolshed-radius)', themeRadius.sm),
    [vars.radius.md]: fallbackVar('var(--toolshed-radius)', themeRadius.md),
    [vars.radius.lg]: fallbackVar('var(--toolshed-radius)', themeRadius.lg),
    [vars.font.body]: fallbackVar('var(--toolshed-font)', themeFont),
  },
  fontFamily: vars.font.body,
});
