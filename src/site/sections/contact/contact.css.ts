import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme/theme.css';

/* ---- Contact form ---- */

export const form = style({ containerType: 'inline-size', display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

/** Two fields side by side once the form is wide enough. */
export const row = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@container': { '(min-width: 32rem)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md });

export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

// A live region must exist before its text changes; while empty it takes no space.
export const status = style({ selectors: { '&:empty': { position: 'absolute' } } });

export const sent = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.success}`,
  borderRadius: vars.radius.md,
  background: vars.color.successSubtle,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.snug,
});

export const sentIcon = style({ color: vars.color.success, flexShrink: 0, marginBlockStart: `calc((1lh - ${vars.fontSize.lg}) / 2)` });

export const sentTitle = style({ margin: 0, fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.md });

export const sentText = style({ margin: 0 });

/* ---- Side panels: quick contact, help topics ---- */

export const panelList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const item = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm, minWidth: 0 });

export const itemIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.control.md,
  height: vars.control.md,
  borderRadius: vars.radius.md,
  background: vars.color.accentSubtle,
  color: vars.color.accent,
});

export const itemText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const itemTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold, lineHeight: vars.lineHeight.snug });

export const itemBody = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted, lineHeight: vars.lineHeight.snug });

export const topicsWrap = style({ containerType: 'inline-size' });

/** Four topics: one column, then 2 × 2, then a single row; never three and a straggler. */
export const topics = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@container': {
    '(min-width: 34rem)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    '(min-width: 64rem)': { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});

/* ---- FAQ ---- */

export const faqList = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const faqItem = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const summary = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minHeight: vars.control.lg,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  listStyle: 'none',
  fontWeight: vars.fontWeight.semibold,
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&:hover': { background: vars.color.surfaceAlt },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const chevron = style({
  flexShrink: 0,
  color: vars.color.textMuted,
  transition: `transform ${vars.duration.normal} ${vars.easing.standard}`,
  selectors: { [`${faqItem}[open] &`]: { transform: 'rotate(180deg)' } },
});

export const answer = style({
  margin: 0,
  padding: `0 ${vars.space.md} ${vars.space.md}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  maxWidth: '48rem',
});

export const question = style({ fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.snug });
