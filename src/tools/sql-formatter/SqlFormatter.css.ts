import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/theme.css';
import { splitLayout } from '../layout.css';

const WIDE_FROM = '56rem';
const WIDE = `(min-width: ${WIDE_FROM})`;

export { toolRoot as root } from '../layout.css';

/** Input beside the result and options once the tool is wide enough (site or embed); stacked below. */
export const layout = splitLayout(WIDE_FROM, 'minmax(0, 1fr) minmax(0, 1fr)');

export const input = style({});
// A paragraph's height when stacked; a page's when beside the result.
globalStyle(`${input} textarea`, {
  minHeight: `calc(${vars.space.md} * 12)`,
  '@container': { [WIDE]: { minHeight: `calc(${vars.space.md} * 24)` } },
});

export const empty = style({
  margin: 0,
  padding: vars.space.lg,
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
});
