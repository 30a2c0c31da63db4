import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/theme.css';
import { splitLayout } from '../layout.css';

export { toolRoot as root } from '../layout.css';

/** Converter and the all-units table side by side once the tool is wide enough. */
export const layout = splitLayout('52rem', 'minmax(0, 1fr) minmax(0, 1fr)');

/** Amount and unit side by side on every width: both stay short enough for a phone. */
export const sideRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  gap: vars.space.sm,
  alignItems: 'start',
});

export const swapRow = style({ display: 'flex', justifyContent: 'center' });

export const result = style({
  margin: 0,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
  // Long numbers wrap between digit groups (BreakableNumber's breaks); a group is split only if it
  // alone is wider than the box. 'anywhere', not 'break-word': only it lowers the cell's
  // min-content width, which is what a table lays out with (a 320 px phone showed 3 px of overflow).
  overflowWrap: 'anywhere',
});

export const resultRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

export const resultHint = style({
  flex: '1 1 12rem',
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const muted = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });

globalStyle(`${table} th, ${table} td`, {
  textAlign: 'start',
  verticalAlign: 'middle',
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.xs,
  borderTop: `1px solid ${vars.color.border}`,
});

globalStyle(`${table} thead th`, {
  borderTop: 'none',
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
});

export const valueCell = style({
  fontVariantNumeric: 'tabular-nums',
  // Long numbers wrap between digit groups (BreakableNumber's breaks); a group is split only if it
  // alone is wider than the box. 'anywhere', not 'break-word': only it lowers the cell's
  // min-content width, which is what a table lays out with (a 320 px phone showed 3 px of overflow).
  overflowWrap: 'anywhere',
});

export const actionCell = style({ width: vars.control.sm, textAlign: 'end' });

export const unitSymbol = style({ color: vars.color.textMuted });

globalStyle(`${table} tbody th`, { fontWeight: vars.fontWeight.regular });

/** The rows of the two units being converted stand out. */
export const currentRow = style({});

globalStyle(`${table} tbody ${currentRow} th, ${table} tbody ${currentRow} td`, { fontWeight: vars.fontWeight.semibold });

/** Category beside Decimals; Decimals drops below on the narrowest phones. */
export const settingsRow = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 9rem), 1fr))',
  gap: vars.space.sm,
  alignItems: 'start',
});
