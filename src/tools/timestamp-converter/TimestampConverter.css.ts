import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/theme.css';
import { gridArea, twoColumnAreas } from '../layout.css';

export { toolRoot as root } from '../layout.css';

/**
 * One column on a phone (Convert, All Formats, Current Time); from 52rem Convert and Current Time
 * on the left and All Formats beside them.
 */
export const layout = twoColumnAreas('"convert formats" "now formats"', 'auto 1fr');

export const convertArea = gridArea('convert');
export const formatsArea = gridArea('formats');
export const nowArea = gridArea('now');

/** Unit beside nothing on a phone; it stays narrow enough for any width. */
export const unitField = style({ maxWidth: '20rem' });

export { summary, summaryText, summaryCode as summaryValue } from '../summary.css';

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
