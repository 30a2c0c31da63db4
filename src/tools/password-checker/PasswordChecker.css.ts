import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/theme.css';
import { splitLayout } from '../layout.css';

export { toolRoot as root } from '../layout.css';

/** Password and score on the left, feedback and NIST checks on the right once there is room. */
export const layout = splitLayout('52rem', 'minmax(0, 3fr) minmax(18rem, 2fr)');

export const fieldRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const passwordInput = style({
  flex: '1 1 auto',
  minWidth: 0,
});

export const fieldButton = style({ flexShrink: 0 });
// As tall as the field; doubled class so it wins over the button recipe's own size.
globalStyle(`${fieldButton}${fieldButton}`, {
  height: vars.control.md,
  width: vars.control.md,
});

export const muted = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});


export const results = style({
  transition: `opacity ${vars.duration.fast} ${vars.easing.standard}`,
});

/** The previous check while the next one waits for a pause in typing. */
export const stale = style({ opacity: 0.6 });

export const subheading = style({
  margin: 0,
  marginBlockEnd: vars.space.xs,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const warning = style({
  margin: 0,
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.warning,
});

export const warningIcon = style({ flexShrink: 0 });

export const suggestions = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  fontSize: vars.fontSize.sm,
});

export const checks = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  transition: `opacity ${vars.duration.fast} ${vars.easing.standard}`,
});

export const check = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
});

export const checkIcon = styleVariants({
  success: { flexShrink: 0, color: vars.color.success },
  danger: { flexShrink: 0, color: vars.color.danger },
  accent: { flexShrink: 0, color: vars.color.accent },
  neutral: { flexShrink: 0, color: vars.color.textMuted },
});

export const checkText = style({
  flex: '1 1 auto',
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const checkTitle = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});

export const checkDetail = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});
