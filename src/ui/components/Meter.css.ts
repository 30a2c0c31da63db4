import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/theme.css';

export const meter = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

export const labelRow = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const valueText = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
});

export const track = style({
  position: 'relative',
  height: vars.space.xs,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceAlt,
  boxShadow: `inset 0 0 0 1px ${vars.color.border}`,
  overflow: 'hidden',
});

// Fill colours are the text tokens, which clear 3:1 against every surface (contrastPairs).
const toneColors = {
  danger: vars.color.danger,
  warning: vars.color.warning,
  success: vars.color.success,
  accent: vars.color.accent,
} as const;

export const fill = recipe({
  base: {
    // Full width, slid left by the part not filled (the track clips it). A transform changes on
    // the compositor: animating `width` laid out and repainted the page on every frame of the
    // 200 ms change, 10-25 ms each on a busy machine right after a tool page hydrates (issue #9).
    height: '100%',
    width: '100%',
    transform: 'translateX(-100%)',
    borderRadius: vars.radius.full,
    // Right to left the bar fills from the right: mirrored after the slide (individual `scale`
    // applies after `transform`, which MeterFill sets from script), the fill being symmetric.
    selectors: { '&:dir(rtl)': { scale: '-1 1' } },
    transition: `transform ${vars.duration.normal} ${vars.easing.standard}, background-color ${vars.duration.normal}`,
  },
  variants: {
    tone: Object.fromEntries(Object.entries(toneColors).map(([tone, color]) => [tone, { background: color }])) as Record<
      keyof typeof toneColors,
      { background: string }
    >,
  },
  defaultVariants: { tone: 'accent' },
});

// The value text matches the fill so the label row and bar read as one signal.
export const valueTone = recipe({
  variants: {
    tone: Object.fromEntries(Object.entries(toneColors).map(([tone, color]) => [tone, { color }])) as Record<
      keyof typeof toneColors,
      { color: string }
    >,
  },
});

export type MeterTone = NonNullable<RecipeVariants<typeof fill>>['tone'];
export const meterTones = ['auto', 'danger', 'warning', 'success', 'accent'] as const;
