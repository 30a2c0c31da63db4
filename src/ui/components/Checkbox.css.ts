import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '../theme/theme.css';
import { toggleControl, toggleRoot } from '../styles.css';

/** 20px box: 1rem + 0.25rem. */
export const boxSize = `calc(${vars.space.md} + ${vars.space.xxs})`;

export const root = toggleRoot;

export const control = toggleControl;

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
    [`${control}[data-hovered] &`]: { borderColor: vars.color.text },
    [`${control}[data-selected] &, ${control}[data-indeterminate] &`]: {
      background: vars.color.accentSolid,
      borderColor: vars.color.accentSolid,
    },
    [`${control}[data-pressed] &`]: { borderColor: vars.color.accentSolidHover },
    [`${control}[data-invalid] &`]: { borderColor: vars.color.danger },
    [`${control}[data-focus-visible] &`]: focusRing,
  },
});

/** Description and error line up with the label text, not the box. */
export const helpIndent = style({ paddingInlineStart: `calc(${boxSize} + ${vars.space.xs})` });
