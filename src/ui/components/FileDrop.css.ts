import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space.xs,
  minWidth: 0,
});

export const rootCompact = style([root, { alignItems: 'flex-start' }]);

export const zone = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.lg} ${vars.space.md}`,
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.textMuted,
  textAlign: 'center',
  transition: `background-color ${vars.duration.fast}, border-color ${vars.duration.fast}, box-shadow ${vars.duration.fast}`,
  // Focusable by a click only (for a paste); the button inside shows keyboard focus.
  outline: 'none',
  selectors: {
    '&[data-hovered]:not([data-disabled])': { borderColor: vars.color.text },
    // The inset shadow thickens the border without shifting the layout.
    '&[data-drop-target]': {
      borderStyle: 'solid',
      borderColor: vars.color.accentSolid,
      boxShadow: `inset 0 0 0 1px ${vars.color.accentSolid}`,
      background: vars.color.accentSubtle,
      color: vars.color.accent,
    },
    '&[data-invalid]:not([data-drop-target])': { borderColor: vars.color.danger },
    // No fading: the text must stay readable; the muted fill and disabled button say it's off.
    '&[data-disabled]': { background: vars.color.surfaceAlt, cursor: 'not-allowed' },
  },
});

/** Compact: only the button shows, but the wrapper still takes drops and lights up for them. */
export const zoneCompact = style({
  display: 'inline-flex',
  borderRadius: vars.radius.md,
  outline: 'none',
  transition: `box-shadow ${vars.duration.fast}`,
  selectors: {
    '&[data-drop-target]': { boxShadow: `0 0 0 2px ${vars.color.background}, 0 0 0 4px ${vars.color.accentSolid}` },
  },
});

export const zoneIcon = style({
  color: vars.color.textMuted,
  selectors: {
    [`${zone}[data-drop-target] &`]: { color: vars.color.accent },
  },
});

export const hint = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
  selectors: {
    [`${zone}[data-disabled] &`]: { color: vars.color.textMuted },
  },
});

export const description = style({
  margin: 0,
  marginTop: vars.space.xxs,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  selectors: {
    [`${zone}[data-drop-target] &`]: { color: vars.color.text },
  },
});

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xxs,
  margin: 0,
});

export const errorIconSlot = style({
  display: 'flex',
  alignItems: 'center',
  height: '1lh',
});
