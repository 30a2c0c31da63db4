import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/theme.css';

export { toolRoot as root } from '../layout.css';

/**
 * One column on a phone in source order (the loan, the result, the payment options, then the
 * schedule): the result sits right under the amount, rate and term being typed. From 52rem the
 * result takes the second column beside the two input cards, and the schedule spans both.
 */
export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@container': {
    '(min-width: 52rem)': {
      gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
      gridTemplateAreas: '"input result" "options result" "schedule schedule"',
    },
  },
});

export const inputArea = style({ '@container': { '(min-width: 52rem)': { gridArea: 'input' } } });
export const resultArea = style({ '@container': { '(min-width: 52rem)': { gridArea: 'result' } } });
export const optionsArea = style({ '@container': { '(min-width: 52rem)': { gridArea: 'options' } } });
export const scheduleArea = style({ minWidth: 0, '@container': { '(min-width: 52rem)': { gridArea: 'schedule' } } });

/** The term and its unit side by side when they fit, stacked on a narrow phone. */
export const termRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: vars.space.md });
export const termField = style({ flex: '1 1 8rem', minWidth: 0 });

export const status = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const figures = style({ margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs });

const figureBase = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  columnGap: vars.space.md,
  rowGap: vars.space.xxs,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
} as const;

export const figure = style(figureBase);

/** The payment people wait for stands out. */
export const mainFigure = style({ ...figureBase, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

globalStyle(`${figures} dt`, { color: vars.color.textMuted, fontWeight: vars.fontWeight.medium });
globalStyle(`${mainFigure} dt`, { color: vars.color.text });
globalStyle(`${figures} dd`, { margin: 0, display: 'flex', flexDirection: 'column', alignItems: 'flex-end', minWidth: 0 });

export const amount = style({
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.fontWeight.semibold,
  // Totals near a trillion are long: they wrap rather than leaving the card on a 320 px phone.
  overflowWrap: 'anywhere',
  textAlign: 'end',
});

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.regular });

export const saved = style({ margin: 0, fontWeight: vars.fontWeight.medium });

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

globalStyle(`${actions} > button`, { maxWidth: '100%', whiteSpace: 'normal', textAlign: 'center' });

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
