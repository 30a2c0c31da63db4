import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '../theme/theme.css';
import { toggleControl, toggleRoot } from '../styles.css';

// Track 40×24 with a 4px inset; the 16px thumb travels 16px (1rem).
const trackWidth = `calc(${vars.space.xl} + ${vars.space.xs})`;

export const root = toggleRoot;

export const control = style([toggleControl, { gap: vars.space.sm }]);

export const track = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  width: trackWidth,
  height: vars.space.lg,
  padding: vars.space.xxs,
  borderRadius: vars.radius.full,
  background: vars.color.borderStrong,
  transition: `background-color ${vars.duration.normal} ${vars.easing.standard}`,
  selectors: {
    [`${control}[data-hovered] &`]: { background: vars.color.textMuted },
    [`${control}[data-selected] &`]: { background: vars.color.accentSolid },
    [`${control}[data-selected][data-hovered] &`]: { background: vars.color.accentSolidHover },
    [`${control}[data-invalid] &`]: { outline: `2px solid ${vars.color.danger}`, outlineOffset: '2px' },
    [`${control}[data-focus-visible] &`]: focusRing,
  },
});

export const thumb = style({
  width: vars.space.md,
  height: vars.space.md,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
  transition: `transform ${vars.duration.normal} ${vars.easing.standard}`,
  selectors: {
    [`${control}[data-selected] &`]: { transform: `translateX(${vars.space.md})`, background: vars.color.onAccent },
    [`${control}[data-pressed] &`]: { transform: 'scale(0.9)' },
    [`${control}[data-selected][data-pressed] &`]: { transform: `translateX(${vars.space.md}) scale(0.9)` },
  },
});

export const helpIndent = style({ paddingInlineStart: `calc(${trackWidth} + ${vars.space.sm})` });
