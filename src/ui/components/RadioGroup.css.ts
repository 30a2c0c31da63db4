import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing, vars } from '../theme/theme.css';
import { toggleControl } from '../styles.css';
import { fieldDescription } from '../styles.css';
import { boxSize } from './Checkbox.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const options = recipe({
  base: { display: 'flex' },
  variants: {
    orientation: {
      vertical: { flexDirection: 'column', gap: vars.space.xs },
      horizontal: { flexDirection: 'row', flexWrap: 'wrap', columnGap: vars.space.lg, rowGap: vars.space.xs },
    },
  },
  defaultVariants: { orientation: 'vertical' },
});

export const option = style({ display: 'flex', flexDirection: 'column', gap: vars.space.none });

export const control = toggleControl;

export const circle = style({
  flexShrink: 0,
  width: boxSize,
  height: boxSize,
  border: `2px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  transition: `border-color ${vars.duration.fast}, box-shadow ${vars.duration.fast}`,
  selectors: {
    // Native radios: hover, selection and focus come from the label and its hidden input.
    [`${control}:not([data-disabled]):hover &`]: { borderColor: vars.color.text },
    // A ring of surface colour inside the accent fill draws the dot without extra elements.
    [`${control}[data-selected] &`]: {
      borderColor: vars.color.accentSolid,
      background: vars.color.accentSolid,
      boxShadow: `inset 0 0 0 ${vars.space.xxs} ${vars.color.surface}`,
    },
    [`${root}[data-invalid] &`]: { borderColor: vars.color.danger },
    [`input:focus-visible + &`]: focusRing,
  },
});

export const optionDescription = style([
  fieldDescription,
  { paddingInlineStart: `calc(${boxSize} + ${vars.space.xs})` },
]);
