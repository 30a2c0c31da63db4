import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/theme.css';
import { splitLayout } from '../layout.css';
import { ltrIsland } from '../../ui/styles.css';

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

/** A password reads left to right in every page (an island in Arabic). */
export const passwordInput = style([ltrIsland, {
  flex: '1 1 auto',
  minWidth: 0,
  letterSpacing: '0.02em',
}]);

/** The eye and copy buttons keep their square size beside the field (the shared md control height). */
export const fieldButton = style({ flexShrink: 0 });

/**
 * On the narrowest phones the label wraps rather than run past the card (320 px). The doubled
 * class outranks the Button's own `white-space: nowrap` whichever style sheet arrives last.
 */
export const generateButton = style({ maxWidth: '100%', textAlign: 'center', selectors: { '&&': { whiteSpace: 'normal' } } });

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
  paddingBlock: vars.space.xxs,
  paddingInline: `${vars.space.sm} ${vars.space.xxs}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
});

export const recentPassword = style([ltrIsland, {
  flex: '1 1 auto',
  minWidth: 0,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
  textAlign: 'start',
}]);

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

export const mono = style([ltrIsland, {
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xs,
}]);

/** The three tips in one card: stacked on a phone, in a row when there is room. */
export const tipsGrid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@container': {
    '(min-width: 40rem)': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

/** A tip's title: the shared Card heading's type, one step down (h3 in the Security tips card). */
export const tipTitle = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: `0 0 ${vars.space.xxs}`,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
});

export const tipIcon = style({ color: vars.color.accent });

/** The exponent in "88¹²" (Time to Crack): raised without opening up its line. */
export const power = style({ lineHeight: 0 });
