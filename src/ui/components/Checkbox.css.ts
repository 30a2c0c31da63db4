import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing, vars } from '../theme/theme.css';
import { toggleControl, toggleRoot } from '../styles.css';

/** 20px box: 1rem + 0.25rem. */
export const boxSize = `calc(${vars.space.md} + ${vars.space.xxs})`;

/*
 * State comes from the visually hidden native input just before the box. A label's hover and
 * press also apply to its input (:hover, :active), and Space held on the input makes it :active.
 * Every state selector has the same specificity (the `:where()` keeps it so), so later rules win,
 * as they did with react-aria's data attributes. Read-only boxes (aria-readonly) neither hover
 * nor press, like disabled ones.
 */
const input = 'input';
const live = ':where(:enabled:not([aria-readonly]))';

export const root = style([toggleRoot]);

export const control = style([toggleControl, { userSelect: 'none' }]);

export const box = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: boxSize,
  height: boxSize,
  border: `2px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.onAccent,
  transition: `background-color ${vars.duration.fast}, border-color ${vars.duration.fast}`,
  selectors: {
    [`${input}${live}:hover + &`]: { borderColor: vars.color.text },
    [`${input}:checked + &, ${input}:indeterminate + &`]: {
      background: vars.color.accentSolid,
      borderColor: vars.color.accentSolid,
    },
    [`${input}${live}:active + &`]: { borderColor: vars.color.accentSolidHover },
    [`${input}[aria-invalid="true"] + &`]: { borderColor: vars.color.danger },
    [`${input}:focus-visible + &`]: focusRing,
  },
});

// The check shows while checked, the dash while indeterminate (which wins, as "mixed" is what is
// read). `${box} > &` outranks the Icon class's own display, whichever stylesheet loads first.
export const checkMark = style({
  selectors: {
    [`${box} > &`]: { display: 'none' },
    [`${input}:checked:not(:indeterminate) + ${box} > &`]: { display: 'inline-block' },
  },
});

export const dashMark = style({
  selectors: {
    [`${box} > &`]: { display: 'none' },
    [`${input}:indeterminate + ${box} > &`]: { display: 'inline-block' },
  },
});

/** Description and error (useFieldHelp's, after the label) line up with the label text, not the box. */
globalStyle(`${root} > :not(${control})`, { paddingInlineStart: `calc(${boxSize} + ${vars.space.xs})` });
