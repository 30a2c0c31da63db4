import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/theme.css';

export { toolRoot as root } from '../layout.css';

/**
 * Secret, code, settings in one column (on a phone the code also shows under the secret while
 * typing); secret and settings beside the code once the tool is wide enough (site or embed).
 */
export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateAreas: '"secret" "code" "settings"',
  '@container': {
    '(min-width: 52rem)': {
      gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
      gridTemplateRows: 'auto 1fr',
      gridTemplateAreas: '"secret code" "secret settings"',
    },
  },
});

export const secretArea = style({ gridArea: 'secret', minWidth: 0 });
export const codeArea = style({ gridArea: 'code', minWidth: 0 });
export const settingsArea = style({ gridArea: 'settings', minWidth: 0 });

const noteBase = { margin: 0, fontSize: vars.fontSize.sm, selectors: { '&:empty': { display: 'none' } } } as const;

export const muted = style({ ...noteBase, color: vars.color.textMuted });
export const error = style({ ...noteBase, color: vars.color.danger });
export const valid = style({ ...noteBase, color: vars.color.success, fontWeight: vars.fontWeight.medium });

export const fieldRow = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
});

/** The code under the secret, only while the Code card is below it. */
export const quick = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space.md,
  margin: 0,
  '@container': { '(min-width: 52rem)': { display: 'none' } },
});

export const quickCode = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, fontVariantNumeric: 'tabular-nums' });

export const codeRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.lg, flexWrap: 'wrap' });

export const codeText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const label = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium, color: vars.color.textMuted });

export const code = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.display,
  lineHeight: vars.lineHeight.tight,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  letterSpacing: '0.04em',
  whiteSpace: 'nowrap',
});

/** The countdown ring: the track, the remaining time (red in the last five seconds) and the seconds in the middle. */
export const ring = style({ flex: 'none', width: '4.5rem', height: '4.5rem' });

export const ringTrack = style({ fill: 'none', stroke: vars.color.border, strokeWidth: 4 });

export const ringFill = style({
  fill: 'none',
  stroke: vars.color.accentSolid,
  strokeWidth: 4,
  strokeLinecap: 'round',
  // One second of smooth sweep per tick; the theme zeroes durations under prefers-reduced-motion.
  transition: `stroke-dashoffset ${vars.duration.slow} linear`,
});

export const ringEnding = style([ringFill, { stroke: vars.color.dangerSolid }]);

export const ringText = style({ fill: vars.color.text, fontSize: vars.fontSize.xs, fontWeight: vars.fontWeight.bold, fontVariantNumeric: 'tabular-nums' });

export const next = style({ margin: 0, display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: vars.space.sm });

export const nextCode = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.lg, fontVariantNumeric: 'tabular-nums', color: vars.color.textMuted });
