import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/theme.css';

// Each tone pairs a *Subtle background with its text token (checked in tokens.ts contrastPairs).
export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxs,
    minHeight: vars.space.lg,
    padding: `0 ${vars.space.xs}`,
    borderRadius: vars.radius.full,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.tight,
    whiteSpace: 'nowrap',
    verticalAlign: 'middle',
  },
  variants: {
    tone: {
      neutral: { background: vars.color.surfaceAlt, color: vars.color.text },
      accent: { background: vars.color.accentSubtle, color: vars.color.accent },
      success: { background: vars.color.successSubtle, color: vars.color.success },
      warning: { background: vars.color.warningSubtle, color: vars.color.warning },
      danger: { background: vars.color.dangerSubtle, color: vars.color.danger },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export type BadgeVariants = NonNullable<RecipeVariants<typeof badge>>;
export const badgeTones = ['neutral', 'accent', 'success', 'warning', 'danger'] as const;

// Sized to the badge's small text rather than the 16 px icon minimum.
export const badgeIcon = style({
  width: vars.fontSize.sm,
  height: vars.fontSize.sm,
});
