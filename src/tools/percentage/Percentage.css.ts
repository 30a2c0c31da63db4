import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/theme.css';
import { splitLayout } from '../layout.css';

export { toolRoot as root } from '../layout.css';

/** Values beside the result once the tool is wide enough (site or embed). */
export const layout = splitLayout('44rem', 'minmax(0, 1fr) minmax(0, 1fr)');

/** Tab labels wrap onto two lines in narrow containers instead of scrolling out of view. */
export const tabList = style({});
globalStyle(`${tabList} [role="tab"]`, {
  '@container': {
    '(max-width: 29.99rem)': {
      flex: '1 1 0',
      justifyContent: 'center',
      textAlign: 'center',
      whiteSpace: 'normal',
      paddingBlock: vars.space.xxs,
      lineHeight: vars.lineHeight.tight,
    },
  },
});

export const panel = style({ paddingTop: vars.space.md });

export const figureRow = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

export const figure = style({
  margin: 0,
  fontSize: vars.fontSize.display,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
  minWidth: 0,
});

export const sentence = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'anywhere',
});

export const muted = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});
