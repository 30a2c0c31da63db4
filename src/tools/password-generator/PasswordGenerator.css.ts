import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/theme.css';
import { splitLayout } from '../layout.css';

/** Container width from which the password row and main button get their full size. */
const WIDE = '(min-width: 28rem)';

export { toolRoot as root } from '../layout.css';

/** Password and settings side by side once the tool itself is wide enough (site or embed). */
export const layout = splitLayout('52rem', 'minmax(0, 3fr) minmax(18rem, 2fr)');

export const labelRow = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  columnGap: vars.space.sm,
});

export const copiedMessage = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.success,
});

export const fieldRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const passwordInput = style({
  flex: '1 1 auto',
  minWidth: 0,
  letterSpacing: '0.02em',
});

// The shared input recipe sets md height and size; the generated password is the tool's focus,
// but in a narrow embed every character of width counts.
globalStyle(`${fieldRow} > ${passwordInput}`, {
  height: vars.control.md,
  fontSize: vars.fontSize.md,
  '@container': {
    [WIDE]: { height: vars.control.lg, fontSize: vars.fontSize.lg },
  },
});

export const fieldButton = style({ flexShrink: 0 });

// Same height as the field; doubled class so it wins over the button recipe's own size.
globalStyle(`${fieldButton}${fieldButton}`, {
  height: vars.control.md,
  width: vars.control.md,
  '@container': {
    [WIDE]: { height: vars.control.lg, width: vars.control.lg },
  },
});

/** Full width with tighter padding on a phone-sized tool, its natural size when there is room. */
export const generateButton = style({});
globalStyle(`${generateButton}${generateButton}`, {
  width: '100%',
  paddingInline: vars.space.md,
  '@container': {
    [WIDE]: { width: 'auto', paddingInline: vars.space.lg },
  },
});

export const recentList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const recentItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xxs} ${vars.space.xxs} ${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
});

export const recentPassword = style({
  flex: '1 1 auto',
  minWidth: 0,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

/** Equal-width preset buttons: two per row in the settings column, four when there is room. */
export const presetGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 7rem), 1fr))',
  gap: vars.space.xs,
});

export const recentNote = style({ marginBlockStart: vars.space.sm });

export const groupLabel = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const checkboxGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 11rem), 1fr))',
  gap: vars.space.xs,
});

export const muted = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const mono = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xs,
});

export const tipsGrid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@container': {
    '(min-width: 40rem)': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const tipTitle = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const tipIcon = style({ color: vars.color.accent });

export const sectionHeading = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
});
