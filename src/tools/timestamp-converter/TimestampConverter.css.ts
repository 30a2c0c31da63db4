import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/theme.css';

export { toolRoot as root } from '../layout.css';

/**
 * One column on a phone (Convert, All Formats, Current Time); from 52rem Convert and Current Time
 * on the left and All Formats beside them.
 */
export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@container': {
    '(min-width: 52rem)': {
      gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
      gridTemplateAreas: '"convert formats" "now formats"',
      gridTemplateRows: 'auto 1fr',
    },
  },
});

export const convertArea = style({ '@container': { '(min-width: 52rem)': { gridArea: 'convert' } } });
export const formatsArea = style({ '@container': { '(min-width: 52rem)': { gridArea: 'formats' } } });
export const nowArea = style({ '@container': { '(min-width: 52rem)': { gridArea: 'now' } } });

/** Unit beside nothing on a phone; it stays narrow enough for any width. */
export const unitField = style({ maxWidth: '20rem' });

/** The ISO 8601 result under the field: the first answer, visible while typing on a phone. */
export const summary = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
});

export const summaryText = style({ margin: 0, minWidth: 0, flex: '1 1 14rem' });

export const summaryValue = style({
  display: 'block',
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'anywhere',
});

export const summaryRelative = style({ display: 'block', color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** Label over value, the copy button at the end of each row. */
export const list = style({ margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });

export const item = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space.xs,
  paddingBlock: vars.space.xs,
  borderTop: `1px solid ${vars.color.border}`,
  selectors: { '&:first-child': { borderTop: 'none', paddingTop: 0 } },
});

export const itemText = style({ minWidth: 0 });

export const itemLabel = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const itemValue = style({
  margin: 0,
  fontFamily: vars.font.mono,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
  // The space a value takes before the clock has ticked once, so nothing moves when it does.
  minHeight: '1.5em',
});

/** Words (local time, relative time) in the page's font and direction. */
export const itemWords = style({ margin: 0, overflowWrap: 'anywhere', minHeight: '1.5em' });

export const itemNote = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
