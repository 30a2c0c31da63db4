import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing, vars } from '../../../ui/theme/theme.css';

/** Settings beside the result from 64rem; stacked (settings, then the snippet and the preview) below. */
export const builder = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@media': { '(min-width: 64rem)': { gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 7fr)' } },
});

export const column = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

export const fields = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const note = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted, lineHeight: vars.lineHeight.normal });

/** The tool list: scrolls inside its own box with a visible edge, never the page. */
export const toolList = style({
  maxBlockSize: '18rem',
  overflowY: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  padding: vars.space.xs,
  margin: 0,
  minWidth: 0,
});

export const group = style({ border: 0, margin: 0, padding: 0, minWidth: 0 });

export const groupLegend = style({
  padding: `${vars.space.xs} ${vars.space.xs} ${vars.space.xxs}`,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minBlockSize: vars.control.sm,
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceAlt },
    '&:has(input:checked)': { background: vars.color.accentSubtle, fontWeight: vars.fontWeight.medium },
  },
});

export const radio = style({ margin: 0, accentColor: vars.color.accentSolid, flexShrink: 0 });
globalStyle(`${radio}:focus-visible`, focusRing);

export const empty = style([note, { padding: vars.space.sm }]);

/** The live element: the tool at its real width, in a box that shows where the host page ends. */
export const preview = style({
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  minBlockSize: '12rem',
  minWidth: 0,
});

export const previewStatus = style([note, { marginBlockStart: vars.space.xs }]);
