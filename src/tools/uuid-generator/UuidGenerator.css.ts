import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/theme.css';
import { splitLayout } from '../layout.css';

export { toolRoot as root } from '../layout.css';

/** Generator and validator side by side once the tool is wide enough (site or embed). */
export const layout = splitLayout('52rem', 'minmax(0, 3fr) minmax(0, 2fr)');

/** Uppercase and Hyphens on one row while they fit, stacked on the narrowest phones. */
export const switches = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  columnGap: vars.space.xl,
});

export const muted = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const verdict = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.success,
});

export const details = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
});

export const detailRow = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});

export const detailLabel = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const detailValue = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  // IDs and times are unbroken runs: they wrap anywhere rather than leave the card.
  overflowWrap: 'anywhere',
});

export const mono = style({ fontFamily: vars.font.mono });
