import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme/theme.css';

/* ---- Post meta line (date · reading time · author) ---- */

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.md,
  rowGap: vars.space.xxs,
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const metaItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xxs, whiteSpace: 'nowrap' });

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

/* ---- Post card ---- */

export const cardBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, height: '100%' });

export const cardTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
});

export const excerpt = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.normal });

// Pushes the meta line to the bottom so cards in one grid row line up.
export const cardFooter = style({ marginTop: 'auto', display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const fullHeight = style({ height: '100%' });

/* ---- Featured post ---- */

export const featured = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  borderTop: `4px solid ${vars.color.accentSolid}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
  '@media': { '(max-width: 40rem)': { padding: vars.space.lg } },
});

export const featuredTitle = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  letterSpacing: '-0.01em',
});

export const featuredExcerpt = style({ margin: 0, fontSize: vars.fontSize.md, color: vars.color.textMuted, maxWidth: '44rem' });

/* ---- Sidebar panels (categories, types, popular tools) ---- */

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.sm,
  minWidth: 0,
});

export const panelTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold, lineHeight: vars.lineHeight.tight });

export const navList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const navLink = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  width: '100%',
  minHeight: vars.control.sm,
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  fontSize: vars.fontSize.sm,
  selectors: {
    // Attribute selectors outrank the Link recipe's underlined, accent-colored base (and its
    // small radius: with one class each, the winner depended on which style sheet came last).
    '&[href]': { color: vars.color.text, textDecorationLine: 'none', borderRadius: vars.radius.md },
    '&[href][data-hovered]': { background: vars.color.surfaceAlt, textDecorationLine: 'underline' },
    '&[href][data-current]': { background: vars.color.accentSubtle, color: vars.color.accent, fontWeight: vars.fontWeight.semibold },
  },
});

export const count = style({
  minWidth: vars.space.lg,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceAlt,
  color: vars.color.text,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.space.lg,
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
});

globalStyle(`${navLink}[data-current] ${count}`, { background: vars.color.surface, color: vars.color.accent });

// `&&` outranks the Link recipe whatever order the stylesheets load in.
export const toolLink = style({
  selectors: {
    '&&': { display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, minHeight: vars.control.sm, fontSize: vars.fontSize.sm },
  },
});

export const toolIcon = style({ color: vars.color.accent, flexShrink: 0 });

/* ---- Post list with Load More ---- */

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 15rem), 1fr))',
});

export const listFooter = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  marginTop: vars.space.lg,
});

export const listStatus = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted, textAlign: 'center' });

export const sidebar = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

/* ---- Post body ---- */

export const prose = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  maxWidth: '42rem',
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
});

globalStyle(`${prose} > p, ${prose} > ul, ${prose} > ol`, { margin: 0 });
globalStyle(`${prose} li + li`, { marginTop: vars.space.xs });
globalStyle(`${prose} > ul, ${prose} > ol`, { paddingInlineStart: vars.space.lg });

export const proseHeading = style({
  margin: `${vars.space.md} 0 0`,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
});

export const inlineCode = style({
  fontFamily: vars.font.mono,
  fontSize: '0.875em',
  padding: `0.1em 0.35em`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceAlt,
  overflowWrap: 'anywhere',
});

export const quote = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderInlineStart: `4px solid ${vars.color.borderStrong}`,
  background: vars.color.surfaceAlt,
  borderRadius: 0,
  borderStartEndRadius: vars.radius.md,
  borderEndEndRadius: vars.radius.md,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const quoteLabel = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  textTransform: 'uppercase',
  letterSpacing: '0.05em',
  color: vars.color.textMuted,
});

export const quoteText = style({ margin: 0, fontStyle: 'italic' });
