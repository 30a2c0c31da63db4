import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/theme.css';

import { inputsResultLayout } from '../layout.css';

export { toolRoot as root } from '../layout.css';
export { inputArea, resultArea, optionsArea, status, note, hint, actions } from '../result-card.css';

/** The inputs, the result beside them from 52rem (see layout.css.ts), the schedule across both. */
export const layout = inputsResultLayout(' "schedule schedule"');

export const scheduleArea = style({ minWidth: 0, '@container': { '(min-width: 52rem)': { gridArea: 'schedule' } } });

/** The term and its unit side by side when they fit, stacked on a narrow phone. */
export const termRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: vars.space.md });

export const termField = style({ flex: '1 1 8rem', minWidth: 0 });

export const saved = style({ margin: 0, fontWeight: vars.fontWeight.medium });

/** The year, then Previous and Next: on one line when they fit; on a phone the year takes a line of its own. */
export const pager = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.sm });
export const yearSelect = style({ flex: '1 1 14rem', minWidth: 0 });
export const pagerButtons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
globalStyle(`${pagerButtons} > button`, { whiteSpace: 'normal' });

/** The table's own scroll box, with a visible edge, so a narrow phone scrolls the table and never the page. */
export const tableWrap = style({
  overflowX: 'auto',
  maxWidth: '100%',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' } },
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
});

export const caption = style({
  textAlign: 'start',
  fontWeight: vars.fontWeight.semibold,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
});

globalStyle(`${table} th, ${table} td`, {
  textAlign: 'end',
  whiteSpace: 'nowrap',
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.xs,
  borderTop: `1px solid ${vars.color.border}`,
});

globalStyle(`${table} thead th`, { color: vars.color.textMuted, fontWeight: vars.fontWeight.medium, verticalAlign: 'bottom' });
// The outer cells keep the box's own inset.
globalStyle(`${table} th:first-child, ${table} td:first-child`, { paddingInlineStart: vars.space.sm });
globalStyle(`${table} th:last-child, ${table} td:last-child`, { paddingInlineEnd: vars.space.sm });
globalStyle(`${table} tbody th`, { color: vars.color.textMuted, fontWeight: vars.fontWeight.regular });
