import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing, vars } from '../theme/theme.css';
import { toggleControl, toggleRoot } from '../styles.css';

// Track 40×24 with a 4px inset; the 16px thumb travels 16px (1rem).
const trackWidth = `calc(${vars.space.xl} + ${vars.space.xs})`;

/*
 * State comes from the visually hidden native input just before the track. A label's hover and
 * press also apply to its input (:hover, :active), and Space held on the input makes it :active.
 * Every state selector has the same specificity (the `:where()` keeps it so), so later rules win,
 * as they did with react-aria's data attributes. Read-only switches (aria-readonly) neither hover
 * nor press, like disabled ones.
 */
const input = 'input';
const live = ':where(:enabled:not([aria-readonly]))';

export const root = style([toggleRoot]);

export const control = style([toggleControl, { gap: vars.space.sm, userSelect: 'none' }]);

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
    [`${input}${live}:hover + &`]: { background: vars.color.textMuted },
    [`${input}:checked + &`]: { background: vars.color.accentSolid },
    [`${input}:checked${live}:hover + &`]: { background: vars.color.accentSolidHover },
    [`${input}[aria-invalid="true"] + &`]: { outline: `2px solid ${vars.color.danger}`, outlineOffset: '2px' },
    [`${input}:focus-visible + &`]: focusRing,
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
    [`${input}:checked + ${track} &`]: { transform: `translateX(${vars.space.md})`, background: vars.color.onAccent },
    [`${input}${live}:active + ${track} &`]: { transform: 'scale(0.9)' },
    [`${input}:checked${live}:active + ${track} &`]: { transform: `translateX(${vars.space.md}) scale(0.9)` },
    // Right to left the thumb travels the other way (last, and one pseudo-class more, so these win).
    [`${input}:checked + ${track} &:dir(rtl)`]: { transform: `translateX(calc(${vars.space.md} * -1))` },
    [`${input}:checked${live}:active + ${track} &:dir(rtl)`]: { transform: `translateX(calc(${vars.space.md} * -1)) scale(0.9)` },
  },
});

/** Description and error (useFieldHelp's, after the label) line up with the label text, not the track. */
globalStyle(`${root} > :not(${control})`, { paddingInlineStart: `calc(${trackWidth} + ${vars.space.sm})` });
