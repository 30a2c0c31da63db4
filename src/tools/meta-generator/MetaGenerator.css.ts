import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '../../ui/theme/theme.css';
import { splitLayout } from '../layout.css';

export { toolRoot as root } from '../layout.css';

/** Fields beside the preview and code once the tool is wide enough (site or embed). */
export const layout = splitLayout('52rem', 'minmax(0, 1fr) minmax(0, 1fr)');

/** Cards are containers of their own, so field pairs follow the card's width. */
export const card = style({ containerType: 'inline-size', minWidth: 0 });

export const pair = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@container': {
    '(min-width: 26rem)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
});

/** "42 characters · aim for 50–60" and its rating badge on one line. */
export const lengthHint = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  fontVariantNumeric: 'tabular-nums',
});

/** The text field and a native colour picker on one row. */
export const colorRow = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
});

export const colorField = style({ flex: 1, minWidth: 0 });

export const colorPicker = style({
  flex: 'none',
  // Lines up with the text input below the field label.
  marginTop: `calc(${vars.fontSize.sm} * ${vars.lineHeight.normal} + ${vars.space.xxs})`,
  width: vars.control.md,
  height: vars.control.md,
  padding: vars.space.xxs,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': focusRing,
  },
});

// ── Search result preview ───────────────────────────────────────────────────

export const result = style({
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  minWidth: 0,
});

export const site = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
});

export const favicon = style({
  flex: 'none',
  display: 'grid',
  placeItems: 'center',
  width: vars.space.xl,
  height: vars.space.xl,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceAlt,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  textTransform: 'uppercase',
});

export const siteText = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const siteName = style({ fontSize: vars.fontSize.sm, color: vars.color.text, lineHeight: vars.lineHeight.tight });

export const crumb = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.snug,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const resultTitle = style({
  margin: `${vars.space.xxs} 0 0`,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.regular,
  lineHeight: vars.lineHeight.snug,
  color: vars.color.accent,
  overflowWrap: 'anywhere',
});

export const resultDescription = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

/** A hint in place of a missing value wraps, where the preview's own lines are cut with an ellipsis. */
export const missing = style({ fontStyle: 'italic', whiteSpace: 'normal' });
