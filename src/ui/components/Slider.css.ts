import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '../theme/theme.css';
import { fieldLabel, fieldRoot } from '../styles.css';
import { boxSize } from './Checkbox.css';

export const root = style([fieldRoot]);

// Text stays readable when disabled (muted, not faded); only the control itself fades.
export const label = style([fieldLabel, { selectors: { [`${root}[data-disabled] &`]: { color: vars.color.textMuted } } }]);

export const header = style({ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: vars.space.sm });

export const output = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
  selectors: { [`${root}[data-disabled] &`]: { color: vars.color.textMuted } },
});

/** 24px tall hit area; inset by half a thumb so the thumb never overhangs the field. */
export const track = style({
  position: 'relative',
  height: vars.space.lg,
  marginInline: `calc(${boxSize} / 2)`,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 } },
});

export const rail = style({
  position: 'absolute',
  insetInline: 0,
  top: '50%',
  height: vars.space.xxs,
  transform: 'translateY(-50%)',
  borderRadius: vars.radius.full,
  background: vars.color.border,
  overflow: 'hidden',
});

export const fill = style({
  position: 'absolute',
  insetInlineStart: 0,
  height: '100%',
  background: vars.color.accentSolid,
  borderRadius: vars.radius.full,
});

/**
 * The native range input that takes the pointer and the keyboard, invisible over the track. It
 * reaches half a thumb past each end, and its own thumb is the drawn thumb's size, so a press
 * lands on the value under the drawn thumb's centre.
 */
export const input = style({
  position: 'absolute',
  top: 0,
  insetInlineStart: `calc(${boxSize} / -2)`,
  width: `calc(100% + ${boxSize})`,
  height: '100%',
  margin: 0,
  opacity: 0,
  cursor: 'inherit',
  appearance: 'none',
  background: 'transparent',
  selectors: {
    '&::-webkit-slider-thumb': { appearance: 'none', width: boxSize, height: boxSize },
    '&::-moz-range-thumb': { width: boxSize, height: boxSize, border: 0 },
  },
});

// Drawn after the input, so its states follow the input as a sibling; the pointer passes through
// it to the input. `inset-inline-start` is the value's position, set by the component (the native
// range runs right to left in an RTL page, and so does the drawn thumb).
export const thumb = style({
  position: 'absolute',
  top: '50%',
  transform: 'translate(-50%, -50%)',
  width: boxSize,
  height: boxSize,
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.accentSolid}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
  pointerEvents: 'none',
  transition: `background-color ${vars.duration.fast}, border-color ${vars.duration.fast}`,
  selectors: {
    '&:dir(rtl)': { transform: 'translate(50%, -50%)' },
    [`${track}:not([data-disabled]):hover &, ${input}:active ~ &`]: { background: vars.color.accentSubtle },
    [`${input}:focus-visible ~ &`]: focusRing,
  },
});

// The invalid border: the input carries aria-invalid, the drawn thumb shows it.
export const thumbInvalid = style({ borderColor: vars.color.danger });
