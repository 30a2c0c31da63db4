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

// RAC sizes the fill with its own inline width; we only colour it.
export const fill = style({ background: vars.color.accentSolid, borderRadius: vars.radius.full });

// RAC positions the thumb inline (left + translate(-50%, -50%)); `top` centres it on the rail.
export const thumb = style({
  top: '50%',
  width: boxSize,
  height: boxSize,
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.accentSolid}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
  transition: `background-color ${vars.duration.fast}, border-color ${vars.duration.fast}`,
  selectors: {
    '&[data-hovered], &[data-dragging]': { background: vars.color.accentSubtle },
    '&[data-focus-visible]': focusRing,
  },
});

// The thumb has no data-invalid of its own, so the component toggles this class.
export const thumbInvalid = style({ borderColor: vars.color.danger });
