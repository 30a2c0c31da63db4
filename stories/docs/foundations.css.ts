import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { focusRing, vars } from '../../src/ui/theme/theme.css';
import { colorTokenNames } from '../../src/ui/theme/tokens';

// The Foundations pages draw every sample through the theme contract (`vars`), so what they show
// is what the components get. Token values in the text come from src/ui/theme/tokens.ts.

export const block = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: `${vars.space.md} 0 ${vars.space.xl}`,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

export const scroller = style({
  overflowX: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  selectors: { '&:focus-visible': focusRing },
});

export const table = style({ width: '100%', borderCollapse: 'collapse' });

export const caption = style({
  captionSide: 'top',
  textAlign: 'start',
  padding: vars.space.sm,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
});

globalStyle(`${table} th, ${table} td`, {
  textAlign: 'start',
  verticalAlign: 'middle',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderTop: `1px solid ${vars.color.border}`,
});
globalStyle(`${table} thead th`, { background: vars.color.surfaceAlt, fontWeight: vars.fontWeight.semibold });
globalStyle(`${table} tbody th`, { fontWeight: vars.fontWeight.medium });

export const code = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xs,
  overflowWrap: 'anywhere',
});

export const muted = style({ color: vars.color.textMuted });

/** A table cell or panel that carries its own pinned theme (themeClass + data-theme). */
export const themedCell = style({ background: vars.color.background, color: vars.color.text });

export const swatchRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

const swatchBase = style({
  flexShrink: 0,
  width: vars.control.md,
  height: vars.control.md,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.borderStrong}`,
});

export const swatch = styleVariants(
  Object.fromEntries(colorTokenNames.map((name) => [name, [swatchBase, { background: vars.color[name] }]])) as Record<
    (typeof colorTokenNames)[number],
    string[]
  >,
);

const sampleBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.control.lg,
  minHeight: vars.control.md,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
});

export const sampleBg = styleVariants(
  Object.fromEntries(colorTokenNames.map((name) => [name, [sampleBase, { background: vars.color[name] }]])) as Record<
    (typeof colorTokenNames)[number],
    string[]
  >,
);

export const sampleFg = styleVariants(
  Object.fromEntries(colorTokenNames.map((name) => [name, { color: vars.color[name] }])) as Record<(typeof colorTokenNames)[number], object>,
);

/** A UI sample: a bar of the foreground color, like a control border or meter fill. */
export const uiBar = styleVariants(
  Object.fromEntries(
    colorTokenNames.map((name) => [name, { display: 'block', width: vars.space.xl, height: vars.space.xxs, borderRadius: vars.radius.full, background: vars.color[name] }]),
  ) as Record<(typeof colorTokenNames)[number], object>,
);

export const result = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, whiteSpace: 'nowrap' });

export const nowrap = style({ whiteSpace: 'nowrap' });

export const bar = style({ display: 'block', height: vars.space.sm, borderRadius: vars.radius.sm, background: vars.color.accentSolid });

export const barWidth = styleVariants(vars.space, (value) => ({ width: value }));
export const controlHeight = styleVariants(vars.control, (value) => [
  { display: 'block', width: vars.space.xxxl, height: value, borderRadius: vars.radius.md, border: `1px solid ${vars.color.borderStrong}`, background: vars.color.surface },
]);

export const fontSizes = styleVariants(vars.fontSize, (value) => ({ fontSize: value, lineHeight: vars.lineHeight.tight }));
export const fontWeights = styleVariants(vars.fontWeight, (value) => ({ fontSize: vars.fontSize.lg, fontWeight: value }));
export const lineHeights = styleVariants(vars.lineHeight, (value) => ({ margin: 0, maxWidth: '28rem', lineHeight: value, background: vars.color.surfaceAlt }));
export const fontFamilies = styleVariants(vars.font, (value) => ({ fontFamily: value, fontSize: vars.fontSize.lg }));

export const panels = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))', gap: vars.space.md });

export const panel = style([
  themedCell,
  { display: 'flex', flexDirection: 'column', gap: vars.space.md, padding: vars.space.lg, borderRadius: vars.radius.md, border: `1px solid ${vars.color.border}` },
]);

export const panelTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });

const boxBase = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.space.xxxl,
  height: vars.space.xxxl,
  background: vars.color.surface,
  border: `1px solid ${vars.color.borderStrong}`,
  color: vars.color.text,
});
export const radiusBox = styleVariants(vars.radius, (value) => [boxBase, { borderRadius: value }]);
export const shadowBox = styleVariants(vars.shadow, (value) => [boxBase, { justifyContent: 'flex-start', width: '100%', height: 'auto', padding: vars.space.md, border: 'none', borderRadius: vars.radius.md, boxShadow: value }]);

export const shadowList = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, margin: 0, padding: 0, listStyle: 'none' });

export const focusSample = style({
  display: 'inline-flex',
  alignItems: 'center',
  alignSelf: 'flex-start',
  minHeight: vars.control.md,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  ...focusRing,
});

/** Motion sample: a track button whose dot slides at the token's duration (0 ms under reduced motion). */
export const motionTrack = style({
  display: 'block',
  width: '12rem',
  padding: vars.space.xxs,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceAlt,
  border: `1px solid ${vars.color.borderStrong}`,
  cursor: 'pointer',
  selectors: { '&:focus-visible': focusRing },
});
const dotBase = style({
  display: 'block',
  width: vars.space.md,
  height: vars.space.md,
  borderRadius: vars.radius.full,
  background: vars.color.accentSolid,
  transitionProperty: 'transform',
  transitionTimingFunction: vars.easing.standard,
});
export const motionDot = styleVariants(vars.duration, (value) => [dotBase, { transitionDuration: value }]);
export const moved = style({ transform: 'translateX(10.25rem)' });

export { visuallyHidden } from '../../src/ui/theme/theme.css';

