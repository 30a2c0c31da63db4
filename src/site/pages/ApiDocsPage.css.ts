import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/theme.css';
import { laidOutWhenNear } from './offscreen';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxl, maxWidth: '52rem', minWidth: 0 });

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export { lead, title } from './page-header.css';

export const toc = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  fontSize: vars.fontSize.sm,
});

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0, scrollMarginTop: vars.space.xxxl });

export const heading = style({ margin: 0, fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.semibold, lineHeight: vars.lineHeight.tight });

export const subheading = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold, lineHeight: vars.lineHeight.tight });

export const text = style({ margin: 0, lineHeight: vars.lineHeight.normal });

export const list = style({ margin: 0, paddingInlineStart: vars.space.lg, display: 'flex', flexDirection: 'column', gap: vars.space.xs, lineHeight: vars.lineHeight.normal });

export const code = style({
  fontFamily: vars.font.mono,
  fontSize: '0.875em',
  padding: '0.1em 0.35em',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceAlt,
  overflowWrap: 'anywhere',
});

/** Wide tables scroll inside their own box instead of widening the page. */
export const tableWrap = style({
  overflow: 'hidden',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });

export const caption = style({ textAlign: 'start', padding: vars.space.sm, color: vars.color.textMuted, captionSide: 'top' });

globalStyle(`${table} th, ${table} td`, {
  textAlign: 'start',
  verticalAlign: 'top',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderTop: `1px solid ${vars.color.border}`,
});

globalStyle(`${table} thead th`, { background: vars.color.surfaceAlt, fontWeight: vars.fontWeight.semibold });

export const nowrap = style({ whiteSpace: 'nowrap' });

export const scroller = style({
  overflowX: 'auto',
  borderRadius: vars.radius.md,
  // Inside the ring: tableWrap clips what lies outside it (its rounded border).
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' } },
});

export const tocLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.space.lg,
  color: vars.color.accent,
  textUnderlineOffset: '0.2em',
  borderRadius: vars.radius.sm,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});

/** One element's reference: 29 of them, about 2,000 of the page's 2,350 elements. */
export const reference = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
  ...laidOutWhenNear('32rem'),
});

export const referenceName = style({ fontWeight: vars.fontWeight.regular, color: vars.color.textMuted, fontSize: vars.fontSize.md });

export const constraint = style({ display: 'block', marginTop: vars.space.xxs, color: vars.color.textMuted, fontSize: vars.fontSize.xs });

/** The event detail's type: long, so it wraps anywhere and reads as code. */
export const detail = style({
  display: 'block',
  marginTop: vars.space.xs,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xs,
  padding: vars.space.xs,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceAlt,
  overflowWrap: 'anywhere',
});

/** Reference tables keep readable columns on phones and scroll sideways in their region instead. */
export const referenceTable = style({ minWidth: '40rem' });
