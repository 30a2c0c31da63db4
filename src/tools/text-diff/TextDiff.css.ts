import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/theme.css';
import { splitLayout } from '../layout.css';

export { toolRoot as root } from '../layout.css';

/** The two texts side by side once the tool is wide enough (site or embed). */
export const inputs = splitLayout('40rem', 'minmax(0, 1fr) minmax(0, 1fr)');

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.lg,
  rowGap: vars.space.md,
});

export const switches = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, paddingBlockStart: vars.space.xxs });

export const statusRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
});

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

// ---- the diff table ----

const removedTint = `color-mix(in srgb, ${vars.color.dangerSubtle} 70%, ${vars.color.surface})`;
const addedTint = `color-mix(in srgb, ${vars.color.successSubtle} 70%, ${vars.color.surface})`;

export const tableWrap = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: vars.color.surface,
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  tableLayout: 'fixed',
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.snug,
});

export const headCell = style({
  textAlign: 'start',
  fontFamily: vars.font.body,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  background: vars.color.surfaceAlt,
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

/** Line-number and marker columns: sized in characters of the mono font. */
export const numberCol = style({ width: '5ch' });
export const markerCol = style({ width: '2.5ch' });

export const numberCell = style({
  padding: `0 ${vars.space.xxs}`,
  textAlign: 'end',
  verticalAlign: 'top',
  color: vars.color.textMuted,
  userSelect: 'none',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
});

export const markerCell = style({
  padding: 0,
  textAlign: 'center',
  verticalAlign: 'top',
  userSelect: 'none',
  fontWeight: vars.fontWeight.bold,
});

export const textCell = style({
  padding: `0 ${vars.space.xs}`,
  verticalAlign: 'top',
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  color: vars.color.text,
});

/** The divider between the two sides in the side-by-side view. */
export const sideStart = style({ borderInlineStart: `1px solid ${vars.color.border}` });

export const removed = style({ background: removedTint });
export const added = style({ background: addedTint });
export const removedMarker = style({ color: vars.color.danger });
export const addedMarker = style({ color: vars.color.success });
export const empty = style({ background: vars.color.surfaceAlt });

/** Changed words or characters inside a line: stronger than the line's tint, and underlined/struck for non-colour cues. */
export const del = style({
  background: `color-mix(in srgb, ${vars.color.danger} 22%, ${vars.color.dangerSubtle})`,
  color: vars.color.text,
  textDecorationLine: 'line-through',
  textDecorationColor: vars.color.danger,
  borderRadius: vars.radius.sm,
});

export const ins = style({
  background: `color-mix(in srgb, ${vars.color.success} 22%, ${vars.color.successSubtle})`,
  color: vars.color.text,
  textDecorationLine: 'underline',
  textDecorationColor: vars.color.success,
  borderRadius: vars.radius.sm,
});

export const lineBreak = style({ fontFamily: vars.font.body });

export const noNewline = style({ marginInlineStart: vars.space.xs, color: vars.color.textMuted, fontFamily: vars.font.body, fontSize: vars.fontSize.xs });

export const gapCell = style({
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  background: vars.color.surfaceAlt,
  borderBlock: `1px solid ${vars.color.border}`,
  fontFamily: vars.font.body,
});

export const moreRow = style({ padding: vars.space.sm, display: 'flex', justifyContent: 'center', borderBlockStart: `1px solid ${vars.color.border}` });
