import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '../theme/theme.css';

/**
 * One bordered box around − input +, drawn like fieldInput; focus shows on the whole group.
 * State comes from the platform (`:hover`, `:focus-within`, `:disabled`) and from the
 * component's own `data-invalid` / `data-disabled`: no react-aria behind it (issue #9).
 */
export const group = style({
  display: 'flex',
  alignItems: 'stretch',
  height: vars.control.md,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  overflow: 'hidden',
  transition: `border-color ${vars.duration.fast}`,
  selectors: {
    '&:hover:not([data-disabled])': { borderColor: vars.color.text },
    '&:focus-within': focusRing,
    '&[data-invalid]': { borderColor: vars.color.danger },
    '&[data-disabled]': { opacity: 0.6, cursor: 'not-allowed' },
  },
});

export const input = style({
  flex: 1,
  minWidth: 0,
  padding: `0 ${vars.space.sm}`,
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.md,
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'center',
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.placeholder, opacity: 1 },
    '&:disabled': { cursor: 'not-allowed' },
  },
});

/** The − (first) and + (last) buttons; each is divided from the input by a hairline. */
export const stepper = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.control.md,
  padding: 0,
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  // A long press repeats the step: no text selection or callout on touch screens meanwhile.
  userSelect: 'none',
  WebkitTouchCallout: 'none',
  touchAction: 'manipulation',
  transition: `background-color ${vars.duration.fast}`,
  selectors: {
    '&:first-child': { borderInlineEnd: `1px solid ${vars.color.border}` },
    '&:last-child': { borderInlineStart: `1px solid ${vars.color.border}` },
    '&:hover:not(:disabled), &:active:not(:disabled)': { background: vars.color.surfaceAlt },
    '&:disabled': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});
