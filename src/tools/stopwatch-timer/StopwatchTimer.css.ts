import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/theme.css';
import { splitLayout } from '../layout.css';

export { toolRoot as root } from '../layout.css';

/**
 * One column on a phone, the clock first (its reading and buttons are what people wait for);
 * the laps or the lengths beside it once the tool is wide enough (site or embed).
 */
export const layout = splitLayout('46rem', 'minmax(0, 1fr) minmax(0, 1fr)');

export const readingBox = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
  borderRadius: vars.radius.md,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});

export const readingLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });

/** The big reading: tabular digits so it does not jiggle; it shrinks with the tool's width, never clips. */
export const reading = style({
  alignSelf: 'flex-start',
  maxWidth: '100%',
  paddingBlock: vars.space.xxs,
  borderRadius: vars.radius.md,
  fontSize: `clamp(${vars.fontSize.xxxl}, 14cqi, 4.5rem)`,
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
  lineHeight: 1.1,
  overflowWrap: 'anywhere',
});

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.55 } });

/** Time is up: the reading turns to the warning colors and, unless motion is reduced, pulses. */
export const alerting = style({
  color: vars.color.warning,
  background: vars.color.warningSubtle,
  paddingInline: vars.space.xs,
  '@media': {
    '(prefers-reduced-motion: no-preference)': { animation: `${pulse} 1s ease-in-out 4` },
  },
});

export const phaseLine = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** Buttons in a row that wraps on a narrow phone; labels wrap rather than clip. */
export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
globalStyle(`${buttons} > button`, { whiteSpace: 'normal', maxWidth: '100%' });

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const error = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });

export const fieldset = style({ margin: 0, padding: 0, border: 'none', minWidth: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const legend = style({ padding: 0, marginBlockEnd: vars.space.xs, fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.sm });

/** Hours, minutes and seconds (or the four Pomodoro lengths) side by side while they fit. */
export const parts = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 8rem), 1fr))',
  alignItems: 'end',
});

/** The laps' own scroll box, with a visible edge: a long session scrolls here, never the page. */
export const tableBox = style({
  overflow: 'auto',
  maxWidth: '100%',
  maxHeight: `calc(${vars.space.xxl} * 8)`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' } },
});

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm, fontVariantNumeric: 'tabular-nums' });

globalStyle(`${table} th, ${table} td`, {
  textAlign: 'end',
  whiteSpace: 'nowrap',
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
});
globalStyle(`${table} thead th`, { position: 'sticky', top: 0, background: vars.color.surface, color: vars.color.textMuted, fontWeight: vars.fontWeight.medium, borderTop: 'none' });
globalStyle(`${table} th:first-child`, { textAlign: 'start' });
globalStyle(`${table} tbody th`, { color: vars.color.textMuted, fontWeight: vars.fontWeight.regular });
