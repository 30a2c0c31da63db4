import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/theme.css';

export { toolRoot as root } from '../layout.css';

/** The card is a container, so the fields pair up by its width (site column or embed). */
export const form = style({ containerType: 'inline-size', minWidth: 0 });

export const fields = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@container': {
    '(min-width: 34rem)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
});

/** The table scrolls inside its own bordered box on a phone (keyboard users can scroll it too). */
export { scrollBox as tableScroll } from '../../ui/styles.css';

export const table = style({
  width: '100%',
  minWidth: '34rem',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  textAlign: 'start',
});

// Every header cell (column and row headers) says `start` itself: a <th> centres a `start` it
// inherits (Chrome's -internal-center), which it did not do with the `left` the table had.
globalStyle(`${table} th`, { textAlign: 'start' });

export const th = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.borderStrong}`,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
});

export const td = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
});

export const param = style({
  fontFamily: vars.font.mono,
  whiteSpace: 'nowrap',
});

export const muted = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const caption = style({
  captionSide: 'top',
  textAlign: 'start',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
