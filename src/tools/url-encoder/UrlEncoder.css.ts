import { globalStyle, style } from '@vanilla-extract/css';
import { vars, visuallyHidden } from '../../ui/theme/theme.css';
import { splitLayout } from '../layout.css';

export { toolRoot as root } from '../layout.css';

/** Input and result side by side once the tool itself is wide enough (site or embed). */
export const layout = splitLayout('56rem', 'minmax(0, 1fr) minmax(0, 1fr)');

export const options = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: `${vars.space.md} ${vars.space.xl}`,
});

export const input = style({});
globalStyle(`${input} textarea`, { minHeight: `calc(${vars.space.md} * 12)` });

export const urlRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
});

export const urlField = style({ flex: '1 1 20rem' });

export const note = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export { emptyResult as empty } from '../layout.css';

export const parts = style({ margin: 0, display: 'flex', flexDirection: 'column' });

export const partRow = style({
  display: 'grid',
  gridTemplateColumns: `minmax(5rem, max-content) minmax(0, 1fr) auto`,
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xxs} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 'none' } },
});

export const partLabel = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium, color: vars.color.textMuted, minWidth: '5rem' });

export const partValue = style({ margin: 0, display: 'flex', flexDirection: 'column', minWidth: 0 });

export const partAction = style({ margin: 0 });

export const partNote = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const mono = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });

export const none = style({ fontFamily: vars.font.body, fontStyle: 'italic', color: vars.color.textMuted });

export const problem = style({ display: 'block', fontFamily: vars.font.body, fontSize: vars.fontSize.xs, color: vars.color.danger });

export const tableWrap = style({ overflowX: 'auto' });

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });
globalStyle(`${table} th`, {
  textAlign: 'start',
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  borderBottom: `1px solid ${vars.color.borderStrong}`,
});
globalStyle(`${table} td`, {
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'middle',
});
globalStyle(`${table} tr:last-child td`, { borderBottom: 'none' });
globalStyle(`${table} td:first-child`, { color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums', width: '1%' });
globalStyle(`${table} td:last-child`, { width: '1%', textAlign: 'end' });

export const hidden = visuallyHidden;
