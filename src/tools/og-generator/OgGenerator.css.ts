import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/theme.css';
import { splitLayout } from '../layout.css';

export { toolRoot as root } from '../layout.css';

/** Fields beside the previews and code once the tool is wide enough (site or embed). */
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

export const previewLabel = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
});

export const previewNote = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

// ── Social cards ────────────────────────────────────────────────────────────

const cardBase = {
  margin: 0,
  minWidth: 0,
  overflow: 'hidden',
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
} as const;

export const facebookCard = style({ ...cardBase, borderRadius: vars.radius.sm });

export const xCard = style({ ...cardBase, borderRadius: vars.radius.lg });

/** Summary cards: a square thumbnail beside the text. */
export const xCardSummary = style({
  display: 'grid',
  gridTemplateColumns: `calc(${vars.space.xxxl} * 2) minmax(0, 1fr)`,
  alignItems: 'stretch',
});

/**
 * Where the image would be: a neutral box with the address as text. The image itself is
 * never loaded, so the preview makes no request to any server.
 */
export const imageBox = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  aspectRatio: '1.91 / 1',
  padding: vars.space.md,
  background: vars.color.surfaceAlt,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  textAlign: 'center',
  overflowWrap: 'anywhere',
  minWidth: 0,
});

/** Fills the thumbnail column (as tall as the text beside it) and clips a long address. */
export const imageBoxSquare = style({
  aspectRatio: 'auto',
  minHeight: `calc(${vars.space.xxxl} * 2)`,
  overflow: 'hidden',
  padding: vars.space.xs,
  borderInlineEnd: `1px solid ${vars.color.border}`,
});

export const imageUrl = style({
  fontFamily: vars.font.mono,
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export const cardText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: `${vars.space.sm} ${vars.space.md}`,
  minWidth: 0,
});

export const facebookText = style({ background: vars.color.background, borderTop: `1px solid ${vars.color.border}` });

export const domain = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const domainUpper = style({ textTransform: 'uppercase', letterSpacing: '0.02em' });

export const cardTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const cardDescription = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.snug,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const missing = style({ fontStyle: 'italic' });
