import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/theme.css';
import { textBesideResult } from '../layout.css';

export { toolRoot as root } from '../layout.css';
export { emptyResult as empty } from '../layout.css';
export { summary, summaryText, summaryValue } from '../summary.css';

/** The markup beside the result once the tool is wide enough (site or embed); stacked below. */
// The input: a paragraph's height when stacked; a page's when beside the result.
export const { layout, input } = textBesideResult('56rem', 12, 24);

export const column = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

/** Switches in one column on a phone, two where the card is wide enough. */
export const options = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 14rem), 1fr))',
  alignItems: 'start',
});

/** Copy and Download; they wrap under each other on a narrow phone. */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});

/** Before and after, side by side at every width (two small squares fit at 320 px). */
export const compare = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.sm,
  margin: 0,
});

export const figure = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  minWidth: 0,
});

/** A frame of fixed proportion on a checkerboard, so transparent parts read as transparent in both themes. */
export const frame = style({
  display: 'grid',
  placeItems: 'center',
  aspectRatio: '1',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  backgroundImage: `conic-gradient(${vars.color.surfaceAlt} 25%, transparent 0 50%, ${vars.color.surfaceAlt} 0 75%, transparent 0)`,
  backgroundSize: `${vars.space.md} ${vars.space.md}`,
});

export const image = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'contain',
});

export const caption = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  textAlign: 'center',
  overflowWrap: 'anywhere',
});

export const gzip = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
