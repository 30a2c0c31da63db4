import { style } from '@vanilla-extract/css';
import { vars } from '../ui/theme/theme.css';

/**
 * The wrapper inside each shadow root. `all: initial` drops whatever the host page lets
 * inherit into the element (colour, font size, line height…); the theme class then sets ours.
 */
export const embedRoot = style({
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
