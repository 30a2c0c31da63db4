import { globalStyle, style } from '@vanilla-extract/css';
import { focusable } from '../../ui/styles.css';
import { vars } from '../../ui/theme/theme.css';

export { toolRoot as root } from '../layout.css';

const wide = '(min-width: 40rem)';
const narrow = '(max-width: 29.99rem)';
const medium = '(min-width: 30rem)';

/** Picker tab: big colour well beside the controls once there is room. */
export const pickerLayout = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@container': { [wide]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)' } },
});

/** Tab labels wrap onto two lines in narrow containers instead of scrolling out of view. */
export const tabList = style({});
globalStyle(`${tabList} [role="tab"]`, {
  '@container': {
    [narrow]: {
      flex: '1 1 0',
      justifyContent: 'center',
      textAlign: 'center',
      whiteSpace: 'normal',
      paddingBlock: vars.space.xxs,
      lineHeight: vars.lineHeight.tight,
    },
  },
});

/** Random and eyedropper buttons: side by side when there is room, full width when not. */
export const actions = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))',
  gap: vars.space.sm,
});

export const wellLabel = style({
  display: 'block',
  marginBlockEnd: vars.space.xxs,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

/** The native colour input, drawn as one large swatch (it opens the browser's picker). */
export const nativeInput = style([
  focusable,
  {
    display: 'block',
    width: '100%',
    height: '9rem',
    padding: vars.space.xxs,
    border: `1px solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.lg,
    background: vars.color.surface,
    cursor: 'pointer',
    '@container': { [wide]: { height: '13rem' } },
  },
]);
globalStyle(`${nativeInput}::-webkit-color-swatch-wrapper`, { padding: 0 });
globalStyle(`${nativeInput}::-webkit-color-swatch`, { border: 'none', borderRadius: vars.radius.md });
globalStyle(`${nativeInput}::-moz-color-swatch`, { border: 'none', borderRadius: vars.radius.md });

export const wellCaption = style({
  margin: 0,
  marginBlockStart: vars.space.xs,
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.sm,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const groupLabel = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const presetGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(6, minmax(0, 1fr))',
  gap: vars.space.xs,
  '@container': { [medium]: { gridTemplateColumns: 'repeat(9, minmax(0, 1fr))' } },
});

/** A colour chip that is a button: the SVG inside paints the colour (no inline styles under CSP). */
export const swatchButton = style([
  focusable,
  {
    position: 'relative',
    display: 'grid',
    placeItems: 'center',
    width: '100%',
    minWidth: vars.space.lg,
    aspectRatio: '1',
    padding: 0,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    background: 'none',
    overflow: 'hidden',
    cursor: 'pointer',
    transition: `transform ${vars.duration.fast}, box-shadow ${vars.duration.fast}`,
    selectors: {
      '&[data-hovered]': { transform: 'scale(1.06)' },
      '&[data-pressed]': { transform: 'scale(0.96)' },
      '&[aria-pressed="true"]': { boxShadow: `0 0 0 2px ${vars.color.surface}, 0 0 0 4px ${vars.color.text}` },
    },
  },
]);

/** Fills its box; used inside swatch buttons and previews. */
export const swatchFill = style({
  position: 'absolute',
  inset: 0,
  display: 'block',
  width: '100%',
  height: '100%',
});

export const swatchMark = style({ position: 'relative' });

/** Small "based on" line at the top of the palette and converter tabs. */
export const current = style({
  margin: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const currentChip = style({
  position: 'relative',
  flexShrink: 0,
  width: vars.control.sm,
  height: vars.control.sm,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  overflow: 'hidden',
});

export const code = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});

export const paletteGrid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@container': { [wide]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});

export const paletteItem = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  padding: vars.space.xs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
});

export const paletteSwatch = style({
  aspectRatio: '8 / 5',
  borderRadius: vars.radius.sm,
});

export const paletteText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.none,
  paddingInline: vars.space.xxs,
  minWidth: 0,
});

export const paletteLabel = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const formatGrid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@container': { [wide]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: vars.space.lg } },
});

/** Read-only field with its copy button on the input's baseline. */
export const formatRow = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.xs,
  minWidth: 0,
});

export const formatField = style({ flex: '1 1 auto' });

/** "Copied to clipboard!" sits on the label line so nothing shifts when it appears. */
export const copiedNote = style({
  position: 'absolute',
  insetBlockStart: 0,
  insetInlineEnd: 0,
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.success,
});

export const contrastGrid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@container': { [medium]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const contrastItem = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
});

export const contrastSample = style({
  display: 'block',
  width: '4.5rem',
  height: '3.5rem',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  fontFamily: vars.font.body,
  fontWeight: vars.fontWeight.bold,
});

export const contrastTitle = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
});

export const contrastRatio = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
});

export const marks = style({
  gridColumn: '1 / -1',
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  alignItems: 'center',
  gap: `${vars.space.xxs} ${vars.space.sm}`,
  margin: 0,
  fontSize: vars.fontSize.sm,
});

export const marksLabel = style({ color: vars.color.textMuted });

export const marksValue = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xxs, margin: 0 });

export const note = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

/** Notes under the Any Color field (clipped to sRGB, alpha); empty, it takes no room. */
export const anyNotes = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const anyNote = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});
